import { type Kysely, sql } from 'kysely';

/**
 * Issue 27 (decision 055): no lost work, screens that stay true.
 *
 * - `profiles.version`: 1 for every profile; every write to a profile adds one (versions/repository.ts), and a
 *   write that names an older version is refused (409).
 * - `history.profile_version`: the version a profile write made, on that write's rows, so that a refused write
 *   can be told who changed what since the version it was based on. Null on older rows and other entities.
 * - Triggers tell every app process what changed, never what it now is: `pg_notify('rishta_events', …)` with
 *   `{type, id}` (and, for a connection, its two profiles, which the server uses to decide which families may
 *   hear of it and never sends on). NOTIFY is delivered on commit only, and not at all after a rollback;
 *   notifications with the same text in one transaction are delivered once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('history').addColumn('profile_version', 'integer').execute();
  await sql`create index history_profile_version_idx on history (entity_id, profile_version)
    where entity = 'profile' and profile_version is not null`.execute(db);

  await sql`create function rishta_notify_profile() returns trigger language plpgsql as $$
    begin
      perform pg_notify('rishta_events',
        json_build_object('type', 'profile', 'id', coalesce(new.id, old.id))::text);
      if tg_op <> 'UPDATE' or new.status is distinct from old.status
        or new.family_edited_at is distinct from old.family_edited_at
        or new.held_at is distinct from old.held_at then
        perform pg_notify('rishta_events', '{"type" : "counts"}');
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger profiles_notify after insert or update or delete on profiles
    for each row execute function rishta_notify_profile()`.execute(db);

  await sql`create function rishta_notify_connection() returns trigger language plpgsql as $$
    declare c record;
    begin
      if tg_op = 'DELETE' then c := old; else c := new; end if;
      perform pg_notify('rishta_events', json_build_object('type', 'connection', 'id', c.id,
        'profiles', json_build_array(c.profile1_id, c.profile2_id))::text);
      perform pg_notify('rishta_events', '{"type" : "counts"}');
      return null;
    end $$`.execute(db);
  await sql`create trigger connections_notify after insert or update or delete on connections
    for each row execute function rishta_notify_connection()`.execute(db);

  // A note (and, later, an assignment kept in its own table) is news about its profile for matchmakers.
  await sql`create function rishta_notify_profile_note() returns trigger language plpgsql as $$
    begin
      perform pg_notify('rishta_events', json_build_object('type', 'profile', 'id',
        coalesce(new.profile_id, old.profile_id), 'matchmakers', true)::text);
      return null;
    end $$`.execute(db);
  await sql`create trigger profile_notes_notify after insert or update or delete on profile_notes
    for each row execute function rishta_notify_profile_note()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
