import { type Kysely, sql } from 'kysely';

/**
 * Issue 15 (decision 028): a matchmaker's notes on a profile. A note goes with its profile (on delete
 * cascade); its author is a matchmaker's account (accounts are never deleted). The id is an identity
 * column like every other table's, so a restore continues the ids after the highest one (ops/backup.ts
 * resets identity sequences; a `serial` would not be reset). Read newest first per profile.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profile_notes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index profile_notes_profile_created_idx on profile_notes (profile_id, created_at desc)`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
