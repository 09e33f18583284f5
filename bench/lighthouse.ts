/**
 * npm run bench:lighthouse: Lighthouse (mobile emulation, its default throttling) in Debian's Chromium
 * against the built client served by the real server, for `/` and `/profile/add`; plus the JavaScript that
 * `/` loads, gzipped. Appends a dated section to bench/results.md. Needs `npm run build` first.
 *
 * `-- --runs N` runs each page N times and reports the run with the median performance score (simulated
 * throttling scales the CPU time it observes, so a busy machine inflates TBT); `-- --json DIR` keeps every
 * run's full report (its `audits` say where the time goes). The load average is printed with the figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../src/server/app';
import { readSettings } from '../src/server/config/settings';
import { pgliteOptions, wrapPglite } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';

const PAGES = ['/', '/profile/add'];
/**
 * A pause before each run, for Chrome to close the previous run's tab and Lighthouse to finish its own work.
 * On a 2-core machine their work takes the page's main thread off the CPU mid-task, and simulated throttling
 * multiplies every task's wall time by four (decision 023).
 */
const SETTLE_MS = 3000;
const TARGETS = { jsKb: 150, performance: 90, accessibility: 95 };

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}
const RUNS = Number(option('runs') ?? 1);
const JSON_DIR = option('json');
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of runs, 1 or more.');

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** The scripts `/` loads before it is interactive: the entry and its static imports, gzipped. */
function initialScriptBytes(clientDir: string): number {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g))
    files.add(match[1]);
  return [...files].reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(clientDir, file))).length,
    0,
  );
}

interface Run {
  performance: number;
  accessibility: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
}

async function main() {
  const loadBefore = loadAverage();
  const clientDir = path.resolve(import.meta.dirname, '../dist/client');
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) throw new Error('Run npm run build first.');
  const opened = wrapPglite(await PGlite.create(pgliteOptions));
  await migrateToLatest(opened.db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-lh-'));
  const app = await buildApp({
    db: opened.db,
    engine: 'pglite',
    settings: readSettings({ DATA_DIR: dataDir }),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: string[] = [];
  const failures: string[] = [];
  try {
    if (JSON_DIR) fs.mkdirSync(JSON_DIR, { recursive: true });
    for (const page of PAGES) {
      const runs: Run[] = [];
      // A run Lighthouse itself reports as failed (its trace lost, NO_NAVSTART…) is run again, up to twice.
      for (let run = 1, retries = 0; run <= RUNS; run++) {
        await sleep(SETTLE_MS);
        const result = await lighthouse(`${address}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
        if (lhr.runtimeError && retries < 2) {
          console.log(`${page} run ${run}: ${lhr.runtimeError.code}, run again`);
          retries += 1;
          run -= 1;
          continue;
        }
        if (JSON_DIR)
          fs.writeFileSync(
            path.join(JSON_DIR, `${page.replace(/\W+/g, '_') || 'home'}-${run}.json`),
            JSON.stringify(lhr),
          );
        const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
        const metric = (id: string) => lhr.audits[id]?.displayValue ?? '';
        const figures: Run = {
          performance: score('performance'),
          accessibility: score('accessibility'),
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
        };
        runs.push(figures);
        console.log(
          `${page} run ${run}: performance ${figures.performance}, accessibility ${figures.accessibility}, FCP ${figures.fcp}, LCP ${figures.lcp}, TBT ${figures.tbt} (load average ${loadAverage()})`,
        );
      }
      const median = [...runs].sort((a, b) => a.performance - b.performance)[
        Math.floor((runs.length - 1) / 2)
      ];
      rows.push(
        `| ${page} | ${median.performance} | ${median.accessibility} | ${median.fcp} | ${median.lcp} | ${median.tbt} | ${median.cls} |`,
      );
      if (median.performance < TARGETS.performance)
        failures.push(`${page} performance ${median.performance} < ${TARGETS.performance}`);
      if (median.accessibility < TARGETS.accessibility)
        failures.push(`${page} accessibility ${median.accessibility} < ${TARGETS.accessibility}`);
      console.log(`${page}: performance ${median.performance}, accessibility ${median.accessibility}`);
    }
  } finally {
    chrome.kill();
    await app.close();
    await opened.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const jsKb = initialScriptBytes(clientDir) / 1024;
  if (jsKb > TARGETS.jsKb)
    failures.push(`JavaScript loaded by / is ${jsKb.toFixed(1)} KB gzipped > ${TARGETS.jsKb} KB`);
  console.log(`JavaScript loaded by /: ${jsKb.toFixed(1)} KB gzipped`);
  const section = [
    `## Lighthouse, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} in Debian Chromium, mobile emulation with simulated throttling, on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}. Targets: JavaScript loaded by / ≤ ${TARGETS.jsKb} KB gzipped; performance ≥ ${TARGETS.performance} and accessibility ≥ ${TARGETS.accessibility} on / and /profile/add. ${RUNS === 1 ? 'One run a page' : `${RUNS} runs a page, the median shown`}; load average ${loadBefore} before, ${loadAverage()} after (1, 5, 15 min).`,
    '',
    `JavaScript loaded by /: **${jsKb.toFixed(1)} KB** gzipped.`,
    '',
    '| page | performance | accessibility | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    failures.length ? `Not met: ${failures.join('; ')}.` : 'All targets met.',
    '',
  ].join('\n');
  const file = path.join(import.meta.dirname, 'results.md');
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark results\n';
  // A run replaces the same day's section only: a measurement on a quiet day is kept beside one on a busy day.
  const today = new Date().toISOString().slice(0, 10);
  const withoutOld = existing.replace(new RegExp(`\\n## Lighthouse, ${today}\\n[\\s\\S]*?(?=\\n## |$)`), '');
  fs.writeFileSync(file, `${withoutOld.trimEnd()}\n\n${section}`);
  console.log(failures.length ? `Not met: ${failures.join('; ')}` : 'All targets met.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
