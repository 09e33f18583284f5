import { describe, expect, it } from 'vitest';
import { aiFilterEntries } from './ai-filters';

describe('aiFilterEntries', () => {
  it('lists only the preferences that are set, in a fixed order', () => {
    expect(
      aiFilterEntries({
        maxAge: 30,
        minAge: 24,
        maritalStatus: ['Single', 'Nikah Broken (No Rukhsati)'],
        jobType: 'Un Employed',
        minHeightFt: 5,
        minHeightIn: 2,
        heighted: false,
      }),
    ).toEqual([
      { key: 'minAge', label: 'Minimum age', value: '24' },
      { key: 'maxAge', label: 'Maximum age', value: '30' },
      { key: 'maritalStatus', label: 'Marital status', value: 'Single, Nikah Broken (No Rukhsati)' },
      { key: 'jobType', label: 'Job type', value: 'Not Working' },
      { key: 'minHeight', label: 'Minimum height', value: '5\'2"' },
      { key: 'heighted', label: 'Height required', value: 'No' },
    ]);
  });
  it('answers nothing for no filters', () => {
    expect(aiFilterEntries(undefined)).toEqual([]);
    expect(aiFilterEntries({})).toEqual([]);
    expect(aiFilterEntries({ maritalStatus: [] })).toEqual([]);
  });
});
