import { isApiError } from '@client/lib/api-client';
import { formatWhen } from '@client/lib/format-when';
import { Anchor, Badge, Button, Group, Loader, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import type { Reminder } from '@shared/reminders';
import { IconAlarm, IconCheck, IconChevronDown, IconClockPause, IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  useDueReminders,
  useMatchmakers,
  useReminderAssign,
  useReminderDone,
  useReminderSnooze,
} from '../api/reminders-api';

/** English only, like every admin screen (decision 054). */
const R = {
  title: 'Reminders due',
  titleCount: (n: number) => `Reminders due (${n})`,
  loading: 'Loading reminders…',
  loadFailed: 'Failed to load the reminders. Please try again later.',
  empty: 'No reminders are due.',
  done: 'Done',
  snoozeDay: 'Snooze 1 day',
  snoozeWeek: 'Snooze 1 week',
  due: (when: string) => `Due ${when}`,
  profile: (name: string | null, id: number) => `${name ?? 'Profile'} #${id}`,
  forWhom: (name: string) => `for ${name}`,
  failed: 'Failed to save. Please try again later.',
  giveTo: 'Give to',
  giveToLabel: (text: string) => `Give the reminder “${text}” to another matchmaker`,
  giveToMenu: 'Another matchmaker',
  noOneElse: 'No other active matchmaker',
} as const;

/** "Give to": the reminder becomes another active matchmaker's (decision 066). */
function GiveTo({ reminder, disabled }: { reminder: Reminder; disabled: boolean }) {
  const [opened, setOpened] = useState(false);
  const members = useMatchmakers(opened);
  const assign = useReminderAssign();
  const others = (members.data ?? []).filter((m) => m.active && m._id !== reminder.matchmakerId);
  return (
    <>
      <Menu position="bottom-start" withinPortal opened={opened} onChange={setOpened}>
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconUserShare size={14} aria-hidden />}
            rightSection={<IconChevronDown size={12} aria-hidden />}
            loading={assign.isPending}
            disabled={disabled}
            aria-label={R.giveToLabel(reminder.text)}
          >
            {R.giveTo}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{R.giveToMenu}</Menu.Label>
          {members.isPending ? (
            <Menu.Item disabled leftSection={<Loader size="xs" aria-hidden />}>
              {R.loading}
            </Menu.Item>
          ) : others.length === 0 ? (
            <Menu.Item disabled>{R.noOneElse}</Menu.Item>
          ) : (
            others.map((member) => (
              <Menu.Item
                key={member._id}
                onClick={() => assign.mutate({ id: reminder._id, assignedTo: member._id })}
              >
                {member.name}
              </Menu.Item>
            ))
          )}
        </Menu.Dropdown>
      </Menu>
      {assign.isError ? (
        <Text size="sm" c="red" role="alert" w="100%">
          {isApiError(assign.error) && assign.error.status < 500 && assign.error.serverMessage
            ? assign.error.serverMessage
            : R.failed}
        </Text>
      ) : null}
    </>
  );
}

function ReminderCard({ reminder }: { reminder: Reminder }) {
  const done = useReminderDone();
  const snooze = useReminderSnooze();
  const error = done.error ?? snooze.error;
  const busy = done.isPending || snooze.isPending;
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="reminder">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor
            component={Link}
            to={`/profile/${reminder.profileId}`}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {R.profile(reminder.profileName, reminder.profileId)}
          </Anchor>
          <Group gap={6}>
            <Badge color="orange" variant="light" tt="none" leftSection={<IconAlarm size={12} aria-hidden />}>
              {R.due(formatWhen(reminder.dueAt))}
            </Badge>
            {reminder.mine ? null : (
              <Badge color="gray" variant="light" tt="none">
                {R.forWhom(reminder.matchmakerName)}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {reminder.text}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            size="compact-sm"
            leftSection={<IconCheck size={14} aria-hidden />}
            loading={done.isPending}
            disabled={busy}
            onClick={() => done.mutate(reminder._id)}
          >
            {R.done}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconClockPause size={14} aria-hidden />}
            disabled={busy}
            onClick={() => snooze.mutate({ id: reminder._id, days: 1 })}
          >
            {R.snoozeDay}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            disabled={busy}
            onClick={() => snooze.mutate({ id: reminder._id, days: 7 })}
          >
            {R.snoozeWeek}
          </Button>
          <GiveTo reminder={reminder} disabled={busy} />
        </Group>
        {error ? (
          <Text size="sm" c="red" role="alert">
            {isApiError(error) && error.status < 500 && error.serverMessage ? error.serverMessage : R.failed}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The dashboard's "Reminders due" (decision 054): the team's due reminders, mine first, Done and Snooze. */
export function RemindersSection() {
  const reminders = useDueReminders();
  return (
    <Stack
      gap="xs"
      component="section"
      aria-labelledby="reminders-due"
      id="reminders"
      data-testid="reminders-due"
    >
      <Group gap={6}>
        <IconAlarm size={20} aria-hidden />
        <Title order={2} size="h3" id="reminders-due">
          {reminders.data ? R.titleCount(reminders.data.length) : R.title}
        </Title>
      </Group>
      {reminders.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{R.loading}</Text>
        </Group>
      ) : reminders.isError ? (
        <Text size="sm" c="red" role="alert">
          {R.loadFailed}
        </Text>
      ) : reminders.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {R.empty}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={R.title}>
          {reminders.data.map((reminder) => (
            <ReminderCard key={reminder._id} reminder={reminder} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
