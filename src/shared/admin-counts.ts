import { z } from 'zod';

/**
 * GET /api/admin/counts (matchmakers, issue 15, decision 031): numbers the menu shows on every page, each one
 * cheap count query. `review`: profiles waiting in Review (Pending Reviews); `heldEdits`: profiles with a
 * family's edit of its text waiting for review (Edits to review, decision 048); `openReports`: families' reports
 * no matchmaker has resolved (decision 065).
 */
export const adminCountsSchema = z.object({
  review: z.number().int().min(0),
  heldEdits: z.number().int().min(0),
  openReports: z.number().int().min(0),
});
export type AdminCounts = z.infer<typeof adminCountsSchema>;
