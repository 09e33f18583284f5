/**
 * npm run bench:phone [-- --runs 3 --profiles 1000 --tls]: the family's phone of issue 30, measured. Debian's Chromium
 * (Playwright), a 360 px touch screen, the CPU slowed 4× (Emulation.setCPUThrottlingRate) and a 400 kbit/s
 * network each way with 400 ms round trips (Network.emulateNetworkConditions), a fresh browser (empty cache)
 * for every run, against the built client served by the real server (PGlite, synthetic families). In English
 * and in Urdu (the phone's language, `ur-PK`), it measures from the start of the navigation:
 *
 * - home page usable: its main heading and its Submit Profile button drawn, and a key press (Tab) answered;
 * - profile form usable: its first field drawn, tapped and a typed letter shown in it;
 * - first match list: a family opens its personal login link and the first cards are drawn.
 *
 * Each run also notes its first contentful paint, its bytes and requests, its long tasks and, in Urdu, when the
 * Nastaliq font file arrived (after the first paint: it did not block it). Medians of the runs go into a dated
 * section of bench/results.md with the load average. Needs `npm run build` first. The service worker is kept
 * out (a first visit's worker starts after the load and its precache would run outside the emulated network).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { buildApp } from '../src/server/app';
import { readSettings } from '../src/server/config/settings';
import { openMigratedDatabase } from '../src/server/db/open';
import { fillSynthetic, hasFlag, numberArg, stringArg } from './lib/cli';
import { tlsFront } from './lib/tls-front';

const RUNS = numberArg('runs', 3);
/** `--waterfall`: print each run's requests (start, end, KB); `--only form` etc.: one kind of page. */
const WATERFALL = hasFlag('waterfall');
const ONLY = stringArg('only');
const PROFILES = numberArg('profiles', 1000);
/**
 * `--tls`: through a TLS and HTTP/2 front (bench/lib/tls-front.ts), as production serves a phone behind its
 * reverse proxy (docs/operations.md); without it, the app's own plain HTTP/1.1, six connections at most.
 */
const TLS = hasFlag('tls');
const CPU_SLOWDOWN = 4;
const KBPS = 400;
const LATENCY_MS = 400;
const TARGETS_MS = { home: 5000, form: 8000, list: 8000 } as const;
type Scenario = keyof typeof TARGETS_MS;
const SCENARIOS = (['home', 'form', 'list'] as Scenario[]).filter(
  (s) => !ONLY || ONLY.split(',').includes(s),
);
const LANGUAGES = ['en', 'ur'] as const;
const TIMEOUT_MS = 120_000;

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`;

interface Run {
  /** Navigation start to usable (home, form) or first cards drawn (list), ms. */
  usable: number;
  /** Navigation start to the content being drawn (before the input check), ms. */
  drawn: number;
  fcp: number | null;
  /** Bytes over the network (transfer sizes the page saw) and requests, by the moment it was usable. */
  kb: number;
  requests: number;
  /** Long tasks (> 50 ms, slowed CPU) before usable: their count and their time over 50 ms (a TBT). */
  longTasks: number;
  blockingMs: number;
  /** Urdu: when the Nastaliq font file had arrived, ms (null: not requested by then). */
  fontAt: number | null;
}

/**
 * Recorded in the page from its first script on: long tasks. (`__name`: tsx keeps function names with a
 * helper that the functions this bench sends into the page call.)
 */
const INIT_SCRIPT = `
  globalThis.__name = globalThis.__name || ((f) => f);
  window.__bench = { longTasks: [] };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__bench.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
`;

/** The page's own clock: ms since its navigation started (its timeOrigin). */
type Stamp = number;

async function emulatePhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: (KBPS * 1000) / 8,
    uploadThroughput: (KBPS * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

type Check = 'home' | 'field' | 'typed' | 'focused' | 'card';

/**
 * Waits, frame by frame in the page, until the check holds; returns the page's time then (absolute ms). A
 * function, not a string: the app's security policy forbids evaluating strings.
 */
async function whenTrue(page: Page, check: Check): Promise<Stamp> {
  const handle = await page.waitForFunction(
    (check: Check) => {
      // Drawn on screen: laid out with a size, not hidden.
      const visible = (el: Element | null) =>
        !!el &&
        el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        el.getBoundingClientRect().height > 0;
      const field = () => document.querySelector<HTMLInputElement>('main form input:not([type=hidden])');
      const ok =
        check === 'home'
          ? visible(document.querySelector('h1#hero-title')) &&
            visible(document.querySelector('main a[href="/profile/add"]'))
          : check === 'field'
            ? visible(field())
            : check === 'typed'
              ? field()?.value === 'S'
              : check === 'focused'
                ? !!document.activeElement && document.activeElement !== document.body
                : visible(document.querySelector('main article'));
      return ok ? performance.timeOrigin + performance.now() : false;
    },
    check,
    { polling: 'raf', timeout: TIMEOUT_MS },
  );
  return (await handle.jsonValue()) as number;
}

async function pageFigures(page: Page, origin: number, until: Stamp) {
  return page.evaluate(
    ({ origin, until }) => {
      const relative = until - origin;
      const bench = (window as unknown as { __bench?: { longTasks: [number, number][] } }).__bench;
      // A document the page moved to (a reload) has its own origin: its entries are shifted onto the first.
      const shift = performance.timeOrigin - origin;
      const resources = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime + shift <= relative) as PerformanceResourceTiming[];
      const navigation = performance.getEntriesByType('navigation')[0] as
        | PerformanceNavigationTiming
        | undefined;
      const bytes =
        resources.reduce((sum, entry) => sum + entry.transferSize, 0) + (navigation?.transferSize ?? 0);
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const tasks = (bench?.longTasks ?? []).filter(([start]) => start + shift <= relative);
      const font = resources.find((entry) => /noto-nastaliq/i.test(entry.name));
      return {
        fcp: fcp === undefined ? null : Math.round(fcp + shift),
        kb: Math.round(bytes / 1024),
        requests: resources.length + 1,
        longTasks: tasks.length,
        blockingMs: Math.round(tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)),
        fontAt: font ? Math.round(font.responseEnd + shift) : null,
      };
    },
    { origin, until },
  );
}

async function measure(
  context: BrowserContext,
  base: string,
  scenario: Scenario,
  loginPath: string,
): Promise<Run> {
  const page = await context.newPage();
  await page.addInitScript(INIT_SCRIPT);
  await emulatePhone(page);
  const url = { home: '/', form: '/profile/add', list: loginPath }[scenario];
  await page.goto(`${base}${url}`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  const origin = await page.evaluate(() => performance.timeOrigin);
  let drawn: Stamp;
  let usable: Stamp;
  if (scenario === 'home') {
    drawn = await whenTrue(page, 'home');
    // Answering input: a key press moves the focus.
    await page.keyboard.press('Tab');
    usable = await whenTrue(page, 'focused');
  } else if (scenario === 'form') {
    drawn = await whenTrue(page, 'field');
    await page.locator('main form input:not([type=hidden])').first().tap({ timeout: TIMEOUT_MS });
    await page.keyboard.type('S');
    usable = await whenTrue(page, 'typed');
  } else {
    drawn = await whenTrue(page, 'card');
    usable = drawn;
  }
  const figures = await pageFigures(page, origin, usable);
  if (WATERFALL) {
    const entries = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => [
        Math.round(e.startTime),
        Math.round(e.responseEnd),
        Math.round(e.transferSize / 1024),
        e.name.replace(location.origin, ''),
      ]),
    );
    for (const [start, end, kb, name] of entries) console.log(`  ${start}–${end} ms ${kb} KB ${name}`);
  }
  await page.close();
  return { usable: Math.round(usable - origin), drawn: Math.round(drawn - origin), ...figures };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const seconds = (ms: number | null) => (ms === null ? '–' : (ms / 1000).toFixed(1));

async function main() {
  const loadBefore = loadAverage();
  const clientDir = path.resolve(import.meta.dirname, '../dist/client');
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) throw new Error('Run npm run build first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-phone-'));
  const settings = readSettings({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const opened = await openMigratedDatabase(settings, 'npm run bench:phone');
  await fillSynthetic(opened.db, PROFILES);
  const app = await buildApp({ db: opened.db, engine: opened.engine, settings });
  const direct = await app.listen({ port: 0, host: '127.0.0.1' });
  const front = TLS ? await tlsFront(direct, dataDir) : undefined;
  const base = front?.address ?? direct;

  // A family with matches and nothing waiting for its answer: its link opens its list.
  const families = await opened.db
    .selectFrom('profiles')
    .select(['id', 'accessToken'])
    .where('status', '=', 'Active')
    .orderBy('id')
    .limit(50)
    .execute();
  let loginPath = '';
  for (const family of families) {
    const login = await app.inject({
      url: '/api/login',
      headers: { authorization: basic(String(family.id), family.accessToken) },
    });
    const authorization = basic(String(family.id), login.json().token);
    const list = await app.inject({ url: '/api/profiles', headers: { authorization } });
    if ((list.json() as { total: number }).total >= 6) {
      loginPath = `/login/${family.id}:${family.accessToken}`;
      break;
    }
  }
  if (!loginPath) throw new Error('No family with matches among the synthetic ones.');

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results = new Map<string, Run[]>();
  try {
    for (let run = 1; run <= RUNS; run++)
      for (const language of LANGUAGES)
        for (const scenario of SCENARIOS) {
          const context = await browser.newContext({
            viewport: { width: 360, height: 740 },
            deviceScaleFactor: 2,
            isMobile: true,
            hasTouch: true,
            locale: language === 'ur' ? 'ur-PK' : 'en-PK',
            serviceWorkers: 'block',
            // The front's certificate is made for the run.
            ignoreHTTPSErrors: TLS,
          });
          try {
            const figures = await measure(context, base, scenario, loginPath);
            const key = `${scenario} ${language}`;
            results.set(key, [...(results.get(key) ?? []), figures]);
            console.log(
              `${key} run ${run}: usable ${seconds(figures.usable)} s (drawn ${seconds(figures.drawn)} s, FCP ${seconds(figures.fcp)} s), ${figures.kb} KB in ${figures.requests} requests, ${figures.longTasks} long tasks (${figures.blockingMs} ms blocking)${language === 'ur' ? `, font ${seconds(figures.fontAt)} s` : ''} (load average ${loadAverage()})`,
            );
          } finally {
            await context.close();
          }
        }
  } finally {
    await browser.close();
    await front?.close();
    await app.close();
    await opened.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const names: Record<Scenario, string> = {
    home: 'home page usable',
    form: 'profile form usable',
    list: 'first match list drawn',
  };
  const rows: string[] = [];
  const missed: string[] = [];
  for (const scenario of SCENARIOS)
    for (const language of LANGUAGES) {
      const runs = results.get(`${scenario} ${language}`) ?? [];
      const pick = (key: keyof Run) => median(runs.map((r) => r[key] ?? Number.NaN));
      const usable = pick('usable');
      const fonts = runs.map((r) => r.fontAt);
      const font =
        language === 'en'
          ? '–'
          : fonts.every((f) => f === null)
            ? 'not loaded'
            : `${fonts.map(seconds).join(' / ')} s`;
      rows.push(
        `| ${names[scenario]} | ${language} | **${seconds(usable)}** (${runs.map((r) => seconds(r.usable)).join(' / ')}) | ${seconds(TARGETS_MS[scenario])} | ${seconds(pick('drawn'))} | ${seconds(pick('fcp'))} | ${pick('kb')} KB / ${pick('requests')} | ${pick('longTasks')} / ${pick('blockingMs')} ms | ${font} |`,
      );
      if (usable > TARGETS_MS[scenario]) missed.push(`${names[scenario]} (${language}) ${seconds(usable)} s`);
    }
  const section = [
    `## A family's phone (issue 30): slow-phone timings, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `\`npm run bench:phone\`: Debian Chromium ${browser.version()} (Playwright), 360 px touch screen, CPU slowed ${CPU_SLOWDOWN}× (CDP), ${KBPS} kbit/s each way with ${LATENCY_MS} ms round trips, an empty cache each run, service worker kept out; built client on the real server (PGlite, ${PROFILES} synthetic families)${TLS ? ', through a TLS and HTTP/2 front' : ', over its own HTTP/1.1'}. ${RUNS} runs each, the median shown (the runs in brackets); from the start of the navigation. Home: heading and Submit Profile drawn and a key press answered; form: first field drawn, tapped and a typed letter shown; list: a family's personal login link opened and its first card drawn. **Shared machine** (${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, other sessions running): load average ${loadBefore} before, ${loadAverage()} after (1, 5, 15 min); the 4× slowdown multiplies whatever the busy CPU gives.`,
    '',
    '| what | language | seconds, median (runs) | target | drawn | first paint | bytes / requests | long tasks / blocking | Nastaliq font arrived |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    missed.length ? `Not met: ${missed.join('; ')}.` : 'All targets met.',
    '',
  ].join('\n');
  const file = path.join(import.meta.dirname, 'results.md');
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark results\n';
  fs.writeFileSync(file, `${existing.trimEnd()}\n\n${section}`);
  console.log(section);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
