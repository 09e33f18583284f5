import type { AnswerSchema } from '@client/lib/api-client';
import { isFields } from '@shared/fields';
import { LIST_SORTS, type ListSort } from '@shared/profile-list';
import type { ProfileList } from '@shared/profile-list-schema';

/**
 * `GET /api/profiles`'s answer, read without zod (decision 102): zod (94 KB of script) would hold a family's
 * first match list back on a slow phone until it had arrived and run. The server serialises every answer
 * through `profileListSchema` (src/shared/profile-list-schema.ts), and that schema changes no value (no
 * defaults, dates or coercions), so the answer is taken as it came. What the page reads to draw the list is
 * checked: an object with a list of cards, each with its whole-number `_id`, the counts, the order and the
 * filters applied; anything else throws, and the page shows that the list could not be loaded.
 */
export function readProfileList(answer: unknown): ProfileList {
  const list = isFields(answer) ? answer : {};
  const {
    profiles,
    total,
    totalIsFloor,
    page,
    pageSize,
    appliedFilters,
    defaultFilters,
    sort,
    matchProfile,
  } = list;
  const readable =
    Array.isArray(profiles) &&
    profiles.every((card) => isFields(card) && Number.isInteger(card._id)) &&
    [total, page, pageSize].every(Number.isInteger) &&
    typeof totalIsFloor === 'boolean' &&
    isFields(appliedFilters) &&
    isFields(defaultFilters) &&
    LIST_SORTS.includes(sort as ListSort) &&
    (matchProfile === null || isFields(matchProfile));
  if (!readable) throw new Error('The profiles list answer is not readable.');
  return answer as ProfileList;
}

/** `readProfileList` as the API client takes a check of an answer (`api.get(…, { schema })`). */
export const profileListAnswer: AnswerSchema<ProfileList> = { parse: readProfileList };
