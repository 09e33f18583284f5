import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { periodic } from '../ops/periodic';
import type { Db } from './database';

/** How often the embedded database's tables are looked at (decision 091). */
export const UPKEEP_EVERY_MS = 60_000;

type Need = { table: string; needsAnalyze: boolean; needsVacuum: boolean };

/** Autovacuum's settings the rule reads, by the name the query gives each. */
const SETTINGS = {
  analyze_threshold: 'autovacuum_analyze_threshold',
  analyze_scale: 'autovacuum_analyze_scale_factor',
  vacuum_threshold: 'autovacuum_vacuum_threshold',
  vacuum_scale: 'autovacuum_vacuum_scale_factor',
  insert_threshold: 'autovacuum_vacuum_insert_threshold',
  insert_scale: 'autovacuum_vacuum_insert_scale_factor',
};

/** Each setting as the table's own option where it has one, else the database's. */
const settingsOfTable = sql.join(
  Object.entries(SETTINGS).map(
    ([
      as,
      setting,
    ]) => sql`coalesce(max(option_value) filter (where option_name = ${sql.lit(setting)})::float8,
        current_setting(${sql.lit(setting)})::float8) as ${sql.ref(as)}`,
  ),
);

/**
 * The tables that PostgreSQL's autovacuum would vacuum or analyze now, by its own rule: rows changed since the
 * last analyze above `autovacuum_analyze_threshold + autovacuum_analyze_scale_factor × rows`, dead rows (or rows
 * inserted since the last vacuum) above the vacuum thresholds; each setting the table's own where it has one
 * (migration 014 gives `profiles` smaller factors). A table never analysed that holds rows is analysed.
 */
const needsQuery = sql<Need>`
  select s.relname as "table",
    (c.reltuples < 0 and pg_relation_size(c.oid) > 0)
      or s.n_mod_since_analyze > o.analyze_threshold + o.analyze_scale * greatest(c.reltuples, 0) as "needsAnalyze",
    s.n_dead_tup > o.vacuum_threshold + o.vacuum_scale * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > o.insert_threshold + o.insert_scale * greatest(c.reltuples, 0) as "needsVacuum"
  from pg_stat_user_tables s
  join pg_class c on c.oid = s.relid
  cross join lateral (select ${settingsOfTable} from pg_options_to_table(c.reloptions)) o
  where s.schemaname = 'public'
  order by s.relname`;

/**
 * Autovacuum for the embedded database (decision 091). PGlite runs PostgreSQL as one process without its
 * background workers, so nothing ever vacuums or analyses its tables: a bureau's plans were made without
 * statistics (a family's match page 11.3 ms of CPU against 9.0 with them) and its index-only scans never became
 * index-only. Here the app applies autovacuum's rule itself: at start and every minute, the tables that need it
 * are vacuumed or analysed, one statement each, between requests.
 */
export function pgliteUpkeep(db: Db, log: FastifyBaseLogger, everyMs = UPKEEP_EVERY_MS) {
  const jobs = periodic(everyMs, (error) => {
    log.error({ err: error }, 'the upkeep of the embedded database failed');
  });

  async function upkeepNow(): Promise<Need[]> {
    // PostgreSQL sends a session's counts to the statistics now and then; this makes the next send immediate.
    await sql`select pg_stat_force_next_flush()`.execute(db);
    const { rows } = await needsQuery.execute(db);
    const done = rows.filter((need) => need.needsAnalyze || need.needsVacuum);
    for (const { table, needsAnalyze, needsVacuum } of done) {
      const name = sql.table(table);
      if (needsVacuum) await sql`vacuum ${needsAnalyze ? sql`(analyze) ` : sql``}${name}`.execute(db);
      else await sql`analyze ${name}`.execute(db);
    }
    if (done.length) log.info({ tables: done }, 'vacuumed and analysed the embedded database');
    return done;
  }

  const upkeep = {
    /** Vacuums and analyses what needs it now; returns what it did. */
    run: (): Promise<Need[]> => jobs.inTurn(upkeepNow),
    start: () => jobs.start(upkeepNow),
    stop: () => jobs.stop(),
  };
  return upkeep;
}
