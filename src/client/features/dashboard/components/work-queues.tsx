import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { PendingConnections } from '@shared/profile-view';
import { WORK_QUEUE_LINKS } from '@shared/work-queues';
import { Link } from 'react-router';
import { useWorkQueues } from '../api/work-queues';
import { DASHBOARD_MESSAGES as MSG } from '../messages';

const DAY_MS = 24 * 60 * 60 * 1000;

function Queue({
  to,
  count,
  label,
  detail,
  urgent,
}: {
  to: string;
  count: number | undefined;
  label: string;
  detail?: string | null;
  urgent: boolean;
}) {
  const hash = to.startsWith('/admin/dashboard#') ? to.slice('/admin/dashboard'.length) : null;
  const body = (
    <Paper withBorder radius="md" p="sm" h="100%" bg={urgent ? 'var(--mantine-color-orange-0)' : undefined}>
      <Text fw={800} fz={28} lh={1.1} c={urgent ? 'orange.9' : undefined} dir="ltr">
        {count ?? '…'}
      </Text>
      <Text fw={600} size="sm">
        {label}
      </Text>
      {detail ? (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Paper>
  );
  const name = `${label}: ${count ?? '…'}${detail ? `, ${detail}` : ''}`;
  // A section of this page is reached by its anchor; a list by the router.
  return hash ? (
    <UnstyledButton component="a" href={hash} aria-label={name} data-testid="work-queue">
      {body}
    </UnstyledButton>
  ) : (
    <UnstyledButton component={Link} to={to} aria-label={name} data-testid="work-queue">
      {body}
    </UnstyledButton>
  );
}

/**
 * The top of the matchmaker's home (issue 29, decision 053): the day's work queues with their counts, each a
 * link to the list or section that holds exactly those, the most urgent first.
 */
export function WorkQueuesRow({ data }: { data: PendingConnections | undefined }) {
  const queues = useWorkQueues().data;
  const oldestDays = queues?.review.oldestSince
    ? Math.max(0, Math.floor((Date.now() - Date.parse(queues.review.oldestSince)) / DAY_MS))
    : null;
  return (
    <nav aria-label={MSG.queuesLabel}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Queue
          to={WORK_QUEUE_LINKS.review}
          count={queues?.review.count}
          label={MSG.queues.review}
          detail={oldestDays === null ? null : MSG.oldestWaiting(oldestDays)}
          urgent={(oldestDays ?? 0) > 3}
        />
        <Queue
          to={WORK_QUEUE_LINKS.followUps}
          count={data?.followUp.count}
          label={MSG.queues.followUps}
          detail={data ? MSG.followUpRule(data.followUp.days) : null}
          urgent={(data?.followUp.count ?? 0) > 0}
        />
        <Queue
          to={WORK_QUEUE_LINKS.awaitingContact}
          count={data?.counts.awaitingContact}
          label={MSG.queues.awaitingContact}
          urgent={false}
        />
        <Queue
          to={WORK_QUEUE_LINKS.familyEdits}
          count={queues?.familyEdits}
          label={MSG.queues.familyEdits}
          urgent={false}
        />
        <Queue
          to={WORK_QUEUE_LINKS.openReports}
          count={queues?.openReports}
          label={MSG.queues.openReports}
          urgent={(queues?.openReports ?? 0) > 0}
        />
      </SimpleGrid>
    </nav>
  );
}
