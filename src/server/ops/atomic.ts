import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/** Runs `fn` in a new transaction, or inside the current one when `db` already is a transaction. */
export function inTransaction<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<Database>) : db.transaction().execute(fn);
}

/**
 * The methods of a service that run as built on `db`, outside a transaction (decision 079): `reads`, which
 * write nothing, and `ownTransactions`, writes that commit their parts themselves (a refused attempt's count
 * must stay although the attempt fails). Every other method is a write and runs in one transaction.
 */
export type Outside<K> = { reads?: readonly K[]; ownTransactions?: readonly K[] };

/** A service's writes (every method not named outside) must answer a promise: they run in a transaction. */
type WritesAnswerPromises<S, K extends keyof S> = {
  [M in Exclude<keyof S, K>]: S[M] extends (...args: never[]) => Promise<unknown> ? S[M] : never;
};

/**
 * A service whose methods each run in one transaction, unless named outside: the service is built again on
 * repositories bound to that transaction, so a write and its history (a profile and its match columns,
 * pictures and history; a connection side and its history) commit together or not at all, even if the process
 * is killed between two of its statements. A method added to a service is a write until someone names it a
 * read (decision 079): forgetting makes a read slower, never a write half-done. Every other property of the
 * service must be a method; a write that answers no promise is a type error.
 */
export function atomicService<S extends object, K extends keyof S = never>(
  db: Db,
  build: (db: Db) => S & WritesAnswerPromises<S, K>,
  outside: Outside<K> = {},
): S {
  const service = build(db);
  const named = new Set<PropertyKey>([...(outside.reads ?? []), ...(outside.ownTransactions ?? [])]);
  for (const name of named)
    if (!(name in service)) throw new Error(`atomicService: ${String(name)} is not a method of the service`);
  const wrapped: S = { ...service };
  for (const name of Object.keys(service) as (keyof S & string)[]) {
    if (named.has(name)) continue;
    if (typeof service[name] !== 'function')
      throw new Error(`atomicService: ${name} is not a method; a service's writes are its methods`);
    const method = (...args: unknown[]) =>
      inTransaction(db, (trx) => (build(trx)[name] as (...a: unknown[]) => Promise<unknown>)(...args));
    wrapped[name] = method as S[typeof name];
  }
  return wrapped;
}
