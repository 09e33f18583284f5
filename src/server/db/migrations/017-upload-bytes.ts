import { type Kysely, sql } from 'kysely';

/**
 * Issue 25, item 6 (decision 049): the bytes of pictures no profile holds yet are bounded per address, so each
 * upload keeps the address it came from (null for matchmakers' uploads, which are not limited, and for pictures
 * uploaded before this migration). The partial indexes serve the per-address sum and the sweep, which both read
 * only pictures no profile holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pictures').addColumn('uploader_address', 'text').execute();
  await sql`create index pictures_unattached_address_idx on pictures (uploader_address)
    include (byte_size, thumbnail_byte_size) where profile_id is null`.execute(db);
  await sql`create index pictures_unattached_created_idx on pictures (created_at) where profile_id is null`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
