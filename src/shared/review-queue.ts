/**
 * The review queue (issue 29, decision 069): the profiles in Review, oldest first, as Pending Reviews lists
 * them. `GET /api/review-queue/next?after={id}` (matchmakers) names the profile to open after `after`: the next
 * older-to-newer one still in Review, else (at the end of the queue) the oldest one left, so a profile skipped
 * with "Next in queue" comes round again. Without `after`, the oldest. The server decides; the page only follows.
 */
import { z } from 'zod';
import { pathIdSchema } from './ids';
import { profileLabelFactsSchema } from './profile-label-schema';

export const REVIEW_QUEUE_MESSAGES = {
  afterInvalid: 'The profile to continue after must be a profile id.',
} as const;

export const reviewQueueQuerySchema = z.object({
  /** The profile the matchmaker is on (approved or skipped); left out: the queue's start. */
  after: pathIdSchema(REVIEW_QUEUE_MESSAGES.afterInvalid).optional(),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

export const reviewQueueNextSchema = z.object({
  /** The profile to open next, named as matchmakers' screens name one; null when nothing else waits. */
  next: profileLabelFactsSchema.extend({ createdAt: z.string() }).nullable(),
  /** How many profiles wait in Review besides `after`. */
  waiting: z.number().int().min(0),
});
export type ReviewQueueNext = z.infer<typeof reviewQueueNextSchema>;
