/**
 * npm run bench:load [-- --seconds 60 --profiles 10000 --users 50 --engine pglite|postgres --workers N --identity]:
 * the real server (its own process, as `npm start` runs it) on a database of synthetic families, while
 * autocannon holds 50 signed-in families browsing their matches, opening profiles and answering Interested.
 * Reports requests/s, p50/p99, errors and bytes per answer, on PGlite and, when DATABASE_URL is set, on
 * PostgreSQL; appends a dated section to bench/results.md. Requests ask for brotli or gzip as a browser does
 * (`--identity`: uncompressed answers, as before issue 31); `--workers N` measures PostgreSQL with 1 and with
 * N worker processes (WORKERS=N) side by side.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { readSettings } from '../src/server/config/settings';
import { openMigratedDatabase } from '../src/server/db/open';
import { startServer, stopServer } from '../tests/support/server-process';
import { benchDatabase } from './lib/bench-database';
import { fillSynthetic, hasFlag, numberArg, stringArg } from './lib/cli';

const SECONDS = numberArg('seconds', 60);
const PROFILES = numberArg('profiles', 10_000);
const USERS = numberArg('users', 50);
const TARGET_P99 = { pglite: 200, postgres: 50 } as const;
const WORKERS = numberArg('workers', 1);
/** What a browser sends; autocannon sends no Accept-Encoding of its own. */
const ACCEPT_ENCODING: Record<string, string> = hasFlag('identity') ? {} : { 'accept-encoding': 'br, gzip' };
/**
 * Families think between clicks: the first scenario paces each of the 50 connections at about one request a
 * second (what 50 people browsing at once send), the target applies to it. The second sends as fast as the
 * server answers (no think time): the capacity of one process, reported, with no target.
 */
const SCENARIOS = [
  { name: '50 families, ~1 request/s each', perUserRate: 1, withTarget: true },
  { name: 'saturation, no think time', perUserRate: 0, withTarget: false },
];
const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`;

type Engine = 'pglite' | 'postgres';
type Result = {
  engine: Engine;
  workers: number;
  /** Mean bytes of an answer's body as sent (compressed when asked). */
  bytes: number;
  scenario: string;
  withTarget: boolean;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  answers: number;
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A new database of `PROFILES` synthetic families; answers the environment the server runs with. */
async function prepare(
  engine: Engine,
): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-load-'));
  let databaseUrl = '';
  if (engine === 'postgres') {
    const url = new URL(process.env.DATABASE_URL!);
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${benchDatabase('rishta_load')} with (force)`);
    await admin.query(`create database ${benchDatabase('rishta_load')}`);
    await admin.end();
    url.pathname = `/${benchDatabase('rishta_load')}`;
    databaseUrl = url.toString();
  }
  const settings = readSettings({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const opened = await openMigratedDatabase(settings, 'npm run bench:load');
  const started = Date.now();
  await fillSynthetic(opened.db, PROFILES);
  await opened.close();
  console.log(`${engine}: ${PROFILES} profiles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      ADMIN_EMAIL: 'load@rishta.test',
      ADMIN_PASSWORD: 'load-test-password',
      LOG_LEVEL: 'warn',
    },
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (engine === 'postgres') {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${benchDatabase('rishta_load')} with (force)`);
        await admin.end();
      }
    },
  };
}

type User = {
  id: number;
  authorization: string;
  page: number;
  pages: number;
  answered: Set<number>;
  /** Its first page's matches, for when a compressed page is not read (see the page request). */
  firstPage: number[];
};

/** Families with plenty of matches, signed in for real through GET /api/login with their magic-link token. */
async function signInFamilies(url: string, env: Record<string, string>): Promise<User[]> {
  const get = async <T>(pathname: string, authorization: string) =>
    (await (await fetch(`${url}${pathname}`, { headers: { authorization } })).json()) as T;
  // The server holds the database (and on PGlite its folder): ask it, as its matchmaker, for Active families.
  const admin = basic(
    env.ADMIN_EMAIL,
    (await get<{ token: string }>('/api/login', basic(env.ADMIN_EMAIL, env.ADMIN_PASSWORD))).token,
  );
  const candidates: { id: number; accessToken: string }[] = [];
  for (let page = 1; candidates.length < USERS * 6 && page < 40; page++) {
    const list = await get<{ profiles: { _id: number }[] }>(
      `/api/profiles?status=Active&page=${page}`,
      admin,
    );
    for (const p of list.profiles) {
      const view = await get<{ profile: { accessToken: string } }>(`/api/profile/${p._id}`, admin);
      candidates.push({ id: p._id, accessToken: view.profile.accessToken });
    }
  }
  // Families have a handful of two-way matches each; the ones with the most make the busiest users.
  const users: (User & { total: number })[] = [];
  for (const c of candidates) {
    const login = await get<{ token: string }>('/api/login', basic(String(c.id), c.accessToken));
    const authorization = basic(String(c.id), login.token);
    const matches = await get<{ total: number; profiles: { _id: number }[] }>('/api/profiles', authorization);
    if (matches.total === 0) continue;
    users.push({
      id: c.id,
      authorization,
      page: 0,
      pages: Math.ceil(matches.total / 54),
      answered: new Set(),
      firstPage: matches.profiles.map((p) => p._id),
      total: matches.total,
    });
  }
  users.sort((a, b) => b.total - a.total).splice(USERS);
  if (users.length < USERS)
    throw new Error(`only ${users.length} families with matches; use more --profiles`);
  const totals = users.map((u) => u.total);
  console.log(`${USERS} families signed in, ${Math.min(...totals)}–${Math.max(...totals)} matches each`);
  return users;
}

type Context = { user?: User; candidates?: number[] };

async function load(engine: Engine, workers = 1): Promise<Result[]> {
  const { env, cleanup } = await prepare(engine);
  const server = await startServer({ ...env, WORKERS: String(workers) }, 120_000);
  try {
    const users = await signInFamilies(server.url, env);
    const idle = [...users];
    let answers = 0;
    const pickCandidate = (context: Context, answering: boolean) => {
      const user = context.user!;
      const list = context.candidates ?? [];
      const open = list.filter((id) => !user.answered.has(id));
      const pool = answering ? open : list;
      return pool.length ? pool[Math.floor(Math.random() * pool.length)] : null;
    };
    const results: Result[] = [];
    for (const scenario of SCENARIOS) {
      answers = 0;
      const requests: autocannon.Request[] = [
        {
          // A family's match page (one page of 54 two-way matches), page after page.
          setupRequest: (request: autocannon.Request, context: Context) => {
            context.user = idle.pop() ?? users[Math.floor(Math.random() * users.length)];
            const user = context.user;
            user.page = (user.page % user.pages) + 1;
            return {
              ...request,
              method: 'GET',
              path: `/api/profiles?page=${user.page}`,
              headers: { authorization: user.authorization, ...ACCEPT_ENCODING },
            };
          },
          onResponse: (status: number, body: string, context: Context) => {
            // A compressed page is not read here: the family opens one of the ids the last plain page named.
            if (status === 200 && body.startsWith('{'))
              context.candidates = (JSON.parse(body) as { profiles: { _id: number }[] }).profiles.map(
                (p) => p._id,
              );
            else if (status === 200) context.candidates = context.user!.firstPage;
          },
        },
        {
          // Opens one of them.
          setupRequest: (request: autocannon.Request, context: Context) => {
            const id = pickCandidate(context, false);
            return {
              ...request,
              method: 'GET',
              path: `/api/profile/${id ?? context.user!.id}`,
              headers: { authorization: context.user!.authorization, ...ACCEPT_ENCODING },
            };
          },
        },
        {
          // Answers Interested to one not answered yet (or opens another when all are answered).
          setupRequest: (request: autocannon.Request, context: Context) => {
            const user = context.user!;
            const id = pickCandidate(context, true);
            if (id === null)
              return {
                ...request,
                method: 'GET',
                path: `/api/profile/${user.id}`,
                headers: { authorization: user.authorization, ...ACCEPT_ENCODING },
              };
            user.answered.add(id);
            answers += 1;
            return {
              ...request,
              method: 'PATCH',
              path: '/api/profile-connection',
              headers: {
                authorization: user.authorization,
                'content-type': 'application/json',
                ...ACCEPT_ENCODING,
              },
              body: JSON.stringify({ connectionWith: id, status: 'Profile Accepted' }),
            };
          },
          onResponse: (_status: number, _body: string, context: Context) => {
            if (context.user) idle.push(context.user);
          },
        },
      ];
      const latencies: number[] = [];
      let non2xx = 0;
      let bytes = 0;
      const start = (options: Omit<autocannon.Options, 'url'>) => {
        const instance = autocannon({ ...options, url: server.url, duration: SECONDS, requests });
        instance.on('response', (_client, status, size, ms) => {
          latencies.push(ms);
          bytes += size;
          if (status < 200 || status > 299) non2xx += 1;
        });
        return instance;
      };
      // Paced: one autocannon instance per family, their starts spread over the first second, so that 50
      // families click independently instead of all in the same millisecond of every second.
      const finished = await Promise.all(
        scenario.perUserRate
          ? Array.from(
              { length: USERS },
              (_, i) =>
                new Promise<autocannon.Result>((resolve) =>
                  setTimeout(
                    () => resolve(start({ connections: 1, connectionRate: scenario.perUserRate })),
                    (i * 1000) / USERS,
                  ),
                ),
            )
          : [start({ connections: USERS })],
      );
      const sorted = latencies.sort((a, b) => a - b);
      const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
      const out: Result = {
        engine,
        workers,
        bytes: Math.round(bytes / Math.max(1, sorted.length)),
        scenario: scenario.name,
        withTarget: scenario.withTarget,
        requests: sorted.length,
        rps: sorted.length / SECONDS,
        p50: Math.round(at(0.5)),
        p99: Math.round(at(0.99)),
        max: Math.round(sorted.at(-1) ?? 0),
        errors: finished.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
        non2xx,
        answers,
      };
      console.log(
        `${engine}, ${workers} worker(s), ${scenario.name}: ${out.requests} requests, ${out.bytes} B/answer, ${out.rps.toFixed(0)} req/s, p50 ${out.p50} ms, p99 ${out.p99} ms, max ${out.max} ms, ` +
          `${out.errors} errors, ${out.non2xx} non-2xx, ${answers} Interested answers`,
      );
      results.push(out);
    }
    return results;
  } finally {
    await stopServer(server, 'SIGTERM');
    await cleanup();
  }
}

async function main() {
  const only = stringArg('engine') as Engine | undefined;
  const engines = (
    process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)
  ).filter((e) => !only || e === only);
  const results: Result[] = [];
  for (const engine of engines) {
    results.push(...(await load(engine)));
    if (engine === 'postgres' && WORKERS > 1) results.push(...(await load(engine, WORKERS)));
  }
  const cpus = os.cpus();
  const lines = [
    '',
    `## Load (autocannon), ${new Date().toISOString().slice(0, 10)}`,
    '',
    `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}. ` +
      `${PROFILES.toLocaleString('en')} synthetic profiles; the server as its own process (as npm start runs it; WORKERS as the table says) on the same machine as autocannon; ` +
      `answers ${ACCEPT_ENCODING['accept-encoding'] ? 'compressed as a browser asks (Accept-Encoding: br, gzip)' : 'uncompressed (--identity)'}; ` +
      `${USERS} families signed in through GET /api/login, each clicking about once a second on its own clock (one autocannon instance per family, their starts spread over the first second) in the paced scenario, looping: match page (page after page), open a profile, answer Interested; ${SECONDS} s a scenario. ` +
      'Targets (paced scenario): zero errors, p99 ≤ 200 ms on PGlite, ≤ 50 ms on PostgreSQL.',
    '',
    '| engine | workers | scenario | requests | req/s | bytes/answer | p50 ms | p99 ms | max ms | errors | non-2xx | Interested answers | target met |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.engine} | ${r.workers} | ${r.scenario} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.bytes} | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors} | ${r.non2xx} | ${r.answers} | ${
          !r.withTarget
            ? '—'
            : r.errors === 0 && r.non2xx === 0 && r.p99 <= TARGET_P99[r.engine]
              ? 'yes'
              : 'no'
        } |`,
    ),
    '',
  ];
  const file = path.join(import.meta.dirname, 'results.md');
  if (hasFlag('dry')) return console.log(lines.join('\n'));
  fs.appendFileSync(file, lines.join('\n'));
  console.log(`\nAppended to ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
