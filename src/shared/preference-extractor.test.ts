import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractPreferences } from './preference-extractor';
import { type AiFilters, aiFiltersSchema } from './profile-view';

const H = (ft: number, inches: number): AiFilters => ({
  minHeightFt: ft,
  minHeightIn: inches,
  heighted: true,
});
const E = (years: number): AiFilters => ({ minEducationYears: years, minEducation: true });

describe('extractPreferences', () => {
  it.each<[string | null, string | null, AiFilters]>([
    [
      'MBBS or masters',
      `Looking for a Rajput girl, age 22-26, height at least 5'2", unmarried, Urdu speaking family`,
      {
        minAge: 22,
        maxAge: 26,
        caste: 'Rajput',
        ...H(5, 2),
        maritalStatus: ['Single'],
        nativeLanguage: 'Urdu Speaking',
        ...E(16),
      },
    ],
    // ages
    [null, 'Age 25 to 30 years', { minAge: 25, maxAge: 30 }],
    [null, 'age 25 se 30, sharif khandan', { minAge: 25, maxAge: 30 }],
    [null, 'Girl should be under 28', { maxAge: 28 }],
    [null, 'below 30 please', { maxAge: 30 }],
    [null, 'Age not more than 32', { maxAge: 32 }],
    [null, 'max 30, fair complexion', { maxAge: 30 }],
    [null, 'Boy above 24 and well settled', { minAge: 24 }],
    [null, 'at least 22 years old', { minAge: 22 }],
    [null, '26+ preferred', { minAge: 26 }],
    [null, 'Umar 25-28 saal', { minAge: 25, maxAge: 28 }],
    [null, 'Age between 24 and 29', { minAge: 24, maxAge: 29 }],
    [null, 'In late 20s', { minAge: 27, maxAge: 29 }],
    [null, 'early 30s, settled abroad', { minAge: 30, maxAge: 33 }],
    [null, 'umar 30 tak, 25 se zyada', { minAge: 25, maxAge: 30 }],
    [null, 'Age 25-30 or 35-40', {}],
    [null, 'age 40-30', {}],
    [null, 'Salary 50-60k, House # 25-30', {}],
    // marital status and children
    [null, 'Never married, kunwari larki', { maritalStatus: ['Single'] }],
    [null, 'Unmarried preferred, divorcee acceptable', { maritalStatus: ['Single', 'Divorced'] }],
    [null, 'Divorced also acceptable', { maritalStatus: ['Single', 'Divorced'] }],
    [null, 'divorced or widow', { maritalStatus: ['Divorced', 'Widowed'] }],
    [null, 'Divorce/widow ok', { maritalStatus: ['Single', 'Divorced', 'Widowed'] }],
    [null, 'Nikah broken case', { maritalStatus: ['Nikah Broken (No Rukhsati)'] }],
    [null, 'Only single, no divorcee', { maritalStatus: ['Single'] }],
    [null, 'Talaq yafta bhi chalegi', { maritalStatus: ['Single', 'Divorced'] }],
    [null, 'Divorced, no kids', { maritalStatus: ['Divorced'], maxKids: 0 }],
    [null, 'Without children please', { maxKids: 0 }],
    [null, 'Bachay nahi hone chahiye', { maxKids: 0 }],
    [null, 'Widow with one child acceptable', { maritalStatus: ['Single', 'Widowed'], maxKids: 1 }],
    [null, 'max 2 kids', { maxKids: 2 }],
    [null, '1-2 kids acceptable', { maxKids: 2 }],
    [
      null,
      'Divorced with 2 kids, looking for widower or divorced',
      { maritalStatus: ['Divorced', 'Widowed'] },
    ],
    [null, 'with or without kids, kids no issue', {}],
    // caste
    [null, 'Rajput family preferred', { caste: 'Rajput' }],
    [null, 'Caste: Arain', { caste: 'Arain' }],
    [null, 'Only Jatt', { caste: 'Jatt' }],
    [null, 'Apni biradari (Awan) mein rishta', { caste: 'Awan' }],
    [null, 'We are Rajput, caste no bar', {}],
    [null, 'Qureshi family preferred, Sheikh also ok', {}],
    [null, 'Chaudhry family from Gujranwala', { caste: 'Chaudhry' }],
    // sect
    [null, 'Sunni Deobandi family', { sect: 'Sunni' }],
    [null, 'Barelvi', { sect: 'Sunni' }],
    [null, 'Ahl-e-Hadith / Wahabi', { sect: 'Ahle Hadees' }],
    [null, 'Shia (Ahle Tashee) family', { sect: 'Shia' }],
    [null, 'Syed Sunni family preferred', { sect: 'Syed (Sunni)' }],
    [null, 'Syed (Shia)', { sect: 'Syed (Shia)' }],
    [null, 'Sunni, not Shia', { sect: 'Sunni' }],
    [null, 'Syed family preferred', { caste: 'Syed' }],
    // language
    [null, 'Pathan family', { nativeLanguage: 'Pashto' }],
    [null, 'Baloch caste', { caste: 'Baloch' }],
    [null, 'Saraiki speaking family from Multan', { nativeLanguage: 'Saraiki' }],
    [null, 'Punjabi or Urdu speaking', {}],
    // education
    ['At least graduate', null, E(14)],
    ['Minimum masters', null, E(16)],
    ['Highly educated', null, E(16)],
    ['Educated', 'Educated family, good character.', {}],
    ['Doctor preferred', null, E(17)],
    ['F.A / F.Sc', null, E(12)],
    ['Matric', null, E(10)],
    ['MPhil or PhD', null, E(18)],
    ['BS/BE', null, E(16)],
    ['MBA', null, E(16)],
    ['ba', null, E(14)],
    [null, 'Should be BA, ma sha Allah ba-amal', E(14)],
    [null, 'Doctor family, girl should be MBBS', E(17)],
    ['Minimum 16 years education', null, E(16)],
    ['Not more than intermediate', null, { maxEducationYears: 12 }],
    // height
    [null, 'height 5.6+', H(5, 6)],
    [null, `5'4"`, H(5, 4)],
    [null, 'Height 5 ft 4', H(5, 4)],
    [null, '5 feet 4 inches', H(5, 4)],
    [null, 'height 5-4', H(5, 4)],
    [null, 'At least 5 feet 6', H(5, 6)],
    [null, 'qad 5.10', H(5, 10)],
    [null, `height 5'2" to 5'6"`, H(5, 2)],
    [null, 'Tall and handsome', {}],
    [null, `height not more than 5'10"`, {}],
    [null, 'Income 1.5 lakh, CGPA 3.5', {}],
    // job and residence
    [null, 'Government employee preferred', { jobType: 'Government' }],
    [null, 'Sarkari mulazim', { jobType: 'Government' }],
    [null, 'Businessman', { jobType: 'Business' }],
    [null, 'Job holder', {}],
    [null, 'Working woman not required', {}],
    [null, 'Businessman or government employee', {}],
    [null, 'Own house', { residenceType: 'Own' }],
    [null, 'Apna ghar hona chahiye', { residenceType: 'Own' }],
    [null, 'Own house not necessary', {}],
    // together
    [
      'Masters',
      `Looking for a well educated Arain boy from Lahore, age 28-32, height 5'8" or above, govt job preferred, own house`,
      {
        minAge: 28,
        maxAge: 32,
        caste: 'Arain',
        ...E(16),
        ...H(5, 8),
        jobType: 'Government',
        residenceType: 'Own',
      },
    ],
    [
      'F.A / F.Sc',
      'Larki kunwari ho, umar 20 se 25 saal, qad 5 feet 2 inch, Jatt biradari',
      { minAge: 20, maxAge: 25, maritalStatus: ['Single'], caste: 'Jatt', ...E(12), ...H(5, 2) },
    ],
    ['PhD', 'Any caste, any sect, 35+, Hindko speaking', { minAge: 35, ...E(21), nativeLanguage: 'Hindko' }],
  ])('%s / %s', (education, details, expected) => {
    expect(extractPreferences(education, details).proposal).toEqual(expected);
  });

  it.each([
    [null, null],
    ['', ''],
    ['   ', '\n\n'],
    ['xyz', 'asdf qwerty 123 ??? !!!'],
    ['Educated', 'Religious and well-mannered. Prefer same caste, from Punjab.'],
    [null, 'Koi khaas shart nahi, bas achi family ho'],
  ])('proposes nothing for %j / %j', (education, details) => {
    expect(extractPreferences(education, details)).toEqual({ proposal: {}, evidence: [] });
  });

  it('points the evidence at the words it read, as written', () => {
    const { evidence } = extractPreferences(
      'MBBS or Masters',
      `Looking for a Rajput girl, Age 22-26, height at least 5'2", Unmarried`,
    );
    expect(evidence).toEqual([
      { key: 'minAge', text: '22-26' },
      { key: 'maxAge', text: '22-26' },
      { key: 'maritalStatus', text: 'Unmarried' },
      { key: 'caste', text: 'Rajput' },
      { key: 'minEducationYears', text: 'Masters' },
      { key: 'minEducation', text: 'Masters' },
      { key: 'minHeightFt', text: `5'2"` },
      { key: 'minHeightIn', text: `5'2"` },
      { key: 'heighted', text: `5'2"` },
    ]);
  });

  it('keeps every piece of evidence for a list and only the chosen one for the lowest', () => {
    const { evidence } = extractPreferences('Doctor or graduate', 'divorcee or widow acceptable');
    expect(evidence).toEqual([
      { key: 'maritalStatus', text: 'divorcee' },
      { key: 'maritalStatus', text: 'widow' },
      { key: 'minEducationYears', text: 'graduate' },
      { key: 'minEducation', text: 'graduate' },
    ]);
  });

  it('reads curly quotes and dashes as plain ones', () => {
    expect(extractPreferences(null, 'Height 5’4”, age 24–28').proposal).toEqual({
      minAge: 24,
      maxAge: 28,
      ...H(5, 4),
    });
  });

  const vocabulary = [
    'age',
    'umar',
    'under',
    'above',
    'max',
    'at least',
    'se',
    'to',
    '-',
    '+',
    "'",
    '"',
    '.',
    ',',
    'ft',
    'height',
    'late',
    '20s',
    'no',
    'not',
    'kids',
    'bachay nahi',
    'single',
    'divorced',
    'widow',
    'acceptable',
    'nikah broken',
    'caste',
    'no bar',
    'Rajput',
    'family',
    'only',
    'Syed',
    'Sunni',
    'Shia',
    'Pathan',
    'Urdu speaking',
    'BA',
    'ma',
    'masters',
    'doctor',
    'years education',
    'government employee',
    'businessman',
    'own house',
  ];
  const phrase = fc
    .array(
      fc.oneof(fc.constantFrom(...vocabulary), fc.integer({ min: 0, max: 120 }).map(String), fc.string()),
      {
        maxLength: 30,
      },
    )
    .map((parts) => parts.join(' '));

  it('never throws, and every proposal is valid aiFilters with evidence for each key', () => {
    fc.assert(
      fc.property(fc.option(phrase), fc.option(phrase), (education, details) => {
        const { proposal, evidence } = extractPreferences(education, details);
        expect(aiFiltersSchema.strict().safeParse(proposal).success).toBe(true);
        const keys = Object.keys(proposal).sort();
        expect([...new Set(evidence.map((e) => e.key))].sort()).toEqual(keys);
        if (proposal.minAge !== undefined) expect(proposal.minAge).toBeGreaterThanOrEqual(16);
        if (proposal.maxAge !== undefined) expect(proposal.maxAge).toBeLessThanOrEqual(80);
        if (proposal.minAge !== undefined && proposal.maxAge !== undefined)
          expect(proposal.minAge).toBeLessThanOrEqual(proposal.maxAge);
        if (proposal.minHeightFt !== undefined) {
          const inches = proposal.minHeightFt * 12 + (proposal.minHeightIn ?? 0);
          expect(inches).toBeGreaterThanOrEqual(48);
          expect(inches).toBeLessThanOrEqual(84);
        }
        for (const years of [proposal.minEducationYears, proposal.maxEducationYears]) {
          if (years !== undefined) expect(years >= 10 && years <= 24).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
