import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on right now (the system picks it), for a server a test starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type RunningServer = { child: ChildProcess; url: string; output: () => string };

/** Every process a test file started that has not exited yet (killed at the file's end: `killStartedProcesses`). */
const started = new Set<ChildProcess>();

/**
 * Kills what a test file started and did not stop, and waits until it is gone: a test that ran out of time
 * leaves its server or its restore still writing into the data folder the file's `afterAll` removes.
 */
export async function killStartedProcesses() {
  await Promise.all(
    [...started].map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }),
  );
  started.clear();
}

/** Runs an entry point of Rishta as its own process, as `npm start` / `npm run admin` would. */
export function runScript(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    // The system's temporary folder, not the run's (tests/support/temporary-folder.ts): tsx keeps its compiled
    // files there, and a process started on a cold cache takes seconds longer to start.
    env: {
      ...process.env,
      TMPDIR: process.env.RISHTA_SYSTEM_TMPDIR ?? os.tmpdir(),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  started.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      started.delete(child);
      resolve(code);
    }),
  );
  return { child, exited, output: () => output };
}

/**
 * Starts the server and waits until it says it is running. The wait is long: a start (tsx, the migrations) takes
 * 2 to 3 s on a quiet 2-core machine and took over 45 s on one loaded by five test runs at once; tests that start
 * servers have time limits of 120 s for the same reason (issue 26).
 */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<RunningServer> {
  // A port from `freePort` is free when it is picked, not when the server listens: another test file's server
  // may take it in between (seen in CI as EADDRINUSE). Such a start is tried again on a new port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(env, timeoutMs);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
      env = { ...env, PORT: String(await freePort()) };
    }
  }
}

class PortTaken extends Error {}

async function startServerOnce(env: Record<string, string>, timeoutMs: number): Promise<RunningServer> {
  const run = runScript('src/server/main.ts', [], env);
  const started = Date.now();
  while (!run.output().includes('Rishta is running')) {
    if (run.child.exitCode !== null) {
      const output = run.output();
      if (/EADDRINUSE|is taken by another program/.test(output)) throw new PortTaken(output);
      throw new Error(`server exited: ${output}`);
    }
    if (Date.now() - started > timeoutMs) throw new Error(`server did not start: ${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child: run.child, url: `http://127.0.0.1:${env.PORT}`, output: run.output };
}

export async function stopServer(server: RunningServer, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.on('exit', resolve));
  server.child.kill(signal);
  await exited;
}
