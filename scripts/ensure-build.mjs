// `npm start` on a fresh clone: build the client once if it has not been built yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../dist/client/index.html', import.meta.url))) {
  console.log('Building the client for the first start (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
