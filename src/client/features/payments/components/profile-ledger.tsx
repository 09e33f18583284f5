import { Button } from '@client/components/button';
import { formatWhen } from '@client/lib/format-when';
import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { receiptDate, rupees } from '@shared/payments';
import type { LedgerEntry } from '@shared/payments-schema';
import type { ProfileView } from '@shared/profile-view';
import { IconCash, IconReceipt } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLedger } from '../api/payments-api';
import { feeStandingText } from './fee-standing';
import { RecordPaymentModal } from './record-payment-modal';
import { ReversePaymentModal } from './reverse-payment-modal';

const PAYMENT_KINDS = new Set(['advance', 'success', 'other']);
const KIND_COLOURS: Record<LedgerEntry['kind'], string> = {
  advance: 'teal',
  success: 'green',
  other: 'cyan',
  adjustment: 'gray',
  reversal: 'red',
};

function EntryItem({
  entry,
  receiptOf,
  onReverse,
}: {
  entry: LedgerEntry;
  receiptOf: (id: number) => string | null;
  onReverse: (entry: LedgerEntry) => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language === 'ur' ? 'ur' : 'en';
  const reversible = PAYMENT_KINDS.has(entry.kind) && entry.reversedBy === null;
  const when = formatWhen(entry.createdAt);
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="ledger-entry" data-kind={entry.kind}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Badge color={KIND_COLOURS[entry.kind]} variant="light" style={{ textTransform: 'none' }}>
              {t(`kinds.${entry.kind}`)}
            </Badge>
            {entry.reversedBy !== null ? (
              <Badge color="red" variant="outline" style={{ textTransform: 'none' }}>
                {t('entry.reversed')}
              </Badge>
            ) : null}
          </Group>
          <Text
            fw={700}
            c={entry.amount < 0 ? 'red' : undefined}
            td={entry.reversedBy !== null ? 'line-through' : undefined}
            dir="ltr"
          >
            {entry.amount < 0 ? `− ${rupees(-entry.amount)}` : rupees(entry.amount)}
          </Text>
        </Group>
        <Text size="sm">
          {t('entry.receivedOn', { date: receiptDate(entry.receivedOn, language) })}
          {entry.method ? ` · ${t('entry.by', { method: t(`methods.${entry.method}`) })}` : ''}
          {entry.reference ? ` · ${t('entry.reference', { reference: entry.reference })}` : ''}
          {entry.reverses !== null
            ? ` · ${t('entry.reverses', { receipt: receiptOf(entry.reverses) ?? `#${entry.reverses}` })}`
            : ''}
        </Text>
        {entry.note ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.note}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {entry.recordedBy ? (
              <>
                {t('entry.recordedBy')} <bdi>{entry.recordedBy}</bdi>
              </>
            ) : (
              t('entry.recordedBySystem')
            )}{' '}
            · <bdi dir="ltr">{when}</bdi>
          </Text>
          <Group gap="xs">
            {entry.receiptNo ? (
              <Button
                size="compact-sm"
                variant="subtle"
                href={`/admin/receipts/${entry._id}`}
                leftSection={<IconReceipt size={14} aria-hidden />}
                aria-label={t('entry.openReceipt', { receipt: entry.receiptNo })}
              >
                {t('entry.receipt', { receipt: entry.receiptNo })}
              </Button>
            ) : null}
            {reversible ? (
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => onReverse(entry)}
                aria-label={t('entry.reverseLabel', { receipt: entry.receiptNo ?? '' })}
              >
                {t('entry.reverse')}
              </Button>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The matchmaker's panel section: the profile's books, newest first, with Record payment (issue 28). */
export function ProfileLedger({ profile }: { profile: ProfileView }) {
  const { t, i18n } = useTranslation('payments');
  const ledger = useLedger(profile._id);
  const [recording, setRecording] = useState(false);
  const [reversing, setReversing] = useState<LedgerEntry | null>(null);
  const { refetch } = ledger;
  // A paid fee changed elsewhere (Update Paid Fee) is an adjustment entry: fetch the books again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the paid fee changes
  useEffect(() => {
    void refetch();
  }, [profile.paidFee]);

  const entries = ledger.data?.entries ?? [];
  const receipts = new Map(entries.map((e) => [e._id, e.receiptNo]));
  const standing = ledger.data ? feeStandingText(t, ledger.data) : null;
  return (
    // Translated, inside the matchmakers' English panel (decision 098).
    <Stack
      lang={i18n.language}
      gap="sm"
      component="section"
      aria-labelledby="ledger-title"
      data-testid="profile-ledger"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <IconCash size={20} aria-hidden />
          <Title order={3} size="h4" id="ledger-title">
            {entries.length ? t('titleCount', { count: entries.length }) : t('title')}
          </Title>
          {standing ? (
            <Badge
              color={standing.colour}
              variant="light"
              size="lg"
              style={{ textTransform: 'none' }}
              data-testid="fee-standing"
            >
              {standing.text}
            </Badge>
          ) : null}
        </Group>
        <Button size="sm" onClick={() => setRecording(true)} leftSection={<IconCash size={16} aria-hidden />}>
          {t('record')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('privateHint')}
      </Text>
      {ledger.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('loading')}</Text>
        </Group>
      ) : ledger.isError ? (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((entry) => (
            <EntryItem
              key={entry._id}
              entry={entry}
              receiptOf={(id) => receipts.get(id) ?? null}
              onReverse={setReversing}
            />
          ))}
        </Stack>
      )}
      <RecordPaymentModal profileId={profile._id} opened={recording} onClose={() => setRecording(false)} />
      <ReversePaymentModal entry={reversing} onClose={() => setReversing(null)} />
    </Stack>
  );
}
