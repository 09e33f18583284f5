export const BASE_DATABASE = 'rishta_test_base';

export function databaseUrlFor(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Which engine this run of the API suite uses: PostgreSQL when DATABASE_URL is set, PGlite otherwise. */
export const engineUnderTest = process.env.DATABASE_URL ? 'postgres' : 'pglite';
