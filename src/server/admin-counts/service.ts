import type { AdminCounts } from '@shared/admin-counts';
import type { AdminCountsRepository } from './repository';

/** The matchmakers' menu numbers (decisions 031, 048): profiles waiting in Review, and held text to review. */
export function adminCountsService(counts: AdminCountsRepository) {
  return {
    async counts(): Promise<AdminCounts> {
      const [review, heldEdits] = await Promise.all([counts.withStatus('Review'), counts.withHeldText()]);
      return { review, heldEdits };
    },
  };
}
export type AdminCountsService = ReturnType<typeof adminCountsService>;
