import { type Kysely, sql } from 'kysely';

/**
 * A profile's last activity (migration 026) computed after the writers before it (decision 095). The function
 * computed it from what its statement could see: when a profile and one of its connections were written at once,
 * the one that waited for the other's row of `profile_activity` wrote the value it had computed before the other
 * committed, which was older. It now takes those rows first, in one order, and computes in a second statement,
 * which sees every writer it waited for (each statement of a function sees what was committed when it began). It
 * takes no lock the upsert did not take already.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function rishta_refresh_activity(ids integer[]) returns void language sql as $$
    select 1 from profile_activity where profile_id = any(ids) order by profile_id for update;
    insert into profile_activity (profile_id, active, at)
    select p.id, p.status = 'Active', greatest(p.updated_at,
        (select max(c.updated_at) from connections c where c.profile1_id = p.id),
        (select max(c.updated_at) from connections c where c.profile2_id = p.id))
    from profiles p where p.id = any(ids)
    on conflict (profile_id) do update set active = excluded.active, at = excluded.at
      where (profile_activity.active, profile_activity.at) is distinct from (excluded.active, excluded.at)
  $$`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
