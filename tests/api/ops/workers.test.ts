/**
 * Issue 31: WORKERS=N starts N serving processes on one port (node:cluster). On PostgreSQL they answer,
 * one that dies is replaced, and SIGTERM stops them all; on the embedded database WORKERS above 1 is refused
 * at start, naming the setting, before anything is created.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engineUnderTest } from '../../support/engines';
import { newPlace, OPS_ADMIN, type Place, runToEnd, serverPool, signInOver } from './support';

const servers = serverPool();
const places: Place[] = [];
afterAll(async () => {
  await servers.stopAll();
  for (const p of places) await p.remove();
});

/** The live child processes of `pid` (read from /proc, as `pgrep -P` does). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The fields after the command's closing bracket: state, then the parent's pid.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) === pid && state !== 'Z') out.push(Number(entry));
    } catch {
      // The process ended while being read.
    }
  }
  return out.sort();
}

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(engineUnderTest === 'postgres')('WORKERS=2 on PostgreSQL', () => {
  it('answers from two workers, replaces one that is killed, and stops them all on SIGTERM', {
    timeout: 120_000,
  }, async () => {
    const place = await newPlace('postgres', { migrated: true });
    places.push(place);
    const server = await servers.start(await place.env({ WORKERS: '2' }));
    expect(server.output()).toContain('2 workers');
    const primary = server.child.pid!;
    const workers = await until('two workers', () => {
      const found = childrenOf(primary);
      return found.length === 2 ? found : undefined;
    });

    const session = await signInOver(server.url, OPS_ADMIN.email, OPS_ADMIN.password);
    const answers = async (n: number) => {
      let ok = 0;
      for (let i = 0; i < n; i += 1) {
        const response = await fetch(`${server.url}/api/session`, {
          headers: { authorization: session.authorization },
        });
        if (response.status === 200) ok += 1;
      }
      return ok;
    };
    expect(await answers(10)).toBe(10);

    process.kill(workers[0], 'SIGKILL');
    const replaced = await until('a new worker', () => {
      const found = childrenOf(primary);
      return found.length === 2 && !found.includes(workers[0]) ? found : undefined;
    });
    expect(replaced).toContain(workers[1]);
    // The new worker serves once it listens; the survivor served all along.
    await until('the server answering', () =>
      server.output().includes('starting another') ? true : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await answers(20)).toBe(20);

    const exited = new Promise<number | null>((resolve) => server.child.on('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // Every worker has ended with it.
    await until('the workers gone', () =>
      replaced.every((pid) => !fs.existsSync(`/proc/${pid}`)) ? true : undefined,
    );
  });
});

describe.runIf(engineUnderTest === 'pglite')('WORKERS on the embedded database', () => {
  it('refuses WORKERS above 1 at start, naming the setting, and creates nothing', async () => {
    const place = await newPlace('pglite');
    places.push(place);
    const { code, output } = await runToEnd('src/server/main.ts', [], await place.env({ WORKERS: '2' }));
    expect(code).toBe(1);
    expect(output).toContain('WORKERS above 1 needs PostgreSQL');
    expect(output).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.join(place.dataDir, 'pgdata'))).toBe(false);
  });

  it('refuses a WORKERS that is not a number of processes', async () => {
    const place = await newPlace('pglite');
    places.push(place);
    const { code, output } = await runToEnd('src/server/main.ts', [], await place.env({ WORKERS: 'many' }));
    expect(code).toBe(1);
    expect(output).toContain('WORKERS must be a whole number from 1 to 64, or auto');
  });
});
