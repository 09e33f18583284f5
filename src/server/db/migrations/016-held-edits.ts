import { type Kysely, sql } from 'kysely';

/**
 * Issue 25, decision 048: a family's later edit of text that other families read is held until a matchmaker
 * approves it. The profile's columns keep the approved text (so lists, filters, search and scores, which read
 * the columns in SQL, keep using it); `held_text` holds the family's new values (field → value), null when
 * nothing is held, and `held_at` since when (the first held edit not yet approved or declined).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles add column held_text jsonb`.execute(db);
  await sql`alter table profiles add column held_at timestamptz`.execute(db);
  await sql`create index profiles_held_at_idx on profiles (held_at) where held_at is not null`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
