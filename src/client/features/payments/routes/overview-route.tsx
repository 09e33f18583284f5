import '@mantine/charts/styles.css';
import { DownloadButton } from '@client/components/download-button';
import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { formatWhen } from '@client/lib/format-when';
import { useLanguage } from '@client/lib/i18n';
import { BarChart, LineChart } from '@mantine/charts';
import {
  Alert,
  Anchor,
  Box,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { EXPORT_PATHS, exportFileName } from '@shared/exports';
import type { Overview } from '@shared/overview';
import { receiptDate, rupees, rupeesOnAxis, todayInPakistan } from '@shared/payments';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOverview } from '../api/payments-api';

/** A chart's numbers as a table, behind a disclosure (every figure is readable without the chart). */
function AsTable({ head, rows, testId }: { head: string[]; rows: (string | number)[][]; testId: string }) {
  const { t } = useTranslation('payments');
  return (
    <Box component="details" data-testid={testId}>
      <Text component="summary" size="sm" c="maroon.7" style={{ cursor: 'pointer' }}>
        {t('overview.table')}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table striped withTableBorder verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              {head.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={String(row[0])}>
                {row.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                  <Table.Td key={i}>
                    <bdi>{cell}</bdi>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}

/**
 * A chart, or a line that says there is nothing to draw: an empty chart was a bare frame, or an axis from Rs 0 to
 * Rs 4.
 */
function ChartOrNote({
  empty,
  note,
  testId,
  children,
}: {
  empty: boolean;
  note: string;
  testId: string;
  children: ReactNode;
}) {
  if (!empty) return children;
  return (
    <Text size="sm" c="dimmed" data-testid={testId}>
      {note}
    </Text>
  );
}

function Card({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    // Clipped sideways: a chart keeps its old width for a moment after the screen narrows (a phone turned, a
    // window resized), and a wide table scrolls in its own box; neither may widen the page.
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      data-testid={testId}
      style={{ overflowX: 'clip' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function OverviewBody({ data }: { data: Overview }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const day = (iso: string) => receiptDate(iso, language);
  const monthLabel = (m: string) => day(`${m}-01`).replace(/^1 /, '');
  const weeks = data.weeks.map((w) => ({ ...w, label: day(w.week).replace(/ \d{4}$/, '') }));
  const months = data.months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const statuses = data.statuses.map((s) => ({ ...s, label: s.status }));
  const days = (n: number | null) => (n === null ? t('overview.noData') : t('overview.days', { days: n }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card title={t('overview.statuses')} testId="overview-statuses">
          <ChartOrNote
            empty={statuses.every((s) => s.count === 0)}
            note={t('overview.noProfiles')}
            testId="overview-no-profiles"
          >
            <BarChart
              h={220}
              data={statuses}
              dataKey="label"
              series={[{ name: 'count', label: t('overview.count'), color: 'maroon.6' }]}
              tickLine="y"
              withTooltip
            />
          </ChartOrNote>
          <AsTable
            testId="overview-statuses-table"
            head={[t('overview.status'), t('overview.count')]}
            rows={data.statuses.map((s) => [s.status, s.count])}
          />
        </Card>
        <Card title={t('overview.medians')} testId="overview-medians">
          <SimpleGrid cols={2} spacing="sm">
            {(
              [
                ['toFirstSent', data.medians.toFirstSent],
                ['toMatched', data.medians.toMatched],
              ] as const
            ).map(([key, value]) => (
              <Paper key={key} bg="gray.0" p="sm" radius="md">
                <Text size="sm" c="dimmed">
                  {t(`overview.${key}`)}
                </Text>
                <Text fw={700} size="xl" data-testid={`median-${key}`}>
                  {days(value)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Card>
      </SimpleGrid>
      <Card title={t('overview.weekly')} testId="overview-weekly">
        <LineChart
          h={260}
          data={weeks}
          dataKey="label"
          series={[
            { name: 'submissions', label: t('overview.submissions'), color: 'blue.6' },
            { name: 'approvals', label: t('overview.approvals'), color: 'teal.6' },
            { name: 'sent', label: t('overview.sent'), color: 'orange.6' },
            { name: 'matches', label: t('overview.matches'), color: 'maroon.6' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          curveType="linear"
        />
        <AsTable
          testId="overview-weekly-table"
          head={[
            t('overview.week'),
            t('overview.submissions'),
            t('overview.approvals'),
            t('overview.sent'),
            t('overview.matches'),
          ]}
          rows={data.weeks.map((w) => [day(w.week), w.submissions, w.approvals, w.sent, w.matches])}
        />
      </Card>
      <Card title={t('overview.monthly')} testId="overview-monthly">
        <ChartOrNote
          empty={months.every((m) => m.advance === 0 && m.success === 0 && m.other === 0)}
          note={t('overview.noFees')}
          testId="overview-no-fees"
        >
          <BarChart
            h={260}
            data={months}
            dataKey="label"
            type="stacked"
            series={[
              { name: 'advance', label: t('overview.advance'), color: 'teal.6' },
              { name: 'success', label: t('overview.success'), color: 'maroon.6' },
              { name: 'other', label: t('overview.other'), color: 'gray.5' },
            ]}
            valueFormatter={(v) => rupees(v)}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            yAxisProps={{ width: 64, tickFormatter: rupeesOnAxis }}
          />
        </ChartOrNote>
        <AsTable
          testId="overview-monthly-table"
          head={[t('overview.month'), t('overview.advance'), t('overview.success'), t('overview.other')]}
          rows={data.months.map((m) => [
            monthLabel(m.month),
            rupees(m.advance),
            rupees(m.success),
            rupees(m.other),
          ])}
        />
      </Card>
      <Card title={t('overview.waiting')} testId="overview-waiting">
        {data.waiting.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('overview.noneWaiting')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table striped verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('overview.profile')}</Table.Th>
                  <Table.Th>{t('overview.lastActivity')}</Table.Th>
                  <Table.Th>{t('overview.daysWaiting')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.waiting.map((w) => (
                  <Table.Tr key={w.profileId}>
                    <Table.Td>
                      <Anchor component={Link} to={`/profile/${w.profileId}`}>
                        #{w.profileId}
                        {w.name ? ` ${w.name}` : ''}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <bdi dir="ltr">{formatWhen(w.lastActivity)}</bdi>
                    </Table.Td>
                    <Table.Td>{w.days}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}

/** The bureau's CSV files (issue 28, part 7; decision 064): payments by a range of days, and the rest whole. */
function Exports() {
  const { t } = useTranslation('payments');
  const today = todayInPakistan();
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const download = (what: 'payments' | 'connections' | 'profiles', params?: Record<string, string>) => (
    <DownloadButton
      path={EXPORT_PATHS[what]}
      params={params}
      fileName={exportFileName(what, today)}
      label={t(`overview.exports.${what}`)}
      failed={t('overview.exports.failed')}
    />
  );
  return (
    <Card title={t('overview.exports.title')} testId="overview-exports">
      <Text size="sm" c="dimmed">
        {t('overview.exports.intro')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('overview.exports.paymentsFrom')}
          value={from}
          max={to}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('overview.exports.paymentsTo')}
          value={to}
          min={from}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        {download('payments', { from, to })}
      </Group>
      <Group gap="sm" wrap="wrap">
        {download('connections')}
        {download('profiles', { status: 'All' })}
      </Group>
    </Card>
  );
}

/** `/admin/overview` (issue 28, part 6): the bureau's figures as charts, each also as a table. */
export function OverviewRoute() {
  const { t } = useTranslation('payments');
  const query = useOverview();
  return (
    <PageContainer size="xl">
      <PageTitle title={t('overview.title')} />
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={1}>{t('overview.title')}</Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('overview.intro')}
        </Text>
        <Exports />
        {query.isPending ? (
          <Center py="xl">
            <Group gap="xs">
              <Loader size="sm" />
              <Text>{t('overview.loading')}</Text>
            </Group>
          </Center>
        ) : query.isError ? (
          <Alert color="red" role="alert">
            {t('overview.failed')}
          </Alert>
        ) : (
          <OverviewBody data={query.data} />
        )}
      </Stack>
    </PageContainer>
  );
}
