import { type Kysely, sql } from 'kysely';

/**
 * When a family last changed its own profile and no matchmaker has marked it seen since (issue 14,
 * "Identity is the matchmakers'"). Null: nothing for the matchmakers to look at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles add column family_edited_at timestamptz`.execute(db);
  await sql`create index profiles_family_edited_idx on profiles (family_edited_at) where family_edited_at is not null`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
