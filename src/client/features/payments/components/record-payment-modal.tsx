import { ModalFooter } from '@client/components/modal-footer';
import { NumberInput } from '@client/components/number-input';
import { isApiError } from '@client/lib/api-client';
import { useServerMessage } from '@client/lib/i18n';
import { Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  PAYMENT_AMOUNT,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_NOTE_MAX,
  PAYMENT_REFERENCE_MAX,
  type PaymentKind,
  todayInPakistan,
} from '@shared/payments';
import { type NewPayment, newPaymentSchema } from '@shared/payments-schema';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordPayment } from '../api/payments-api';

type Draft = {
  amount: number | string;
  kind: string | null;
  method: string | null;
  receivedOn: string;
  reference: string;
  note: string;
};

export interface RecordPaymentModalProps {
  profileId: number;
  opened: boolean;
  onClose: () => void;
  /** What the payment is most likely for, and how much (the dues' "Record payment"). */
  suggested?: { kind: PaymentKind; amount: number };
}

/** 'Record payment': amount in whole rupees, what for, how, when (not after today), reference and note. */
export function RecordPaymentModal({ profileId, opened, onClose, suggested }: RecordPaymentModalProps) {
  const { t } = useTranslation('payments');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('form.title')}
      centered
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {opened ? <RecordPaymentForm profileId={profileId} suggested={suggested} onDone={onClose} /> : null}
    </Modal>
  );
}

function RecordPaymentForm({
  profileId,
  suggested,
  onDone,
}: {
  profileId: number;
  suggested?: RecordPaymentModalProps['suggested'];
  onDone: () => void;
}) {
  const { t } = useTranslation('payments');
  const serverMessage = useServerMessage();
  const [draft, setDraft] = useState<Draft>({
    amount: suggested?.amount ?? '',
    kind: suggested?.kind ?? 'advance',
    method: null,
    receivedOn: todayInPakistan(),
    reference: '',
    note: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const mutation = useRecordPayment(profileId);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPaymentSchema.safeParse({
      ...draft,
      amount: draft.amount === '' ? undefined : draft.amount,
      kind: draft.kind ?? undefined,
      method: draft.method ?? undefined,
    });
    if (!parsed.success) {
      const next: Partial<Record<keyof Draft, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Draft;
        next[key] ??= serverMessage(issue.message);
      }
      setErrors(next);
      return;
    }
    mutation.mutate(parsed.data as NewPayment, {
      onSuccess: (entry) => {
        notifications.show({ color: 'green', message: t('form.saved', { receipt: entry.receiptNo ?? '' }) });
        onDone();
      },
    });
  };

  const failure = mutation.isError
    ? isApiError(mutation.error) && mutation.error.status < 500 && mutation.error.serverMessage
      ? serverMessage(mutation.error.serverMessage)
      : t('form.failed')
    : null;

  return (
    <form onSubmit={submit} noValidate data-testid="record-payment-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={t('form.amount')}
            description={t('form.amountHint')}
            value={draft.amount}
            onChange={(v) => set('amount', v)}
            min={PAYMENT_AMOUNT.min}
            max={PAYMENT_AMOUNT.max}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            inputMode="numeric"
            error={errors.amount}
            required
            data-autofocus
          />
          <TextInput
            type="date"
            label={t('form.receivedOn')}
            value={draft.receivedOn}
            max={todayInPakistan()}
            onChange={(e) => set('receivedOn', e.currentTarget.value)}
            error={errors.receivedOn}
            required
          />
          <Select
            label={t('form.kind')}
            data={PAYMENT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            value={draft.kind}
            onChange={(v) => set('kind', v)}
            error={errors.kind}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('form.method')}
            data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
            value={draft.method}
            onChange={(v) => set('method', v)}
            error={errors.method}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <TextInput
          label={t('form.reference')}
          description={t('form.referenceHint')}
          value={draft.reference}
          maxLength={PAYMENT_REFERENCE_MAX}
          onChange={(e) => set('reference', e.currentTarget.value)}
          error={errors.reference}
        />
        <Textarea
          label={t('form.note')}
          value={draft.note}
          maxLength={PAYMENT_NOTE_MAX}
          autosize
          minRows={2}
          onChange={(e) => set('note', e.currentTarget.value)}
          error={errors.note}
        />
        <ModalFooter
          error={failure}
          cancelLabel={t('form.cancel')}
          onCancel={onDone}
          submitLabel={t('form.save')}
          submit={{ loading: mutation.isPending }}
        />
      </Stack>
    </form>
  );
}
