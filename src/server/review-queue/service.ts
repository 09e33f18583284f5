import type { ReviewQueueNext } from '@shared/review-queue';
import type { ReviewQueueRepository } from './repository';

/** The next profile after `after` (decision 069): onward in the queue's order, else round from its start. */
export async function nextInQueue(
  repository: ReviewQueueRepository,
  after: number | undefined,
): Promise<ReviewQueueNext> {
  const place = after === undefined ? undefined : await repository.place(after);
  const [onward, waiting] = await Promise.all([repository.firstAfter(place, after), repository.count(after)]);
  const next = onward ?? (place ? await repository.firstAfter(undefined, after) : undefined);
  return {
    next: next
      ? {
          _id: next.id,
          name: next.name,
          age: next.age,
          city: next.city,
          createdAt: new Date(next.createdAt).toISOString(),
        }
      : null,
    waiting,
  };
}
