import { freeTextCleaner } from '@shared/free-text';
import type { ProfileRow } from '../db/schema';

/** The fields a family's free-text search looks through (never names, addresses or phones). */
const SEARCHED_BY_FAMILIES = [
  'aboutYou',
  'jobTitle',
  'city',
  'homeTown',
  'workCity',
  'caste',
  'education',
  'otherJobType',
  'company',
  'nativeLanguage',
] as const;

/**
 * What a family's search matches: the searched fields as another family receives them, with the profile's
 * names and every contact hidden, so that a search cannot find a woman by the name she wrote in her text.
 */
export function familySearchTextOf(
  row: Pick<ProfileRow, 'name' | 'fatherName' | (typeof SEARCHED_BY_FAMILIES)[number]>,
): string {
  const clean = freeTextCleaner([row.name, row.fatherName]);
  return SEARCHED_BY_FAMILIES.map((field) => clean(row[field] ?? ''))
    .join(' ')
    .toLowerCase();
}
