import { Anchor, CloseButton, Group, Paper, Text } from '@mantine/core';
import { profileLabel } from '@shared/profile-label';
import type { ProfileLabelFacts } from '@shared/profile-label-schema';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface MatchContextBarProps {
  profileId: number;
  /** The searched profile as the list's answer names it; until then only its id is known. */
  profile: ProfileLabelFacts | null | undefined;
  onLeave: () => void;
}

/**
 * Shown while a matchmaker looks for matches for one profile (`?matchProfileId=N`): the profile as
 * matchmakers' screens name another one, "Name · #id · age · city" (issue 15).
 */
export function MatchContextBar({ profileId, profile, onLeave }: MatchContextBarProps) {
  const { t } = useTranslation('profiles');
  const label = profileLabel(profile ?? { _id: profileId });
  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py="xs"
      bg="var(--mantine-color-maroon-0)"
      role="region"
      aria-label={t('matchingFor')}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconHeartHandshake size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" miw={0} data-testid="match-context">
            {t('matchingFor')}{' '}
            <Anchor
              component={Link}
              to={`/profile/${profileId}`}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {label}
            </Anchor>
          </Text>
        </Group>
        <CloseButton
          aria-label={t('leaveMatchingLabel', { id: profileId })}
          title={t('leaveMatching')}
          onClick={onLeave}
        />
      </Group>
    </Paper>
  );
}
