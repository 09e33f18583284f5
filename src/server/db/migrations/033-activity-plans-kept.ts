import { type Kysely, sql } from 'kysely';

/**
 * A profile's last activity (migrations 026 and 031) refreshed by a PL/pgSQL function, which keeps its statements'
 * plans for the connection's life (decision 107). As an SQL function it was planned again at every call: on every
 * connection and every profile written, 0.5–1.2 ms of an Interested answer's 1.2 ms in PostgreSQL
 * (`pg_stat_statements` under `npm run bench:load`). The same two statements in the same order: the rows are taken
 * first, and the second statement, with a snapshot of its own, sees every writer the first waited for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function rishta_refresh_activity(ids integer[]) returns void language plpgsql as $$
    begin
      perform 1 from profile_activity where profile_id = any(ids) order by profile_id for update;
      insert into profile_activity (profile_id, active, at)
      select p.id, p.status = 'Active', greatest(p.updated_at,
          (select max(c.updated_at) from connections c where c.profile1_id = p.id),
          (select max(c.updated_at) from connections c where c.profile2_id = p.id))
      from profiles p where p.id = any(ids)
      on conflict (profile_id) do update set active = excluded.active, at = excluded.at
        where (profile_activity.active, profile_activity.at) is distinct from (excluded.active, excluded.at);
    end $$`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
