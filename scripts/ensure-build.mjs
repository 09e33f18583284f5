// `npm start` on a fresh clone: build the client once if it has not been built yet. The build's file-by-file
// listing (`npm run build` shows it) is left out here, so that the start banner is what a newcomer reads.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

if (!existsSync(here('../dist/client/index.html'))) {
  const started = Date.now();
  console.log('Building the client for the first start (npm run build)…');
  const run = (script, args, stdout) =>
    spawnSync(process.execPath, [script, ...args], { stdio: ['ignore', stdout, 'inherit'] }).status ?? 1;
  const status =
    run(here('../node_modules/vite/bin/vite.js'), ['build', '--logLevel', 'warn'], 'inherit') ||
    run(here('./compress-client.mjs'), [], 'ignore');
  if (status !== 0) process.exit(status);
  console.log(`Client built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
