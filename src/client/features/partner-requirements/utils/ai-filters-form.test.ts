import { describe, expect, it } from 'vitest';
import {
  clearRow,
  fillRows,
  isRowEmpty,
  serverFieldErrors,
  toAiFilters,
  toFormValues,
  validateAiFiltersForm,
} from './ai-filters-form';

const full = {
  minAge: 22,
  maxAge: 26,
  maritalStatus: ['Single'],
  maxKids: 0,
  residenceType: 'Own',
  caste: 'Rajput',
  sect: 'Sunni',
  nativeLanguage: 'Urdu Speaking',
  minEducationYears: 16,
  minEducation: true,
  maxEducationYears: 18,
  jobType: 'Government',
  minHeightFt: 5,
  minHeightIn: 2,
  heighted: true,
};

describe('toFormValues / toAiFilters', () => {
  it('round-trips a full set, and nothing set stays nothing', () => {
    expect(toAiFilters(toFormValues(full))).toEqual(full);
    expect(toAiFilters(toFormValues(undefined))).toEqual({});
    expect(toFormValues({}).minAge).toBe('');
  });

  it('drops empty inputs, trims text, and keeps a flag only with its value', () => {
    const values = {
      ...toFormValues(full),
      maxAge: '',
      caste: '  Arain ',
      nativeLanguage: '   ',
      sect: null,
      maritalStatus: [],
      minEducationYears: '',
      minHeightFt: '',
      minHeightIn: '',
    };
    expect(toAiFilters(values)).toEqual({
      minAge: 22,
      maxKids: 0,
      residenceType: 'Own',
      caste: 'Arain',
      maxEducationYears: 18,
      jobType: 'Government',
    });
  });

  it('reads numeric text as a number and other text as NaN, for the schema to reject', () => {
    expect(toAiFilters({ ...toFormValues({}), minAge: ' 25 ' }).minAge).toBe(25);
    expect(toAiFilters({ ...toFormValues({}), minAge: 'abc' }).minAge).toBeNaN();
  });
});

describe('clearRow / fillRows / isRowEmpty', () => {
  it('clears every field of a line, flags too, and leaves the others', () => {
    const cleared = clearRow(toFormValues(full), 'minHeight');
    expect(cleared).toMatchObject({ minHeightFt: '', minHeightIn: '', heighted: null, minAge: 22 });
    expect(isRowEmpty(cleared, 'minHeight')).toBe(true);
    expect(isRowEmpty(cleared, 'minAge')).toBe(false);
    expect(isRowEmpty(toFormValues({ heighted: true }), 'minHeight')).toBe(true);
  });

  it('fills only the chosen lines from a proposal', () => {
    const values = toFormValues({ minAge: 30, caste: 'Jatt' });
    const next = fillRows(values, { minAge: 22, maxAge: 26, caste: 'Rajput', minHeightFt: 5 }, [
      'minAge',
      'maxAge',
      'minHeight',
    ]);
    expect(toAiFilters(next)).toEqual({ minAge: 22, maxAge: 26, caste: 'Jatt', minHeightFt: 5 });
  });
});

describe('validateAiFiltersForm', () => {
  it('passes a valid set and an empty one', () => {
    expect(validateAiFiltersForm(toFormValues(full))).toEqual({});
    expect(validateAiFiltersForm(toFormValues({}))).toEqual({});
  });

  it("answers the shared schema's messages on their fields", () => {
    expect(validateAiFiltersForm(toFormValues({ minAge: 30, maxAge: 25 }))).toEqual({
      maxAge: 'Minimum age cannot be above maximum age',
    });
    expect(validateAiFiltersForm(toFormValues({ minAge: 12, maxKids: 60 }))).toEqual({
      minAge: 'Minimum age must be between 16 and 90',
      maxKids: 'Children must be between 0 and 50',
    });
  });

  it('asks for the feet when only inches are given', () => {
    expect(validateAiFiltersForm(toFormValues({ minHeightIn: 4 }))).toEqual({
      minHeightFt: 'Please enter the feet as well',
    });
  });
});

describe('serverFieldErrors', () => {
  it("maps a 400 answer's paths to form fields", () => {
    expect(
      serverFieldErrors({
        message: 'x',
        errors: [
          { path: 'aiFilters.maxAge', message: 'Minimum age cannot be above maximum age' },
          { path: 'aiFilters.maritalStatus.0', message: 'Please choose marital statuses from the list' },
          { path: 'aiFilters', message: 'ignored' },
          { path: 'other', message: 'ignored' },
          { nonsense: true },
        ],
      }),
    ).toEqual({
      maxAge: 'Minimum age cannot be above maximum age',
      maritalStatus: 'Please choose marital statuses from the list',
    });
    expect(serverFieldErrors(null)).toEqual({});
    expect(serverFieldErrors({ message: 'no list' })).toEqual({});
  });
});
