import { Button } from '@client/components/button';
import { Alert, Anchor, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { rupees } from '@shared/payments';
import type { DueItem, MatchToClose } from '@shared/payments-schema';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCloseMatch, useDues } from '../api/payments-api';
import { RecordPaymentModal } from './record-payment-modal';

function DueCard({ item, onRecord }: { item: DueItem; onRecord: (item: DueItem) => void }) {
  const { t } = useTranslation('payments');
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`due-${item.kind}`} data-profile={item.profileId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Anchor
            component={Link}
            to={`/profile/${item.profileId}`}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('dues.profile', { id: item.profileId })}
            {item.name ? ` · ${item.name}` : ''}
          </Anchor>
          <Badge color="red" variant="light" style={{ textTransform: 'none', flexShrink: 0 }}>
            <bdi>{t('dues.due', { amount: rupees(item.due) })}</bdi>
          </Badge>
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('dues.paid', { amount: rupees(item.paidFee) })}
            {item.matchedWith ? ` · ${t('dues.matchedWith', { id: item.matchedWith })}` : ''}
          </Text>
          <Button
            size="compact-sm"
            variant="secondary"
            onClick={() => onRecord(item)}
            leftSection={<IconCash size={14} aria-hidden />}
            aria-label={t('dues.recordLabel', { id: item.profileId })}
          >
            {t('dues.record')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function DueList({
  title,
  items,
  count,
  onRecord,
  testId,
}: {
  title: string;
  items: DueItem[];
  count: number;
  onRecord: (item: DueItem) => void;
  testId: string;
}) {
  const { t } = useTranslation('payments');
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dues.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {items.map((item) => (
            <DueCard
              key={`${item.kind}-${item.profileId}-${item.matchedWith}`}
              item={item}
              onRecord={onRecord}
            />
          ))}
        </SimpleGrid>
      )}
      {count > items.length ? (
        <Text size="xs" c="dimmed">
          {t('dues.shown', { shown: items.length, count })}
        </Text>
      ) : null}
    </Stack>
  );
}

function MatchCard({ match }: { match: MatchToClose }) {
  const { t } = useTranslation('payments');
  const closing = useCloseMatch({
    done: () => notifications.show({ color: 'green', message: t('closing.done') }),
    failed: () => notifications.show({ color: 'red', message: t('closing.failed') }),
  });
  const [a, b] = match.profiles;
  if (!a || !b) return null;
  const ask = () =>
    modals.openConfirmModal({
      title: t('closing.confirmTitle'),
      centered: true,
      children: <Text size="sm">{t('closing.confirm')}</Text>,
      labels: { confirm: t('closing.yes'), cancel: t('closing.cancel') },
      onConfirm: () => closing.mutate(match.connectionId),
    });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="match-to-close" data-connection={match.connectionId}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={6} wrap="wrap">
          {[a, b].map((p) => (
            <Anchor key={p._id} component={Link} to={`/profile/${p._id}`} fw={600}>
              #{p._id}
              {p.name ? ` ${p.name}` : ''}
            </Anchor>
          ))}
        </Group>
        <Button
          size="compact-sm"
          onClick={ask}
          loading={closing.isPending}
          aria-label={t('closing.closeLabel', { a: a._id, b: b._id })}
        >
          {t('closing.close')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The dashboard's "Fees due" (issue 28, part 3): advance and success fee due, each with Record payment. */
export function DuesSection() {
  const { t } = useTranslation('payments');
  const dues = useDues();
  const [recording, setRecording] = useState<DueItem | null>(null);
  return (
    <Stack gap="md" component="section" aria-labelledby="dues-title" data-testid="dues-section">
      <Group gap="xs">
        <IconCash size={22} aria-hidden />
        <Title order={2} size="h3" id="dues-title">
          {t('dues.title')}
        </Title>
      </Group>
      {dues.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('dues.loading')}</Text>
        </Group>
      ) : dues.isError ? (
        <Alert color="red" role="alert">
          {t('dues.failed')}
        </Alert>
      ) : (
        <>
          {dues.data.matchesToClose.length > 0 ? (
            <Stack gap="xs" data-testid="matches-to-close">
              <Title order={3} size="h4">
                {t('closing.title', { count: dues.data.matchesToClose.length })}
              </Title>
              <Text size="sm" c="dimmed">
                {t('closing.intro')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {dues.data.matchesToClose.map((match) => (
                  <MatchCard key={match.connectionId} match={match} />
                ))}
              </SimpleGrid>
            </Stack>
          ) : null}
          <DueList
            title={t('dues.advance', { count: dues.data.advanceCount })}
            items={dues.data.advance}
            count={dues.data.advanceCount}
            onRecord={setRecording}
            testId="dues-advance"
          />
          <DueList
            title={t('dues.success', { count: dues.data.successCount })}
            items={dues.data.success}
            count={dues.data.successCount}
            onRecord={setRecording}
            testId="dues-success"
          />
        </>
      )}
      <RecordPaymentModal
        profileId={recording?.profileId ?? 0}
        opened={recording !== null}
        onClose={() => setRecording(null)}
        suggested={recording ? { kind: recording.kind, amount: recording.due } : undefined}
      />
    </Stack>
  );
}
