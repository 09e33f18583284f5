/**
 * npm run bench [-- --size 10000 --size 100000 --engine pglite|postgres]: synthetic profiles on PGlite (and on PostgreSQL when
 * DATABASE_URL is set), measured over HTTP with the real sign-in and serialisation. Writes bench/results.md.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import { syntheticProfiles } from '../scripts/lib/synthetic-profiles';
import { buildApp } from '../src/server/app';
import { ensureFirstAdmin } from '../src/server/auth/accounts';
import { authRepository } from '../src/server/auth/repository';
import { readSettings } from '../src/server/config/settings';
import { type OpenDatabase, openPostgres, pgliteOptions, wrapPglite } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { fileStoreFor } from '../src/server/pictures/postgres-file-store';
import { fillPostgres } from './fill-postgres';

const args = process.argv.slice(2);
const sizes = args.flatMap((a, i) => (a === '--size' ? [Number(args[i + 1])] : []));
const SIZES = sizes.length ? sizes : [10_000, 100_000];
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const ADMIN = { email: 'bench@rishta.test', password: 'bench-password' };
const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`;

/** Where a filled database lives between the process that fills it and the one that measures it. */
type Place = { engine: 'pglite' | 'postgres'; dataDir: string };

async function openEngine(place: Place, create: boolean): Promise<OpenDatabase> {
  if (place.engine === 'pglite')
    return wrapPglite(await PGlite.create(path.join(place.dataDir, 'pgdata'), pgliteOptions));
  const url = new URL(process.env.DATABASE_URL!);
  if (create) {
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query('drop database if exists rishta_bench with (force)');
    await admin.query('create database rishta_bench');
    await admin.end();
  }
  url.pathname = '/rishta_bench';
  return openPostgres(url.toString());
}

async function fill(opened: OpenDatabase, count: number) {
  if (opened.engine === 'postgres') await fillPostgres(opened, count);
  else await fillPglite(opened, count);
  // As a database at rest: its statistics current and nothing left for autovacuum to do during the measurements.
  await sql`vacuum analyze`.execute(opened.db);
}

async function fillPglite(opened: OpenDatabase, count: number) {
  const batch: ReturnType<typeof syntheticProfiles> extends Generator<infer T> ? T[] : never = [];
  for (const profile of syntheticProfiles({ count })) {
    batch.push(profile);
    if (batch.length === 500) await opened.db.insertInto('profiles').values(batch.splice(0)).execute();
  }
  if (batch.length) await opened.db.insertInto('profiles').values(batch).execute();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** Requests sent before the measured ones, unmeasured: the first ones wait for the JIT and cold caches. */
const WARM_UP = 20;

/**
 * One GET over a kept-alive connection, as a browser sends them. Node's own `fetch` costs 1.5–2 ms of this
 * process's time per request of a 56 KB page (measured beside this client on 2026-11-24), which the
 * measurement would otherwise count as the server's.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function get(url: string, authorization: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { authorization } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function measure(url: string, authorization: string, runs = RUNS) {
  for (let i = 0; i < WARM_UP; i++) await get(url, authorization);
  const times: number[] = [];
  let bytes = 0;
  let total = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await get(url, authorization);
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${response.body.slice(0, 200)}`);
    bytes = response.body.length;
    total = (JSON.parse(response.body) as { total: number }).total;
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes, total };
}

/** One GET answered with bytes (a picture), over the same kept-alive connection. */
function getBytes(url: string, authorization: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { authorization } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Times one GET of each address in turn; every answer must be a 200. */
async function timeEach(urls: string[], authorization: string) {
  const times: number[] = [];
  let bytes = 0;
  for (const url of urls) {
    const started = performance.now();
    const response = await getBytes(url, authorization);
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    bytes = response.bytes;
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes };
}

/** A photo-like picture: soft colour, light and grain, as a phone sends it (a flat colour compresses unfairly). */
async function photoLike(): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width: 1200,
      height: 1600,
      channels: 3,
      background: 'black',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r: 180, g: 140, b: 110 } } })
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * GET /file/{thumbnail} for a family looking at its match page (decision 025): every request checks the
 * session and the profile view's rule, and another family's picture is stamped for the viewer. "First view"
 * renders the stamp (a thumbnail never asked for by this family today); "again" is the same page's thumbnails
 * from the stamped copies kept in memory. The matchmaker's row is the original, for comparison.
 */
async function benchPictures(
  place: Place,
  size: number,
  opened: OpenDatabase,
  address: string,
  admin: string,
): Promise<Row[]> {
  const viewer = await opened.db
    .selectFrom('profiles')
    .select(['id', 'accessToken'])
    .where('status', '=', 'Active')
    .where('gender', '=', 'Female')
    .where('city', '=', 'Lahore')
    .where('maritalStatus', '=', 'Single')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const login = await fetch(`${address}/api/login`, {
    headers: { authorization: basic(String(viewer.id), viewer.accessToken) },
  });
  const family = basic(String(viewer.id), ((await login.json()) as { token: string }).token);
  const page = JSON.parse((await get(`${address}/api/profiles`, family)).body) as {
    profiles: { _id: number }[];
  };
  const men = page.profiles.map((p) => p._id);
  if (men.length === 0) throw new Error('the family has no match to look at');

  // One real upload; its stored bytes are then stored again under fresh ids, one picture per thumbnail asked.
  const form = new FormData();
  form.append('filepond', new Blob([new Uint8Array(await photoLike())], { type: 'image/jpeg' }), 'photo.jpg');
  const uploaded = await fetch(`${address}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: admin },
  });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const source = await opened.db
    .selectFrom('pictures')
    .selectAll()
    .where('id', '=', await uploaded.text())
    .executeTakeFirstOrThrow();
  const store = fileStoreFor(opened, place.dataDir);
  const [pictureBytes, thumbnailBytes] = await Promise.all([
    store.get(source.id),
    store.get(source.thumbnailId),
  ]);
  const thumbnails: string[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const id = randomBytes(16).toString('base64url');
    const thumbnailId = randomBytes(16).toString('base64url');
    await store.put(id, pictureBytes!);
    await store.put(thumbnailId, thumbnailBytes!);
    await opened.db
      .insertInto('pictures')
      .values({
        ...source,
        id,
        thumbnailId,
        profileId: men[i % men.length]!,
        position: Math.floor(i / men.length),
      })
      .execute();
    thumbnails.push(thumbnailId);
  }
  const urls = thumbnails.map((id) => `${address}/file/${id}`);
  // The same page's thumbnails (one per profile on it), over and over.
  const pageUrls = urls.slice(WARM_UP, WARM_UP + men.length);
  const repeated = Array.from({ length: RUNS }, (_, i) => pageUrls[i % pageUrls.length]!);

  await timeEach(urls.slice(0, WARM_UP), family);
  const rows: Row[] = [];
  const record = (scenario: string, result: Awaited<ReturnType<typeof timeEach>>) => {
    rows.push({ engine: place.engine, size, scenario, ...result, total: '-' });
    console.log(
      `  ${scenario}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${result.bytes} bytes`,
    );
  };
  record('family thumbnail, first view (stamped)', await timeEach(urls.slice(WARM_UP), family));
  record('family thumbnail, again (stamped, kept)', await timeEach(repeated, family));
  record('matchmaker thumbnail (original)', await timeEach(repeated, admin));
  return rows;
}

type Row = {
  engine: string;
  size: number;
  scenario: string;
  p50: number;
  p95: number;
  bytes: number;
  total: number | string;
};

async function fillOne(place: Place, size: number) {
  const opened = await openEngine(place, true);
  await migrateToLatest(opened.db);
  const started = Date.now();
  await fill(opened, size);
  console.log(`${place.engine} ${size}: filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await ensureFirstAdmin(authRepository(opened.db), ADMIN);
  await opened.close();
}

async function benchOne(place: Place, size: number): Promise<Row[]> {
  const { engine, dataDir } = place;
  const opened = await openEngine(place, false);
  const app = await buildApp({
    db: opened.db,
    engine: opened.engine,
    settings: readSettings({ DATA_DIR: dataDir }),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const adminToken = (
    (await (
      await fetch(`${address}/api/login`, { headers: { authorization: basic(ADMIN.email, ADMIN.password) } })
    ).json()) as { token: string }
  ).token;
  const admin = basic(ADMIN.email, adminToken);
  const searcher = await opened.db
    .selectFrom('profiles')
    .select(['id', 'accessToken'])
    .where('status', '=', 'Active')
    .where('gender', '=', 'Male')
    .where('city', '=', 'Lahore')
    .where('maritalStatus', '=', 'Single')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const userToken = (
    (await (
      await fetch(`${address}/api/login`, {
        headers: { authorization: basic(String(searcher.id), searcher.accessToken) },
      })
    ).json()) as { token: string }
  ).token;
  const user = basic(String(searcher.id), userToken);

  const rows: Row[] = [];
  const run = async (scenario: string, url: string, authorization: string) => {
    const result = await measure(`${address}${url}`, authorization);
    rows.push({ engine, size, scenario, ...result });
    console.log(
      `  ${scenario}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${result.bytes} bytes, total ${result.total}`,
    );
  };
  // A family's own list and a matchmaker's list for a profile are best match first by default (decision 043).
  await run('family: scored match page', '/api/profiles', user);
  await run(
    'admin list with filters',
    '/api/profiles?status=Active&gender=Female&minAge=22&maxAge=30&city=Lahore&locationRadius=100&sect=Sunni',
    admin,
  );
  await run('matchmaker: scored match page', `/api/profiles?matchProfileId=${searcher.id}`, admin);
  await run('matchmaker: near matches', `/api/profiles?matchProfileId=${searcher.id}&near=true`, admin);
  await run('text search, rare term, with total', '/api/profiles?q=javeria%20mirza', admin);
  await run('text search, common term, with total', '/api/profiles?q=engineer', admin);
  rows.push(...(await benchPictures(place, size, opened, address, admin)));

  // The first version's way: every profile serialised to the browser.
  const scenario = 'first version: every profile to the browser';
  const times: number[] = [];
  let bytes = 0;
  try {
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const all = await opened.db.selectFrom('profiles').selectAll().execute();
      bytes = JSON.stringify(all).length;
      times.push(performance.now() - t0);
    }
    rows.push({
      engine,
      size,
      scenario,
      p50: percentile(times, 50),
      p95: Math.max(...times),
      bytes,
      total: size,
    });
  } catch (error) {
    // At 1M profiles the answer is longer than the longest string V8 builds: that is the result, not a crash.
    if (!(error instanceof RangeError && /string length/i.test(error.message))) throw error;
    const failed = `${scenario}: not possible: the answer is larger than V8 can build (${size.toLocaleString('en')} profiles)`;
    rows.push({ engine, size, scenario: failed, p50: Number.NaN, p95: Number.NaN, bytes: 0, total: size });
    console.log(`  ${failed}`);
  }
  await app.close();
  await opened.close();
  return rows;
}

/**
 * Each engine and size is filled by one process and measured by another, started afresh on the filled database
 * as a server would be: the garbage of filling (and of the size before) must not be collected during the
 * measurements.
 */
function inChild(step: '--fill' | '--measure', place: Place, size: number, file = '') {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, import.meta.filename, step, place.engine, String(size), place.dataDir, file],
    { stdio: 'inherit', env: process.env },
  );
  if (child.status !== 0) throw new Error(`${place.engine} ${size}: ${step} failed (${child.status})`);
}

function benchInChildren(engine: 'pglite' | 'postgres', size: number): Row[] {
  const place: Place = { engine, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-bench-')) };
  try {
    const file = path.join(place.dataDir, 'rows.json');
    inChild('--fill', place, size);
    inChild('--measure', place, size, file);
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Row[];
  } finally {
    fs.rmSync(place.dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const step = args.find((a) => a === '--fill' || a === '--measure');
  if (step) {
    const [engine, size, dataDir, file] = args.slice(args.indexOf(step) + 1);
    const place: Place = { engine: engine as Place['engine'], dataDir: dataDir! };
    if (step === '--fill') await fillOne(place, Number(size));
    else fs.writeFileSync(file!, JSON.stringify(await benchOne(place, Number(size))));
    return;
  }
  const only = args.includes('--engine') ? args[args.indexOf('--engine') + 1] : undefined;
  const engines = (
    process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)
  ).filter((e) => !only || e === only);
  const rows: Row[] = [];
  for (const size of SIZES) for (const engine of engines) rows.push(...benchInChildren(engine, size));
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  const lines = [
    '# Benchmark results',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${RUNS} requests per scenario over HTTP (real sign-in and serialisation) after ${WARM_UP} unmeasured ones, one client at a time.`,
    '',
    "Targets (issue 17): a family's scored match page p95 ≤ 25 ms at 100k on PGlite, ≤ 15 ms at 100k and ≤ 25 ms at 1M on PostgreSQL; a matchmaker's scored match page and its near matches p95 ≤ 50 ms at 1M on PostgreSQL; text search with its total p95 ≤ 50 ms; a page ≤ 100 KB of JSON.",
    '',
    '| engine | profiles | scenario | p50 ms | p95 ms | bytes | total |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((r) =>
      !Number.isFinite(r.p50)
        ? `| ${r.engine} | ${r.size.toLocaleString('en')} | ${r.scenario} | - | - | - | ${r.total} |`
        : `| ${r.engine} | ${r.size.toLocaleString('en')} | ${r.scenario} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${kb(r.bytes)} | ${r.total} |`,
    ),
    '',
  ];
  const file = path.join(import.meta.dirname, 'results.md');
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const keep = existing
    .split('\n## ')
    .slice(1)
    .map((s) => `## ${s}`)
    .join('\n');
  fs.writeFileSync(file, `${lines.join('\n')}${keep ? `\n${keep}` : ''}`);
  console.log(`\nWritten to ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
