import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStalePostmasterPid, DataFolderBusyError, lockDataFolder } from './data-folder-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockDataFolder', () => {
  it('refuses a folder held by a live process and names the holder', () => {
    const dir = tempDir();
    const holder = { pid: process.ppid, holder: 'the Rishta server (npm start)', host: 'x', since: 'then' };
    fs.writeFileSync(path.join(dir, 'rishta.lock'), JSON.stringify(holder));
    expect(() => lockDataFolder(dir, 'npm run admin')).toThrow(DataFolderBusyError);
    expect(() => lockDataFolder(dir, 'npm run admin')).toThrow(
      `is in use by the Rishta server (npm start) (process ${process.ppid}`,
    );
  });

  it('takes over a lock whose process is gone, and releases it', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    fs.writeFileSync(path.join(dir, 'rishta.lock'), JSON.stringify({ pid: dead, holder: 'old', since: 'x' }));
    const lock = lockDataFolder(dir, 'test');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'rishta.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(path.join(dir, 'rishta.lock'))).toBe(false);
  });

  it('takes over an unreadable lock file', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'rishta.lock'), 'garbage');
    lockDataFolder(dir, 'test').release();
  });
});

describe('clearStalePostmasterPid', () => {
  it('removes the pid file PGlite leaves after a SIGKILL', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'postmaster.pid'), '-42');
    expect(clearStalePostmasterPid(dir)).toBe(true);
    expect(clearStalePostmasterPid(dir)).toBe(false);
  });
});
