import { type Kysely, sql } from 'kysely';

/**
 * Issue 28 (decision 081): the overview at a million profiles. Its figures were aggregated from every profile
 * and the whole history on each request (8.3 s at 1M). The database now keeps them as it is written:
 *
 * - `overview_counts`: counts by key, as rows of +n/−n. Profiles by status (`status`); per week (Monday, Pakistan
 *   time) new submissions, first approvals, profiles sent (each side's Profile Received) and matches (a pair both
 *   Matched, in the week of its last Matched); per month of approval and whole day of delay, the families whose
 *   first profile received (`toFirstSent`) or first Matched (`toMatched`) came after their approval — the
 *   histogram that finds a median's rank without reading every family. A write adds rows (never updates one:
 *   no two writers wait on a counter); `rishta_overview_compact()` folds them into one `kept` row per key.
 * - `overview_milestones`: each profile's first approval, first Profile Received and first Matched, from the
 *   history (the medians read the values within the median's day of delay).
 * - `overview_matches`: each connection both of whose sides are Matched, with its last Matched time.
 *
 * Statement triggers with transition tables on profiles, connections and history keep all three: exact, and
 * following deletes (a profile erased with its history) and times set back. None of them is backed up: a restore
 * computes them again through the same triggers (backup.ts, like profile_activity in migration 026).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table overview_counts (
    figure text not null,
    period date not null default '-infinity',
    status text not null default '',
    days integer not null default 0,
    n integer not null,
    kept boolean not null default false
  )`.execute(db);
  await sql`create unique index overview_counts_kept_idx on overview_counts (figure, period, status, days) where kept`.execute(
    db,
  );
  await sql`create index overview_counts_pending_idx on overview_counts (figure, period) where not kept`.execute(
    db,
  );

  await sql`create table overview_milestones (
    profile_id integer primary key,
    approved_at timestamptz,
    received_at timestamptz,
    matched_at timestamptz,
    to_first_sent double precision generated always as (case when received_at >= approved_at
      then (extract(epoch from received_at - approved_at) / 86400)::double precision end) stored,
    to_matched double precision generated always as (case when matched_at >= approved_at
      then (extract(epoch from matched_at - approved_at) / 86400)::double precision end) stored
  )`.execute(db);
  await sql`create index overview_milestones_to_first_sent_idx on overview_milestones (to_first_sent)
    include (approved_at) where to_first_sent is not null`.execute(db);
  await sql`create index overview_milestones_to_matched_idx on overview_milestones (to_matched)
    include (approved_at) where to_matched is not null`.execute(db);
  await sql`create table overview_matches (connection_id integer primary key, matched_at timestamptz not null)`.execute(
    db,
  );
  // A profile's first Profile Received and first Matched, found by its side's field (`status:<profile id>`).
  await sql`create index history_sides_idx on history (field, to_value, at)
    where entity = 'connection' and to_value in ('Profile Received', 'Matched')`.execute(db);

  await sql`create function rishta_week(t timestamptz) returns date language sql stable as $$
    select date_trunc('week', t at time zone 'Asia/Karachi')::date $$`.execute(db);
  await sql`create function rishta_month(t timestamptz) returns date language sql stable as $$
    select date_trunc('month', t at time zone 'Asia/Karachi')::date $$`.execute(db);
  await sql`create function rishta_milestone_keys(approved_at timestamptz, to_first_sent float8, to_matched float8)
    returns table (figure text, period date, days integer) language sql stable as $$
      select 'approvals'::text, rishta_week(approved_at), 0 where approved_at is not null
      union all select 'toFirstSent', rishta_month(approved_at), floor(to_first_sent)::int where to_first_sent is not null
      union all select 'toMatched', rishta_month(approved_at), floor(to_matched)::int where to_matched is not null
    $$`.execute(db);

  // Each profile's milestones recomputed from the history, and the counts moved from the old to the new.
  await sql`create function rishta_refresh_milestones(ids integer[]) returns void language sql as $$
    with fresh as (
      select i.id,
        (select min(h.at) from history h where h.entity = 'profile' and h.entity_id = i.id
          and h.field = 'status' and h.to_value = 'Active') as a,
        (select min(h.at) from history h where h.entity = 'connection' and h.field = 'status:' || i.id
          and h.to_value = 'Profile Received') as r,
        (select min(h.at) from history h where h.entity = 'connection' and h.field = 'status:' || i.id
          and h.to_value = 'Matched') as m
      from (select distinct unnest(ids) as id) i
    ),
    old as (
      select o.* from overview_milestones o join fresh f on f.id = o.profile_id
      where (o.approved_at, o.received_at, o.matched_at) is distinct from (f.a, f.r, f.m)
    ),
    written as (
      insert into overview_milestones as o (profile_id, approved_at, received_at, matched_at)
      select f.id, f.a, f.r, f.m from fresh f
      where coalesce(f.a, f.r, f.m) is not null or f.id in (select profile_id from old)
      on conflict (profile_id) do update
        set approved_at = excluded.approved_at, received_at = excluded.received_at, matched_at = excluded.matched_at
        where (o.approved_at, o.received_at, o.matched_at)
          is distinct from (excluded.approved_at, excluded.received_at, excluded.matched_at)
      returning o.approved_at, o.to_first_sent, o.to_matched
    ),
    moved as (
      select k.figure, k.period, k.days, -1 as n
      from old cross join lateral rishta_milestone_keys(old.approved_at, old.to_first_sent, old.to_matched) k
      union all
      select k.figure, k.period, k.days, 1
      from written w cross join lateral rishta_milestone_keys(w.approved_at, w.to_first_sent, w.to_matched) k
    )
    insert into overview_counts (figure, period, days, n)
    select figure, period, days, sum(n) from moved group by 1, 2, 3 having sum(n) <> 0
  $$`.execute(db);

  // Each connection's "both Matched, last Matched at", and the weekly matches moved with it.
  await sql`create function rishta_refresh_matches(ids integer[]) returns void language sql as $$
    with fresh as (
      select i.id, case when c.profile1_status = 'Matched' and c.profile2_status = 'Matched' then
          (select max(h.at) from history h where h.entity = 'connection' and h.entity_id = i.id
            and h.to_value = 'Matched') end as at
      from (select distinct unnest(ids) as id) i left join connections c on c.id = i.id
    ),
    old as (
      select o.* from overview_matches o join fresh f on f.id = o.connection_id
      where o.matched_at is distinct from f.at
    ),
    gone as (
      delete from overview_matches o using fresh f where f.id = o.connection_id and f.at is null
    ),
    written as (
      insert into overview_matches as o (connection_id, matched_at)
      select id, at from fresh where at is not null
      on conflict (connection_id) do update set matched_at = excluded.matched_at
        where o.matched_at is distinct from excluded.matched_at
      returning o.matched_at
    ),
    moved as (
      select rishta_week(matched_at) as period, -1 as n from old
      union all select rishta_week(matched_at), 1 from written
    )
    insert into overview_counts (figure, period, n)
    select 'matches', period, sum(n) from moved group by 1, 2 having sum(n) <> 0
  $$`.execute(db);

  // Two transactions writing the same profile's (or pair's) history at once: the second waits for the first,
  // then its next statement sees what the first wrote, so it recomputes from both and moves the right counts.
  // Taken in the order of the ids, so that two writers cannot wait on each other.
  await sql`create function rishta_overview_lock(space integer, ids integer[]) returns void language sql as $$
    select pg_advisory_xact_lock(space, id) from (select distinct unnest(ids) as id order by 1) i
  $$`.execute(db);

  await sql`create function rishta_overview_profiles() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into overview_counts (figure, status, period, n)
        select 'status', status, '-infinity'::date, count(*) from added group by status
        union all select 'submissions', '', rishta_week(created_at), count(*) from added group by 3;
      elsif tg_op = 'DELETE' then
        insert into overview_counts (figure, status, period, n)
        select 'status', status, '-infinity'::date, -count(*) from removed group by status
        union all select 'submissions', '', rishta_week(created_at), -count(*) from removed group by 3;
      else
        insert into overview_counts (figure, status, period, n)
        select figure, status, period, sum(n) from (
          select 'status' as figure, status, '-infinity'::date as period, 1 as n from added
          union all select 'status', status, '-infinity', -1 from removed
          union all select 'submissions', '', rishta_week(created_at), 1 from added
          union all select 'submissions', '', rishta_week(created_at), -1 from removed
        ) d group by 1, 2, 3 having sum(n) <> 0;
      end if;
      return null;
    end $$`.execute(db);
  for (const [event, tables] of [
    ['insert', 'new table as added'],
    ['update', 'old table as removed new table as added'],
    ['delete', 'old table as removed'],
  ] as const)
    await sql`create trigger ${sql.raw(`profiles_overview_${event}`)} after ${sql.raw(event)} on profiles
      referencing ${sql.raw(tables)} for each statement execute function rishta_overview_profiles()`.execute(
      db,
    );

  await sql`create function rishta_overview_connections() returns trigger language plpgsql as $$
    declare pairs integer[];
    begin
      if tg_op = 'DELETE' then
        pairs := array(select id from removed);
      else
        pairs := array(select id from added);
      end if;
      perform rishta_overview_lock(2, pairs);
      perform rishta_refresh_matches(pairs);
      return null;
    end $$`.execute(db);
  for (const [event, tables] of [
    ['insert', 'new table as added'],
    ['update', 'new table as added'],
    ['delete', 'old table as removed'],
  ] as const)
    await sql`create trigger ${sql.raw(`connections_overview_${event}`)} after ${sql.raw(event)} on connections
      referencing ${sql.raw(tables)} for each statement execute function rishta_overview_connections()`.execute(
      db,
    );

  // History is appended to, and deleted from only when a profile is erased (migration 022).
  await sql`create function rishta_overview_history_rows(rows history[], sign integer) returns void
    language plpgsql as $$
    declare profiles integer[]; pairs integer[];
    begin
      insert into overview_counts (figure, period, n)
      select 'sent', rishta_week(r.at), sign * count(*) from unnest(rows) r
      where r.entity = 'connection' and r.field like 'status:%' and r.to_value = 'Profile Received' group by 2;
      profiles := array(
        select r.entity_id from unnest(rows) r
        where r.entity = 'profile' and r.field = 'status' and r.to_value = 'Active'
        union
        select split_part(r.field, ':', 2)::integer from unnest(rows) r
        where r.entity = 'connection' and r.field ~ '^status:[1-9][0-9]{0,8}$'
          and r.to_value in ('Profile Received', 'Matched'));
      pairs := array(
        select r.entity_id from unnest(rows) r where r.entity = 'connection' and r.to_value = 'Matched');
      perform rishta_overview_lock(1, profiles);
      perform rishta_overview_lock(2, pairs);
      perform rishta_refresh_milestones(profiles);
      perform rishta_refresh_matches(pairs);
    end $$`.execute(db);
  await sql`create function rishta_overview_history() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform rishta_overview_history_rows(array(select h::history from added h), 1);
      else
        perform rishta_overview_history_rows(array(select h::history from removed h), -1);
      end if;
      return null;
    end $$`.execute(db);
  for (const [event, tables] of [
    ['insert', 'new table as added'],
    ['delete', 'old table as removed'],
  ] as const)
    await sql`create trigger ${sql.raw(`history_overview_${event}`)} after ${sql.raw(event)} on history
      referencing ${sql.raw(tables)} for each statement execute function rishta_overview_history()`.execute(
      db,
    );

  // Folds the added rows into one kept row per key; one at a time (a second caller returns at once).
  await sql`create function rishta_overview_compact() returns void language plpgsql as $$
    begin
      if not exists (select 1 from overview_counts where not kept) then return; end if;
      if not pg_try_advisory_xact_lock(727027) then return; end if;
      with moved as (delete from overview_counts where not kept returning figure, period, status, days, n)
      insert into overview_counts as c (figure, period, status, days, n, kept)
      select figure, period, status, days, sum(n), true from moved group by 1, 2, 3, 4
      on conflict (figure, period, status, days) where kept do update set n = c.n + excluded.n;
      delete from overview_counts where kept and n = 0;
    end $$`.execute(db);

  // What there is already, at once; also what a test compares the triggers' work with.
  await sql`create function rishta_overview_rebuild() returns void language plpgsql as $$
    begin
      delete from overview_milestones;
      delete from overview_matches;
      delete from overview_counts;
      insert into overview_milestones (profile_id, approved_at, received_at, matched_at)
      select id, min(a), min(r), min(m) from (
        select entity_id as id, at as a, null::timestamptz as r, null::timestamptz as m from history
        where entity = 'profile' and field = 'status' and to_value = 'Active'
        union all
        select split_part(field, ':', 2)::integer, null, case when to_value = 'Profile Received' then at end,
          case when to_value = 'Matched' then at end
        from history where entity = 'connection' and field ~ '^status:[1-9][0-9]{0,8}$'
          and to_value in ('Profile Received', 'Matched')
      ) x group by id;
      insert into overview_matches (connection_id, matched_at)
      select c.id, max(h.at) from connections c
      join history h on h.entity = 'connection' and h.entity_id = c.id and h.to_value = 'Matched'
      where c.profile1_status = 'Matched' and c.profile2_status = 'Matched' group by c.id;
      insert into overview_counts (figure, period, status, days, n)
      select 'status', '-infinity', status, 0, count(*) from profiles group by status
      union all select 'submissions', rishta_week(created_at), '', 0, count(*) from profiles group by 2
      union all select 'sent', rishta_week(at), '', 0, count(*) from history
        where entity = 'connection' and field like 'status:%' and to_value = 'Profile Received' group by 2
      union all select 'matches', rishta_week(matched_at), '', 0, count(*) from overview_matches group by 2
      union all select k.figure, k.period, '', k.days, count(*) from overview_milestones m
        cross join lateral rishta_milestone_keys(m.approved_at, m.to_first_sent, m.to_matched) k group by 1, 2, 4;
      perform rishta_overview_compact();
    end $$`.execute(db);
  await sql`select rishta_overview_rebuild()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
