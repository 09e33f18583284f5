import { ModalFooter } from '@client/components/modal-footer';
import { NumberInput } from '@client/components/number-input';
import { isApiError } from '@client/lib/api-client';
import { useVersionWhileOpen } from '@client/lib/live-profile';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paidFeePatchSchema } from '@shared/admin-schema';
import { PAID_FEE, PAID_FEE_QUICK_FILLS } from '@shared/constants';
import { formatRupees } from '@shared/money';
import { isVersionConflict } from '@shared/version-conflict';
import { type FormEvent, useState } from 'react';
import { usePatchProfile } from '../api/profile-mutations';
import { PANEL_MESSAGES } from '../messages';
import { ChangedNotice, CurrentValues } from './changed-notice';

export interface PaidFeeModalProps {
  profileId: number;
  opened: boolean;
  onClose: () => void;
  paidFee: number | undefined;
}

/**
 * 'Update Paid Fee' (SPEC §2 Modals): 0-100,000 in steps of 1000, with quick fills of 5000 and 20000. An amount
 * outside the range is refused with the §5 message before anything is sent.
 */
export function PaidFeeModal({ profileId, opened, onClose, paidFee }: PaidFeeModalProps) {
  // Each "Load the current values" starts the form again on the profile as it is now.
  const [round, setRound] = useState(0);
  return (
    <Modal
      lang="en"
      opened={opened}
      onClose={onClose}
      title={PANEL_MESSAGES.updatePaidFeeTitle}
      centered
      closeButtonProps={{ 'aria-label': PANEL_MESSAGES.close }}
    >
      {opened ? (
        <PaidFeeForm
          key={round}
          profileId={profileId}
          paidFee={paidFee}
          onDone={onClose}
          onReload={() => setRound((n) => n + 1)}
        />
      ) : null}
    </Modal>
  );
}

function PaidFeeForm({
  profileId,
  paidFee,
  onDone,
  onReload,
}: {
  profileId: number;
  paidFee: number | undefined;
  onDone: () => void;
  onReload: () => void;
}) {
  const [value, setValue] = useState<number | string>(paidFee ?? 0);
  const [error, setError] = useState<string | undefined>();
  const mutation = usePatchProfile(profileId);
  const live = useVersionWhileOpen(profileId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = paidFeePatchSchema.safeParse({ paidFee: value === '' ? undefined : value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    mutation.mutate(
      { ...parsed.data, version: live.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: PANEL_MESSAGES.paidFeeUpdated });
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
            testId="fee-now"
            onLoad={onReload}
            now={PANEL_MESSAGES.paidFeeNow(formatRupees(paidFee ?? 0))}
          />
        ) : null}
        <NumberInput
          label={PANEL_MESSAGES.paidFeeLabel}
          description={PANEL_MESSAGES.paidFeeHint}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
          min={PAID_FEE.min}
          max={PAID_FEE.max}
          // Never capped: an amount over the maximum stays as typed and is refused with the range message
          // (issue 15; Mantine's default clamps it to 100,000 on blur, which saved 150000 as 100000).
          clampBehavior="none"
          step={PAID_FEE.step}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          inputMode="numeric"
          error={error}
          data-autofocus
        />
        <Group gap="xs">
          {PAID_FEE_QUICK_FILLS.map((amount) => (
            <Button
              key={amount}
              variant="light"
              size="xs"
              onClick={() => {
                setValue(amount);
                setError(undefined);
              }}
            >
              {PANEL_MESSAGES.quickFill(formatRupees(amount))}
            </Button>
          ))}
        </Group>
        <ModalFooter
          error={
            mutation.isError
              ? isApiError(mutation.error, 409) && isVersionConflict(mutation.error.body)
                ? PANEL_MESSAGES.changedMeanwhile
                : PANEL_MESSAGES.paidFeeFailed
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
