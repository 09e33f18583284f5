import { isApiError } from '@client/lib/api-client';
import { formatWhen } from '@client/lib/format-when';
import { Alert, Button, Modal, Select, Stack, Text } from '@mantine/core';
import { isSideStatus, SIDE_STATUSES, type SideStatus, sideStatusLabel } from '@shared/connection-status';
import { isConnectionConflict } from '@shared/version-conflict';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ModalFooter } from './modal-footer';

export const CONNECTION_STATUS_MODAL_MESSAGES = {
  title: 'Change Status',
  statusLabel: 'Status',
  failed: 'Failed to update status. Please try again later.',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  /** Both sides Matched (issue 28, part 4): the dialog asks to close the match. */
  closeTitle: 'Both families said Matched',
  closeText:
    'Close the match? Both profiles become InActive with the reason “Matched (the provider)”, so no one is sent to them again, and the success fee falls due.',
  closeMatch: 'Close the match',
  notNow: 'Not now',
  closeFailed: 'Failed to close the match. Please try again later.',
  /** Below SPEC's 409 message (decision 067): who changed the side, when, and what it is now. */
  changedBy: (name: string | null, when: string, label: string) =>
    `Changed by ${name ?? 'someone else'} at ${when}: this side is now “${label}”.`,
  /** The side changed while the dialog was open (a live event refetched it; decision 055). */
  changedWhileOpen: (label: string) => `Changed by someone else just now: this side is now “${label}”.`,
  loadCurrent: 'Load the current values',
  /** After "Load the current values": the dialog now starts from the side as it is. */
  loaded: (label: string) => `Showing the current values: this side is “${label}”.`,
} as const;

const M = CONNECTION_STATUS_MODAL_MESSAGES;
const OPTIONS = SIDE_STATUSES.map((value) => ({ value, label: sideStatusLabel(value) }));

export interface ConnectionStatusModalProps {
  opened: boolean;
  onClose: () => void;
  /** The side's status as the matchmaker's screen has it now (it follows live refetches while open). */
  status: SideStatus;
  /**
   * Saves the chosen status, based on `expectedStatus`: the side as the dialog opened or last loaded it (a
   * change made meanwhile refuses the save, 409). A rejection keeps the modal open with an error.
   */
  onSubmit: (status: SideStatus, expectedStatus: SideStatus) => Promise<unknown>;
  /** Which side this is, under the title (e.g. 'Profile #12'). */
  description?: ReactNode;
  title?: string;
  /**
   * Whether the other side is Matched: saving this one as Matched then asks to close the match (issue 28,
   * part 4) with `onCloseMatch`, both profiles InActive "Matched (the provider)".
   */
  otherSideMatched?: boolean;
  onCloseMatch?: () => Promise<unknown>;
}

/**
 * 'Change Status' of one side of a connection (SPEC §2 Modals, §4): any of the seven statuses, shown by
 * their labels. A failure shows the server's message for a refused change (4xx, e.g. changed meanwhile)
 * and otherwise 'Failed to update status. Please try again later.' Closes on success, Escape or backdrop.
 */
export function ConnectionStatusModal({
  opened,
  onClose,
  title,
  description,
  ...form
}: ConnectionStatusModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? M.title}
      centered
      closeButtonProps={{ 'aria-label': M.close }}
    >
      {/* Mounted afresh on every opening, so the form starts from the current status. */}
      {opened ? <StatusForm {...form} description={description} onDone={onClose} /> : null}
    </Modal>
  );
}

/** The text to show for a failed change (SPEC's own words for a side changed meanwhile). */
export function statusChangeError(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return M.failed;
}

function StatusForm({
  status: current,
  onSubmit,
  description,
  onDone,
  otherSideMatched,
  onCloseMatch,
}: Omit<ConnectionStatusModalProps, 'opened' | 'onClose' | 'title'> & {
  onDone: () => void;
}) {
  // What the save is based on: the side as the dialog opened, or as last loaded (decision 067).
  const [base, setBase] = useState<{ status: SideStatus; loaded: boolean; stale: SideStatus | null }>({
    status: current,
    loaded: false,
    stale: null,
  });
  const [status, setStatus] = useState<SideStatus>(current);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ by: string | null; at: string; now: SideStatus } | null>(null);
  const [askToClose, setAskToClose] = useState(false);
  // The screen's side moved on while open (not just the refetch still on its way after a load from a 409).
  const changedWhileOpen = current !== base.status && current !== base.stale;

  const load = (now: SideStatus) => {
    setBase({ status: now, loaded: true, stale: refused ? current : null });
    setStatus(now);
    setError(null);
    setRefused(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === base.status) {
      onDone();
      return;
    }
    setPending(true);
    setError(null);
    setRefused(null);
    try {
      await onSubmit(status, base.status);
      if (status === 'Matched' && otherSideMatched && onCloseMatch) {
        setPending(false);
        setAskToClose(true);
        return;
      }
      onDone();
    } catch (failure) {
      setError(statusChangeError(failure));
      const body = isApiError(failure, 409) ? failure.body : null;
      if (isConnectionConflict(body)) {
        const theirs = body.fields.find((field) => field.name === 'status')?.theirs;
        setRefused({
          by: body.changedBy,
          at: body.changedAt,
          now: isSideStatus(theirs) ? theirs : current,
        });
      }
      setPending(false);
    }
  };

  if (askToClose && onCloseMatch) return <CloseMatchStep onCloseMatch={onCloseMatch} onDone={onDone} />;

  const newer = refused?.now ?? (changedWhileOpen ? current : null);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {changedWhileOpen && !refused ? (
          <Alert color="yellow" variant="light" py="xs" role="status" data-testid="changed-notice">
            {M.changedWhileOpen(sideStatusLabel(current))}
          </Alert>
        ) : null}
        {base.loaded && !changedWhileOpen && !refused ? (
          <Text size="sm" data-testid="loaded-notice">
            {M.loaded(sideStatusLabel(base.status))}
          </Text>
        ) : null}
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
        <Select
          label={M.statusLabel}
          data={OPTIONS}
          value={status}
          onChange={(value) => {
            if (isSideStatus(value)) setStatus(value);
            setError(null);
          }}
          allowDeselect={false}
          // All seven statuses without a scroll: Mantine's default height cut the seventh in half.
          maxDropdownHeight={400}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        {newer !== null ? (
          <Alert color="yellow" variant="light" py="xs" role="status" data-testid="newer-values">
            <Stack gap={6} align="flex-start">
              {refused ? (
                <Text size="sm" data-testid="changed-by">
                  {M.changedBy(refused.by, formatWhen(refused.at), sideStatusLabel(refused.now))}
                </Text>
              ) : null}
              <Button variant="light" size="xs" onClick={() => load(newer)}>
                {M.loadCurrent}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <ModalFooter
          error={error}
          cancelLabel={M.cancel}
          onCancel={onDone}
          submitLabel={M.save}
          submit={{ loading: pending }}
        />
      </Stack>
    </form>
  );
}

/** The step after both sides are Matched: close the match now, or later from the dashboard's dues. */
function CloseMatchStep({
  onCloseMatch,
  onDone,
}: {
  onCloseMatch: () => Promise<unknown>;
  onDone: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const close = async () => {
    setPending(true);
    setFailed(false);
    try {
      await onCloseMatch();
      onDone();
    } catch {
      setFailed(true);
      setPending(false);
    }
  };
  return (
    <Stack gap="md" data-testid="close-match-step">
      <Text fw={700}>{M.closeTitle}</Text>
      <Text size="sm">{M.closeText}</Text>
      <ModalFooter
        error={failed ? M.closeFailed : null}
        cancelLabel={M.notNow}
        onCancel={onDone}
        submitLabel={M.closeMatch}
        submit={{ loading: pending, onClick: () => void close() }}
      />
    </Stack>
  );
}
