import { z } from 'zod';

/**
 * GET /api/admin/counts (matchmakers, issue 15, decision 031): numbers the menu shows on every page, each one
 * cheap count query. `review`: profiles waiting in Review (Pending Reviews).
 */
export const adminCountsSchema = z.object({ review: z.number().int().min(0) });
export type AdminCounts = z.infer<typeof adminCountsSchema>;
