import { sql } from 'kysely';
import type { Db } from '../db/database';

const TZ = 'Asia/Karachi';

/** Named queries of the overview (issue 28, part 6). Every figure is one statement, run side by side. */
export function overviewRepository(db: Db) {
  return {
    /** Folds the rows the triggers added into one per key (migration 027): a few rows to read, not thousands. */
    async compact() {
      await sql`select rishta_overview_compact()`.execute(db);
    },

    /** Profiles by status: the counts the database keeps (migration 027). */
    async statuses() {
      const { rows } = await sql<{ status: string; count: number }>`
        select status, sum(n)::int as count from overview_counts where figure = 'status'
        group by status having sum(n) <> 0 order by status`.execute(db);
      return rows;
    },

    /**
     * Submissions, first approvals, profiles sent and matches per week, the last `weeks` weeks: the weekly counts
     * the database keeps (migration 027; the definitions are there and in tests/api/overview-counts.test.ts).
     */
    async weekly(weeks: number) {
      const { rows } = await sql<{
        week: string;
        submissions: number;
        approvals: number;
        sent: number;
        matches: number;
      }>`
        with bounds as (
          select date_trunc('week', now() at time zone ${TZ}) - make_interval(weeks => ${weeks - 1}) as first
        ),
        series as (
          select generate_series((select first from bounds), date_trunc('week', now() at time zone ${TZ}), interval '1 week') as week
        ),
        counts as (
          select figure, period, sum(n)::int as n from overview_counts
          where figure in ('submissions', 'approvals', 'sent', 'matches') and period >= (select first from bounds)::date
          group by 1, 2
        )
        select to_char(s.week, 'YYYY-MM-DD') as week,
          coalesce(sum(c.n) filter (where c.figure = 'submissions'), 0)::int as submissions,
          coalesce(sum(c.n) filter (where c.figure = 'approvals'), 0)::int as approvals,
          coalesce(sum(c.n) filter (where c.figure = 'sent'), 0)::int as sent,
          coalesce(sum(c.n) filter (where c.figure = 'matches'), 0)::int as matches
        from series s left join counts c on c.period = s.week::date
        group by s.week order by s.week`.execute(db);
      return rows;
    },

    /**
     * Fees collected per month of receipt, a reversal counted against its payment's kind: the sums the database
     * keeps as payments are written (migration 028), `other` holding other payments and corrections.
     */
    async monthly(months: number) {
      const { rows } = await sql<{ month: string; advance: number; success: number; other: number }>`
        with series as (
          select generate_series(
            date_trunc('month', now() at time zone ${TZ})::date - make_interval(months => ${months - 1}),
            date_trunc('month', now() at time zone ${TZ})::date,
            interval '1 month'
          )::date as month
        )
        select to_char(s.month, 'YYYY-MM') as month,
          coalesce(sum(c.n) filter (where c.status = 'advance'), 0)::float8 as advance,
          coalesce(sum(c.n) filter (where c.status = 'success'), 0)::float8 as success,
          coalesce(sum(c.n) filter (where c.status = 'other'), 0)::float8 as other
        from series s left join overview_counts c on c.figure = 'fees' and c.period = s.month
        group by s.month order by s.month`.execute(db);
      return rows;
    },

    /**
     * Median days from approval to the first profile received and to the first Matched, over the families first
     * approved in the last `months` months (decision 081): each median's rank is found in the day-by-day counts the
     * database keeps, and only the values of that one day are read.
     */
    async medians(months: number) {
      const [toFirstSent, toMatched] = await Promise.all([
        median(db, 'toFirstSent', months),
        median(db, 'toMatched', months),
      ]);
      return { toFirstSent, toMatched };
    },

    /**
     * Active profiles whose latest change (theirs or one of their connections') is oldest: the first entries
     * of profile_activity's index, which the database keeps (migration 026, decision 074).
     */
    async waiting(limit: number) {
      const { rows } = await sql<{ profileId: number; name: string | null; lastActivity: Date }>`
        select p.id as "profileId", p.name, a.at as "lastActivity"
        from profile_activity a join profiles p on p.id = a.profile_id
        where a.active
        order by a.at, a.profile_id
        limit ${limit}`.execute(db);
      return rows;
    },
  };
}
/** percentile_cont(0.5) of one delay, as PostgreSQL computes it (the two middle values, interpolated). */
async function median(db: Db, figure: 'toFirstSent' | 'toMatched', months: number): Promise<number | null> {
  const column = sql.raw(figure === 'toFirstSent' ? 'to_first_sent' : 'to_matched');
  const { rows } = await sql<{ pos: string; rank: string; value: number }>`
    with bounds as (
      select (date_trunc('month', now() at time zone ${TZ}) - make_interval(months => ${months - 1}))::date as first
    ),
    days as (
      select days, sum(n) as n from overview_counts
      where figure = ${figure} and period >= (select first from bounds) group by days having sum(n) <> 0
    ),
    runs as (select days, n, sum(n) over (order by days) - n as before, sum(n) over () as total from days),
    p as (select (max(total) - 1) * 0.5 as pos from runs),
    ranks as (select floor(pos) as rank from p union select ceil(pos) from p),
    picked as (
      select ranks.rank, runs.days, ranks.rank - runs.before as skip
      from ranks join runs on ranks.rank >= runs.before and ranks.rank < runs.before + runs.n
    )
    select (select pos from p)::text as pos, picked.rank::text as rank,
      (select m.${column} from overview_milestones m
        where m.${column} >= picked.days and m.${column} < picked.days + 1
          and m.approved_at >= (select first from bounds) at time zone ${TZ}
        order by m.${column} offset picked.skip limit 1) as value
    from picked order by picked.rank`.execute(db);
  if (rows.length === 0) return null;
  const pos = Number(rows[0]!.pos);
  const lo = Number(rows[0]!.value);
  const hi = Number(rows.at(-1)!.value);
  return lo + (hi - lo) * (pos - Math.floor(pos));
}

export type OverviewRepository = ReturnType<typeof overviewRepository>;
