import path from 'node:path';

/**
 * The migrated base database on PostgreSQL, named by the migrations' key (tests/support/global-setup.ts): kept
 * between runs and reused while the migrations are unchanged.
 */
export const baseDatabaseOf = (key: string) => `rishta_test_base_${key}`;

/** Where the PGlite base database's dump is kept between runs (ignored by git: `.cache/`). */
export const BASE_CACHE_DIR = path.resolve(import.meta.dirname, '../../.cache/test-database');

export function databaseUrlFor(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Which engine this run of the API suite uses: PostgreSQL when DATABASE_URL is set, PGlite otherwise. */
export const engineUnderTest: 'pglite' | 'postgres' = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export const ENGINE_NAMES = { pglite: 'PGlite (the embedded database)', postgres: 'PostgreSQL' } as const;

/**
 * Why a suite that runs on one engine only (`describe.runIf(engineUnderTest === …)`) is skipped on the other,
 * printed after the run (tests/support/skip-reasons.ts).
 */
export const SKIPPED_BECAUSE = {
  pglite:
    'they need a PostgreSQL server (two app processes sharing one database, prepared statements on its ' +
    'connections). Run them with DATABASE_URL=postgres://… npm run test:api.',
  postgres:
    'they test what only the embedded database has (its data folder lock and crash recovery). ' +
    'npm test runs them, on PGlite.',
} as const;
