import type { PGlite } from '@electric-sql/pglite';
import { type OpenDatabase, wrapPglite } from '../../src/server/db/database';

/**
 * One PGlite per test worker, emptied back to the migrated base between files (issue 26). Loading the base's dump
 * into a new PGlite took 0.6–0.9 s of CPU for every API file (the dump's 42 MB read and untarred, PostgreSQL
 * started); emptying the kept one takes well under a tenth of that. A file gets the kept database when it is free
 * (its fixture's), a new one from the dump otherwise (a second database in the same file). What could tell one
 * file from the last is put back: every row (the tables truncated, identities and sequences restarted), the
 * session (`discard all`: settings, prepared statements, listeners, locks), the activity counters and the planner's
 * statistics. A file that changed the schema or the base's own rows (a migration test, a table a test made) leaves
 * a database that is not the base any more: it is closed, and the next file loads the dump again.
 */
export async function openKeptPglite(load: () => Promise<PGlite>): Promise<OpenDatabase> {
  const { kept } = state;
  if (kept && !kept.lent && !kept.pglite.closed) {
    const base = kept;
    // A file that ran out of time inside a transaction may leave PGlite waiting for it: then load anew.
    const gaveUp = new Promise<false>((resolve) => setTimeout(() => resolve(false), RESTORE_WAIT_MS).unref());
    const restored = await Promise.race([restoreBase(base).catch(() => false), gaveUp]);
    if (restored) return lend(base);
    void base.pglite.close().catch(() => {});
    state.kept = undefined;
  }
  const pglite = await load();
  state.loads += 1;
  if (state.kept && !state.kept.pglite.closed) return wrapPglite(pglite);
  const loaded: Kept = { pglite, ...(await baseOf(pglite)), lent: false };
  state.kept = loaded;
  return lend(loaded);
}

/** How long emptying the kept database may take before the next file loads a new one (it takes 60–80 ms). */
const RESTORE_WAIT_MS = 10_000;

type Kept = {
  pglite: PGlite;
  /** The schema and the base's own rows as a hash: any change, and the database is not the base any more. */
  fingerprint: string;
  /** What empties it: the tables the base holds no rows in, truncated; every sequence restarted. */
  emptying: string;
  fingerprintQuery: string;
  lent: boolean;
};

/**
 * The worker's kept database, on the worker's global object: Vitest evaluates the test support modules again for
 * every file (only packages stay loaded with `isolate: false`), so a module's own variable would be a new one each
 * file.
 */
const worker = globalThis as typeof globalThis & { rishtaKeptPglite?: { kept?: Kept; loads: number } };
worker.rishtaKeptPglite ??= { loads: 0 };
const state = worker.rishtaKeptPglite;

/** How many databases this worker has loaded from the dump (the test of this module counts them). */
export const pgliteLoads = () => state.loads;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function baseOf(pglite: PGlite): Promise<Omit<Kept, 'pglite' | 'lent'>> {
  const names = (
    await pglite.query<{ name: string }>(
      `select relname as name from pg_class
       where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by 1`,
    )
  ).rows.map((t) => t.name);
  const tables: { name: string; empty: boolean }[] = [];
  for (const name of names) {
    const { rows } = await pglite.query<{ held: boolean }>(
      `select exists (select from ${quoted(name)}) as held`,
    );
    tables.push({ name, empty: !rows[0]?.held });
  }
  const sequences = (
    await pglite.query<{ name: string }>(
      `select sequencename as name from pg_sequences where schemaname = 'public' order by 1`,
    )
  ).rows.map((s) => s.name);
  const emptied = tables.filter((t) => t.empty).map((t) => quoted(t.name));
  const seeded = tables.filter((t) => !t.empty).map((t) => t.name);
  const emptying = [
    `truncate ${emptied.join(', ')} restart identity cascade`,
    ...sequences.map((s) => `alter sequence ${quoted(s)} restart`),
    'select pg_stat_reset()',
    `delete from pg_statistic where starelid in
       (select oid from pg_class where relnamespace = 'public'::regnamespace)`,
  ].join(';\n');
  // Each part sorted by its own text: an aggregate's `order by 1` orders by the constant 1, that is not at all, and
  // the catalogs' rows move when a truncate writes them again.
  const part = (text: string, from: string) =>
    `  (select string_agg(x, ',' order by x) from (select ${text} as x from ${from}) part),`;
  const fingerprintQuery = [
    `select md5(concat_ws('|',`,
    part(
      `concat_ws(':', relname, relkind, relnatts, relhastriggers)`,
      `pg_class where relnamespace = 'public'::regnamespace`,
    ),
    part(
      `concat_ws(':', c.relname, a.attname, a.atttypid, a.attnotnull)`,
      `pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped`,
    ),
    part(`p.oid::regprocedure::text`, `pg_proc p where p.pronamespace = 'public'::regnamespace`),
    part(
      `concat_ws(':', c.relname, t.tgname)`,
      `pg_trigger t join pg_class c on c.oid = t.tgrelid where c.relnamespace = 'public'::regnamespace`,
    ),
    ...seeded.map((name) => part('t::text', `${quoted(name)} t`)),
    `  (select string_agg(extname, ',' order by extname) from pg_extension)`,
    `)) as fingerprint`,
  ].join('\n');
  const fingerprint = (await pglite.query<{ fingerprint: string }>(fingerprintQuery)).rows[0]?.fingerprint;
  if (!fingerprint) throw new Error('kept-pglite: the base database has no fingerprint');
  return { fingerprint, emptying, fingerprintQuery };
}

/** Puts the kept database back as the base was; false when it cannot be (its schema or base rows changed). */
async function restoreBase(base: Kept): Promise<boolean> {
  const { pglite } = base;
  // A file that ended inside a transaction (a test that timed out) leaves it open; outside one this only warns.
  await pglite.exec('rollback');
  await pglite.exec('discard all');
  const now = (await pglite.query<{ fingerprint: string }>(base.fingerprintQuery)).rows[0]?.fingerprint;
  if (now !== base.fingerprint) return false;
  await pglite.exec(base.emptying);
  return true;
}

/**
 * The kept PGlite lent to one file: closing the database (Kysely's `destroy`, the fixture's `close`) gives it back
 * instead of closing it, stops its listeners, and from then on it answers as a closed PGlite does, so a test of
 * what happens when the database is gone sees it gone.
 */
function lend(base: Kept): OpenDatabase {
  base.lent = true;
  const { pglite } = base;
  let returned = false;
  const listening = new Set<() => Promise<void>>();
  const giveBack = async () => {
    if (returned) return;
    returned = true;
    await Promise.all([...listening].map((stop) => stop().catch(() => {})));
    listening.clear();
    base.lent = false;
  };
  const lent = new Proxy(pglite, {
    get(target, key) {
      if (key === 'closed') return returned || target.closed;
      if (key === 'close') return giveBack;
      const value = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (returned) throw new Error('PGlite is closed');
        if (key === 'listen')
          return (value as PGlite['listen'])
            .apply(target, args as Parameters<PGlite['listen']>)
            .then((stop) => {
              listening.add(stop);
              return stop;
            });
        return value.apply(target, args);
      };
    },
  });
  // Its close (Kysely's destroy, then the wrapper's own) reaches `giveBack` through the proxy.
  return wrapPglite(lent);
}
