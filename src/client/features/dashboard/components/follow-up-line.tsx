import { Badge, Group, Text } from '@mantine/core';
import type { FollowUp } from '@shared/follow-up';
import { IconClockHour4 } from '@tabler/icons-react';
import { DASHBOARD_MESSAGES as MSG } from '../messages';
import { waitText } from '../utils/follow-up';

/** How long a pair or family has waited, with "Needs follow-up" when the server marked it (decision 031). */
export function FollowUpLine({ followUp, kind }: { followUp: FollowUp; kind: 'waiting' | 'unchanged' }) {
  return (
    <Group gap={6} wrap="wrap" data-testid="follow-up" data-needed={followUp.needed}>
      <Group gap={4} wrap="nowrap">
        <IconClockHour4 size={14} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text
          size="xs"
          c={followUp.needed ? undefined : 'dimmed'}
          fw={followUp.needed ? 600 : undefined}
          dir="auto"
        >
          {waitText(followUp, kind)}
        </Text>
      </Group>
      {followUp.needed ? (
        <Badge color="orange" variant="light" size="sm" tt="none">
          {MSG.needsFollowUp}
        </Badge>
      ) : null}
    </Group>
  );
}
