import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { readSettings } from '../../src/server/config/settings';
import { openMigratedDatabase } from '../../src/server/db/open';
import { databaseUrlFor } from '../support/engines';
import { freePort, runScript, startServer, stopServer } from '../support/server-process';
import { basic } from '../support/test-app';

/**
 * `npm run seed:demo` (issue 16): every family it prints opens on a list with matches and a connection to
 * see. Run as a newcomer would, on an empty database, then checked through the real API as that family.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-seed-'));
// A client build of one page: the printed links are pages of the client (the real build is not needed here).
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-seed-client-'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><title>Rishta</title><div id="root"></div>',
);
const databaseName = `rishta_seed_${process.pid}`;
const databaseUrl = process.env.DATABASE_URL ? databaseUrlFor(process.env.DATABASE_URL, databaseName) : '';
let output = '';
let env: Record<string, string> = {};

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName}`);
    await admin.query(`create database ${databaseName} template ${inject('baseDatabase')}`);
    await admin.end();
  }
  // As a newcomer on another port: PORT set, PUBLIC_URL not (it follows PORT, as for npm start).
  env = {
    PORT: String(await freePort()),
    PUBLIC_URL: '',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: 'seed@rishta.test',
    ADMIN_PASSWORD: 'seed-password',
    CLIENT_DIR: clientDir,
  };
  const run = runScript('scripts/seed-demo.ts', ['--profiles', '300'], env);
  expect(await run.exited, run.output()).toBe(0);
  output = run.output();
}, 180_000);

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(clientDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
});

describe('npm run seed:demo', () => {
  it('prints families that each have at least 5 matches and a connection at a visible stage', async () => {
    const links = [...output.matchAll(/http:\/\/localhost:\d+\/login\/(\d+):(\S+)/g)].map((m) => ({
      id: m[1]!,
      token: m[2]!,
    }));
    expect(links, output).toHaveLength(2);

    const settings = readSettings({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const opened = await openMigratedDatabase(settings, 'the seed:demo test');
    const app = await buildApp({ db: opened.db, engine: opened.engine, settings });
    try {
      for (const [i, link] of links.entries()) {
        const remoteAddress = `10.9.9.${i + 1}`;
        const login = await app.inject({
          method: 'GET',
          url: '/api/login',
          headers: { authorization: basic(link.id, link.token) },
          remoteAddress,
        });
        expect(login.statusCode).toBe(200);
        const authorization = basic(link.id, login.json().token);
        const list = await app.inject({
          method: 'GET',
          url: '/api/profiles',
          headers: { authorization },
          remoteAddress,
        });
        expect(list.json().total, `family ${link.id}`).toBeGreaterThanOrEqual(5);
        const connections = await app.inject({
          method: 'GET',
          url: '/api/connections',
          headers: { authorization },
          remoteAddress,
        });
        expect(connections.statusCode).toBe(200);
        const body = connections.json();
        const items: unknown[] = Array.isArray(body) ? body : Object.values(body).flat();
        expect(items.length, `family ${link.id}'s connections`).toBeGreaterThanOrEqual(1);
      }
    } finally {
      await app.close();
      await opened.close();
    }
  });

  it('prints links on the port the server is then started on, and they open there', async () => {
    const origin = `http://localhost:${env.PORT}`;
    expect(output).toContain(`Start the server with PORT=${env.PORT} DATA_DIR=${dataDir} npm start`);
    expect(output).toContain(`  ${origin}/admin\n`);
    expect(output).toContain(`These links are on ${origin}`);
    const links = [...output.matchAll(/^ {2}(http:\/\/\S+)/gm)].map((m) => m[1]!);
    expect(links).toHaveLength(3);

    const server = await startServer({ ...env, HOST: '127.0.0.1' }, 60_000);
    try {
      for (const link of links) {
        expect(link.startsWith(`${origin}/`), link).toBe(true);
        // On the server's own port (the same unless another test took it first: startServer then moves on).
        const page = await fetch(link.replace(origin, server.url));
        expect(page.status, link).toBe(200);
        expect(await page.text()).toContain('<div id="root">');
      }
      // A family's link signs that family in on this server.
      const [, id, token] = links[1]!.match(/\/login\/(\d+):(\S+)$/)!;
      const login = await fetch(`${server.url}/api/login`, {
        headers: { authorization: basic(id!, token!) },
      });
      expect(login.status).toBe(200);
    } finally {
      await stopServer(server);
    }
  }, 90_000);

  it("keeps the books: each profile's paid fee is the sum of its payments, each with its own receipt (issue 28)", async () => {
    const settings = readSettings({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const opened = await openMigratedDatabase(settings, 'the seed:demo test');
    try {
      const unequal = await sql<{ id: number }>`select p.id from profiles p
          left join (select profile_id, sum(amount)::int as total from payments group by profile_id) l
            on l.profile_id = p.id
          where p.paid_fee <> coalesce(l.total, 0)`.execute(opened.db);
      expect(unequal.rows).toEqual([]);
      const receipts = await sql<{ payments: number; receipts: number; last: number; counter: number }>`select
          count(*)::int as payments, count(distinct receipt_no)::int as receipts, max(receipt_no) as last,
          (select value from bureau_counters where name = 'receipt') as counter from payments`.execute(
        opened.db,
      );
      const books = receipts.rows[0]!;
      expect(books.payments).toBeGreaterThan(0);
      expect(books.receipts).toBe(books.payments);
      expect(books.counter).toBe(books.last);
    } finally {
      await opened.close();
    }
  });

  it('dates everything in the past, the waits spread over days and weeks (issue 29)', async () => {
    const settings = readSettings({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const opened = await openMigratedDatabase(settings, 'the seed:demo test');
    try {
      const latest = await sql<{ at: Date | string }>`select max(at) as at from (
          select max(greatest(created_at, updated_at, profile1_updated_at, profile2_updated_at,
            profile1_inquired_about_received_profile_on, profile2_inquired_about_received_profile_on)) as at
            from connections
          union all select max(greatest(created_at, updated_at)) from profiles
          union all select max(at) from history where entity <> 'account'
        ) every_date`.execute(opened.db);
      const seededBefore = Date.now();
      expect(new Date(latest.rows[0]!.at).getTime()).toBeLessThanOrEqual(seededBefore);
      // Each pair's last change, in whole days ago: a spread, not one day.
      const waits = await sql<{ days: number }>`select distinct
          floor(extract(epoch from (now() - greatest(updated_at, profile1_updated_at, profile2_updated_at))) / 86400)::int as days
          from connections`.execute(opened.db);
      const days = waits.rows.map((row) => Number(row.days));
      expect(Math.min(...days)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...days) - Math.min(...days)).toBeGreaterThanOrEqual(14);
      expect(days.length).toBeGreaterThanOrEqual(5);
    } finally {
      await opened.close();
    }
  });
});
