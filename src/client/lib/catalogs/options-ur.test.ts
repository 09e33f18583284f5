import {
  GENDERS,
  INACTIVE_REASONS,
  JOB_TYPES,
  MARITAL_STATUSES,
  NATIVE_LANGUAGES,
  RELIGIONS,
  RESIDENCE_TYPES,
  SECTS,
} from '@shared/enums';
import { PARTNER_REQUIREMENTS } from '@shared/partner-requirements';
import { PAKISTAN_CITIES } from '@shared/places';
import { CITIES_WITHOUT_URDU_NAME } from '@shared/places/urdu-names';
import { PROFILE_FIELDS, VIEW_COMPOSITE_LABELS } from '@shared/profile-fields';
import { describe, expect, it } from 'vitest';
import optionsUr from './options-ur';

/** Urdu is written in the Arabic script: a label without one letter of it was not translated. */
const URDU = /[\u0600-\u06FF]/;

/**
 * Every option a family can choose and every field it reads has its Urdu label (issue 26, decision 076):
 * adding a language, a sect or a field without one fails here, not in front of a family.
 */
describe('Urdu labels', () => {
  const lists = {
    GENDERS,
    MARITAL_STATUSES,
    RESIDENCE_TYPES,
    RELIGIONS,
    SECTS,
    NATIVE_LANGUAGES,
    JOB_TYPES,
    INACTIVE_REASONS,
    // The few whose Urdu spelling could not be confirmed are named in urdu-names.ts; any other lacks its label.
    cities: PAKISTAN_CITIES.map((city) => city.name).filter(
      (name) => !CITIES_WITHOUT_URDU_NAME.includes(name),
    ),
  };

  for (const [list, values] of Object.entries(lists)) {
    it(`has one for every option of ${list}`, () => {
      const missing = values.filter((value) => !URDU.test(optionsUr[value] ?? ''));
      expect(missing, `src/client/lib/catalogs/options-ur.ts lacks these of ${list}`).toEqual([]);
    });
  }

  it('has one for every field of the table of profile fields, as the view names it and as the form asks it', () => {
    const missing = Object.entries(PROFILE_FIELDS).flatMap(([key, spec]) => [
      ...(URDU.test(spec.label.ur) ? [] : [`${key}.label`]),
      ...('question' in spec && !URDU.test(spec.question.ur) ? [`${key}.question`] : []),
    ]);
    expect(missing, 'src/shared/profile-fields.ts lacks these Urdu labels').toEqual([]);
    for (const [line, label] of Object.entries(VIEW_COMPOSITE_LABELS)) expect(label.ur, line).toMatch(URDU);
  });

  it('has one for every partner requirement', () => {
    for (const [criterion, requirement] of Object.entries(PARTNER_REQUIREMENTS))
      expect(requirement.label.ur, criterion).toMatch(URDU);
  });
});
