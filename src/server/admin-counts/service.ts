import type { AdminCounts } from '@shared/admin-counts';
import type { AdminCountsRepository } from './repository';

/** The matchmakers' menu numbers (decision 031): profiles waiting in Review. */
export function adminCountsService(counts: AdminCountsRepository) {
  return {
    async counts(): Promise<AdminCounts> {
      return { review: await counts.withStatus('Review') };
    },
  };
}
export type AdminCountsService = ReturnType<typeof adminCountsService>;
