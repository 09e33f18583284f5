/**
 * npm run bench:profile [-- --requests 3000 --profiles 10000 --engine pglite|postgres --connections --no-profile
 * --no-analyze]:
 * where a family's request
 * spends its time (issue 31). The app runs in this process (app.inject, no sockets) on a database of synthetic
 * families while 50 signed-in families open their match pages, open profiles and answer Interested, the mix of
 * `npm run bench:load`; V8's sampling profiler records it. Prints each part's share of the samples taken while
 * requests ran (session lookup, validation, SQL and its driver, scoring and reasons, free-text cleaning, the
 * privacy view, serialisation, compression, logging, Fastify itself) and writes the profile to
 * bench/profiles/ for a flame graph (Chrome DevTools › Performance › Load profile). Also prints this process's CPU
 * time (process.cpuUsage, user + system) per request of each kind, after a warm-up of every kind: on PGlite the
 * engine is in this process too, so that is the whole cost of a request, steadier than requests a second on a
 * shared machine. `--connections` adds My Connections (GET /api/connections) to the mix; `--no-profile` measures
 * the CPU without the sampling profiler running; `--no-analyze` leaves the filled database without statistics.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { ensureFirstAdmin } from '../src/server/auth/accounts';
import { authRepository } from '../src/server/auth/repository';
import { readSettings } from '../src/server/config/settings';
import { openMigratedDatabase } from '../src/server/db/open';
import { benchDatabase } from './lib/bench-database';
import { fillSynthetic, hasFlag, numberArg, stringArg } from './lib/cli';

const REQUESTS = numberArg('requests', 3000);
const PROFILES = numberArg('profiles', 10_000);
const USERS = 50;
const engine = stringArg('engine') ?? 'pglite';
const WARM_UP = numberArg('warm-up', 600);
const KINDS = ['match page', 'profile view', 'answer', ...(hasFlag('connections') ? ['My Connections'] : [])];
const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`;

/** What each part of a request is recognised by in the profile: the source file or the function. */
const PARTS: [name: string, test: (url: string, fn: string) => boolean][] = [
  ['free-text cleaning', (u) => /shared\/free-text/.test(u)],
  ['scoring and reasons', (u) => /match-score|score-sql/.test(u)],
  ['privacy view and cards', (u) => /privacy\/|profile-visibility|privacy-note/.test(u)],
  [
    'list planning (filters, cities)',
    (u) => /list-plan|list-service|shared\/matching|shared\/places|near-sql/.test(u),
  ],
  ['SQL building (Kysely)', (u) => /node_modules\/kysely/.test(u)],
  ['database driver and engine', (u) => /pglite|node_modules\/pg(-[a-z]+)?\//.test(u)],
  ['session lookup and sign-in', (u) => /server\/auth\//.test(u)],
  ['validation (zod)', (u) => /node_modules\/zod|type-provider-zod/.test(u)],
  [
    'serialisation (JSON)',
    (u, f) => /fast-json-stringify/.test(u) || f === 'stringify' || f === 'JSONStringify',
  ],
  ['compression', (u, f) => /fastify\/compress|zlib/.test(u) || /Brotli|Gzip|Zlib/.test(f)],
  ['logging (pino)', (u) => /pino/.test(u)],
  [
    'Fastify and light-my-request',
    (u) => /node_modules\/(fastify|@fastify|light-my-request|find-my-way|avvio)/.test(u),
  ],
  ['other Rishta code', (u) => /\/src\//.test(u)],
  ['garbage collection', (_u, f) => f === '(garbage collector)'],
  ['idle', (_u, f) => f === '(idle)' || f === '(program)'],
];

const GENERIC = new Set(['other Rishta code', 'Fastify and light-my-request']);
const OTHER = 'other (Node.js, V8)';

type Node = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

/** Each sample counted for the innermost frame that belongs to a named part (else "other"). */
function breakdown(profile: Profile) {
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const partOf = new Map<number, string>();
  const classify = (id: number): string => {
    const known = partOf.get(id);
    if (known) return known;
    const node = byId.get(id)!;
    const { url, functionName } = node.callFrame;
    const own = PARTS.find(([, test]) => test(url, functionName))?.[0];
    let part: string;
    if (own && !GENERIC.has(own)) part = own;
    else {
      // A frame of Node.js, V8, Fastify or Rishta's glue counts for the named part that called it.
      const up = parent.get(id);
      const outer = up === undefined ? undefined : classify(up);
      part = outer && !GENERIC.has(outer) && outer !== OTHER ? outer : (own ?? outer ?? OTHER);
    }
    partOf.set(id, part);
    return part;
  };
  const counts = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const part = classify(id);
    counts.set(part, (counts.get(part) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const busy = [...counts].filter(([p]) => p !== 'idle').reduce((s, [, t]) => s + t, 0);
  return [...counts]
    .filter(([p]) => p !== 'idle')
    .sort((a, b) => b[1] - a[1])
    .map(([part, micros]) => ({ part, ms: micros / 1000, share: micros / busy }));
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-profile-'));
  let databaseUrl = '';
  if (engine === 'postgres') {
    const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${benchDatabase('rishta_profile')} with (force)`);
    await admin.query(`create database ${benchDatabase('rishta_profile')}`);
    await admin.end();
    url.pathname = `/${benchDatabase('rishta_profile')}`;
    databaseUrl = url.toString();
  }
  const settings = readSettings({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
  const opened = await openMigratedDatabase(settings, 'npm run bench:profile');
  await fillSynthetic(opened.db, PROFILES);
  await ensureFirstAdmin(authRepository(opened.db), { email: 'p@rishta.test', password: 'profile-pass' });
  // `--queries`: every query counted (a plugin that only counts), to say how many each kind of request sends.
  let queries = 0;
  const db = hasFlag('queries')
    ? opened.db.withPlugin({
        // Counted as each result comes back: a subquery built on `db` is transformed too, but never executed.
        transformQuery: (args) => args.node,
        transformResult: async (args) => {
          queries += 1;
          return args.result;
        },
      })
    : opened.db;
  const app = await buildApp({ db, engine: opened.engine, settings });
  const get = async (url: string, authorization: string) =>
    app.inject({ method: 'GET', url, headers: { authorization, 'accept-encoding': 'br, gzip' } });

  // Families with matches, as bench:load picks them.
  const families = await opened.db
    .selectFrom('profiles')
    .select(['id', 'accessToken'])
    .where('status', '=', 'Active')
    .orderBy('id')
    .limit(USERS * 6)
    .execute();
  const users: { authorization: string; ids: number[]; page: number; pages: number }[] = [];
  for (const f of families) {
    const login = await get('/api/login', basic(String(f.id), f.accessToken));
    const authorization = basic(String(f.id), login.json().token);
    const first = await app.inject({ method: 'GET', url: '/api/profiles', headers: { authorization } });
    const body = first.json() as { total: number; profiles: { _id: number }[] };
    if (body.total > 0)
      users.push({
        authorization,
        ids: body.profiles.map((p) => p._id),
        page: 0,
        pages: Math.ceil(body.total / 54),
      });
    if (users.length === USERS) break;
  }

  const request = async (i: number) => {
    const user = users[i % users.length];
    const kind = KINDS[Math.floor(i / users.length) % KINDS.length];
    if (kind === 'match page') {
      user.page = (user.page % user.pages) + 1;
      await get(`/api/profiles?page=${user.page}`, user.authorization);
    } else if (kind === 'profile view') {
      await get(`/api/profile/${user.ids[i % user.ids.length]}`, user.authorization);
    } else if (kind === 'My Connections') {
      await get('/api/connections', user.authorization);
    } else {
      await app.inject({
        method: 'PATCH',
        url: '/api/profile-connection',
        headers: { authorization: user.authorization, 'content-type': 'application/json' },
        payload: { connectionWith: user.ids[(i * 7) % user.ids.length], status: 'Profile Accepted' },
      });
    }
    return kind;
  };
  // Every kind warmed up (the JIT, the engine's caches) before anything is measured.
  for (let i = 0; i < WARM_UP; i += 1) await request(REQUESTS + i);

  const session = new Session();
  const profiling = !hasFlag('no-profile');
  if (profiling) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
  }
  const started = process.hrtime.bigint();
  const cpuStarted = process.cpuUsage();
  const timings: Record<string, number[]> = Object.fromEntries(KINDS.map((k) => [k, []]));
  const cpu: Record<string, number[]> = Object.fromEntries(KINDS.map((k) => [k, []]));
  const sent: Record<string, number[]> = Object.fromEntries(KINDS.map((k) => [k, []]));
  for (let i = 0; i < REQUESTS; i += 1) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const q0 = queries;
    const kind = await request(i);
    const c1 = process.cpuUsage(c0);
    sent[kind].push(queries - q0);
    timings[kind].push(performance.now() - t0);
    cpu[kind].push((c1.user + c1.system) / 1000);
  }
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  const cpuTotal = process.cpuUsage(cpuStarted);
  const profile = profiling
    ? ((await session.post('Profiler.stop')) as { profile: Profile }).profile
    : undefined;
  if (profiling) session.disconnect();
  await app.close();
  await opened.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
  console.log(
    `${engine}: ${REQUESTS} requests in ${(elapsed / 1000).toFixed(1)} s, one at a time (${((REQUESTS * 1000) / elapsed).toFixed(0)} req/s); ` +
      Object.entries(timings)
        .map(([k, xs]) => `${k} ${mean(xs).toFixed(2)} ms`)
        .join(', '),
  );
  console.log(
    `CPU per request (ms, this process, user + system${profiling ? ', profiler on' : ''}): all ${((cpuTotal.user + cpuTotal.system) / 1000 / REQUESTS).toFixed(3)}; ` +
      Object.entries(cpu)
        .map(([k, xs]) => `${k} ${mean(xs).toFixed(3)}`)
        .join(', '),
  );
  if (hasFlag('queries'))
    console.log(
      `Queries per request: ${Object.entries(sent)
        .map(([k, xs]) => `${k} ${mean(xs).toFixed(2)}`)
        .join(', ')}`,
    );
  if (!profile) return;
  const dir = path.join(import.meta.dirname, 'profiles');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `requests-${engine}-${new Date().toISOString().slice(0, 10)}.cpuprofile`);
  fs.writeFileSync(file, JSON.stringify(profile));
  console.log('\n| part | ms | share of busy time |\n|---|---|---|');
  for (const row of breakdown(profile))
    console.log(`| ${row.part} | ${row.ms.toFixed(0)} | ${(row.share * 100).toFixed(1)}% |`);
  console.log(`\nProfile: ${path.relative(process.cwd(), file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
