import { sql } from 'kysely';
import { syntheticProfiles } from '../scripts/lib/synthetic-profiles';
import type { OpenDatabase } from '../src/server/db/database';

const BATCH = 5_000;
const DAY = 24 * 60 * 60 * 1000;
/** How long the filled bureau has been taking submissions. */
const BUREAU_DAYS = 3 * 365;

/**
 * The synthetic profiles as a bureau's years made them (the overview, issue 28): profile i of n submitted
 * (n − i) / n of three years ago, oldest first, and last changed up to a month after (never in the future).
 */
export function* datedProfiles(count: number) {
  const now = Date.now();
  let i = 0;
  for (const profile of syntheticProfiles({ count })) {
    i++;
    const createdAt = now - ((count - i) / count) * BUREAU_DAYS * DAY;
    yield {
      ...profile,
      createdAt: new Date(createdAt),
      updatedAt: new Date(Math.min(now, createdAt + (i % 30) * DAY)),
    };
  }
}

/** Batches sent at once: PostgreSQL stores one while this process makes the next. */
const IN_FLIGHT = 2;

/**
 * Synthetic profiles into PostgreSQL, 5,000 to a statement: each batch goes as one JSON parameter read by
 * `json_populate_recordset`, so a batch is not held to PostgreSQL's 65,535 parameters. The profiles' indexes
 * are dropped while filling and built again after it, exactly as the migrations define them: building an index
 * once over a million rows (the trigram ones above all) is several times faster than keeping it up to date
 * row by row, and the database measured afterwards has the same indexes (as compact as after a restore).
 */
export async function fillPostgres(opened: OpenDatabase, count: number) {
  const db = opened.db;
  const stored = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = 'profiles' and is_generated = 'NEVER'`.execute(db);
  // The generator's keys are Kysely's camelCase names of the snake_case columns.
  const columnOf = new Map(stored.rows.map((r) => [r.name.replaceAll('_', ''), r.name]));
  const column = (key: string) => {
    const name = columnOf.get(key.toLowerCase());
    if (!name) throw new Error(`profiles has no column for ${key}`);
    return name;
  };
  const indexes = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = 'profiles'
      and indexname not in (select conname from pg_constraint where conrelid = 'profiles'::regclass)`.execute(
    db,
  );
  for (const index of indexes.rows) await sql`drop index ${sql.id(index.name)}`.execute(db);

  let batch: Record<string, unknown>[] = [];
  const keys = new Set<string>();
  const inFlight = new Set<Promise<unknown>>();
  const flush = async () => {
    const columns = sql.raw([...keys].map((k) => `"${column(k)}"`).join(', '));
    const rows = JSON.stringify(
      batch.map((profile) => Object.fromEntries(Object.entries(profile).map(([k, v]) => [column(k), v]))),
    );
    batch = [];
    const insert = sql`insert into profiles (${columns})
      select ${columns} from json_populate_recordset(null::profiles, ${rows}::json)`
      .execute(db)
      .finally(() => inFlight.delete(insert));
    inFlight.add(insert);
    if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
  };
  // Each profile's id is its place in the generator's order: with two batches in flight, the ids the table gave
  // were in whichever order the batches went in, and the bench's searcher (#12) was another profile from fill to
  // fill (a Sunni man with 15,097 candidates in one, a Shia man with 973 in the next; bench/results.md).
  let id = 0;
  for (const profile of datedProfiles(count)) {
    const row = { id: ++id, ...profile } as Record<string, unknown>;
    for (const key of Object.keys(row)) keys.add(key);
    batch.push(row);
    if (batch.length === BATCH) await flush();
  }
  if (batch.length) await flush();
  await Promise.all(inFlight);
  await sql`select setval(pg_get_serial_sequence('profiles', 'id'), ${id})`.execute(db);

  await db.connection().execute(async (connection) => {
    await sql`set maintenance_work_mem = '1GB'`.execute(connection);
    await sql`set max_parallel_maintenance_workers = 2`.execute(connection);
    for (const index of indexes.rows) await sql.raw(index.definition).execute(connection);
  });
}
