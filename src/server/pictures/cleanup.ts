import type { FastifyBaseLogger } from 'fastify';
import { periodic } from '../ops/periodic';
import type { FileStore } from './file-store';
import type { PicturesRepository } from './repository';

/**
 * A picture is uploaded as soon as the family picks it, before the profile is sent; one that no profile has
 * taken within 3 hours belongs to a form that was abandoned (or to someone filling the disk). Issue 14,
 * finding 7; decisions 024 and 049 (24 hours until issue 25).
 */
export const UNATTACHED_PICTURE_LIFETIME_MS = 3 * 3600 * 1000;
/** So a picture no profile took is gone within 3¼ hours. */
const SWEEP_EVERY_MS = 15 * 60 * 1000;
const BATCH = 500;

declare module 'fastify' {
  interface FastifyInstance {
    /** The sweep of pictures no profile took (tests run `sweep()` themselves instead of waiting for the timer). */
    pictureCleanup: PictureCleanup;
  }
}

export function pictureCleanup(deps: {
  pictures: PicturesRepository;
  store: FileStore;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  everyMs?: number;
}) {
  const jobs = periodic(deps.everyMs ?? SWEEP_EVERY_MS, (error) => {
    deps.log.error({ err: error }, 'the sweep of unattached pictures failed');
  });

  async function sweepNow(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - UNATTACHED_PICTURE_LIFETIME_MS);
    let removed = 0;
    for (;;) {
      // The rows first: a profile saved meanwhile keeps its picture, and its bytes are never removed under it.
      const batch = await deps.pictures.deleteUnattachedBefore(cutoff, BATCH);
      for (const picture of batch) {
        for (const fileId of [picture.id, picture.thumbnailId]) {
          await deps.store.delete(fileId).catch((error: unknown) => {
            deps.log.error({ err: error, fileId }, 'could not remove the bytes of an unattached picture');
          });
        }
      }
      removed += batch.length;
      if (batch.length < BATCH) break;
    }
    if (removed > 0) deps.log.info({ removed }, 'removed pictures that no profile took within 3 hours');
    return removed;
  }

  const cleanup = {
    /** Removes the pictures (rows and bytes) uploaded over 3 hours before `now` that no profile holds. */
    sweep(now = new Date()): Promise<number> {
      return jobs.inTurn(() => sweepNow(now));
    },

    /** Sweeps now, then every 15 minutes; the timer does not keep the process alive. */
    start() {
      jobs.start(() => sweepNow(new Date()));
    },

    /** Stops the timer and waits for a sweep in progress (the database is closed next). */
    stop: () => jobs.stop(),
  };
  return cleanup;
}
export type PictureCleanup = ReturnType<typeof pictureCleanup>;
