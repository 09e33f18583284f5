import { describe, expect, it } from 'vitest';
import { aiFilterRows, rowOfKey, rowValue } from './ai-filters';

describe('aiFilterRows', () => {
  const defaults = {
    minAge: 24,
    maxAge: 30,
    maritalStatus: ['Single', 'Nikah Broken (No Rukhsati)'],
    sect: 'Sunni',
  };

  it('shows every preference: what is set, else the default, else no requirement', () => {
    const rows = aiFilterRows({ minAge: 22, caste: 'Rajput', jobType: 'Un Employed' }, defaults);
    expect(rows.map((r) => r.label)).toEqual([
      'Minimum age',
      'Maximum age',
      'Marital status',
      'Maximum children',
      'Residence type',
      'Caste',
      'Sect',
      'Native language',
      'Minimum education years',
      'Maximum education years',
      'Job type',
      'Minimum height',
    ]);
    const byKey = Object.fromEntries(rows.map((r) => [r.key, [r.value, r.source]]));
    expect(byKey).toMatchObject({
      minAge: ['22', 'set'],
      maxAge: ['30', 'default'],
      maritalStatus: ['Single, Nikah Broken (No Rukhsati)', 'default'],
      maxKids: ['No requirement', 'none'],
      caste: ['Rajput', 'set'],
      sect: ['Sunni', 'default'],
      jobType: ['Not Working', 'set'],
      minHeight: ['No requirement', 'none'],
    });
  });

  it('reads height as one value and an empty marital list as a setting of no requirement', () => {
    const rows = aiFilterRows(
      { maritalStatus: [], minHeightFt: 5, minHeightIn: 2 },
      { minHeightFt: 4, minHeightIn: 9 },
    );
    expect(rows.find((r) => r.key === 'minHeight')).toMatchObject({ value: '5\'2"', source: 'set' });
    expect(rows.find((r) => r.key === 'maritalStatus')).toMatchObject({
      value: 'No requirement',
      source: 'set',
    });
    expect(aiFilterRows(undefined, { minHeightFt: 4, minHeightIn: 9 }).at(-1)).toMatchObject({
      value: '4\'9"',
      source: 'default',
    });
  });

  it('treats blank text as not set', () => {
    expect(rowValue('caste', { caste: '  ' })).toBeUndefined();
    expect(rowValue('maxKids', { maxKids: 0 })).toBe('0');
    expect(rowValue('minAge', undefined)).toBeUndefined();
  });
});

describe('rowOfKey', () => {
  it('puts the flags and the height parts on the line they qualify', () => {
    expect(rowOfKey('minHeightIn')).toBe('minHeight');
    expect(rowOfKey('heighted')).toBe('minHeight');
    expect(rowOfKey('minEducation')).toBe('minEducationYears');
    expect(rowOfKey('caste')).toBe('caste');
  });
});
