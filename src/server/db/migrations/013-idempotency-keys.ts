import { type Kysely, sql } from 'kysely';

/**
 * Issue 19 (decision 042): one row per `Idempotency-Key` of `POST /api/profile`. Claimed before the profile
 * is created (`profile_id` null while the first request runs), then pointing at the profile it created; a
 * profile deleted later takes its key with it. `body_hash` refuses the same key with another body.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('body_hash', 'text', (c) => c.notNull())
    .addColumn('profile_id', 'integer', (c) => c.references('profiles.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
