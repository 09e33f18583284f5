import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { ensureFirstAdmin } from '../../src/server/auth/accounts';
import { authRepository } from '../../src/server/auth/repository';
import { readSettings } from '../../src/server/config/settings';
import { type OpenDatabase, openPostgres, pgliteOptions } from '../../src/server/db/database';
import { LIMITS } from '../../src/server/rate-limit/limit';
import { databaseUrlFor } from './engines';
import { openKeptPglite } from './kept-pglite';

/** Tests that are not about rate limits submit many profiles from one address. */
const RELAXED_LIMITS = Object.fromEntries(
  Object.entries(LIMITS).map(([name, limit]) => [name, { ...limit, max: 1_000_000 }]),
) as typeof LIMITS;

/**
 * The first matchmaker of every test app. Frozen: the API files share their worker's modules (vitest.config.ts,
 * `isolate: false`), so a file that changed it changed the next file's matchmaker too.
 */
export const ADMIN = Object.freeze({ email: 'matchmaker@rishta.test', password: 'correct horse battery' });

/**
 * A fresh copy of the migrated base database for one test file: on PostgreSQL a database made from the base, on
 * PGlite the worker's kept one emptied back to the base (tests/support/kept-pglite.ts) or a new one from its dump.
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `rishta_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('baseDatabase')}`);
    const opened = openPostgres(databaseUrlFor(databaseUrl, name));
    return {
      ...opened,
      async close() {
        await opened.close();
        await dropWhenIdle(admin, name);
        await admin.end();
      },
    };
  }
  return openKeptPglite(async () => {
    const dump = fs.readFileSync(inject('baseDataDirDump'));
    return PGlite.create({ ...pgliteOptions, loadDataDir: new Blob([dump]) });
  });
}

async function dropWhenIdle(admin: pg.Client, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await admin.query(`drop database if exists ${name}`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type TestAppOptions = {
  /** The real rate limits (tests of the limits); otherwise every limit is relaxed. */
  realLimits?: boolean;
  /** Slowed sign-ins answer at once (the fuzzing, which tests the answers to many wrong passwords). */
  noSignInWaits?: boolean;
};

/**
 * The real app on a fresh database, with the first matchmaker account, driven through `app.inject()`.
 * Test files use the API fixture (tests/support/api.ts: `apiFixture()`), which builds it and signs the matchmaker in.
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const opened = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-test-'));
  const settings = readSettings({ DATA_DIR: dataDir, PUBLIC_URL: 'https://rishta.test', ...env });
  await ensureFirstAdmin(authRepository(opened.db), ADMIN);
  const app = await buildApp({
    db: opened.db,
    engine: opened.engine,
    settings,
    limits: options.realLimits ? undefined : RELAXED_LIMITS,
    signInWait: options.noSignInWaits ? async () => {} : undefined,
    listen: opened.listen,
  });
  return {
    app,
    db: opened.db,
    settings,
    async close() {
      await app.close();
      await opened.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function basic(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

/** Signs in through `GET /api/login` and answers the header later calls carry. */
export async function signIn(app: TestApp['app'], username: string, password: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/login',
    headers: { authorization: basic(username, password) },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const user = response.json() as { token: string; _id: number };
  // The picture cookie (decision 025) as a browser would send it back to /file: `name=value`.
  const setCookie = ([] as unknown[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = setCookie.find((c): c is string => typeof c === 'string')?.split(';')[0] ?? '';
  return { user, authorization: basic(username, user.token), cookie };
}
