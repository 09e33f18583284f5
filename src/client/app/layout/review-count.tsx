import { PlainButton } from '@client/components/plain-button';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { adminCountsSchema } from '@shared/admin-counts';
import { reminderListSchema } from '@shared/reminders';
import { WORK_QUEUE_LINKS } from '@shared/work-queues';
import {
  IconAlarm,
  IconClipboardCheck,
  IconFlag,
  IconHourglass,
  IconLayoutDashboard,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WithQueries } from '../queries';
import { refreshAfterEveryChange } from '../query-registry';
import classes from './review-count.module.css';

refreshAfterEveryChange(queryKeys.adminCounts);

/** How often the count is asked again while the page stays open: another matchmaker's approvals show. */
const REFRESH_MS = 60_000;

function ReviewCountLink({ onDark }: { onDark: boolean }) {
  const { t } = useTranslation();
  const counts = useQuery({
    queryKey: queryKeys.adminCounts,
    queryFn: ({ signal }) =>
      // A menu count never opens the sign-in overlay by itself; the page does when its own request fails.
      api.get('/api/admin/counts', { schema: adminCountsSchema, signal, reauthenticate: false }),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const count = counts.data?.review;
  const label = count === undefined ? t('nav.pendingReviews') : t('nav.pendingReviewsCount', { count });
  const held = counts.data?.heldEdits ?? 0;
  const heldLabel = t('nav.heldEditsCount', { count: held });
  // Reminders due (decision 054), the same key as the dashboard's section, so Done and Snooze update it.
  const reminders = useQuery({
    queryKey: queryKeys.dueReminders,
    queryFn: ({ signal }) =>
      api.get('/api/reminders', {
        params: { due: 'true' },
        schema: reminderListSchema,
        signal,
        reauthenticate: false,
      }),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
  const due = reminders.data?.length ?? 0;
  const dueLabel = `Reminders due: ${due}`;
  const reports = counts.data?.openReports ?? 0;
  // Each pill shows only while something waits, so a phone's navbar keeps its room.
  return (
    <>
      {due > 0 ? (
        <CountPill
          href="/admin/dashboard#reminders"
          onDark={onDark}
          label={dueLabel}
          testId="reminders-due-count"
          count={due}
          icon={<IconAlarm size={14} aria-hidden className={classes.pillIcon} />}
        />
      ) : null}
      {/* Edits to review (decision 048). */}
      {held > 0 ? (
        <CountPill
          href="/admin/profiles?status=All&held=true"
          onDark={onDark}
          label={heldLabel}
          wide={t('nav.heldEdits')}
          testId="held-edits-count"
          count={held}
          icon={<IconHourglass size={14} aria-hidden className={classes.pillIcon} />}
        />
      ) : null}
      {/* Families' reports no matchmaker has resolved (decision 065). */}
      {reports > 0 ? (
        <CountPill
          href={WORK_QUEUE_LINKS.openReports}
          onDark={onDark}
          label={t('nav.openReportsCount', { count: reports })}
          testId="open-reports-count"
          count={reports}
          icon={<IconFlag size={14} aria-hidden className={classes.pillIcon} />}
        />
      ) : null}
      <ReviewLink onDark={onDark} label={label} count={count} />
    </>
  );
}

/** A count in the navbar: a round link with its icon inside the pill (a phone has no room for one more icon). */
function CountPill(props: {
  href: string;
  onDark: boolean;
  label: string;
  /** Words beside the pill on wide screens. */
  wide?: string;
  testId: string;
  count: number;
  icon: ReactNode;
}) {
  return (
    <PlainButton
      href={props.href}
      variant={props.onDark ? 'white' : 'subtle'}
      size="compact"
      round
      aria-label={props.label}
      title={props.label}
    >
      {props.wide ? <span className={classes.wide}>{props.wide}</span> : null}
      <span className={classes.count} data-testid={props.testId} data-count={props.count} data-some="true">
        {props.icon}
        {props.count}
      </span>
    </PlainButton>
  );
}

function ReviewLink({ onDark, label, count }: { onDark: boolean; label: string; count: number | undefined }) {
  const { t } = useTranslation();
  return (
    <PlainButton
      href="/admin/profiles?status=Review"
      variant={onDark ? 'white' : 'subtle'}
      size="compact"
      round
      leftSection={<IconClipboardCheck size={18} aria-hidden />}
      aria-label={label}
      title={label}
    >
      <span className={classes.wide}>{t('nav.pendingReviews')}</span>
      <span
        className={classes.count}
        data-testid="review-count"
        data-count={count ?? ''}
        data-some={count !== undefined && count > 0}
      >
        {count ?? '…'}
      </span>
    </PlainButton>
  );
}

/** The matchmaker's home, beside Pending Reviews (issue 29, decision 053): the words on wide screens. */
function DashboardLink({ onDark }: { onDark: boolean }) {
  const { t } = useTranslation();
  return (
    <PlainButton
      href="/admin/dashboard"
      variant={onDark ? 'white' : 'subtle'}
      size="compact"
      round
      leftSection={<IconLayoutDashboard size={18} aria-hidden />}
      aria-label={t('nav.dashboard')}
      title={t('nav.dashboard')}
    >
      <span className={classes.wide}>{t('nav.dashboard')}</span>
    </PlainButton>
  );
}

/**
 * The navbar's number of profiles in Review, for a signed-in matchmaker (issue 15, decision 031): a link to
 * Pending Reviews. Loaded only for matchmakers, with the data cache, so a family's first page carries none of it.
 */
export function ReviewCount({ onDark = false }: { onDark?: boolean }) {
  return (
    <WithQueries>
      <span className={classes.counts}>
        {/* On a phone the user menu holds the Dashboard: the navbar keeps its room for the counts. */}
        <span className={classes.notOnPhone}>
          <DashboardLink onDark={onDark} />
        </span>
        <ReviewCountLink onDark={onDark} />
      </span>
    </WithQueries>
  );
}
