/**
 * Decision 081: the overview's figures are kept by the database as it is written (migration 027). On random
 * bureaus changed at random — profiles submitted, approved, set back, deleted and erased with their history,
 * connections made, Matched, changed and removed, payments taken and reversed — the kept figures equal the
 * overview's definition computed from profiles, connections, history and the books with plain SQL (its statements
 * before migrations 027 and 028, the medians within their window), and equal what a rebuild from scratch computes
 * (as a restore or the migration does).
 */
import { OVERVIEW_MEDIAN_MONTHS, OVERVIEW_MONTHS, OVERVIEW_WEEKS, type Overview } from '@shared/overview';
import fc from 'fast-check';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { overviewRepository } from '../../src/server/overview/repository';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const t = apiFixture();
const TZ = 'Asia/Karachi';
const DAY = 86_400_000;

/** The overview's figures by their definition: every profile and the whole history, read on each call. */
async function slow() {
  const statuses = (
    await sql<{ status: string; count: number }>`
      select status, count(*)::int as count from profiles group by status order by status`.execute(t.db)
  ).rows;
  const weeks = (
    await sql<{ week: string; submissions: number; approvals: number; sent: number; matches: number }>`
      with bounds as (
        select date_trunc('week', now() at time zone ${TZ}) - make_interval(weeks => ${OVERVIEW_WEEKS - 1}) as first
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
      order by s.week`.execute(t.db)
  ).rows;
  const medians = (
    await sql<{ toFirstSent: number | null; toMatched: number | null }>`
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
      from approvals a join sides r on r.profile_id = a.profile_id and r.at >= a.approved_at
      where a.approved_at >= (date_trunc('month', now() at time zone ${TZ})
        - make_interval(months => ${OVERVIEW_MEDIAN_MONTHS - 1})) at time zone ${TZ}`.execute(t.db)
  ).rows[0]!;
  const months = (
    await sql<{ month: string; advance: number; success: number; other: number }>`
      with series as (
        select generate_series(
          date_trunc('month', now() at time zone ${TZ})::date - make_interval(months => ${OVERVIEW_MONTHS - 1}),
          date_trunc('month', now() at time zone ${TZ})::date,
          interval '1 month'
        )::date as month
      ),
      entries as (
        select date_trunc('month', p.received_on)::date as month, coalesce(o.kind, p.kind) as kind, p.amount
        from payments p left join payments o on o.id = p.reverses_id
        where p.received_on >= (select min(month) from series)
      )
      select to_char(s.month, 'YYYY-MM') as month,
        coalesce(sum(e.amount) filter (where e.kind = 'advance'), 0)::int as advance,
        coalesce(sum(e.amount) filter (where e.kind = 'success'), 0)::int as success,
        coalesce(sum(e.amount) filter (where e.kind in ('other', 'adjustment')), 0)::int as other
      from series s left join entries e on e.month = s.month
      group by s.month order by s.month`.execute(t.db)
  ).rows;
  return { statuses, weeks, medians, months };
}

/** What the overview answers, through the API, and its raw medians (before they are rounded for the screen). */
async function fast() {
  const answer = await t.asMatchmaker({ method: 'GET', url: '/api/admin/overview' });
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json() as Overview;
  const medians = await overviewRepository(t.db).medians(OVERVIEW_MEDIAN_MONTHS);
  return { statuses: body.statuses, weeks: body.weeks, months: body.months, medians, shown: body.medians };
}

/** The kept rows, summed per key: what a rebuild must give again. */
async function kept() {
  const counts = await sql<{ k: string }>`
    select concat_ws('|', figure, period, status, days, sum(n)) as k from overview_counts
    group by figure, period, status, days having sum(n) <> 0 order by 1`.execute(t.db);
  const milestones = await sql<{ k: string }>`
    select to_jsonb(m)::text as k from overview_milestones m
    where coalesce(approved_at, received_at, matched_at) is not null order by profile_id`.execute(t.db);
  const matches = await sql<{ k: string }>`
    select to_jsonb(m)::text as k from overview_matches m order by connection_id`.execute(t.db);
  return [counts.rows, milestones.rows, matches.rows].map((rows) => rows.map((r) => r.k));
}

const close = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(Number(a) - Number(b)) < 1e-9;
const oneDecimal = (n: number | null) => (n === null ? null : Math.round(Number(n) * 10) / 10);

/** A moment in the last 16 months (some before the medians' window and the weeks'), or a little ahead. */
const whenArb = fc
  .integer({ min: -480, max: 2 })
  .chain((days) =>
    fc.integer({ min: 0, max: 23 }).map((hours) => new Date(Date.now() + days * DAY + hours * 3_600_000)),
  );
/** A moment in the last 100 days: mostly within the weeks shown. */
const recentArb = fc
  .integer({ min: -100, max: 0 })
  .map((days) => new Date(Date.now() + days * DAY - 3_600_000));
const statusArb = fc.constantFrom('Review', 'Active', 'Active', 'InActive');
const sideArb = fc.constantFrom(
  'Profile Received',
  'Profile Accepted',
  'In Contact',
  'Matched',
  'Not Received',
);
const w = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
const step = fc.oneof(
  w(
    3,
    fc.record({
      kind: fc.constant('profiles' as const),
      statuses: fc.array(statusArb, { minLength: 1, maxLength: 4 }),
      at: whenArb,
    }),
  ),
  w(1, fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), status: statusArb })),
  w(
    1,
    fc.record({ kind: fc.constant('bulkStatus' as const), pick: fc.nat(), even: statusArb, odd: statusArb }),
  ),
  w(1, fc.record({ kind: fc.constant('setBack' as const), pick: fc.nat(), at: whenArb })),
  w(4, fc.record({ kind: fc.constant('approve' as const), pick: fc.nat(), at: whenArb })),
  w(
    3,
    fc.record({
      kind: fc.constant('approveAndSend' as const),
      pick: fc.nat(),
      at: whenArb,
      hours: fc.integer({ min: -48, max: 2000 }),
    }),
  ),
  w(
    4,
    fc.record({
      kind: fc.constant('connect' as const),
      pick: fc.nat(),
      other: fc.nat(),
      one: sideArb,
      two: sideArb,
    }),
  ),
  w(
    6,
    fc.record({
      kind: fc.constant('side' as const),
      pick: fc.nat(),
      first: fc.boolean(),
      to: sideArb,
      at: whenArb,
    }),
  ),
  w(
    3,
    fc.record({ kind: fc.constant('both' as const), pick: fc.nat(), matched: fc.boolean(), at: recentArb }),
  ),
  w(1, fc.record({ kind: fc.constant('disconnect' as const), pick: fc.nat() })),
  w(1, fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() })),
  w(1, fc.record({ kind: fc.constant('erase' as const), pick: fc.nat() })),
  w(
    2,
    fc.record({
      kind: fc.constant('pay' as const),
      pick: fc.nat(),
      part: fc.constantFrom('advance', 'success', 'other', 'adjustment'),
      amount: fc.oneof(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: -5_000, max: -1 })),
      at: whenArb,
    }),
  ),
  w(1, fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat(), at: whenArb })),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

async function ids(table: 'profiles' | 'connections') {
  return (await sql<{ id: number }>`select id from ${sql.raw(table)} order by id`.execute(t.db)).rows.map(
    (r) => r.id,
  );
}
const pickOf = <T>(list: T[], n: number) => (list.length ? list[n % list.length] : undefined);
const history = (
  entity: 'profile' | 'connection',
  entityId: number,
  field: string,
  toValue: string,
  at: Date,
) => t.db.insertInto('history').values({ entity, entityId, field, fromValue: null, toValue, at }).execute();

async function apply(s: Step) {
  const profiles = await ids('profiles');
  const connections = await ids('connections');
  const profile = pickOf(profiles, 'pick' in s ? s.pick : 0);
  if (s.kind === 'pay' || s.kind === 'reverse') {
    const day = s.at.toISOString().slice(0, 10);
    if (s.kind === 'pay') {
      // A correction may take away; a payment only adds (as the ledger's rules have it).
      const amount = s.part === 'adjustment' ? s.amount : Math.abs(s.amount);
      await sql`insert into payments (profile_id, kind, amount, method, received_on)
        values (${profile ?? 1}, ${s.part}, ${amount}, 'Cash', ${day})`.execute(t.db);
      return;
    }
    // A reversal is received on its own day, and counts against its payment's part.
    const open = await sql<{ id: number; amount: number; profileId: number }>`
      select p.id, p.amount, p.profile_id as "profileId" from payments p
      where p.kind <> 'reversal' and not exists (select 1 from payments r where r.reverses_id = p.id)
      order by p.id`.execute(t.db);
    const paid = pickOf(open.rows, s.pick);
    if (!paid) return;
    await sql`insert into payments (profile_id, kind, amount, received_on, reverses_id)
      values (${paid.profileId}, 'reversal', ${-paid.amount}, ${day}, ${paid.id})`.execute(t.db);
    return;
  }
  if (s.kind === 'profiles') {
    for (const [i, status] of s.statuses.entries())
      await insertProfile(t.db, {
        status,
        gender: i % 2 ? 'Female' : 'Male',
        createdAt: s.at,
        updatedAt: s.at,
      });
    return;
  }
  if (s.kind === 'bulkStatus') {
    // One statement for many profiles, as a bulk status change writes them (decision 030).
    await sql`update profiles set status = case when id % 2 = 0 then ${s.even} else ${s.odd} end
      where id % 3 <> ${s.pick % 3}`.execute(t.db);
    return;
  }
  if (s.kind === 'connect') {
    const other = pickOf(profiles, s.other);
    if (profile === undefined || other === undefined || profile === other) return;
    await sql`insert into connections (profile1_id, profile2_id, profile1_status, profile2_status)
      values (${profile}, ${other}, ${s.one}, ${s.two}) on conflict do nothing`.execute(t.db);
    return;
  }
  const connection = pickOf(connections, s.pick);
  if (s.kind === 'side' || s.kind === 'both' || s.kind === 'disconnect') {
    if (connection === undefined) return;
    const c = await t.db
      .selectFrom('connections')
      .selectAll()
      .where('id', '=', connection)
      .executeTakeFirstOrThrow();
    if (s.kind === 'disconnect') {
      await t.db.deleteFrom('connections').where('id', '=', connection).execute();
    } else if (s.kind === 'both') {
      const to = s.matched ? 'Matched' : 'In Contact';
      await t.db
        .updateTable('connections')
        .set({ profile1Status: to, profile2Status: to })
        .where('id', '=', connection)
        .execute();
      // Both sides' history in one statement, as a pair is closed.
      await t.db
        .insertInto('history')
        .values(
          [c.profile1Id, c.profile2Id].map((side) => ({
            entity: 'connection' as const,
            entityId: connection,
            field: `status:${side}`,
            fromValue: null,
            toValue: to,
            at: s.at,
          })),
        )
        .execute();
    } else {
      const side = s.first ? c.profile1Id : c.profile2Id;
      await t.db
        .updateTable('connections')
        .set(s.first ? { profile1Status: s.to } : { profile2Status: s.to })
        .where('id', '=', connection)
        .execute();
      await history('connection', connection, `status:${side}`, s.to, s.at);
    }
    return;
  }
  if (profile === undefined) return;
  if (s.kind === 'status')
    await t.db.updateTable('profiles').set({ status: s.status }).where('id', '=', profile).execute();
  else if (s.kind === 'setBack')
    await sql`update profiles set created_at = ${s.at} where id = ${profile}`.execute(t.db);
  else if (s.kind === 'approve') await history('profile', profile, 'status', 'Active', s.at);
  else if (s.kind === 'approveAndSend') {
    // Approved, then sent a profile some hours later (or, rarely, before), on a connection of its own.
    await history('profile', profile, 'status', 'Active', s.at);
    const sent = new Date(s.at.getTime() + s.hours * 3_600_000);
    await history(
      'connection',
      pickOf(connections, s.pick) ?? 0,
      `status:${profile}`,
      'Profile Received',
      sent,
    );
  } else if (s.kind === 'delete') await t.db.deleteFrom('profiles').where('id', '=', profile).execute();
  else {
    // Erased as a family's delete does (migration 022): its trail, its connections' trail, then the profile.
    await t.db.transaction().execute(async (trx) => {
      await sql`select set_config('rishta.erasure', 'on', true)`.execute(trx);
      await sql`delete from history where (entity = 'profile' and entity_id = ${profile})
        or (entity = 'connection' and entity_id in (
          select id from connections where ${profile} in (profile1_id, profile2_id)))`.execute(trx);
      await sql`select set_config('rishta.erasure', 'off', true)`.execute(trx);
      await trx.deleteFrom('profiles').where('id', '=', profile).execute();
    });
  }
}

it('the kept overview equals its definition after any writes, and a rebuild gives the same', {
  timeout: 600_000,
}, async () => {
  const seen = { medians: 0, matches: 0, fees: 0 };
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
      for (const s of steps) await apply(s);
      const [want, got] = [await slow(), await fast()];
      expect(got.statuses).toEqual(want.statuses);
      expect(got.weeks).toEqual(want.weeks);
      expect(got.months).toEqual(want.months);
      if (want.months.some((m) => m.advance || m.success || m.other)) seen.fees += 1;
      expect(
        close(got.medians.toFirstSent, want.medians.toFirstSent),
        JSON.stringify([got.medians, want.medians]),
      ).toBe(true);
      expect(
        close(got.medians.toMatched, want.medians.toMatched),
        JSON.stringify([got.medians, want.medians]),
      ).toBe(true);
      expect(got.shown).toEqual({
        toFirstSent: oneDecimal(got.medians.toFirstSent),
        toMatched: oneDecimal(got.medians.toMatched),
      });
      if (want.medians.toFirstSent !== null) seen.medians += 1;
      if (want.weeks.some((x) => x.matches > 0)) seen.matches += 1;
      const before = await kept();
      await sql`select rishta_overview_rebuild()`.execute(t.db);
      expect(await kept()).toEqual(before);
    }),
    // A fixed seed, as the other property tests here: with a new one each run, 20 runs now and then held no
    // week with a match, and the check below that the property was tried on one failed (twice, on both engines).
    { numRuns: 20, seed: 20261129 },
  );
  // The runs left a bureau with a history behind them: the property was tried on something.
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from history`.execute(t.db);
  expect(rows[0]!.n).toBeGreaterThan(10);
  expect(seen.medians, JSON.stringify(seen)).toBeGreaterThan(0);
  expect(seen.matches, JSON.stringify(seen)).toBeGreaterThan(0);
  expect(seen.fees, JSON.stringify(seen)).toBeGreaterThan(0);
});

it('the medians count the families approved in the last 12 months only, and are exact on a hand-made set', async () => {
  const repo = overviewRepository(t.db);
  const now = Date.now();
  const make = async (approvedDaysAgo: number, receivedAfter: number) => {
    const p = await insertProfile(t.db, {});
    await history('profile', p.id, 'status', 'Active', new Date(now - approvedDaysAgo * DAY));
    await history(
      'connection',
      1,
      `status:${p.id}`,
      'Profile Received',
      new Date(now - (approvedDaysAgo - receivedAfter) * DAY),
    );
    return p.id;
  };
  const base = await repo.medians(OVERVIEW_MEDIAN_MONTHS);
  const want = (await slow()).medians;
  expect(close(base.toFirstSent, want.toFirstSent)).toBe(true);
  // Two years ago: outside the window, whatever its delay.
  await make(730, 0.25);
  expect(
    close((await repo.medians(OVERVIEW_MEDIAN_MONTHS)).toFirstSent, (await slow()).medians.toFirstSent),
  ).toBe(true);
  await make(20, 3);
  await make(25, 3.5);
  expect(
    close((await repo.medians(OVERVIEW_MEDIAN_MONTHS)).toFirstSent, (await slow()).medians.toFirstSent),
  ).toBe(true);
});
