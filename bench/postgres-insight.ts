/**
 * What a PostgreSQL measurement spends its time on (issue 17): the time the database had a query of the request
 * (the rest is Node's: routing, the rules, serialisation), the plan of a request's slowest query, and the first
 * request on a cold database.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

type Query = { text: string; values: unknown[] | undefined; ms: number };

/**
 * Counts, in this process, the wall time during which at least one query was waiting for PostgreSQL (queries
 * run side by side count once), and keeps the queries of a request when asked. The driver's parsing of rows is
 * part of it.
 */
export function trackSql() {
  // pg's query has a dozen overloads: this passes them all through.
  const original = pg.Client.prototype.query as unknown as (this: pg.Client, ...args: unknown[]) => unknown;
  let active = 0;
  let since = 0;
  let busy = 0;
  let kept: Query[] | null = null;
  (pg.Client.prototype as unknown as { query: typeof original }).query = function (this: pg.Client, ...args) {
    const [first, second] = args as [{ text?: string; values?: unknown[] } | string | undefined, unknown[]];
    const text: string | undefined = typeof first === 'string' ? first : first?.text;
    if (typeof text !== 'string') return original.apply(this, args);
    const started = performance.now();
    if (active++ === 0) since = started;
    const query: Query = { text, values: typeof first === 'string' ? second : first?.values, ms: 0 };
    kept?.push(query);
    const done = () => {
      const now = performance.now();
      query.ms = now - started;
      if (--active === 0) busy += now - since;
    };
    // The server's connections pass a callback (src/server/db/pg-connection.ts); others take the promise.
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...answer: unknown[]) => unknown;
      args[last] = (...answer: unknown[]) => {
        done();
        return callback(...answer);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  };
  return {
    /** Milliseconds with a query under way, since the start. */
    busy: () => busy,
    /** The queries `run` sends. */
    async queriesOf(run: () => Promise<unknown>): Promise<Query[]> {
      kept = [];
      try {
        await run();
        return kept;
      } finally {
        kept = null;
      }
    },
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a query as the server sent it, on a connection of its own. */
export async function explain(url: string, query: Query): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${query.text}`,
      query.values as unknown[],
    );
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}

/**
 * Makes the local PostgreSQL cold: restarted (its shared buffers empty) and, when asked and where this machine
 * lets the bench, the operating system's file cache dropped, so the next query reads from disk. Needs root and
 * `pg_ctlcluster` (Debian's packaging); returns why not otherwise.
 */
export function makePostgresCold(dropFileCache: boolean): { dropped: boolean } | { refused: string } {
  if (process.getuid?.() !== 0) return { refused: 'not root' };
  let cluster: string[];
  try {
    const line = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' }).trim().split('\n')[0];
    cluster = line!.split(/\s+/).slice(0, 2);
  } catch {
    return { refused: 'no pg_lsclusters (not a Debian PostgreSQL)' };
  }
  execFileSync('pg_ctlcluster', [...cluster, 'restart'], { stdio: 'ignore' });
  if (!dropFileCache) return { dropped: false };
  execFileSync('sync');
  try {
    fs.writeFileSync('/proc/sys/vm/drop_caches', '3');
    return { dropped: true };
  } catch {
    return { dropped: false };
  }
}

/**
 * Loads pg_prewarm at PostgreSQL's start (`on`) or no longer (`off`), as docs/operations.md advises for a
 * production server: its autoprewarm worker writes down the cached pages at shutdown and reads them back at
 * start. Restarts the local PostgreSQL; `off` leaves it as it was found.
 */
export async function preloadPrewarm(url: string, on: boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      on
        ? "alter system set shared_preload_libraries = 'pg_prewarm'"
        : 'alter system reset shared_preload_libraries',
    );
  } finally {
    await client.end();
  }
  const cold = makePostgresCold(false);
  if ('refused' in cold) throw new Error(cold.refused);
}

/** Waits until the autoprewarm worker has read back the pages of the last shutdown (at most 20 s). */
export async function prewarmed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    let seen = false;
    while (Date.now() - started < 20_000) {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where backend_type = 'autoprewarm worker'",
      );
      if (rows[0]!.n > 0) seen = true;
      // The leader starts a worker for each database in turn: done once one has come and none is left, or when
      // none came within 2 s (nothing was written down to read back).
      else if (seen || Date.now() - started > 2_000) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}
