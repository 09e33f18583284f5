import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-matching';
import type { Database } from './schema';

/** Committed migrations, in order. Add new ones at the end; never edit one that has landed. */
const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-matching': m002,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
