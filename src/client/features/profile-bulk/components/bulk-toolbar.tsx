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
import type { ProfileBulkResult } from '@shared/profile-bulk';
import type { VersionConflictDetails } from '@shared/versions';
import {
  IconCheck,
  IconChevronDown,
  IconClockPause,
  IconUserOff,
  IconUserShare,
  IconX,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useId } from 'react';
import { type BulkChange, skippedOf, useBulkChange } from '../api/bulk-status';
import { useMatchmakers } from '../api/matchmakers';
import type { BulkMessages } from '../i18n/en';
import { useBulkMessages } from '../i18n/use-bulk-messages';
import { useBulkSelection } from '../state/selection';
import { BulkNote, type NoteBox } from './bulk-note';
import classes from './bulk-toolbar.module.css';

export interface BulkToolbarProps {
  /** The profiles on this page, in order (the list's `Toolbar` slot). */
  profileIds: readonly number[];
  /** Each card's version as the list showed it (decision 066). */
  versions: Readonly<Record<number, number>>;
  /** The list's status: the action that would change nothing is not offered. */
  status: ProfileStatus | 'All';
}

/**
 * The profiles left as they were because someone else changed them after the list was loaded (decision 066):
 * which, and by whom. Stays until closed; the list has been fetched again meanwhile.
 */
function showSkipped(m: BulkMessages, skipped: readonly VersionConflictDetails[]) {
  if (skipped.length === 0) return;
  notifications.show({
    color: 'yellow',
    autoClose: false,
    title: m.skippedTitle(skipped.length),
    message: (
      <span data-testid="bulk-skipped">
        {skipped.map((s) => (
          <span key={s.id} style={{ display: 'block' }}>
            {m.skippedLine(s.id, s.changedBy)}
          </span>
        ))}
        <span style={{ display: 'block' }}>{m.skippedAdvice}</span>
      </span>
    ),
  });
}

/**
 * Above the matchmaker's cards (issue 15, decisions 030, 066): "Select all on this page", how many are
 * selected, and Approve / Back to Review / InActive (with its reason) / Assign to (a matchmaker or nobody) for
 * the selected profiles, after the app's own confirmation. On success the selection clears and every list and
 * count is fetched again; profiles someone else changed since the list was loaded are named and left alone.
 */
export function BulkToolbar({ profileIds, versions, status }: BulkToolbarProps) {
  const m = useBulkMessages();
  const selection = useBulkSelection();
  const change = useBulkChange();
  const countId = useId();

  // A profile that left the page when the list was fetched again (another matchmaker's change) is dropped.
  const pageKey = profileIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's ids, by value
  useEffect(() => selection.retain(profileIds), [pageKey, selection.retain]);

  const chosen = profileIds.filter((id) => selection.isSelected(id));
  const count = chosen.length;
  const all = count > 0 && count === profileIds.length;
  const matchmakers = useMatchmakers(count > 0);

  /**
   * Confirms, then sends the change with the versions the cards show as the dialog opens (decision 066): a
   * profile someone else changes while it is open is skipped and named, never overwritten.
   */
  const confirm = (options: {
    body: BulkChange;
    title: string;
    text: string;
    yes: string;
    danger?: boolean;
    done: (result: ProfileBulkResult) => string;
    failed: string;
    /** "Other" asks why (decision 071): the confirmation holds the note and stays open until it is right. */
    withNote?: boolean;
  }) => {
    const body: BulkChange = { ...options.body, versions: { ...versions } };
    const note: NoteBox = { value: '' };
    const noteRefused = () => {
      if (!options.withNote || 'assignedTo' in body) return false;
      const { ids: _ids, versions: _versions, ...statusBody } = body;
      const parsed = profileStatusPatchSchema.safeParse({ ...statusBody, inactiveNote: note.value });
      const message = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
      if (message) note.showError?.(translateServerMessage(message));
      return message !== null;
    };
    const children: ReactNode = (
      <>
        <Text size="sm">{options.text}</Text>
        <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }} dir="ltr">
          {body.ids.map((id) => `#${id}`).join(', ')}
        </Text>
        {options.withNote ? <BulkNote box={note} label={m.noteLabel} hint={m.noteHint} /> : null}
      </>
    );
    const modalId = modals.openConfirmModal({
      title: options.title,
      centered: true,
      children,
      labels: { confirm: options.yes, cancel: m.cancel },
      confirmProps: { color: options.danger ? 'red' : undefined, 'data-autofocus': true },
      // The promise, not mutate's own callbacks: the change empties the list, this bar goes with its last card,
      // and React Query drops the callbacks of an unmounted observer (the success message was lost).
      closeOnConfirm: !options.withNote,
      onConfirm: () => {
        if (noteRefused()) return;
        if (options.withNote) modals.close(modalId);
        const sent: BulkChange = options.withNote ? { ...body, inactiveNote: note.value } : body;
        return change.mutateAsync(sent).then(
          (result) => {
            selection.clear();
            notifications.show({ color: 'green', message: options.done(result) });
            showSkipped(m, result.skipped);
          },
          (error: unknown) => {
            const skipped = isApiError(error, 409) ? skippedOf(error.body) : null;
            if (skipped) {
              selection.clear();
              showSkipped(m, skipped);
              return;
            }
            notifications.show({
              color: 'red',
              title: options.failed,
              // The server's own reason (a profile that no longer exists, …) when it gave one.
              message: isApiError(error) && error.status < 500 ? translateServerMessage(error.message) : null,
            });
          },
        );
      },
    });
  };

  const run = (target: ProfileStatus, reason: InactiveReason | null) => {
    const named = m.statusWithReason(m.statuses[target], reason ? m.reasons[reason] : null);
    confirm({
      body: { ids: chosen, status: target, ...(reason ? { inactiveReason: reason } : {}) },
      title: m.confirmTitle(count),
      text: m.confirmText(count, named),
      yes: m.confirmYes(m.actions[target], count),
      danger: target === 'InActive',
      done: (result) => m.done(result.ids.length, named),
      failed: m.failed,
      withNote: reason === INACTIVE_REASON_WITH_NOTE,
    });
  };

  const assign = (to: { _id: number; name: string } | null) =>
    confirm({
      body: { ids: chosen, assignedTo: to?._id ?? null },
      title: m.confirmAssignTitle(count),
      text: to ? m.confirmAssignText(count, to.name) : m.confirmAssignNobody(count),
      yes: m.assignYes(count),
      done: (result) => (to ? m.assigned(result.ids.length, to.name) : m.assignedNobody(result.ids.length)),
      failed: m.assignFailed,
    });

  const busy = change.isPending;
  const pressed = busy
    ? change.variables && 'assignedTo' in change.variables
      ? 'assign'
      : change.variables?.status
    : undefined;

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
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconUserShare size={16} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                loading={pressed === 'assign'}
                disabled={busy && pressed !== 'assign'}
                data-testid="bulk-assign"
              >
                {m.assign}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{m.assignMenu}</Menu.Label>
              {(matchmakers.data ?? [])
                .filter((member) => member.active)
                .map((member) => (
                  <Menu.Item key={member._id} onClick={() => assign(member)}>
                    {member.name}
                  </Menu.Item>
                ))}
              <Menu.Item onClick={() => assign(null)}>{m.nobody}</Menu.Item>
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
