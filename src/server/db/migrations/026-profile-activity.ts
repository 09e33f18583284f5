import { type Kysely, sql } from 'kysely';

/**
 * Issue 28 (decision 074): the overview's "waiting longest since anything happened" at a bureau's size. A
 * profile's last activity is the latest of its own change and its connections' changes (decision 052); read
 * from profiles and connections it costs two index probes for every Active profile (1.7 s at 100k profiles,
 * growing with them). `profile_activity` keeps that very value for each profile, recomputed by the database
 * whenever a profile or a connection is written, so the ten oldest are the first ten entries of one partial
 * index. Recomputed rather than only raised: a profile's or a connection's time set back (an import, the demo
 * data) is followed too. Statement triggers with transition tables: a bulk insert recomputes once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table profile_activity (
    profile_id integer primary key references profiles (id) on delete cascade,
    active boolean not null,
    at timestamptz not null
  )`.execute(db);
  await sql`create index profile_activity_waiting_idx on profile_activity (at, profile_id) where active`.execute(
    db,
  );
  await sql`create function rishta_refresh_activity(ids integer[]) returns void language sql as $$
    insert into profile_activity (profile_id, active, at)
    select p.id, p.status = 'Active', greatest(p.updated_at,
        (select max(c.updated_at) from connections c where c.profile1_id = p.id),
        (select max(c.updated_at) from connections c where c.profile2_id = p.id))
    from profiles p where p.id = any(ids)
    on conflict (profile_id) do update set active = excluded.active, at = excluded.at
      where (profile_activity.active, profile_activity.at) is distinct from (excluded.active, excluded.at)
  $$`.execute(db);
  await sql`create function rishta_profiles_activity() returns trigger language plpgsql as $$
    begin
      perform rishta_refresh_activity(array(select id from changed));
      return null;
    end $$`.execute(db);
  for (const event of ['insert', 'update'])
    await sql`create trigger ${sql.raw(`profiles_activity_${event}`)} after ${sql.raw(event)} on profiles
      referencing new table as changed for each statement execute function rishta_profiles_activity()`.execute(
      db,
    );
  await sql`create function rishta_connections_activity() returns trigger language plpgsql as $$
    begin
      perform rishta_refresh_activity(array(
        select profile1_id from changed union select profile2_id from changed));
      return null;
    end $$`.execute(db);
  for (const [event, table] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const)
    await sql`create trigger ${sql.raw(`connections_activity_${event}`)} after ${sql.raw(event)} on connections
      referencing ${sql.raw(table)} table as changed for each statement execute function rishta_connections_activity()`.execute(
      db,
    );
  // Every profile there is, at once.
  await sql`insert into profile_activity (profile_id, active, at)
    select p.id, p.status = 'Active', greatest(p.updated_at, c1.at, c2.at)
    from profiles p
    left join (select profile1_id as id, max(updated_at) as at from connections group by 1) c1 on c1.id = p.id
    left join (select profile2_id as id, max(updated_at) as at from connections group by 1) c2 on c2.id = p.id`.execute(
    db,
  );

  // Issue 29: the dashboard's families waiting to answer, one index per side in the order of their wait, so the
  // first page is the first entries of the two (not a grouping of every family waiting); with the columns of
  // the wait included, the counts read the indexes alone.
  for (const [n, other] of [
    [1, 2],
    [2, 1],
  ] as const)
    await sql`create index ${sql.raw(`connections_received${n}_wait_idx`)} on connections
      ((greatest(${sql.raw(`profile${n}_updated_at, profile${n}_inquired_about_received_profile_on`)})), ${sql.raw(`profile${n}_id`)})
      include (${sql.raw(`profile${n}_updated_at, profile${n}_inquired_about_received_profile_on`)})
      where ${sql.raw(`profile${n}_status = 'Profile Received' and profile${other}_status not in ('In Contact', 'Matched')`)}`.execute(
      db,
    );
  // The pair sections' indexes (migration 021) again, with the columns of a pair's wait included: the counts of
  // those waiting since before a day (follow-up due, Matched recently) read the index alone.
  const since = sql`(greatest(updated_at, profile1_updated_at, profile2_updated_at))`;
  const sections = {
    awaiting_contact: sql`profile1_status = 'Profile Accepted' and profile2_status = 'Profile Accepted'`,
    in_contact: sql`'In Contact' in (profile1_status, profile2_status) and 'Matched' not in (profile1_status, profile2_status)`,
    matched: sql`'Matched' in (profile1_status, profile2_status)`,
  };
  for (const [name, where] of Object.entries(sections)) {
    await sql`drop index ${sql.raw(`connections_${name}_idx`)}`.execute(db);
    await sql`create index ${sql.raw(`connections_${name}_idx`)} on connections (${since}, id)
      include (updated_at, profile1_updated_at, profile2_updated_at) where (${where})`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
