import { newestFirst } from '@client/lib/connection-sides';
import { Alert, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import { useConnectionHistory } from '../api/connection-api';
import { PROFILE_CONNECTIONS_MESSAGES } from '../messages';
import { changeText, formatWhen, sideName } from '../utils/history-text';

/** The timeline of one connection (admin): when, which side, from → to, and by whom. Newest first. */
export function ConnectionHistory({ connectionId, profileId }: { connectionId: number; profileId: number }) {
  const history = useConnectionHistory(connectionId, true);
  if (history.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{PROFILE_CONNECTIONS_MESSAGES.historyLoading}</Text>
      </Group>
    );
  }
  if (history.isError) {
    return (
      <Alert color="red" role="alert">
        {PROFILE_CONNECTIONS_MESSAGES.historyFailed}
      </Alert>
    );
  }
  if (history.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {PROFILE_CONNECTIONS_MESSAGES.historyEmpty}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={12} lineWidth={2} data-testid="connection-history">
      {newestFirst(history.data).map((entry) => (
        <Timeline.Item
          key={`${entry.at}-${entry.profile}-${entry.field}-${entry.from}-${entry.to}`}
          title={
            <Text size="sm" fw={600}>
              {sideName(entry, profileId)}: {changeText(entry)}
            </Text>
          }
        >
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {formatWhen(entry.at)} · {PROFILE_CONNECTIONS_MESSAGES.historyBy(entry.by)}
            </Text>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
