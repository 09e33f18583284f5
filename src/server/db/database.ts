import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { RowCamelCasePlugin } from './camel-case';
import { clearStalePostmasterPid, type DataFolderLock, lockDataFolder } from './data-folder-lock';
import { tuneConnection } from './pg-connection';
import { withOneCallQueries } from './pglite-queries';
import type { Database } from './schema';
import { TableWrites } from './table-writes';

export type Engine = 'pglite' | 'postgres';
export type Db = Kysely<Database>;

/**
 * Listens on a notification channel (decision 055): PostgreSQL's LISTEN on a dedicated connection of its own,
 * or PGlite's own notifications in this process. Answers a function that stops listening. `onLost` is called
 * when notifications may have been missed (the connection dropped and was made again).
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onLost?: () => void,
) => Promise<() => Promise<void>>;

export type OpenDatabase = {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
  listen: Listen;
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
  const poolOf = (planCacheMode: 'auto' | 'force_custom_plan') => {
    // A bitmap scan asks the disk for 64 pages at once instead of one after the other: a text search whose
    // pages were not in memory took 244 ms, 57 with it (decision 046). No JIT: compiling a query costs 5–150 ms,
    // more than any read of the app takes, and its triggers' statements were compiled at every answer
    // (decision 105).
    const pool = new pg.Pool({
      connectionString,
      max: 10,
      options: `-c plan_cache_mode=${planCacheMode} -c effective_io_concurrency=64 -c jit=off`,
    });
    // An idle connection dropped by the server (restart, failover) must not bring the process down;
    // the pool replaces it on the next query.
    pool.on('error', () => {});
    pool.on('connect', tuneConnection);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  };
  // Decisions 046 and 103: the lists' reads are planned for their arguments every time (a generic plan cannot see
  // which cities or which sect a list asks for: at a million profiles it read 15,000 pages for a family's match
  // page where the planned-each-time one reads 2,000, 31 ms against 5), on connections of their own; every other
  // prepared read (a session, a profile by id, a connection of a pair) keeps the plan PostgreSQL chooses.
  const db = poolOf('auto');
  const lists = poolOf('force_custom_plan');
  listReads.set(db, lists);
  return {
    db,
    engine: 'postgres',
    close: async () => {
      await Promise.all([db.destroy(), lists.destroy()]);
    },
    listen: postgresListener(connectionString),
  };
}

/** The handle a list's reads go through on PostgreSQL (decision 103); none on PGlite and inside a transaction. */
const listReads = new WeakMap<Db, Db>();
export const listReadsOf = (db: Db): Db => listReads.get(db) ?? db;

/**
 * LISTEN on one client of its own, outside the pool (a pooled connection is handed to other queries between
 * them and would drop the LISTEN). A dropped connection is made again after a second, and `onLost` says that
 * notifications may have been missed meanwhile.
 */
function postgresListener(connectionString: string): Listen {
  return async (channel, onPayload, onLost) => {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      const lost = () => {
        if (stopped || client !== next) return;
        client = null;
        next.end().catch(() => {});
        retry = setTimeout(() => void connect().then(() => onLost?.(), scheduleAgain), 1000);
      };
      next.on('error', lost);
      next.on('end', lost);
      await next.connect();
      await next.query(`listen ${channel}`);
      client = next;
    };
    const scheduleAgain = () => {
      if (!stopped) retry = setTimeout(() => void connect().then(() => onLost?.(), scheduleAgain), 1000);
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    };
  };
}

/** The writes an embedded database has seen (decision 090); none on PostgreSQL, where other processes write. */
const tableWrites = new WeakMap<Db, TableWrites>();
export const tableWritesOf = (db: Db): TableWrites | undefined => tableWrites.get(db);

export function wrapPglite(pglite: PGlite, lock?: DataFolderLock): OpenDatabase {
  const writes = new TableWrites();
  const db = new Kysely<Database>({
    dialect: new PGliteDialect({ pglite: withOneCallQueries(pglite, writes) }),
    plugins,
  });
  tableWrites.set(db, writes);
  return {
    db,
    engine: 'pglite',
    // PGlite delivers a committed transaction's NOTIFY to listeners in this same process.
    listen: async (channel, onPayload) => {
      const stop = await pglite.listen(channel, onPayload);
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      lock?.release();
    },
  };
}
