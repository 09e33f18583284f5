import { type Kysely, sql } from 'kysely';

/**
 * Issue 29, item 3 (decision 065): a matchmaker resolving a report says what was done, and the note stays with
 * the report. Reports resolved before this have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reports add column resolution_note text`.execute(db);
}
