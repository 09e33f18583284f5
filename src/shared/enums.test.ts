import { describe, expect, it } from 'vitest';
import {
  INACTIVE_REASONS,
  isPreviouslyMarried,
  JOB_TYPES,
  jobTypeLabel,
  jobTypeOptions,
  MARITAL_GROUPS,
  MARITAL_STATUSES,
  maritalGroupOf,
  maritalStatusOptions,
  NATIVE_LANGUAGES,
  PROFILE_STATUSES,
  RELIGIONS,
  RESIDENCE_TYPES,
  SECTS,
} from './enums';

describe('enums', () => {
  it('lists the values of the spec exactly', () => {
    expect(MARITAL_STATUSES).toEqual([
      'Single',
      'Divorced',
      'Widowed',
      'Nikah Broken (No Rukhsati)',
      'Married',
    ]);
    expect(SECTS).toEqual(['Sunni', 'Ahle Hadees', 'Shia', 'Syed (Sunni)', 'Syed (Shia)']);
    expect(RELIGIONS).toEqual(['Muslim', 'Hindu', 'Christian', 'Sikh', 'Other']);
    expect(NATIVE_LANGUAGES).toHaveLength(8);
    expect(NATIVE_LANGUAGES).toContain('Urdu Speaking');
    expect(JOB_TYPES).toEqual(['Private', 'Government', 'Business', 'Un Employed', 'Other']);
    expect(RESIDENCE_TYPES).toEqual(['Own', 'Rented', 'Official']);
    expect(PROFILE_STATUSES).toEqual(['Review', 'Active', 'InActive']);
    // SPEC §4's three first, exactly as quoted, then the bureau's own (decision 071).
    expect(INACTIVE_REASONS.slice(0, 3)).toEqual([
      'Matched (the provider)',
      'Matched (Elsewhere)',
      'Not Interested',
    ]);
    expect(INACTIVE_REASONS.slice(3)).toEqual([
      'Duplicate profile',
      'Fake or unverifiable',
      'Could not be reached',
      'Other',
    ]);
  });

  it('hides Married for women only', () => {
    expect(maritalStatusOptions('Female')).not.toContain('Married');
    expect(maritalStatusOptions('Female')).toHaveLength(4);
    expect(maritalStatusOptions('Male')).toContain('Married');
    expect(maritalStatusOptions(undefined)).toEqual(MARITAL_STATUSES);
  });

  it('groups Single with Nikah Broken and Divorced with Widowed', () => {
    expect(maritalGroupOf('Single')).toEqual(['Single', 'Nikah Broken (No Rukhsati)']);
    expect(maritalGroupOf('Nikah Broken (No Rukhsati)')).toContain('Single');
    expect(maritalGroupOf('Widowed')).toEqual(['Divorced', 'Widowed']);
    expect(maritalGroupOf('Married')).toEqual([]);
    expect(MARITAL_GROUPS.flat()).not.toContain('Married');
  });

  it('knows which statuses were married', () => {
    expect(['Married', 'Divorced', 'Widowed'].every(isPreviouslyMarried)).toBe(true);
    expect(isPreviouslyMarried('Single')).toBe(false);
    expect(isPreviouslyMarried('Nikah Broken (No Rukhsati)')).toBe(false);
    expect(isPreviouslyMarried(undefined)).toBe(false);
  });

  it('shows Un Employed as Not Working, first for women and last for men', () => {
    expect(jobTypeLabel('Un Employed')).toBe('Not Working');
    expect(jobTypeLabel('Private')).toBe('Private');
    expect(jobTypeLabel('Farmer')).toBe('Farmer');
    const female = jobTypeOptions('Female');
    const male = jobTypeOptions('Male');
    expect(female[0]).toEqual({ value: 'Un Employed', label: 'Not Working' });
    expect(male.at(-1)).toEqual({ value: 'Un Employed', label: 'Not Working' });
    for (const options of [female, male, jobTypeOptions(null)]) {
      expect(options.map((o) => o.value).sort()).toEqual([...JOB_TYPES].sort());
    }
  });
});
