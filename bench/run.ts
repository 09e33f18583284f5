/**
 * npm run bench [-- --size 10000 --size 100000 --engine pglite|postgres --cold]: synthetic profiles on PGlite
 * (and on PostgreSQL when DATABASE_URL is set), measured over HTTP with the real sign-in and serialisation.
 * Writes bench/results.md. At the largest size on PostgreSQL it also writes each scenario's plan, and with
 * `--cold` (root and Debian's pg_ctlcluster: it restarts the local PostgreSQL) the first request on a cold one.
 * The issue-17 run: `npm run bench -- --size 1000000 --engine postgres --cold` (fill about 3 minutes);
 * `-- --only 'text search'` measures only the scenarios so named.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { ensureFirstAdmin } from '../src/server/auth/accounts';
import { authRepository } from '../src/server/auth/repository';
import { readSettings } from '../src/server/config/settings';
import { type OpenDatabase, openPostgres, pgliteOptions, wrapPglite } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { benchDashboardDrawn } from './dashboard-browser';
import { benchExportMemory } from './export-memory';
import { datedProfiles, fillPostgres } from './fill-postgres';
import { firstVersion } from './first-version';
import { basic, get, measure, type Place, percentile, type Row, RUNS, WARM_UP } from './http';
import { benchDatabase } from './lib/bench-database';
import { firstInLahore } from './people';
import { benchPictures } from './pictures';
import { explain, makePostgresCold, preloadPrewarm, prewarmed, trackSql } from './postgres-insight';

const args = process.argv.slice(2);
const sizes = args.flatMap((a, i) => (a === '--size' ? [Number(args[i + 1])] : []));
const SIZES = sizes.length ? sizes : [10_000, 100_000];
const ADMIN = { email: 'bench@rishta.test', password: 'bench-password' };

async function openEngine(place: Place, create: boolean): Promise<OpenDatabase> {
  if (place.engine === 'pglite')
    return wrapPglite(await PGlite.create(path.join(place.dataDir, 'pgdata'), pgliteOptions));
  const url = new URL(process.env.DATABASE_URL!);
  if (create) {
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
    await admin.end();
  }
  return openPostgres(postgresUrl());
}

/** The bench's own database beside DATABASE_URL's (BENCH_DATABASE_SUFFIX: see lib/bench-database.ts). */
const BENCH_DATABASE = benchDatabase('rishta_bench');

function postgresUrl() {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

async function fill(opened: OpenDatabase, count: number) {
  if (opened.engine === 'postgres') await fillPostgres(opened, count);
  else await fillPglite(opened, count);
  await fillConnections(opened, Math.floor(count / 2));
  await fillHistory(opened);
  await fillPayments(opened);
  // As a database at rest: its statistics current and nothing left for autovacuum to do during the measurements.
  await sql`vacuum analyze`.execute(opened.db);
}

/**
 * A bureau's connections (issue 29): one for every two profiles (50,000 at 100k), each pair distinct, in every
 * state the dashboard shows or leaves out, their last changes spread over the last 60 days.
 */
async function fillConnections(opened: OpenDatabase, count: number) {
  await sql`insert into connections (profile1_id, profile2_id, profile1_status, profile2_status,
      profile1_updated_at, profile2_updated_at, profile1_inquired_about_received_profile_on, created_at, updated_at)
    select a.id, b.id, s.one, s.two, t.at, t.at,
      case when i % 3 = 0 then t.at + interval '1 day' end, t.at - interval '1 day', t.at
    from generate_series(1, ${count}) i
    join profiles a on a.id = i
    join profiles b on b.id = i + ${count}
    cross join lateral (select now() - (i % 60) * interval '1 day' - (i % 24) * interval '1 hour' as at) t
    cross join lateral (select (array['Profile Received', 'Profile Received', 'Profile Received', 'Profile Accepted',
        'Profile Accepted', 'In Contact', 'Matched', 'Profile Rejected', 'Profile Received', 'Rejected After Contact'])[i % 10 + 1] as one,
      (array['Not Received', 'Profile Accepted', 'Profile Received', 'Profile Accepted', 'Profile Accepted',
        'Profile Accepted', 'Matched', 'Profile Received', 'Not Received', 'In Contact'])[i % 10 + 1] as two) s`.execute(
    opened.db,
  );
}

/**
 * What the history holds of a bureau's work (the overview reads it, issue 28): each profile that left Review
 * approved two days after it was submitted; each side of a connection that received a profile, when the
 * connection was made; each side Matched, when it last changed.
 */
async function fillHistory(opened: OpenDatabase) {
  await sql`insert into history (entity, entity_id, field, from_value, to_value, at)
    select 'profile', id, 'status', 'Review', 'Active', least(now(), created_at + interval '2 days')
    from profiles where status <> 'Review'`.execute(opened.db);
  for (const n of [1, 2])
    await sql`insert into history (entity, entity_id, field, from_value, to_value, at)
      select 'connection', id, ${sql.raw(`'status:' || profile${n}_id`)}, 'Not Received', 'Profile Received', created_at
      from connections where ${sql.raw(`profile${n}_status`)} <> 'Not Received'
      union all
      select 'connection', id, ${sql.raw(`'status:' || profile${n}_id`)}, 'In Contact', 'Matched', ${sql.raw(`profile${n}_updated_at`)}
      from connections where ${sql.raw(`profile${n}_status`)} = 'Matched'`.execute(opened.db);
}

/**
 * The books (issue 28): each paid fee as the bureau took it, the advance (up to Rs 5,000) three days after the
 * profile came and the rest as the success fee when it last changed, by the six methods in turn, receipts numbered
 * in the order received and the receipt counter where the app would have left it; the sum stays `paid_fee`.
 */
async function fillPayments(opened: OpenDatabase) {
  await sql`insert into payments (profile_id, kind, amount, method, received_on, receipt_no, created_at)
    select p.id, k.kind, k.amount, (array['Cash', 'Bank transfer', 'JazzCash', 'Easypaisa', 'Raast', 'Other'])[p.id % 6 + 1],
      (k.at at time zone 'Asia/Karachi')::date, row_number() over (order by k.at, p.id, k.kind), k.at
    from profiles p
    cross join lateral (values
      ('advance', least(p.paid_fee, 5000), least(now(), p.created_at + interval '3 days')),
      ('success', p.paid_fee - 5000, least(now(), greatest(p.updated_at, p.created_at + interval '4 days')))
    ) k(kind, amount, at)
    where p.paid_fee > 0 and k.amount > 0`.execute(opened.db);
  await sql`insert into bureau_counters (name, value)
    select 'receipt', coalesce(max(receipt_no), 0) from payments`.execute(opened.db);
}

async function fillPglite(opened: OpenDatabase, count: number) {
  const batch: ReturnType<typeof datedProfiles> extends Generator<infer T> ? T[] : never = [];
  for (const profile of datedProfiles(count)) {
    batch.push(profile);
    if (batch.length === 500) await opened.db.insertInto('profiles').values(batch.splice(0)).execute();
  }
  if (batch.length) await opened.db.insertInto('profiles').values(batch).execute();
}

async function fillOne(place: Place, size: number) {
  const opened = await openEngine(place, true);
  await migrateToLatest(opened.db);
  const started = Date.now();
  await fill(opened, size);
  console.log(`${place.engine} ${size}: filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await ensureFirstAdmin(authRepository(opened.db), ADMIN);
  await opened.close();
}

/** The scenarios measured over HTTP, each an address for the matchmaker or the family. */
function scenariosFor(searcherId: number): { name: string; url: string; as: 'admin' | 'family' }[] {
  return [
    // A family's own list and a matchmaker's list for a profile are best match first by default (decision 043).
    { name: 'family: scored match page', url: '/api/profiles', as: 'family' },
    { name: 'admin list with filters', url: FILTERED_LIST, as: 'admin' },
    { name: 'matchmaker: scored match page', url: `/api/profiles?matchProfileId=${searcherId}`, as: 'admin' },
    {
      name: 'matchmaker: near matches',
      url: `/api/profiles?matchProfileId=${searcherId}&near=true`,
      as: 'admin',
    },
    { name: 'text search, rare term, with total', url: '/api/profiles?q=javeria%20mirza', as: 'admin' },
    { name: 'text search, common term, with total', url: '/api/profiles?q=engineer', as: 'admin' },
    // The bureau's overview in one request (issue 28, decision 052).
    { name: 'matchmaker: overview', url: '/api/admin/overview', as: 'admin' },
    // Issue 29 (decision 053): the dashboard with a connection for every two profiles; target ≤ 100 KB, p95 ≤ 50 ms.
    { name: 'matchmaker: dashboard', url: '/api/pending-connections', as: 'admin' },
  ];
}
/**
 * `--only WORDS`: the scenarios whose name has WORDS (no pictures, no first version), to measure one change;
 * `--only 'admin list|text search'`: those with either.
 */
const chosen = (scenario: { name: string }) =>
  !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split('|').some((words) => scenario.name.includes(words));

const FILTERED_LIST =
  '/api/profiles?status=Active&gender=Female&minAge=22&maxAge=30&city=Lahore&locationRadius=100&sect=Sunni';

/** The server on a filled database, signed in as the matchmaker and as a man in Lahore looking for a wife. */
async function serve(place: Place) {
  const opened = await openEngine(place, false);
  const app = await buildApp({
    db: opened.db,
    engine: opened.engine,
    settings: readSettings({ DATA_DIR: place.dataDir }),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = async (user: string, secret: string) => {
    const response = await fetch(`${address}/api/login`, { headers: { authorization: basic(user, secret) } });
    return basic(user, ((await response.json()) as { token: string }).token);
  };
  const searcher = await firstInLahore(opened, 'Male');
  const as = {
    admin: await signIn(ADMIN.email, ADMIN.password),
    family: await signIn(String(searcher.id), searcher.accessToken),
  };
  const close = async () => {
    await app.close();
    await opened.close();
  };
  return { opened, address, as, searcherId: searcher.id, close };
}

async function benchOne(
  place: Place,
  size: number,
  insight: boolean,
): Promise<{ rows: Row[]; plans: string }> {
  const { engine } = place;
  const tracked = engine === 'postgres' ? trackSql() : undefined;
  const server = await serve(place);
  const rows: Row[] = [];
  const plans_: string[] = [];
  for (const scenario of scenariosFor(server.searcherId).filter(chosen)) {
    const url = `${server.address}${scenario.url}`;
    const authorization = server.as[scenario.as];
    const result = await measure(url, authorization, RUNS, tracked?.busy);
    rows.push({ engine, size, scenario: scenario.name, ...result });
    const sqlShare = result.sql === undefined ? '' : `, SQL p50 ${result.sql.toFixed(1)} ms`;
    console.log(
      `  ${scenario.name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms${sqlShare}, ${result.bytes} bytes, total ${result.total}`,
    );
    if (tracked && insight) {
      const queries = await tracked.queriesOf(() => get(url, authorization));
      const slowest = queries.filter((q) => /^\s*select/i.test(q.text)).sort((a, b) => b.ms - a.ms)[0];
      if (slowest)
        plans_.push(
          `### ${scenario.name}\n\n\`${scenario.url}\`, its slowest query (${slowest.ms.toFixed(1)} ms of ${queries.length}):\n\n\`\`\`\n${await explain(postgresUrl(), slowest)}\n\`\`\``,
        );
    }
  }
  // Issue 29: the dashboard drawn in Chromium, against this server (the built client, the bench's matchmaker).
  if (chosen({ name: 'matchmaker: dashboard drawn in Chromium' }))
    rows.push(...(await benchDashboardDrawn(engine, size, server.address, ADMIN)));
  if (!process.env.BENCH_ONLY) {
    rows.push(...(await benchPictures(place, size, server.opened, server.address, server.as.admin)));
    rows.push(await firstVersion(server.opened, engine, size));
  }
  await server.close();
  // Issue 28: the exports' memory, the server in its own process (on PGlite, once this one has let go of it).
  if (chosen({ name: 'matchmaker: export' }))
    rows.push(
      ...(await benchExportMemory(place, size, engine === 'postgres' ? postgresUrl() : undefined, ADMIN))
        .rows,
    );

  if (insight && process.env.BENCH_COLD === '1') rows.push(...(await benchCold(place, size, tracked!)));
  const plans = insight
    ? `## Plans ${process.env.BENCH_ONLY ? `of "${process.env.BENCH_ONLY}" ` : ''}at ${size.toLocaleString('en')} profiles (PostgreSQL), ${today()}\n\nEXPLAIN (ANALYZE, BUFFERS) of each scenario's slowest query, run once more after its measurement (warm).\n\n${plans_.join('\n\n')}\n`
    : '';
  return { rows, plans };
}

/**
 * The first request of each scenario on a cold database (`--cold`): PostgreSQL restarted before each (its own
 * cache empty, as after a restart), then again with the operating system's file cache dropped too (the pages
 * come from disk), and last as docs/operations.md advises running it: pg_prewarm preloaded, so a restart reads
 * back the pages cached before it (PostgreSQL is left without it afterwards). The server stays up and warm, with
 * its connections open, as it would be. Three times each (p95 is the slowest).
 */
async function benchCold(place: Place, size: number, tracked: ReturnType<typeof trackSql>): Promise<Row[]> {
  const rows: Row[] = [];
  const server = await serve(place);
  const scenarios = scenariosFor(server.searcherId)
    .filter(chosen)
    .filter((s) => !s.name.includes('common term'));
  for (const scenario of scenarios)
    for (let i = 0; i < WARM_UP; i++) await get(`${server.address}${scenario.url}`, server.as[scenario.as]);
  const modes = ['restarted', 'from disk', 'prewarmed'] as const;
  for (const mode of modes) {
    if (mode === 'prewarmed') await preloadPrewarm(postgresUrl(), true);
    try {
      for (const scenario of scenarios) if (!(await coldRuns(mode, scenario))) break;
    } finally {
      if (mode === 'prewarmed') await preloadPrewarm(postgresUrl(), false);
    }
  }
  await server.close();
  return rows;

  /** Three first requests of a scenario, each on a PostgreSQL made cold as `mode` says; false: not possible here. */
  async function coldRuns(mode: (typeof modes)[number], scenario: (typeof scenarios)[number]) {
    const fromDisk = mode === 'from disk';
    const queries = await tracked.queriesOf(() =>
      get(`${server.address}${scenario.url}`, server.as[scenario.as]),
    );
    const times: number[] = [];
    const sqlTimes: number[] = [];
    let bytes = 0;
    let how = '';
    for (let run = 0; run < 3; run++) {
      const cold = makePostgresCold(fromDisk);
      if ('refused' in cold) {
        console.log(`  cold: not measured (${cold.refused})`);
        return false;
      }
      how =
        mode === 'prewarmed'
          ? 'PostgreSQL restarted with autoprewarm (docs/operations.md), its pages read back'
          : cold.dropped
            ? 'PostgreSQL restarted, file cache dropped'
            : 'PostgreSQL restarted, file cache kept';
      if (fromDisk && !cold.dropped) return false;
      if (mode === 'prewarmed') await prewarmed(postgresUrl());
      // The pool hears of its closed connections first. Then, as on a server that has been running, two
      // connections are open and know the tables and the planner's statistics (EXPLAIN plans the request's
      // queries without running them): only the pages the request reads are cold.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await Promise.all(
        [0, 1].map(async () => {
          for (const q of queries)
            await server.opened.db.executeQuery(CompiledQuery.raw(`explain ${q.text}`, q.values ?? []));
        }),
      );
      const sqlBefore = tracked.busy();
      const started = performance.now();
      const response = await get(`${server.address}${scenario.url}`, server.as[scenario.as]);
      times.push(performance.now() - started);
      sqlTimes.push(tracked.busy() - sqlBefore);
      if (response.status !== 200) throw new Error(`${scenario.url} cold: ${response.status}`);
      bytes = response.body.length;
    }
    const name = `${scenario.name} (cold: ${how}; first request)`;
    rows.push({
      engine: place.engine,
      size,
      scenario: name,
      p50: percentile(times, 50),
      p95: Math.max(...times),
      sql: percentile(sqlTimes, 50),
      bytes,
      total: '-',
    });
    console.log(`  ${name}: ${times.map((t) => t.toFixed(1)).join(', ')} ms`);
    return true;
  }
}

function inChild(step: '--fill' | '--measure', place: Place, size: number, file = '', insight = false) {
  const child = spawnSync(
    process.execPath,
    [
      ...process.execArgv,
      import.meta.filename,
      step,
      place.engine,
      String(size),
      place.dataDir,
      file,
      insight ? 'insight' : '',
    ],
    { stdio: 'inherit', env: process.env },
  );
  if (child.status !== 0) throw new Error(`${place.engine} ${size}: ${step} failed (${child.status})`);
}

function benchInChildren(engine: 'pglite' | 'postgres', size: number, insight: boolean) {
  const place: Place = { engine, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-bench-')) };
  try {
    const file = path.join(place.dataDir, 'rows.json');
    inChild('--fill', place, size);
    inChild('--measure', place, size, file, insight);
    return JSON.parse(fs.readFileSync(file, 'utf8')) as { rows: Row[]; plans: string };
  } finally {
    fs.rmSync(place.dataDir, { recursive: true, force: true });
  }
}

const today = () => new Date().toISOString().slice(0, 10);
const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const ms = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '-' : n.toFixed(1));
const lineOf = (r: Row & { measured?: string }) =>
  `| ${r.engine} | ${r.size.toLocaleString('en')} | ${r.scenario} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.sql)} | ${Number.isFinite(r.p50) && Number.isFinite(r.bytes) ? kb(r.bytes) : '-'} | ${r.total} | ${r.measured ?? today()} |`;

/**
 * bench/results.md with this run's rows: rows of an engine and size measured now replace those measured before,
 * the others stay (so `--size 1000000 --engine postgres` adds to the 10k and 100k rows); the plans of this run
 * replace the plans of the same size; every other section stays as it was.
 */
function writeResults(rows: Row[], plans: string[]) {
  const file = path.join(import.meta.dirname, 'results.md');
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const [head = '', ...sections] = existing.split('\n## ');
  // A run replaces the rows of what it measured: every scenario of its sizes, or with --only those it chose.
  const measured = new Set(rows.map((r) => `${r.engine} ${r.size.toLocaleString('en')}`));
  const measuredScenarios = new Set(
    rows.map((r) => `${r.engine} ${r.size.toLocaleString('en')} ${r.scenario}`),
  );
  const kept = head
    .split('\n')
    .filter((line) => /^\| (pglite|postgres) \|/.test(line) && line.split(' | ').length === 9)
    .filter((line) => {
      const [engine, size, scenario] = line.slice(2).split(' | ');
      return process.env.BENCH_ONLY
        ? !measuredScenarios.has(`${engine} ${size} ${scenario}`)
        : !measured.has(`${engine} ${size}`);
    });
  const lines = [
    '# Benchmark results',
    '',
    `On ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}: ${RUNS} requests per scenario over HTTP (real sign-in and serialisation) after ${WARM_UP} unmeasured ones, one client at a time. "SQL" is the p50 of the time a request had a query waiting for PostgreSQL (the driver's parsing included); the rest of a request's time is Node's. Rows measured by an earlier run keep their date.`,
    '',
    "Targets (issue 17): a family's scored match page p95 ≤ 25 ms at 100k on PGlite, ≤ 15 ms at 100k and ≤ 25 ms at 1M on PostgreSQL; a matchmaker's scored match page and its near matches, the matchmaker's filtered list and text search with its total p95 ≤ 50 ms at 1M on PostgreSQL, cold and warm; a page ≤ 100 KB of JSON.",
    '',
    '| engine | profiles | scenario | p50 ms | p95 ms | SQL ms | bytes | total | measured |',
    '|---|---|---|---|---|---|---|---|---|',
    ...[...kept, ...rows.map(lineOf)].sort((a, b) => {
      const key = (line: string) => {
        const [engine, size] = line.slice(2).split(' | ');
        return Number(size!.replaceAll(',', '')) * 2 + (engine === 'postgres' ? 1 : 0);
      };
      return key(a) - key(b);
    }),
    '',
  ];
  const planTitles = new Set(plans.map((p) => p.slice(0, p.indexOf(',')).replace(/^## /, '')));
  const others = sections.filter((s) => !planTitles.has(s.slice(0, s.indexOf(','))));
  const all = [...plans.map((p) => p.replace(/^## /, '')), ...others].map((s) => `## ${s}`);
  fs.writeFileSync(file, `${lines.join('\n')}${all.length ? `\n${all.join('\n')}` : ''}`);
  console.log(`\nWritten to ${file}`);
}

async function main() {
  const step = args.find((a) => a === '--fill' || a === '--measure');
  if (step) {
    const [engine, size, dataDir, file, insight] = args.slice(args.indexOf(step) + 1);
    const place: Place = { engine: engine as Place['engine'], dataDir: dataDir! };
    if (step === '--fill') await fillOne(place, Number(size));
    else fs.writeFileSync(file!, JSON.stringify(await benchOne(place, Number(size), insight === 'insight')));
    return;
  }
  if (args.includes('--cold')) process.env.BENCH_COLD = '1';
  if (args.includes('--only')) process.env.BENCH_ONLY = args[args.indexOf('--only') + 1];
  const only = args.includes('--engine') ? args[args.indexOf('--engine') + 1] : undefined;
  const engines = (
    process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)
  ).filter((e) => !only || e === only);
  const rows: Row[] = [];
  const plans: string[] = [];
  const largest = Math.max(...SIZES);
  for (const size of SIZES)
    for (const engine of engines) {
      const measured = benchInChildren(engine, size, engine === 'postgres' && size === largest);
      rows.push(...measured.rows);
      if (measured.plans) plans.push(measured.plans);
    }
  writeResults(rows, plans);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
