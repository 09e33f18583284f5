import { type Kysely, sql } from 'kysely';

/**
 * Issue 18 (decision 036): trust and safety.
 *
 * - The checks a matchmaker has done on a profile, a yes or no each (no document or number is stored).
 * - A family's report of a profile it can see. One open report per reporting family and profile: the partial
 *   unique index makes a repeat update the open one, even when two arrive at once; once resolved, a new
 *   report starts a new row. A report goes with either profile (on delete cascade); who resolved it is a
 *   matchmaker's account (accounts are never deleted). The id is an identity column like every other table's,
 *   so a restore continues after the highest one. Read open first, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('verified_phone', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('verified_cnic', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('verified_meeting', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('verified_education', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'integer', (c) => c.references('accounts.id'))
    .addCheckConstraint('reports_not_own', sql`profile_id <> reporter_id`)
    .execute();
  await sql`create unique index reports_open_idx on reports (reporter_id, profile_id) where resolved_at is null`.execute(
    db,
  );
  await sql`create index reports_list_idx on reports ((resolved_at is not null), created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index reports_profile_idx on reports (profile_id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
