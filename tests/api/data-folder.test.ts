import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineUnderTest } from '../support/engines';
import {
  freePort,
  killStartedProcesses,
  type RunningServer,
  runScript,
  startServer,
  stopServer,
} from '../support/server-process';
import { copyMigratedBase } from './ops/support';

const admin = { email: 'crash@rishta.test', password: 'crash-test-password' };
let dataDir = '';
let env: Record<string, string> = {};
const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`;
const running: RunningServer[] = [];

// The folder lock and PGlite's crash recovery exist only for the embedded database.
describe.runIf(engineUnderTest === 'pglite')('the PGlite data folder', () => {
  // Made and removed inside the suite: a file-level hook does not run when the suite is skipped (PostgreSQL),
  // and the folder was left behind.
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-crash-'));
    // Not about a first start: the first server opens a copy of the migrated base (seconds sooner).
    copyMigratedBase(dataDir);
    env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DATABASE_URL: '',
    };
  });
  afterAll(async () => {
    for (const server of running) await stopServer(server, 'SIGKILL');
    await killStartedProcesses();
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  });

  it('keeps every acknowledged write across a SIGKILL in the middle of writing', {
    timeout: 120_000,
  }, async () => {
    const first = await startServer(env);
    running.push(first);
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async () => {
      while (!stop) {
        try {
          const response = await fetch(`${first.url}/api/login`, {
            headers: { authorization: basic(admin.email, admin.password) },
          });
          if (response.ok) acknowledged.push(((await response.json()) as { token: string }).token);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    await stopServer(first, 'SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(fs.existsSync(path.join(dataDir, 'pgdata', 'postmaster.pid'))).toBe(true);

    const second = await startServer(env);
    running.push(second);
    for (const token of acknowledged) {
      const response = await fetch(`${second.url}/api/session`, {
        headers: { authorization: basic(admin.email, token) },
      });
      expect(response.status).toBe(200);
    }
  });

  it('refuses a second process on a held folder and names the holder', { timeout: 120_000 }, async () => {
    const holder = running.at(-1)!;
    const adminCli = runScript('src/server/cli/admin.ts', ['add', 'second@rishta.test'], env);
    expect(await adminCli.exited).toBe(1);
    expect(adminCli.output()).toContain(
      `is in use by the Rishta server (npm start) (process ${holder.child.pid}`,
    );

    const secondServer = runScript('src/server/main.ts', [], { ...env, PORT: String(await freePort()) });
    expect(await secondServer.exited).toBe(1);
    expect(secondServer.output()).toContain('is in use by the Rishta server (npm start)');
  });

  it('keeps everything across a clean restart', { timeout: 120_000 }, async () => {
    await stopServer(running.pop()!, 'SIGTERM');
    expect(fs.existsSync(path.join(dataDir, 'rishta.lock'))).toBe(false);
    const again = await startServer(env);
    running.push(again);
    const response = await fetch(`${again.url}/api/login`, {
      headers: { authorization: basic(admin.email, admin.password) },
    });
    expect(response.status).toBe(200);
    expect(again.output()).not.toContain('First matchmaker account created');
  });
});
