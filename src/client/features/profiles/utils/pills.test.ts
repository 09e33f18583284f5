import { loadNamespaces } from '@client/lib/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { filterPills, formatFilterValue, pillLabel } from './pills';

// The helpers speak through the `profiles` catalog (English here).
beforeAll(() => loadNamespaces('profiles'));

describe('filter pills', () => {
  it('one pill per applied filter in SPEC §9 order, without the status; × only for filters in the address', () => {
    const pills = filterPills(
      {
        status: 'Active',
        locationRadius: 50,
        gender: 'Female',
        city: ['Lahore'],
        q: 'ali',
        hasDisability: 'false',
      },
      { q: 'ali', hasDisability: 'false' },
    );
    expect(pills).toEqual([
      { key: 'q', label: 'Search: “ali”', removable: true },
      { key: 'gender', label: 'Gender: Female', removable: false },
      { key: 'city', label: 'City: Lahore', removable: false },
      { key: 'hasDisability', label: 'Has disability: No', removable: true },
      { key: 'locationRadius', label: 'Location radius: 50 km', removable: false },
    ]);
  });

  it('falls back to the address before the first answer, and skips empty values', () => {
    const pills = filterPills(undefined, { city: ['Lahore', 'Multan'], status: 'Review' });
    expect(pills).toEqual([{ key: 'city', label: 'City: Lahore, Multan', removable: true }]);
    expect(filterPills({ city: [], caste: ' ', status: 'Active' }, {})).toEqual([]);
  });

  it('partner preferences switched off is no pill', () => {
    expect(filterPills({ aiFilters: 'false' }, { aiFilters: 'false' })).toEqual([]);
    expect(filterPills({ aiFilters: 'true' }, { aiFilters: 'true' })[0].label).toBe(
      'Partner preferences: Yes',
    );
  });

  it('formats values as people read them', () => {
    expect(formatFilterValue('paidFee', 5000)).toBe('Rs 5,000');
    expect(formatFilterValue('jobType', 'Un Employed')).toBe('Not Working');
    expect(formatFilterValue('hasDisability', 'true')).toBe('Yes');
    expect(pillLabel('minHeightFt', 5)).toBe('Minimum height (feet): 5');
    expect(pillLabel('maritalStatus', ['Single', 'Nikah Broken (No Rukhsati)'])).toBe(
      'Marital status: Single, Nikah Broken (No Rukhsati)',
    );
  });
});
