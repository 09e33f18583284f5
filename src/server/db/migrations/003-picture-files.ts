import { type Kysely, sql } from 'kysely';

/**
 * Picture bytes in the database (the operations issue): on PostgreSQL every app process reaches them, so
 * several processes can run behind one load balancer. PGlite keeps its pictures in the data folder; the
 * table exists there too (empty), so that both engines share one schema.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('picture_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
