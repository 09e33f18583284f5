import { ModalFooter } from '@client/components/modal-footer';
import { isApiError } from '@client/lib/api-client';
import { Modal, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { profileStatusPatchSchema } from '@shared/admin-schema';
import { INACTIVE_REASONS, type InactiveReason, PROFILE_STATUSES, type ProfileStatus } from '@shared/enums';
import { isVersionConflict } from '@shared/version-conflict';
import { type FormEvent, useState } from 'react';
import { useVersionWhileOpen } from '../../api/live-profile';
import { usePatchProfile } from '../../api/profile-mutations';
import { VIEW_MESSAGES } from '../../messages';
import { ChangedNotice, CurrentValues } from '../changed-notice';

export interface ChangeStatusModalProps {
  profileId: number;
  opened: boolean;
  onClose: () => void;
  status: ProfileStatus | undefined;
  inactiveReason: InactiveReason | null | undefined;
}

/** 'Change Status' (SPEC §2 Modals, §4): any status; InActive asks for one of the three reasons. */
export function ChangeStatusModal({ profileId, opened, onClose, ...current }: ChangeStatusModalProps) {
  // Each "Load the current values" starts the form again on the profile as it is now.
  const [round, setRound] = useState(0);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={VIEW_MESSAGES.changeStatusTitle}
      centered
      closeButtonProps={{ 'aria-label': VIEW_MESSAGES.close }}
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
}: Omit<ChangeStatusModalProps, 'opened' | 'onClose'> & { onDone: () => void; onReload: () => void }) {
  const [status, setStatus] = useState<string | null>(currentStatus ?? null);
  const [reason, setReason] = useState<string | null>(currentReason ?? null);
  const [fieldError, setFieldError] = useState<{ status?: string; reason?: string }>({});
  const mutation = usePatchProfile(profileId);
  const live = useVersionWhileOpen(profileId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileStatusPatchSchema.safeParse({
      status: status ?? undefined,
      inactiveReason: status === 'InActive' ? (reason ?? undefined) : undefined,
    });
    if (!parsed.success) {
      const issue = (path: string) => parsed.error.issues.find((i) => i.path[0] === path)?.message;
      setFieldError({ status: issue('status'), reason: issue('inactiveReason') });
      return;
    }
    setFieldError({});
    mutation.mutate(
      { ...parsed.data, version: live.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: VIEW_MESSAGES.statusUpdated });
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
            now={`${VIEW_MESSAGES.statusNow}: ${currentStatus ?? ''}${
              currentStatus === 'InActive' && currentReason ? ` (${currentReason})` : ''
            }`}
          />
        ) : null}
        <Select
          label={VIEW_MESSAGES.statusLabel}
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
            label={VIEW_MESSAGES.reasonLabel}
            placeholder={VIEW_MESSAGES.reasonPlaceholder}
            data={INACTIVE_REASONS}
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
        <ModalFooter
          error={
            mutation.isError
              ? isApiError(mutation.error, 409) && isVersionConflict(mutation.error.body)
                ? VIEW_MESSAGES.changedMeanwhile
                : VIEW_MESSAGES.statusFailed
              : null
          }
          cancelLabel={VIEW_MESSAGES.cancel}
          onCancel={onDone}
          submitLabel={VIEW_MESSAGES.save}
          submit={{ loading: mutation.isPending }}
        />
      </Stack>
    </form>
  );
}
