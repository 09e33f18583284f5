import { type Kysely, sql } from 'kysely';

/**
 * Issue 18 (decision 039): a family's block of a profile. One row per (blocking family, blocked profile): the
 * primary key makes a second block of the same profile a no-op, even when two arrive at once. A block goes
 * with either profile (on delete cascade); the history keeps that it was made. The reverse index answers
 * "who blocked this profile" for the lists and a matchmaker's screen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('blocks_pkey', ['blocker_id', 'blocked_id'])
    .addCheckConstraint('blocks_not_own', sql`blocker_id <> blocked_id`)
    .execute();
  await sql`create index blocks_blocked_idx on blocks (blocked_id, blocker_id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
