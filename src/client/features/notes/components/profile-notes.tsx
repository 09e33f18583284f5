import { Button } from '@client/components/button';
import { isApiError } from '@client/lib/api-client';
import { formatWhen } from '@client/lib/format-when';
import {
  Alert,
  Badge,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { NOTE_MAX_LENGTH, type Note, noteTextSchema } from '@shared/notes';
import type { ProfileView } from '@shared/profile-view';
import { IconAlarm, IconNote, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { useAddNote, useDeleteNote, useNotes } from '../api/notes-api';
import { NOTES_MESSAGES as M } from '../messages';

const when = (iso: string) => formatWhen(iso);

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.status < 500 && error.serverMessage ? error.serverMessage : fallback;

function NoteItem({ note, profileId }: { note: Note; profileId: number }) {
  const remove = useDeleteNote(profileId);
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: M.deleteTitle,
      centered: true,
      children: <Text size="sm">{M.deleteConfirm}</Text>,
      labels: { confirm: M.deleteYes, cancel: M.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(note._id),
    });
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="profile-note">
      <Stack gap={4}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {note.text}
        </Text>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {note.authorName ?? note.author} · {when(note.createdAt)}
          </Text>
          {note.dueAt ? (
            <Badge
              size="sm"
              variant="light"
              color={note.doneAt ? 'gray' : 'orange'}
              tt="none"
              leftSection={<IconAlarm size={12} aria-hidden />}
            >
              {note.doneAt ? M.reminderDone : M.reminderDue(when(note.dueAt))}
            </Badge>
          ) : null}
          {note.mine ? (
            <Button
              size="compact-xs"
              variant="subtle"
              loading={remove.isPending}
              onClick={confirmDelete}
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={M.deleteLabel(when(note.createdAt))}
            >
              {M.delete}
            </Button>
          ) : null}
        </Group>
        {remove.isError ? (
          <Text size="sm" c="red" role="alert">
            {messageOf(remove.error, M.deleteFailed)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The matchmakers' notes on a profile (issue 15): a note is written here and listed newest first with its
 * author and date; a matchmaker deletes her or his own notes after a confirmation. Never shown to a family.
 */
export function ProfileNotes({ profile }: { profile: ProfileView }) {
  const notes = useNotes(profile._id);
  const add = useAddNote(profile._id);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // "Remind me" (decision 054): a native date and time picker (@mantine/dates is not installed).
  const [remind, setRemind] = useState(false);
  const [remindAt, setRemindAt] = useState('');
  const [remindProblem, setRemindProblem] = useState<string | null>(null);
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = noteTextSchema.safeParse(text);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? M.addFailed);
      return;
    }
    setProblem(null);
    // datetime-local is the browser's local time; the API takes an instant with its offset.
    const due = remind && remindAt ? new Date(remindAt) : null;
    if (remind && (!due || Number.isNaN(due.getTime()))) {
      setRemindProblem(M.remindMissing);
      return;
    }
    setRemindProblem(null);
    add.mutate(
      { text: checked.data, dueAt: due?.toISOString() },
      {
        onSuccess: () => {
          setText('');
          setRemind(false);
          setRemindAt('');
        },
        onError: (error) => setProblem(messageOf(error, M.addFailed)),
      },
    );
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} data-testid="profile-notes">
      <Group gap={6} wrap="nowrap">
        <IconNote size={18} aria-hidden />
        <Text fw={600} id={headingId}>
          {notes.data ? M.titleCount(notes.data.length) : M.title}
        </Text>
      </Group>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            label={M.newNote}
            placeholder={M.placeholder}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={NOTE_MAX_LENGTH}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (problem) setProblem(null);
            }}
            error={problem}
            description={M.privateHint(text.length)}
          />
          <Checkbox
            label={M.remindMe}
            checked={remind}
            onChange={(event) => setRemind(event.currentTarget.checked)}
          />
          {remind ? (
            <TextInput
              type="datetime-local"
              label={M.remindAt}
              description={M.remindHint}
              value={remindAt}
              onChange={(event) => {
                setRemindAt(event.currentTarget.value);
                if (remindProblem) setRemindProblem(null);
              }}
              error={remindProblem}
              maw={320}
            />
          ) : null}
          <div>
            <Button type="submit" loading={add.isPending} leftSection={<IconNote size={16} aria-hidden />}>
              {M.add}
            </Button>
          </div>
        </Stack>
      </form>
      {notes.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{M.loading}</Text>
        </Group>
      ) : notes.isError ? (
        <Alert color="red" role="alert">
          {M.loadFailed}
        </Alert>
      ) : notes.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {M.empty}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={M.title}>
          {notes.data.map((note) => (
            <NoteItem key={note._id} note={note} profileId={profile._id} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
