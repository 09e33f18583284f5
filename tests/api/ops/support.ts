import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../../src/server/db/database';
import { databaseUrlFor, engineUnderTest } from '../../support/engines';
import {
  freePort,
  killStartedProcesses,
  type RunningServer,
  runScript,
  startServer,
  stopServer,
} from '../../support/server-process';

export const OPS_ADMIN = { email: 'ops@rishta.test', password: 'ops-test-password' };

export const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`;

/**
 * A place of its own for a real server process: a new DATA_DIR, and on PostgreSQL a newly created database
 * passed as DATABASE_URL. Empty (the server migrates it at start), or `migrated`: a copy of the suite's migrated
 * base database (tests/support/global-setup.ts), for the tests that are not about a first start — a first start
 * on an empty place took 7.5 s on a quiet machine and 26 s on a busy one, a start on a migrated one 3.3 and 10
 * (issue 26). The copy has no rows: the first start still creates the matchmaker and the secrets.
 */
export type Place = {
  engine: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl: string;
  env(extra?: Record<string, string>): Promise<Record<string, string>>;
  /** Opens the database directly (only while no server holds a PGlite folder). */
  open(): Promise<OpenDatabase>;
  remove(): Promise<void>;
};

type PlaceOptions = { migrated?: boolean };

export async function newPlace(
  engine: 'pglite' | 'postgres' = engineUnderTest,
  options: PlaceOptions = {},
): Promise<Place> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-ops-'));
  let databaseUrl = '';
  let name = '';
  if (engine === 'postgres') {
    const base = process.env.DATABASE_URL;
    if (!base) throw new Error('DATABASE_URL is needed for a PostgreSQL place');
    name = `rishta_ops_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(
      `create database ${name}${options.migrated ? ` template ${inject('baseDatabase')}` : ''}`,
    );
    await admin.end();
    databaseUrl = databaseUrlFor(base, name);
  } else if (options.migrated) {
    copyMigratedBase(dataDir);
  }
  return {
    engine,
    dataDir,
    databaseUrl,
    async env(extra = {}) {
      return {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        ADMIN_EMAIL: OPS_ADMIN.email,
        ADMIN_PASSWORD: OPS_ADMIN.password,
        PUBLIC_URL: 'https://rishta.test',
        ...extra,
      };
    },
    open() {
      return openDatabase({ databaseUrl: databaseUrl || undefined, dataDir, holder: 'an ops test' });
    },
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
      if (name) {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  };
}

/**
 * Puts a copy of the migrated base database where a server opens its embedded one (`<dataDir>/pgdata`): the
 * base's dump is the data folder as a tar file. Only on PGlite, whose run made that dump.
 */
export function copyMigratedBase(dataDir: string) {
  const dump = inject('baseDataDirDump');
  if (!dump) throw new Error('the migrated base is a dump only when the suite runs on PGlite');
  const pgdata = path.join(dataDir, 'pgdata');
  fs.mkdirSync(pgdata, { recursive: true });
  // Piped: tar's note on the archive's absolute names is noise; a failure still throws with its message.
  execFileSync('tar', ['-xf', dump, '-C', pgdata], { stdio: 'pipe' });
}

/** Servers started by a test file, all stopped at its end (SIGKILL: nothing to finish). */
export function serverPool() {
  const running: RunningServer[] = [];
  return {
    async start(env: Record<string, string>) {
      const server = await startServer(env, 90_000);
      running.push(server);
      return server;
    },
    async stopAll() {
      for (const server of running.splice(0)) await stopServer(server, 'SIGKILL');
      // And any script (a backup, a restore) a test that ran out of time left running.
      await killStartedProcesses();
    },
  };
}

export async function runToEnd(script: string, args: string[], env: Record<string, string>) {
  const run = runScript(script, args, env);
  const code = await run.exited;
  return { code, output: run.output() };
}

/** Signs in over HTTP and answers the Authorization header later calls carry. */
export async function signInOver(url: string, username: string, password: string) {
  const response = await fetch(`${url}/api/login`, { headers: { authorization: basic(username, password) } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const user = (await response.json()) as { token: string; _id: number };
  return { token: user.token, authorization: basic(username, user.token) };
}

export async function call(
  url: string,
  method: string,
  pathname: string,
  authorization: string | null,
  body?: unknown,
) {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}
