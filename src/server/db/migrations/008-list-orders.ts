import { type Kysely, sql } from 'kysely';

/**
 * Issue 15 (decision 029): the list's orders. `profiles_list_idx` (status, created_at desc, id desc) already
 * serves newest and oldest (read backwards) within a status. These serve "recently updated" within a status,
 * and every order of `status=All`, which names no status to lead an index with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index profiles_list_updated_idx on profiles (status, updated_at desc, id desc)`.execute(
    db,
  );
  await sql`create index profiles_all_created_idx on profiles (created_at desc, id desc)`.execute(db);
  await sql`create index profiles_all_updated_idx on profiles (updated_at desc, id desc)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
