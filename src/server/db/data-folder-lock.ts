import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite takes no lock of its own: two processes on one data folder corrupt it (DESIGN §2). Rishta holds
 * `rishta.lock` (pid + what holds it) for as long as the process has the folder open.
 */
export class DataFolderBusyError extends Error {}

type LockInfo = { pid: number; holder: string; host: string; since: string };

const LOCK_FILE = 'rishta.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockInfo | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
  } catch {
    return null;
  }
}

export type DataFolderLock = { release(): void };

export function lockDataFolder(dataDir: string, holder: string): DataFolderLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockInfo = { pid: process.pid, holder, host: os.hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const held = readLock(file);
    if (held && held.pid !== process.pid && isAlive(held.pid)) {
      throw new DataFolderBusyError(
        `The data folder ${dataDir} is in use by ${held.holder} (process ${held.pid}, since ${held.since}). ` +
          'Stop that process first, or set DATA_DIR to another folder.',
      );
    }
    // The holder is gone (killed, crashed or a reboot): the lock is stale.
    fs.rmSync(file, { force: true });
  }
  throw new DataFolderBusyError(
    `Could not lock the data folder ${dataDir}; another process keeps taking it.`,
  );
}

/**
 * After a SIGKILL PGlite leaves `postmaster.pid` behind and the next open hangs. It is safe to remove only
 * while we hold the folder lock, i.e. no live process has the database open.
 */
export function clearStalePostmasterPid(pgDataDir: string): boolean {
  const file = path.join(pgDataDir, 'postmaster.pid');
  if (!fs.existsSync(file)) return false;
  fs.rmSync(file, { force: true });
  return true;
}
