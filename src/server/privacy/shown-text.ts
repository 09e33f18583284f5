import { freeTextCleaner } from '@shared/free-text';
import type { ProfileRow } from '../db/schema';

/**
 * What a family may learn is what it receives (issue 25, decision 047). A family's text filters (caste, home
 * town, education, job title, language), its own text requirements and the text parts of its match score
 * read these columns, never the stored text: each is the field as an unconnected family of the other gender
 * receives it. A woman's names are hidden from such a family (the name rule), a man's are not; contacts are
 * hidden from every family. Written on every save with the other match columns; the matchmakers' lists and
 * scores keep reading the stored text.
 */
export const SHOWN_TEXT_COLUMNS = {
  caste: 'shown_caste',
  homeTown: 'shown_home_town',
  education: 'shown_education',
  jobTitle: 'shown_job_title',
  nativeLanguage: 'shown_native_language',
} as const;
export type ShownTextField = keyof typeof SHOWN_TEXT_COLUMNS;

/** The stored column a text filter or score part reads: the shown text for a family, else the stored text. */
export const textColumn = (field: ShownTextField, family: boolean) =>
  family
    ? SHOWN_TEXT_COLUMNS[field]
    : (
        {
          caste: 'caste',
          homeTown: 'home_town',
          education: 'education',
          jobTitle: 'job_title',
          nativeLanguage: 'native_language',
        } as const
      )[field];

type ShownSource = Pick<ProfileRow, 'gender' | 'name' | 'fatherName' | ShownTextField>;

/** The shown-text columns of a profile (see above). */
export function shownTextOf(row: ShownSource) {
  const clean = freeTextCleaner(row.gender === 'Female' ? [row.name, row.fatherName] : null);
  return {
    shownCaste: clean(row.caste),
    shownHomeTown: clean(row.homeTown),
    shownEducation: clean(row.education),
    shownJobTitle: clean(row.jobTitle),
    shownNativeLanguage: clean(row.nativeLanguage),
  };
}
