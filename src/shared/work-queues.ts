import { z } from 'zod';

/**
 * GET /api/admin/queues (matchmakers, issue 29, decision 053): the dashboard's row of work queues, each a
 * count of what the list it links to holds. The connection queues (follow-ups due, Awaiting Contact) come
 * with the dashboard's own answer (GET /api/pending-connections: `followUp.count`, `counts`).
 */
export const workQueuesSchema = z.object({
  /** New submissions: profiles in Review, and since when the oldest has waited (ISO; null when none). */
  review: z.object({ count: z.number().int().min(0), oldestSince: z.string().nullable() }),
  /** Profiles with a family's edit no matchmaker has marked seen (the list's `edited=true`, any status). */
  familyEdits: z.number().int().min(0),
  /** Reports of profiles not yet resolved (the dashboard's Reports section). */
  openReports: z.number().int().min(0),
});
export type WorkQueues = z.infer<typeof workQueuesSchema>;

/** Where each queue's list is: exactly the profiles or cards its count counts. */
export const WORK_QUEUE_LINKS = {
  review: '/admin/profiles?status=Review',
  familyEdits: '/admin/profiles?status=All&edited=true',
  openReports: '/admin/dashboard#reports',
  followUps: '/admin/dashboard#follow-ups',
  awaitingContact: '/admin/dashboard#awaitingContact',
} as const;
