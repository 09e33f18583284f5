import type { AdminCounts } from '@shared/admin-counts';
import type { AdminCountsRepository } from './repository';

/**
 * The matchmakers' menu numbers (decisions 031, 048, 065): profiles waiting in Review, held text to review, and
 * open reports.
 */
export function adminCountsService(counts: AdminCountsRepository) {
  return {
    async counts(): Promise<AdminCounts> {
      const [review, heldEdits, openReports] = await Promise.all([
        counts.withStatus('Review'),
        counts.withHeldText(),
        counts.openReports(),
      ]);
      return { review, heldEdits, openReports };
    },
  };
}
export type AdminCountsService = ReturnType<typeof adminCountsService>;
