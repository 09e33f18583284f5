import { ModalFooter } from '@client/components/modal-footer';
import { isApiError } from '@client/lib/api-client';
import { useServerMessage } from '@client/lib/i18n';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { REVERSAL_REASON_MAX, rupees } from '@shared/payments';
import { type LedgerEntry, reversalSchema } from '@shared/payments-schema';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReversePayment } from '../api/payments-api';

/** 'Reverse payment R-0042': a reason, then a new entry that takes the amount off (nothing is deleted). */
export function ReversePaymentModal({ entry, onClose }: { entry: LedgerEntry | null; onClose: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={entry ? t('reverse.title', { receipt: entry.receiptNo ?? '' }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {entry ? <ReverseForm entry={entry} onDone={onClose} /> : null}
    </Modal>
  );
}

function ReverseForm({ entry, onDone }: { entry: LedgerEntry; onDone: () => void }) {
  const { t } = useTranslation('payments');
  const serverMessage = useServerMessage();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useReversePayment(entry.profileId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reversalSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(serverMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    mutation.mutate(
      { paymentId: entry._id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('reverse.done') });
          onDone();
        },
      },
    );
  };
  const failure = mutation.isError
    ? isApiError(mutation.error) && mutation.error.status < 500 && mutation.error.serverMessage
      ? serverMessage(mutation.error.serverMessage)
      : t('reverse.failed')
    : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('reverse.intro', { amount: rupees(entry.amount) })}</Text>
        <Textarea
          label={t('reverse.reason')}
          description={t('reverse.reasonHint')}
          value={reason}
          maxLength={REVERSAL_REASON_MAX}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          required
          autosize
          minRows={2}
          data-autofocus
        />
        <ModalFooter
          error={failure}
          cancelLabel={t('reverse.cancel')}
          onCancel={onDone}
          submitLabel={t('reverse.confirm')}
          submit={{ loading: mutation.isPending, color: 'red' }}
        />
      </Stack>
    </form>
  );
}
