import { type Kysely, sql } from 'kysely';

/**
 * Issue 30, item 8 (decision 060): a family's control over its own profile.
 *
 * - `profiles.paused_at`: set while the family has paused its profile (null: not paused). A paused profile is
 *   in no family's list and no matchmaker's match list, and cannot be sent; its connections and answers stay.
 *   It is the family's own state, beside the matchmakers' status.
 * - History stays append-only, except for one thing: erasing a deleted profile's trail. A delete statement
 *   on `history` is refused unless the transaction set `rishta.erasure` to `on` (set_config(…, true): local to
 *   that transaction), which only the profile delete does; an update is refused always, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('paused_at', 'timestamptz').execute();

  await sql`drop trigger history_no_change on history`.execute(db);
  await sql`create function history_append_only_but_erasure() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and current_setting('rishta.erasure', true) = 'on' then
        return null;
      end if;
      raise exception 'history is append-only';
    end $$`.execute(db);
  await sql`create trigger history_no_change before update or delete on history
    for each statement execute function history_append_only_but_erasure()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
