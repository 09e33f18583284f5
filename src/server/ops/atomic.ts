import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/** Runs `fn` in a new transaction, or inside the current one when `db` already is a transaction. */
export function inTransaction<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<Database>) : db.transaction().execute(fn);
}

/**
 * A service whose write methods each run in one transaction: the service is built again on repositories
 * bound to that transaction, so a write and its history (a profile and its match columns, pictures and
 * history; a connection side and its history) commit together or not at all, even if the process is killed
 * between two of its statements. Other methods run as built on `db`.
 */
export function withAtomicWrites<S extends object>(
  db: Db,
  build: (db: Db) => S,
  writes: readonly NoInfer<keyof S>[],
): S {
  const service = build(db);
  const wrapped: S = { ...service };
  for (const name of writes) {
    const method = (...args: unknown[]) =>
      db.transaction().execute((trx) => (build(trx)[name] as (...a: unknown[]) => Promise<unknown>)(...args));
    wrapped[name] = method as S[typeof name];
  }
  return wrapped;
}
