import { type Kysely, sql } from 'kysely';

/**
 * Issue 28 (decision 071): the reason "Other" says why in a matchmaker's note, kept beside the reason. The
 * reason itself stays free text (no constraint since 001), so the four new reasons need no change to it; an
 * index serves the matchmakers' list filtered by reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles add column inactive_note text`.execute(db);
  await sql`create index if not exists profiles_inactive_reason on profiles (inactive_reason)
    where status = 'InActive'`.execute(db);
}
