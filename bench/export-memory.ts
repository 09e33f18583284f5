/**
 * The exports' memory (issue 28, decision 064): the server in its own process, as `npm start` runs it, on the
 * bench's filled database; the bench's matchmaker downloads profiles.csv, connections.csv and payments.csv in
 * turn. The server's resident memory is read from /proc/<pid>/status every 50 ms (and the kernel's high-water
 * mark, reset before each file), against its memory at rest before the first. profiles.csv is downloaded twice:
 * read as fast as it comes, then by a slow reader that stops for 5 s after its first 10 MB (a matchmaker's
 * phone on a slow link): a server that did not wait for the reader would hold the rest of the file meanwhile.
 */
import fs from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { EXPORT_PATHS } from '../src/shared/exports';
import { freePort, startServer, stopServer } from '../tests/support/server-process';
import { basic, type Place, type Row } from './http';

const SAMPLE_MS = 50;
const MB = 1024 * 1024;

function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Starts the kernel's high-water mark of the process's RSS again from its RSS now. */
const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

/** One download: its bytes and lines, the time to its last byte, the server's peak RSS meanwhile. */
function download(
  url: string,
  authorization: string,
  pid: number,
  pause?: { afterBytes: number; ms: number },
) {
  resetPeak(pid);
  let sampled = memoryOf(pid).rss;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, memoryOf(pid).rss);
  }, SAMPLE_MS);
  const started = performance.now();
  return new Promise<{ ms: number; bytes: number; lines: number; peak: number; status: number }>(
    (resolve, reject) => {
      http
        .get(url, { agent: false, headers: { authorization } }, (response) => {
          let bytes = 0;
          let lines = 0;
          let paused = false;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
            if (pause && !paused && bytes >= pause.afterBytes) {
              paused = true;
              response.pause();
              setTimeout(() => response.resume(), pause.ms);
            }
          });
          response.on('end', () => {
            clearInterval(sampler);
            const { peak } = memoryOf(pid);
            resolve({
              ms: performance.now() - started,
              bytes,
              lines,
              peak: Math.max(sampled, peak),
              status: response.statusCode ?? 0,
            });
          });
          response.on('error', reject);
        })
        .on('error', (error) => {
          clearInterval(sampler);
          reject(error);
        });
    },
  );
}

export async function benchExportMemory(
  place: Place,
  size: number,
  databaseUrl: string | undefined,
  admin: { email: string; password: string },
): Promise<{ rows: Row[]; lines: string[] }> {
  const server = await startServer({
    PORT: String(await freePort()),
    DATA_DIR: place.dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: 'warn',
  });
  const pid = server.child.pid!;
  try {
    const login = await fetch(`${server.url}/api/login`, {
      headers: { authorization: basic(admin.email, admin.password) },
    });
    const authorization = basic(admin.email, ((await login.json()) as { token: string }).token);
    // At rest: started, signed in, settled.
    await sleep(3000);
    const rest = memoryOf(pid).rss;
    const rows: Row[] = [];
    const lines: string[] = [];
    const runs: [string, keyof typeof EXPORT_PATHS, { afterBytes: number; ms: number } | undefined][] = [
      ['profiles.csv', 'profiles', undefined],
      ['profiles.csv, a slow reader (stops 5 s after 10 MB)', 'profiles', { afterBytes: 10 * MB, ms: 5000 }],
      ['connections.csv', 'connections', undefined],
      ['payments.csv', 'payments', undefined],
    ];
    for (const [name, what, pause] of runs) {
      const result = await download(`${server.url}${EXPORT_PATHS[what]}`, authorization, pid, pause);
      if (result.status !== 200) throw new Error(`${EXPORT_PATHS[what]}: ${result.status}`);
      const line = `${name}: ${(result.bytes / MB).toFixed(1)} MB, ${result.lines - 1} rows in ${(result.ms / 1000).toFixed(1)} s; server RSS at rest ${(rest / MB).toFixed(0)} MB, peak ${(result.peak / MB).toFixed(0)} MB (+${((result.peak - rest) / MB).toFixed(0)} MB)`;
      console.log(`  export ${line}`);
      lines.push(line);
      rows.push({
        engine: place.engine,
        size,
        scenario: `matchmaker: export ${name} (server RSS at rest ${(rest / MB).toFixed(0)} MB, peak ${(result.peak / MB).toFixed(0)} MB)`,
        p50: result.ms,
        p95: result.ms,
        bytes: result.bytes,
        total: result.lines - 1,
      });
      await sleep(2000);
    }
    return { rows, lines };
  } finally {
    await stopServer(server);
  }
}
