import { Anchor, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LIST_MESSAGES } from '../messages';

/** Shown while a matchmaker looks for matches for one profile (`?matchProfileId=N`). */
export function MatchContextBar({ profileId, onLeave }: { profileId: number; onLeave: () => void }) {
  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py="xs"
      bg="var(--mantine-color-maroon-0)"
      role="region"
      aria-label={LIST_MESSAGES.matchingFor}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconHeartHandshake size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" miw={0}>
            {LIST_MESSAGES.matchingFor}{' '}
            <Anchor component={Link} to={`/profile/${profileId}`} fw={600}>
              #{profileId}
            </Anchor>
          </Text>
        </Group>
        <CloseButton
          aria-label={LIST_MESSAGES.leaveMatchingLabel(profileId)}
          title={LIST_MESSAGES.leaveMatching}
          onClick={onLeave}
        />
      </Group>
    </Paper>
  );
}
