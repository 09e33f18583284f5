import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { RowCamelCasePlugin } from './camel-case';
import { clearStalePostmasterPid, type DataFolderLock, lockDataFolder } from './data-folder-lock';
import { tuneConnection } from './pg-connection';
import type { Database } from './schema';

export type Engine = 'pglite' | 'postgres';
export type Db = Kysely<Database>;

export type OpenDatabase = {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
};

const plugins = [new RowCamelCasePlugin()];

/** The extensions every PGlite database is opened with (the migrations create them). */
export const pgliteOptions: PGliteOptions = { extensions: { pg_trgm } };

/** Opens PostgreSQL when `databaseUrl` is set, else PGlite in `<dataDir>/pgdata` guarded by the folder lock. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  holder: string;
}): Promise<OpenDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const lock = lockDataFolder(options.dataDir, options.holder);
  try {
    const pgDataDir = path.join(options.dataDir, 'pgdata');
    clearStalePostmasterPid(pgDataDir);
    const pglite = await PGlite.create(pgDataDir, pgliteOptions);
    return wrapPglite(pglite, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

export function openPostgres(connectionString: string): OpenDatabase {
  // Decision 046. Prepared reads (pg-connection.ts) are planned for their arguments every time: a generic plan
  // cannot see which cities or which sect a list asks for, and at a million profiles it chose an index that
  // read 15,000 pages for a family's match page where the planned-each-time one reads 2,000 (31 ms against 5).
  // A bitmap scan asks the disk for 64 pages at once instead of one after the other: a text search whose
  // pages were not in memory took 244 ms, 57 with it.
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    options: '-c plan_cache_mode=force_custom_plan -c effective_io_concurrency=64',
  });
  // An idle connection dropped by the server (restart, failover) must not bring the process down;
  // the pool replaces it on the next query.
  pool.on('error', () => {});
  pool.on('connect', tuneConnection);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

export function wrapPglite(pglite: PGlite, lock?: DataFolderLock): OpenDatabase {
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins });
  return {
    db,
    engine: 'pglite',
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      lock?.release();
    },
  };
}
