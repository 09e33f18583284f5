import { api } from '@client/lib/api-client';
import { type ReviewQueueNext, reviewQueueNextSchema } from '@shared/review-queue';

/**
 * `GET /api/review-queue/next?after={id}` (matchmakers, decision 069): the profile to open after this one,
 * oldest first. Asked at the moment of the click, so another matchmaker's approvals count.
 */
export function nextInReviewQueue(after: number): Promise<ReviewQueueNext> {
  return api.get('/api/review-queue/next', { params: { after }, schema: reviewQueueNextSchema });
}
