import { Alert, Collapse, Group, Loader, Stack, Text, Timeline, UnstyledButton } from '@mantine/core';
import type { ProfileView } from '@shared/profile-view';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useProfileHistory } from '../api/profile-history-api';
import { entryText, formatWhen, HISTORY_MESSAGES, newestFirst } from '../utils/history-text';

/**
 * A profile's timeline for the matchmakers (issue 15): every status, inactive reason, fee, setting,
 * partner-requirement and family edit, notes added and deleted, with when and by whom, newest first.
 * Collapsed at first; loaded when opened, and again whenever the profile changes while it is open.
 */
export function ProfileHistory({ profile }: { profile: ProfileView }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const history = useProfileHistory(profile._id, profile.updatedAt, open);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Stack gap="xs" component="section" data-testid="profile-history">
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={listId}>
        <Group gap={6} wrap="nowrap">
          <Chevron size={18} aria-hidden />
          <Text fw={600}>
            {history.data ? HISTORY_MESSAGES.titleCount(history.data.length) : HISTORY_MESSAGES.title}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id={listId}>
        {!open ? null : history.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{HISTORY_MESSAGES.loading}</Text>
          </Group>
        ) : history.isError ? (
          <Alert color="red" role="alert">
            {HISTORY_MESSAGES.failed}
          </Alert>
        ) : history.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {HISTORY_MESSAGES.empty}
          </Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2} data-testid="profile-history-timeline">
            {newestFirst(history.data).map((entry) => (
              <Timeline.Item
                key={`${entry.at}-${entry.field}-${entry.from}-${entry.to}`}
                title={
                  <Text size="sm" fw={600} lineClamp={4} style={{ overflowWrap: 'anywhere' }}>
                    {entryText(entry)}
                  </Text>
                }
              >
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {formatWhen(entry.at)} · {HISTORY_MESSAGES.by(entry.byName ?? entry.by)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Collapse>
    </Stack>
  );
}
