import { createHash } from 'node:crypto';
import { IDEMPOTENCY_ABANDONED_AFTER_MS, IDEMPOTENCY_MESSAGES } from '@shared/idempotency';
import { httpError } from '../http/errors';
import type { IdempotencyRepository } from './repository';

/**
 * Runs a profile submission once per `Idempotency-Key` (issue 19, decision 042): the first request creates
 * the profile; a repeat with the same key and body answers the same profile without creating another (and
 * without counting against the submission limit); the same key with another body is a 422; a repeat while the
 * first is still running is a 409 the browser retries. A first request that fails frees its key.
 */
export function idempotencyService(keys: IdempotencyRepository) {
  return {
    async once(key: string, body: unknown, create: () => Promise<number>): Promise<number> {
      const bodyHash = createHash('sha256')
        .update(JSON.stringify(body ?? null))
        .digest('base64url');
      // Twice at most: a claim freed between our insert and our read is claimed again once.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        if (await keys.claim(key, bodyHash)) {
          let id: number;
          try {
            id = await create();
          } catch (error) {
            await keys.release(key);
            throw error;
          }
          await keys.settle(key, id);
          return id;
        }
        const claimed = await keys.find(key);
        if (!claimed) continue;
        if (claimed.profileId === null) {
          // Still running, unless it was claimed so long ago that its request must have died.
          if (await keys.releaseAbandoned(key, IDEMPOTENCY_ABANDONED_AFTER_MS)) continue;
          break;
        }
        if (claimed.bodyHash !== bodyHash) throw httpError(422, IDEMPOTENCY_MESSAGES.otherBody);
        return claimed.profileId;
      }
      throw httpError(409, IDEMPOTENCY_MESSAGES.inFlight);
    },
  };
}

export type IdempotencyService = ReturnType<typeof idempotencyService>;
