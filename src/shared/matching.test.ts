import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultMatchFilters,
  defaultPreferences,
  effectivePreferences,
  type MatchProfile,
  maleMinimumPartnerAge,
  maritalMatches,
  mismatches,
} from './matching';

const profile = (p: Partial<MatchProfile> = {}): MatchProfile => ({
  id: 1,
  age: 30,
  gender: 'Male',
  city: 'Lahore',
  religion: 'Muslim',
  sect: 'Sunni',
  maritalStatus: 'Single',
  children: null,
  heightFt: 5,
  heightIn: 10,
  educationYears: 16,
  residenceType: 'Own',
  caste: 'Rajput',
  nativeLanguage: 'Punjabi',
  jobType: 'Private',
  ...p,
});

describe('maleMinimumPartnerAge', () => {
  it.each([
    [30, 24],
    [36, 30],
    [37, 30],
    [42, 35],
    [43, 35],
    [49, 41],
    [50, 40],
    [60, 50],
  ])('a man of %i looks from %i', (age, min) => {
    expect(maleMinimumPartnerAge(age)).toBe(min);
  });

  it('reaches every tier (−6, −7, −8, −10)', () => {
    const gaps = new Set(
      Array.from({ length: 65 }, (_, i) => i + 16).map((age) => age - maleMinimumPartnerAge(age)),
    );
    expect([...gaps].sort((a, b) => a - b)).toEqual([6, 7, 8, 10]);
  });
});

describe('defaultPreferences', () => {
  it('a man: his age minus the tier to his age, at least his height minus 9 inches, his marital group and sect', () => {
    expect(defaultPreferences(profile())).toEqual({
      minAge: 24,
      maxAge: 30,
      minHeightFt: 5,
      minHeightIn: 1,
      maritalStatus: ['Single', 'Nikah Broken (No Rukhsati)'],
      sect: 'Sunni',
    });
  });

  it('a woman: her age to her age plus 6, at least her own height', () => {
    const prefs = defaultPreferences(
      profile({ gender: 'Female', age: 25, heightFt: 5, heightIn: 3, maritalStatus: 'Widowed' }),
    );
    expect(prefs).toMatchObject({
      minAge: 25,
      maxAge: 31,
      minHeightFt: 5,
      minHeightIn: 3,
      maritalStatus: ['Divorced', 'Widowed'],
    });
  });

  it('a married man gets no marital default; a non-Muslim no sect', () => {
    const prefs = defaultPreferences(
      profile({ maritalStatus: 'Married', religion: 'Christian', sect: null }),
    );
    expect(prefs.maritalStatus).toBeUndefined();
    expect(prefs.sect).toBeUndefined();
    expect(maritalMatches('Married')).toBeNull();
  });

  it('what a matchmaker set overrides a default', () => {
    expect(effectivePreferences(profile(), { minAge: 26, caste: 'Arain' })).toMatchObject({
      minAge: 26,
      maxAge: 30,
      caste: 'Arain',
    });
  });
});

describe('mismatches', () => {
  it('lists every failed requirement with what was required and what the other family has', () => {
    const found = mismatches(
      {
        minAge: 31,
        maritalStatus: ['Single'],
        maxKids: 0,
        caste: 'Arain',
        minEducationYears: 18,
        minHeightFt: 6,
        minHeightIn: 0,
        jobType: 'Government',
      },
      profile({ maritalStatus: 'Divorced', children: 2 }),
    );
    expect(found).toEqual([
      { name: 'minAge', expected: '31', actual: '30' },
      { name: 'maritalStatus', expected: 'Single', actual: 'Divorced' },
      { name: 'maxKids', expected: '0', actual: '2' },
      { name: 'caste', expected: 'Arain', actual: 'Rajput' },
      { name: 'minEducationYears', expected: '18', actual: '16' },
      { name: 'jobType', expected: 'Government', actual: 'Private' },
      { name: 'minHeight', expected: `6'0"`, actual: `5'10"` },
    ]);
  });

  it('judges a requirement only when the other value is known, and text without case', () => {
    expect(
      mismatches(
        { caste: 'rajput', minHeightFt: 6, minEducationYears: 18 },
        profile({ heightFt: null, educationYears: null }),
      ),
    ).toEqual([]);
  });

  it('a profile always meets the defaults of a profile of the other gender built from itself (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 22, max: 70 }), (age) => {
        const man = profile({ age });
        const woman = profile({
          gender: 'Female',
          age: Math.max(16, maleMinimumPartnerAge(age)),
          heightFt: 5,
          heightIn: 2,
        });
        expect(mismatches(defaultPreferences(man), woman)).toEqual([]);
      }),
    );
  });
});

describe('defaultMatchFilters', () => {
  it('opposite gender, 50 km around the city, same religion and sect', () => {
    expect(defaultMatchFilters(profile(), {}, false)).toMatchObject({
      gender: 'Female',
      cities: ['Lahore'],
      locationRadius: 50,
      religion: 'Muslim',
      sect: 'Sunni',
      minAge: 24,
      maxAge: 30,
      preferences: null,
    });
  });

  it('with the aiFilters key on, the searcher’s own preferences narrow it', () => {
    const filters = defaultMatchFilters(profile(), { minAge: 27, caste: 'Rajput' }, true);
    expect(filters.minAge).toBe(27);
    expect(filters.preferences).toMatchObject({ caste: 'Rajput' });
  });
});
