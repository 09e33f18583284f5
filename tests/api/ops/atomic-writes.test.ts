import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/database';
import { atomicService } from '../../../src/server/ops/atomic';
import { rateLimitRepository } from '../../../src/server/rate-limit/repository';
import { apiFixture } from '../../support/api';

/**
 * A write is atomic by construction (issue 26, decision 079): app.ts wraps every service with `atomicService`,
 * which runs each method in one transaction unless it is named a read. A service here stands for one that
 * gains a write nobody lists anywhere.
 */
const opened = apiFixture();

const WINDOW = 3600;

/** Two writes and a failure between them and the end, as a write that is half-done when the process dies. */
function countersService(db: Db) {
  const limits = rateLimitRepository(db);
  return {
    async count(key: string) {
      return limits.count(key, WINDOW);
    },
    /** A write added later, named nowhere. */
    async hitTwiceThenFail(key: string) {
      await limits.hit(key, WINDOW);
      await limits.hit(key, WINDOW);
      throw new Error('the process died here');
    },
    async inTransaction() {
      return db.isTransaction;
    },
  };
}

describe('atomicService', () => {
  it('runs a write named nowhere in one transaction: it leaves nothing when it fails half-way', async () => {
    // Unwrapped, the same write leaves its first half: the check below would see one.
    const bare = countersService(opened.db);
    await expect(bare.hitTwiceThenFail('bare')).rejects.toThrow('the process died here');
    expect(await bare.count('bare')).toBe(2);

    const service = atomicService(opened.db, countersService, { reads: ['count'] });
    await expect(service.hitTwiceThenFail('wrapped')).rejects.toThrow('the process died here');
    expect(await service.count('wrapped')).toBe(0);
  });

  it('runs every method in a transaction but those named outside it', async () => {
    const service = atomicService(opened.db, countersService, { reads: ['count'] });
    expect(await service.inTransaction()).toBe(true);
    const outside = atomicService(opened.db, countersService, { reads: ['count', 'inTransaction'] });
    expect(await outside.inTransaction()).toBe(false);
    const own = atomicService(opened.db, countersService, { ownTransactions: ['inTransaction'] });
    expect(await own.inTransaction()).toBe(false);
  });

  it('refuses a name that is no method of the service, and a property that is no method', () => {
    // @ts-expect-error: `counted` is not a method of the service.
    expect(() => atomicService(opened.db, countersService, { reads: ['counted'] })).toThrow(
      'atomicService: counted is not a method of the service',
    );
    const withValue = (db: Db) => ({ ...countersService(db), limit: 5 });
    // @ts-expect-error: a write must answer a promise; `limit` is not a method.
    expect(() => atomicService(opened.db, withValue)).toThrow('atomicService: limit is not a method');
  });

  it('is a type error for a write that answers no promise (it could not wait for its transaction)', () => {
    const withSyncWrite = (db: Db) => ({ ...countersService(db), now: () => Date.now() });
    // @ts-expect-error: `now` is not named a read and answers no promise.
    atomicService(opened.db, withSyncWrite);
    // Named a read, it runs as built.
    const service = atomicService(opened.db, withSyncWrite, { reads: ['now'] });
    expect(typeof service.now()).toBe('number');
  });
});
