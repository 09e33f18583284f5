import type { TableWrites } from '../db/table-writes';

/** What a session's read depends on: while none of these is written, it reads the same (decision 090). */
const SESSION_TABLES = ['sessions', 'accounts', 'profiles'] as const;
const MAX_KEPT = 10_000;

/**
 * Every request reads its session with the family's whole profile; on the embedded database that read is a
 * fifth of a family's request. Here the read is kept, per token, until any of its tables is written through this
 * process or the session expires, and then read again: what a request sees is what the database holds at that
 * moment, as before. Without `writes` (PostgreSQL, where other processes write too) every request reads.
 * What is kept is frozen: a request that changed its copy would change the next request's.
 */
export function keptSessions<Row extends { expiresAt: Date }>(
  writes: TableWrites | undefined,
  read: (tokenHash: string) => Promise<Row | undefined>,
): (tokenHash: string) => Promise<Row | undefined> {
  if (!writes) return read;
  const kept = new Map<string, Row>();
  let keptAt = writes.version(SESSION_TABLES);
  return async (tokenHash) => {
    const version = writes.version(SESSION_TABLES);
    if (version !== keptAt) {
      kept.clear();
      keptAt = version;
    }
    const hit = kept.get(tokenHash);
    if (hit && hit.expiresAt.getTime() > Date.now()) return hit;
    const row = await read(tokenHash);
    // Kept only if nothing was written while it was read (the version taken before the read).
    if (row && writes.version(SESSION_TABLES) === version) {
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(tokenHash, frozen(row));
    }
    return row;
  };
}

function frozen<T>(value: T): T {
  // Bytes cannot be frozen (a profile row holds none; a column of them would stay as it is).
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}
