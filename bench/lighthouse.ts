/**
 * npm run bench:lighthouse: Lighthouse (mobile emulation, its default throttling) in Debian's Chromium
 * against the built client served by the real server, for `/` and `/profile/add`; plus the JavaScript that
 * `/` loads, gzipped. Appends a dated section to bench/results.md. Needs `npm run build` first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../src/server/app';
import { readSettings } from '../src/server/config/settings';
import { pgliteOptions, wrapPglite } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';

const PAGES = ['/', '/profile/add'];
const TARGETS = { jsKb: 150, performance: 90, accessibility: 95 };

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

async function main() {
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
    for (const page of PAGES) {
      const result = await lighthouse(`${address}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
      const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '';
      const [performance, accessibility] = [score('performance'), score('accessibility')];
      rows.push(
        `| ${page} | ${performance} | ${accessibility} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} |`,
      );
      if (performance < TARGETS.performance)
        failures.push(`${page} performance ${performance} < ${TARGETS.performance}`);
      if (accessibility < TARGETS.accessibility)
        failures.push(`${page} accessibility ${accessibility} < ${TARGETS.accessibility}`);
      console.log(`${page}: performance ${performance}, accessibility ${accessibility}`);
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
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} in Debian Chromium, mobile emulation with simulated throttling, on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}. Targets: JavaScript loaded by / ≤ ${TARGETS.jsKb} KB gzipped; performance ≥ ${TARGETS.performance} and accessibility ≥ ${TARGETS.accessibility} on / and /profile/add.`,
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
  const withoutOld = existing.replace(/\n## Lighthouse, [\s\S]*?(?=\n## |$)/, '');
  fs.writeFileSync(file, `${withoutOld.trimEnd()}\n\n${section}`);
  console.log(failures.length ? `Not met: ${failures.join('; ')}` : 'All targets met.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
