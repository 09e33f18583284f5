import { sql } from 'kysely';
import type { Db } from '../db/database';

const TZ = 'Asia/Karachi';

/** Named queries of the overview (issue 28, part 6). Every figure is one statement, run side by side. */
export function overviewRepository(db: Db) {
  return {
    async statuses() {
      const { rows } = await sql<{ status: string; count: number }>`
        select status, count(*)::int as count from profiles group by status order by status`.execute(db);
      return rows;
    },

    /** Submissions, approvals, profiles sent and matches per week, the last `weeks` weeks. */
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
        since as (select (select first from bounds) at time zone ${TZ} as t),
        submitted as (
          select date_trunc('week', created_at at time zone ${TZ}) as week, count(*)::int as n
          from profiles where created_at >= (select t from since) group by 1
        ),
        approved as (
          select date_trunc('week', first_at at time zone ${TZ}) as week, count(*)::int as n
          from (
            select entity_id, min(at) as first_at from history
            where entity = 'profile' and field = 'status' and to_value = 'Active'
            group by entity_id
          ) firsts
          where first_at >= (select t from since) group by 1
        ),
        sent as (
          select date_trunc('week', at at time zone ${TZ}) as week, count(*)::int as n
          from history
          where entity = 'connection' and field like 'status:%' and to_value = 'Profile Received'
            and at >= (select t from since)
          group by 1
        ),
        matched as (
          select date_trunc('week', matched_at at time zone ${TZ}) as week, count(*)::int as n
          from (
            select c.id, max(h.at) as matched_at
            from connections c
            join history h on h.entity = 'connection' and h.entity_id = c.id and h.to_value = 'Matched'
            where c.profile1_status = 'Matched' and c.profile2_status = 'Matched'
            group by c.id
          ) m
          where matched_at >= (select t from since) group by 1
        )
        select to_char(s.week, 'YYYY-MM-DD') as week,
          coalesce(sub.n, 0) as submissions, coalesce(a.n, 0) as approvals,
          coalesce(se.n, 0) as sent, coalesce(m.n, 0) as matches
        from series s
        left join submitted sub on sub.week = s.week
        left join approved a on a.week = s.week
        left join sent se on se.week = s.week
        left join matched m on m.week = s.week
        order by s.week`.execute(db);
      return rows;
    },

    /** Fees collected per month of receipt, a reversal counted against its payment's kind. */
    async monthly(months: number) {
      const { rows } = await sql<{ month: string; advance: number; success: number; other: number }>`
        with series as (
          select generate_series(
            date_trunc('month', now() at time zone ${TZ})::date - make_interval(months => ${months - 1}),
            date_trunc('month', now() at time zone ${TZ})::date,
            interval '1 month'
          )::date as month
        ),
        entries as (
          select date_trunc('month', p.received_on)::date as month,
            coalesce(o.kind, p.kind) as kind, p.amount
          from payments p left join payments o on o.id = p.reverses_id
          where p.received_on >= (select min(month) from series)
        )
        select to_char(s.month, 'YYYY-MM') as month,
          coalesce(sum(e.amount) filter (where e.kind = 'advance'), 0)::int as advance,
          coalesce(sum(e.amount) filter (where e.kind = 'success'), 0)::int as success,
          coalesce(sum(e.amount) filter (where e.kind in ('other', 'adjustment')), 0)::int as other
        from series s left join entries e on e.month = s.month
        group by s.month order by s.month`.execute(db);
      return rows;
    },

    /** Median days from approval to the first profile received and to the first Matched, per profile. */
    async medians() {
      const { rows } = await sql<{ toFirstSent: number | null; toMatched: number | null }>`
        with approvals as (
          select entity_id as profile_id, min(at) as approved_at from history
          where entity = 'profile' and field = 'status' and to_value = 'Active'
          group by entity_id
        ),
        sides as (
          select split_part(field, ':', 2)::int as profile_id, to_value, min(at) as at
          from history
          where entity = 'connection' and field like 'status:%' and to_value in ('Profile Received', 'Matched')
          group by 1, 2
        )
        select
          percentile_cont(0.5) within group (order by extract(epoch from r.at - a.approved_at) / 86400)
            filter (where r.to_value = 'Profile Received') as "toFirstSent",
          percentile_cont(0.5) within group (order by extract(epoch from r.at - a.approved_at) / 86400)
            filter (where r.to_value = 'Matched') as "toMatched"
        from approvals a join sides r on r.profile_id = a.profile_id and r.at >= a.approved_at`.execute(db);
      return rows[0] ?? { toFirstSent: null, toMatched: null };
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
export type OverviewRepository = ReturnType<typeof overviewRepository>;
