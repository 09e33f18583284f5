import { Anchor, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown while a matchmaker looks for matches for one profile (`?matchProfileId=N`). */
export function MatchContextBar({ profileId, onLeave }: { profileId: number; onLeave: () => void }) {
  const { t } = useTranslation('profiles');
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
          <Text size="sm" miw={0}>
            {t('matchingFor')}{' '}
            <Anchor component={Link} to={`/profile/${profileId}`} fw={600}>
              #{profileId}
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
