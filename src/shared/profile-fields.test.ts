import { describe, expect, it } from 'vitest';
import { FILTER_KEYS, LIST_OWN_FILTER_KEYS } from './constants';
import { FREE_TEXT_FIELDS } from './free-text';
import { HELD_TEXT_FIELDS } from './held-text';
import {
  COLUMN_FIELD_KEYS,
  fieldKeys,
  filterKeysOf,
  PROFILE_FIELDS,
  PROFILE_SECTIONS,
} from './profile-fields';
import { profileFieldsSchema } from './profile-schema';

describe('the table of profile fields (decision 076)', () => {
  it('gives the schema one field per entry, in its order', () => {
    expect(Object.keys(profileFieldsSchema.shape)).toEqual(Object.keys(PROFILE_FIELDS));
  });

  it('marks as free text the fields a family writes in its own words', () => {
    expect([...FREE_TEXT_FIELDS]).toEqual([
      'city',
      'homeTown',
      'divorceReason',
      'disabilities',
      'aboutYou',
      'fatherOccupation',
      'motherOccupation',
      'caste',
      'religion',
      'nativeLanguage',
      'brothersDetails',
      'education',
      'educationInstituteName',
      'otherJobType',
      'jobTitle',
      'company',
      'workCountry',
      'workCity',
      'businessType',
      'partnerEducation',
      'partnerDetails',
    ]);
  });

  it('holds for review exactly the free text and the names (HELD_TEXT_FIELDS keeps its own display order)', () => {
    const heldByTable = fieldKeys(PROFILE_FIELDS, (f) => f.freeText || f.visibility === 'identify');
    expect([...HELD_TEXT_FIELDS].sort()).toEqual(heldByTable.sort());
  });

  it('stores every field but the pictures in a column', () => {
    expect(Object.keys(PROFILE_FIELDS).filter((k) => !(COLUMN_FIELD_KEYS as string[]).includes(k))).toEqual([
      'pictures',
    ]);
  });

  it('marks as required exactly the fields the schema refuses unanswered', () => {
    for (const [key, spec] of Object.entries(PROFILE_FIELDS)) {
      const schema = profileFieldsSchema.shape[key as keyof typeof profileFieldsSchema.shape];
      expect(schema.safeParse(undefined).success, key).toBe(!('required' in spec));
    }
  });

  it("gives the list's filter keys: the filterable fields' and the list's own, in SPEC §9's order", () => {
    expect(filterKeysOf(PROFILE_FIELDS)).toEqual([
      'minAge',
      'maxAge',
      'gender',
      'city',
      'residenceType',
      'homeTown',
      'minHeightFt',
      'minHeightIn',
      'maritalStatus',
      'hasDisability',
      'caste',
      'religion',
      'sect',
      'nativeLanguage',
      'education',
      'minEducationYears',
      'maxEducationYears',
      'jobType',
      'jobTitle',
    ]);
    expect([...FILTER_KEYS].sort()).toEqual(
      [...filterKeysOf(PROFILE_FIELDS), ...LIST_OWN_FILTER_KEYS].sort(),
    );
  });

  it('puts every field in a section', () => {
    for (const [key, spec] of Object.entries(PROFILE_FIELDS))
      expect(PROFILE_SECTIONS, key).toContain(spec.section);
  });
});
