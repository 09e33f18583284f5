import { Button } from '@client/components/button';
import { Group, List, Paper, Stack, Text } from '@mantine/core';
import { profileLabel } from '@shared/profile-label';
import type { PendingConnections } from '@shared/profile-view';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { DASHBOARD_MESSAGES as MSG } from '../messages';
import { formatWhen, lastInquiry, sideOf } from '../utils/connection';
import { FollowUpLine } from './follow-up-line';
import { ProfileSummary } from './profile-summary';
import { SideBadge } from './side-badge';

export type PendingEntry = PendingConnections['pendingResponse'][number];

/**
 * A family that received profiles and has not answered (SPEC §2 "Recent Connections"): what it received,
 * when, whether it was asked about each, how long it has waited since (decision 031), and its one follow-up,
 * Inquire (issue 29): a message naming the received profiles, recorded as an inquiry.
 */
export function RecentCard({
  entry,
  onInquire,
}: {
  entry: PendingEntry;
  onInquire: (entry: PendingEntry) => void;
}) {
  const { profile, connections } = entry;
  const last = lastInquiry(profile._id, connections);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="recent-connection">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <ProfileSummary profile={profile} />
          <Stack gap={4} align="flex-end">
            <Button
              size="compact-sm"
              leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
              disabled={!(profile.phoneNo || profile.familyPhoneNo) || !profile.loginLink}
              aria-label={MSG.inquireFor(profileLabel(profile))}
              onClick={() => onInquire(entry)}
            >
              {MSG.inquire}
            </Button>
            <Text size="xs" c="dimmed" ta="right">
              {last ? MSG.lastInquired(formatWhen(last)) : MSG.neverInquired}
            </Text>
          </Stack>
        </Group>
        <FollowUpLine followUp={entry.followUp} kind="waiting" />
        <Text size="sm" fw={600}>
          {MSG.receivedProfiles}
        </Text>
        <List spacing="xs" listStyleType="none" p={0}>
          {connections.map((connection) => {
            const own = sideOf(connection, profile._id);
            const theirs = sideOf(connection, connection.other._id);
            return (
              <List.Item key={connection._id} data-testid="received-profile">
                <Stack gap={4}>
                  <ProfileSummary profile={connection.other} />
                  <Group gap="xs" wrap="wrap">
                    <Text size="xs">{MSG.receivedOn(formatWhen(own.updatedAt))}</Text>
                    <Text size="xs" c={own.inquiredAboutReceivedProfileOn ? undefined : 'dimmed'}>
                      {own.inquiredAboutReceivedProfileOn
                        ? MSG.inquiredOn(formatWhen(own.inquiredAboutReceivedProfileOn))
                        : MSG.notInquired}
                    </Text>
                  </Group>
                  <Group gap="xs" wrap="wrap">
                    <Text size="xs" c="dimmed">
                      {MSG.otherProfileStatus}
                    </Text>
                    <SideBadge status={theirs.status} />
                  </Group>
                </Stack>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Paper>
  );
}
