// `npm start` (and `npm run test:e2e`): build the client when it has not been built yet, or when its sources
// changed since the last build (a `git pull` that brings a new screen must not serve the old one). The
// build's file-by-file listing (`npm run build` shows it) is left out here, so that the start banner is what a
// newcomer reads.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const built = here('../dist/client/index.html');

/** The newest change among the files a client build is made of. */
function newestSource() {
  let newest = 0;
  const visit = (p) => {
    const stat = statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) visit(path.join(p, entry));
    } else if (!/\.test\.tsx?$/.test(p)) newest = Math.max(newest, stat.mtimeMs);
  };
  for (const source of ['../src/client', '../src/shared', '../vite.config.ts', '../package-lock.json'])
    visit(here(source));
  return newest;
}

const reason = !existsSync(built)
  ? 'for the first start'
  : newestSource() > statSync(built).mtimeMs
    ? 'because its sources changed since the last build'
    : null;
if (reason) {
  const started = Date.now();
  console.log(`Building the client ${reason} (npm run build)…`);
  const run = (script, args, stdout) =>
    spawnSync(process.execPath, [script, ...args], { stdio: ['ignore', stdout, 'inherit'] }).status ?? 1;
  const status =
    run(here('../node_modules/vite/bin/vite.js'), ['build', '--logLevel', 'warn'], 'inherit') ||
    run(here('./compress-client.mjs'), [], 'ignore');
  if (status !== 0) process.exit(status);
  console.log(`Client built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
