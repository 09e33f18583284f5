import { OTHER_CHOICE } from '@shared/enums';
import { fieldKeys, PROFILE_FIELDS, type ProfileSectionId } from '@shared/profile-fields';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en';
import ur from '../i18n/ur';
import { FORM_FIELDS, newProfileFormState } from './form-values';
import { REQUIREMENT_FORM_FIELDS } from './requirements';
import { isShown } from './visibility';

/** The form's components as written (Vite reads them; the test runs without a browser). */
const SOURCES = import.meta.glob<string>('../components/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const component = (file: string) => SOURCES[`../components/${file}`] ?? '';

/** The component that renders each section of the form. */
const SECTION_COMPONENTS: Record<ProfileSectionId, string> = {
  personal: 'personal-info-section.tsx',
  family: 'family-info-section.tsx',
  education: 'education-section.tsx',
  partner: 'partner-section.tsx',
};

/** Fields the form asks in parts (model/payload.ts joins them), or with a widget of their own. */
const ASKED_AS: Partial<Record<string, { file: string; marker: string }>> = {
  marriedYears: { file: 'personal-info-section.tsx', marker: 'field="marriedYearsPart"' },
  // The uploader is lazy; profile-form.tsx puts it inside the personal section.
  pictures: { file: 'profile-form.tsx', marker: '<PicturesField' },
};

/**
 * The form against the table of profile fields (issue 26, decision 076): every field of the table is held by
 * the form and rendered in its section's component, with the table's labels. A field added to the table and
 * forgotten by the form fails here.
 */
describe('the form and the table of profile fields', () => {
  for (const [key, spec] of Object.entries(PROFILE_FIELDS)) {
    it(`asks ${key} in its section (${spec.section}) with the table's labels`, () => {
      // field="…" on an input, or count="…"/married="…" on the siblings' pair.
      const asked = ASKED_AS[key] ?? { file: SECTION_COMPONENTS[spec.section], marker: `="${key}"` };
      expect(component(asked.file), `${asked.file} renders ${key}`).toContain(asked.marker);
      if (!ASKED_AS[key]) expect(FORM_FIELDS as readonly string[]).toContain(key);
      if ('question' in spec) {
        expect((en.labels as Record<string, string>)[key]).toBe(spec.question.en);
        expect((ur.labels as Record<string, string>)[key]).toBe(spec.question.ur);
      }
    });
  }
});

describe("the form's values, from the table of profile fields", () => {
  it('are the ones the form held before the table gave them, in the same order', () => {
    expect(FORM_FIELDS).toEqual([
      // Personal
      'name',
      'age',
      'gender',
      'phoneNo',
      'familyPhoneNo',
      'email',
      'city',
      'address',
      'residenceType',
      'homeTown',
      'heightFt',
      'heightIn',
      'maritalStatus',
      'marriedYearsPart',
      'marriedMonthsPart',
      'haveChildren',
      'children',
      'childrenLivingWithYou',
      'divorceReason',
      'hasDisability',
      'disabilities',
      'aboutYou',
      // Family
      'fatherName',
      'fatherOccupation',
      'motherOccupation',
      'caste',
      'religion',
      'religionOther',
      'sect',
      'nativeLanguage',
      'nativeLanguageOther',
      'brothers',
      'sisters',
      'brothersMaritalInformation',
      'sistersMaritalInformation',
      'brothersDetails',
      // Education and profession
      'education',
      'educationYears',
      'educationInstituteName',
      'jobType',
      'otherJobType',
      'jobTitle',
      'company',
      'workCountry',
      'workCity',
      'businessType',
      'monthlyIncome',
      // Partner requirements
      'partnerEducation',
      'partnerDetails',
      // The family's own requirements (decision 059, model/requirements.ts)
      ...REQUIREMENT_FORM_FIELDS,
      // Matchmakers only
      'status',
      'inactiveReason',
      'inactiveNote',
      'paidFee',
    ]);
  });

  it("ask a choice in the family's own words as the choice and its words, shown when Other is chosen", () => {
    const ownWords = fieldKeys(PROFILE_FIELDS, (f) => f.kind === 'choice' && f.freeText);
    expect(ownWords).toEqual(['religion', 'nativeLanguage']);
    for (const key of ownWords) {
      const other = `${key}Other` as 'religionOther';
      expect(FORM_FIELDS.indexOf(other), other).toBe(FORM_FIELDS.indexOf(key as 'religion') + 1);
      expect(component(SECTION_COMPONENTS[PROFILE_FIELDS[key].section])).toContain(`field="${other}"`);
      const values = newProfileFormState();
      expect(isShown(other, { ...values, [key]: OTHER_CHOICE })).toBe(true);
      expect(isShown(other, { ...values, [key]: 'Muslim' })).toBe(false);
    }
  });
});
