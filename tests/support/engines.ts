/** One base database per run (by the run's process id), so that two runs on one server do not drop each other's. */
export const baseDatabaseOf = (pid: number) => `rishta_test_base_${pid}`;

export function databaseUrlFor(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Which engine this run of the API suite uses: PostgreSQL when DATABASE_URL is set, PGlite otherwise. */
export const engineUnderTest = process.env.DATABASE_URL ? 'postgres' : 'pglite';
