import { isApiError } from '@client/lib/api-client';
import { translateServerMessage } from '@client/lib/i18n';
import { Button, Checkbox, Group, Menu, Paper, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { profileStatusPatchSchema } from '@shared/admin-schema';
import {
  INACTIVE_REASON_WITH_NOTE,
  INACTIVE_REASONS,
  type InactiveReason,
  type ProfileStatus,
} from '@shared/enums';
import { IconCheck, IconChevronDown, IconClockPause, IconUserOff, IconX } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { type BulkStatusChange, useBulkStatus } from '../api/bulk-status';
import { useBulkMessages } from '../i18n/use-bulk-messages';
import { useBulkSelection } from '../state/selection';
import { BulkNote, type NoteBox } from './bulk-note';
import classes from './bulk-toolbar.module.css';

export interface BulkToolbarProps {
  /** The profiles on this page, in order (the list's `Toolbar` slot). */
  profileIds: readonly number[];
  /** The list's status: the action that would change nothing is not offered. */
  status: ProfileStatus | 'All';
}

/**
 * Above the matchmaker's cards (issue 15, decision 030): "Select all on this page", how many are selected,
 * and Approve / Back to Review / InActive (with its reason) for the selected profiles, after the app's own
 * confirmation. On success the selection clears and every list and count is fetched again.
 */
export function BulkToolbar({ profileIds, status }: BulkToolbarProps) {
  const m = useBulkMessages();
  const selection = useBulkSelection();
  const change = useBulkStatus();
  const countId = useId();

  // A profile that left the page when the list was fetched again (another matchmaker's change) is dropped.
  const pageKey = profileIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's ids, by value
  useEffect(() => selection.retain(profileIds), [pageKey, selection.retain]);

  const chosen = profileIds.filter((id) => selection.isSelected(id));
  const count = chosen.length;
  const all = count > 0 && count === profileIds.length;

  const run = (target: ProfileStatus, reason: InactiveReason | null) => {
    const named = m.statusWithReason(m.statuses[target], reason ? m.reasons[reason] : null);
    const body: BulkStatusChange = {
      ids: chosen,
      status: target,
      ...(reason ? { inactiveReason: reason } : {}),
    };
    // "Other" asks why (decision 071): the confirmation holds the note and stays open until it is right.
    const withNote = reason === INACTIVE_REASON_WITH_NOTE;
    const note: NoteBox = { value: '' };
    const noteRefused = () => {
      const { ids: _ids, ...statusBody } = body;
      const parsed = profileStatusPatchSchema.safeParse({ ...statusBody, inactiveNote: note.value });
      const message = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
      if (message) note.showError?.(translateServerMessage(message));
      return message !== null;
    };
    const modalId = modals.openConfirmModal({
      title: m.confirmTitle(count),
      centered: true,
      children: (
        <>
          <Text size="sm">{m.confirmText(count, named)}</Text>
          <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }} dir="ltr">
            {chosen.map((id) => `#${id}`).join(', ')}
          </Text>
          {withNote ? <BulkNote box={note} label={m.noteLabel} hint={m.noteHint} /> : null}
        </>
      ),
      labels: { confirm: m.confirmYes(m.actions[target], count), cancel: m.cancel },
      confirmProps: { color: target === 'InActive' ? 'red' : undefined, 'data-autofocus': true },
      // The promise, not mutate's own callbacks: the change empties the list, this bar goes with its last card,
      // and React Query drops the callbacks of an unmounted observer (the success message was lost).
      closeOnConfirm: !withNote,
      onConfirm: () => {
        if (withNote && noteRefused()) return;
        if (withNote) modals.close(modalId);
        return change.mutateAsync(withNote ? { ...body, inactiveNote: note.value } : body).then(
          (result) => {
            selection.clear();
            notifications.show({ color: 'green', message: m.done(result.ids.length, named) });
          },
          (error: unknown) =>
            notifications.show({
              color: 'red',
              title: m.failed,
              // The server's own reason (a profile that no longer exists, …) when it gave one.
              message: isApiError(error) && error.status < 500 ? translateServerMessage(error.message) : null,
            }),
        );
      },
    });
  };

  const busy = change.isPending;
  const pressed = busy ? change.variables?.status : undefined;

  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      className={count > 0 ? `${classes.bar} ${classes.stuck}` : classes.bar}
      role="region"
      aria-label={m.toolbarLabel}
      data-testid="bulk-toolbar"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Checkbox
          label={m.selectAll}
          checked={all}
          indeterminate={count > 0 && !all}
          onChange={() => selection.setMany(profileIds, !all)}
          disabled={busy}
        />
        <Text size="sm" fw={count > 0 ? 600 : undefined} id={countId} aria-live="polite">
          {count > 0 ? m.selected(count) : ''}
        </Text>
      </Group>
      {count > 0 ? (
        <Group gap="xs" mt="xs" wrap="wrap" role="group" aria-describedby={countId}>
          {status !== 'Active' ? (
            <Button
              size="xs"
              color="green"
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => run('Active', null)}
              loading={pressed === 'Active'}
              disabled={busy && pressed !== 'Active'}
            >
              {m.actions.Active}
            </Button>
          ) : null}
          {status !== 'Review' ? (
            <Button
              size="xs"
              variant="light"
              color="orange"
              leftSection={<IconClockPause size={16} aria-hidden />}
              onClick={() => run('Review', null)}
              loading={pressed === 'Review'}
              disabled={busy && pressed !== 'Review'}
            >
              {m.actions.Review}
            </Button>
          ) : null}
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconUserOff size={16} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                loading={pressed === 'InActive'}
                disabled={busy && pressed !== 'InActive'}
              >
                {m.actions.InActive}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{m.inactiveMenu}</Menu.Label>
              {INACTIVE_REASONS.map((reason) => (
                <Menu.Item key={reason} onClick={() => run('InActive', reason)}>
                  {m.reasons[reason]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => selection.clear()}
            disabled={busy}
          >
            {m.clear}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
