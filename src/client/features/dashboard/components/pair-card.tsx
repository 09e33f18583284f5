import { Button } from '@client/components/button';
import { Divider, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { profileLabel } from '@shared/profile-label';
import type { ConnectedPair, ConnectionSide, DashboardProfile } from '@shared/profile-view';
import { IconAddressBook } from '@tabler/icons-react';
import { Fragment } from 'react';
import { DASHBOARD_MESSAGES as MSG } from '../messages';
import { sideOf } from '../utils/connection';
import { FollowUpLine } from './follow-up-line';
import { ProfileSummary } from './profile-summary';
import { SideBadge } from './side-badge';

/** What the Change Status dialog needs: the connection, the side to change and the profile across. */
export interface SideTarget {
  connection: ConnectedPair['connection'];
  profile: DashboardProfile;
  other: DashboardProfile;
  side: ConnectionSide;
}

/**
 * A connection in Awaiting Contact, In Contact or Matched: how long it has waited (decision 031), both
 * profiles, each side's status and action. A Matched pair waits for nothing: `settled` says how long it has
 * been unchanged instead. An Awaiting Contact pair offers Share contacts (issue 29, decision 068).
 */
export function PairCard({
  pair,
  onChange,
  onShareContacts,
  settled = false,
}: {
  pair: ConnectedPair;
  onChange: (target: SideTarget) => void;
  onShareContacts?: (pair: ConnectedPair) => void;
  settled?: boolean;
}) {
  const [a, b] = pair.profiles;
  const sides = [
    { profile: a, other: b },
    { profile: b, other: a },
  ];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="connection-pair">
      <Stack gap="xs">
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <FollowUpLine followUp={pair.followUp} kind={settled ? 'unchanged' : 'waiting'} />
          {onShareContacts ? (
            <Button
              size="compact-sm"
              leftSection={<IconAddressBook size={16} aria-hidden />}
              aria-label={MSG.shareContactsFor(profileLabel(a), profileLabel(b))}
              onClick={() => onShareContacts(pair)}
            >
              {MSG.shareContacts}
            </Button>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          {sides.map(({ profile, other }, index) => {
            const side = sideOf(pair.connection, profile._id);
            return (
              <Fragment key={profile._id}>
                {index === 1 ? <Divider hiddenFrom="sm" /> : null}
                <Stack gap={6} data-testid="connection-side">
                  <ProfileSummary profile={profile} />
                  <Group gap="xs" wrap="wrap">
                    <SideBadge status={side.status} />
                    <Button
                      variant="outline"
                      size="compact-sm"
                      aria-label={MSG.changeStatusFor(profileLabel(profile))}
                      onClick={() => onChange({ connection: pair.connection, profile, other, side })}
                    >
                      {MSG.changeStatus}
                    </Button>
                  </Group>
                </Stack>
              </Fragment>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
