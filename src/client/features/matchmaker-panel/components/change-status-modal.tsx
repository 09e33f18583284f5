import { ModalFooter } from '@client/components/modal-footer';
import { isApiError } from '@client/lib/api-client';
import { optionLabel, useServerMessage } from '@client/lib/i18n';
import { useVersionWhileOpen } from '@client/lib/live-profile';
import { Modal, Select, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { profileStatusPatchSchema } from '@shared/admin-schema';
import {
  INACTIVE_NOTE_MAX,
  INACTIVE_REASON_WITH_NOTE,
  INACTIVE_REASONS,
  type InactiveReason,
  PROFILE_STATUSES,
  type ProfileStatus,
} from '@shared/enums';
import { isVersionConflict } from '@shared/version-conflict';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatchProfile } from '../api/profile-mutations';
import { PANEL_MESSAGES } from '../messages';
import { ChangedNotice, CurrentValues } from './changed-notice';

export interface ChangeStatusModalProps {
  profileId: number;
  opened: boolean;
  onClose: () => void;
  status: ProfileStatus | undefined;
  inactiveReason: InactiveReason | null | undefined;
  /** Why, with the reason "Other" (decision 071). */
  inactiveNote?: string | null;
}

/** The reasons as the reader's language names them; the value sent stays the English one. */
const REASON_OPTIONS = () => INACTIVE_REASONS.map((value) => ({ value, label: optionLabel(value) }));

/** 'Change Status' (SPEC §2 Modals, §4): any status; InActive asks for a reason, and "Other" for a note. */
export function ChangeStatusModal({ profileId, opened, onClose, ...current }: ChangeStatusModalProps) {
  // Each "Load the current values" starts the form again on the profile as it is now.
  const [round, setRound] = useState(0);
  return (
    <Modal
      lang="en"
      opened={opened}
      onClose={onClose}
      title={PANEL_MESSAGES.changeStatusTitle}
      centered
      closeButtonProps={{ 'aria-label': PANEL_MESSAGES.close }}
    >
      {/* Mounted afresh on every opening, so the form starts from the current values. */}
      {opened ? (
        <StatusForm
          key={round}
          profileId={profileId}
          onDone={onClose}
          onReload={() => setRound((n) => n + 1)}
          {...current}
        />
      ) : null}
    </Modal>
  );
}

function StatusForm({
  profileId,
  onDone,
  onReload,
  status: currentStatus,
  inactiveReason: currentReason,
  inactiveNote: currentNote,
}: Omit<ChangeStatusModalProps, 'opened' | 'onClose'> & { onDone: () => void; onReload: () => void }) {
  const { t } = useTranslation('profileView');
  const translate = useServerMessage();
  const [status, setStatus] = useState<string | null>(currentStatus ?? null);
  const [reason, setReason] = useState<string | null>(currentReason ?? null);
  const [note, setNote] = useState(currentNote ?? '');
  const [fieldError, setFieldError] = useState<{ status?: string; reason?: string; note?: string }>({});
  const withNote = status === 'InActive' && reason === INACTIVE_REASON_WITH_NOTE;
  const mutation = usePatchProfile(profileId);
  const live = useVersionWhileOpen(profileId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileStatusPatchSchema.safeParse({
      status: status ?? undefined,
      inactiveReason: status === 'InActive' ? (reason ?? undefined) : undefined,
      inactiveNote: withNote ? note : undefined,
    });
    if (!parsed.success) {
      const issue = (path: string) => {
        const message = parsed.error.issues.find((i) => i.path[0] === path)?.message;
        return message === undefined ? undefined : translate(message);
      };
      setFieldError({
        status: issue('status'),
        reason: issue('inactiveReason'),
        note: issue('inactiveNote'),
      });
      return;
    }
    setFieldError({});
    mutation.mutate(
      { ...parsed.data, version: live.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: PANEL_MESSAGES.statusUpdated });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ChangedNotice by={live.changedBy} />
        {live.stale ? (
          <CurrentValues
            testId="status-now"
            onLoad={onReload}
            now={`${PANEL_MESSAGES.statusNow}: ${currentStatus ?? ''}${
              currentStatus === 'InActive' && currentReason ? ` (${optionLabel(currentReason)})` : ''
            }`}
          />
        ) : null}
        <Select
          label={PANEL_MESSAGES.statusLabel}
          data={PROFILE_STATUSES}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setFieldError({});
          }}
          allowDeselect={false}
          error={fieldError.status}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        {status === 'InActive' ? (
          <Select
            label={PANEL_MESSAGES.reasonLabel}
            placeholder={PANEL_MESSAGES.reasonPlaceholder}
            data={REASON_OPTIONS()}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setFieldError({});
            }}
            allowDeselect={false}
            error={fieldError.reason}
            required
          />
        ) : null}
        {withNote ? (
          <Textarea
            label={t('inactiveNote.label')}
            description={t('inactiveNote.hint')}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setFieldError({});
            }}
            maxLength={INACTIVE_NOTE_MAX}
            autosize
            minRows={2}
            error={fieldError.note}
            required
          />
        ) : null}
        <ModalFooter
          error={
            mutation.isError
              ? isApiError(mutation.error, 409) && isVersionConflict(mutation.error.body)
                ? PANEL_MESSAGES.changedMeanwhile
                : PANEL_MESSAGES.statusFailed
              : null
          }
          cancelLabel={PANEL_MESSAGES.cancel}
          onCancel={onDone}
          submitLabel={PANEL_MESSAGES.save}
          submit={{ loading: mutation.isPending }}
        />
      </Stack>
    </form>
  );
}
