import { i18n, loadNamespaces } from '@client/lib/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterPills, formatFilterValue, pillLabel } from './pills';

// The helpers speak through the `profiles` catalog (English here).
beforeAll(() => loadNamespaces('profiles'));

describe('filter pills', () => {
  it('one pill per applied filter in SPEC §9 order, without the status; for a family × only on its own choices', () => {
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
      { isAdmin: false },
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
    const pills = filterPills(undefined, { city: ['Lahore', 'Multan'], status: 'Review' }, { isAdmin: true });
    expect(pills).toEqual([{ key: 'city', label: 'City: Lahore, Multan', removable: true }]);
    expect(filterPills({ city: [], caste: ' ', status: 'Active' }, {}, { isAdmin: true })).toEqual([]);
    // Switched off in the address: no pill.
    expect(filterPills(undefined, { sect: 'Any', city: 'Any' }, { isAdmin: true })).toEqual([]);
  });

  it('partner preferences switched off is no pill', () => {
    const admin = { isAdmin: true };
    expect(filterPills({ aiFilters: 'false' }, { aiFilters: 'false' }, admin)).toEqual([]);
    expect(filterPills({ aiFilters: 'true' }, { aiFilters: 'true' }, admin)[0].label).toBe(
      'Partner preferences: Yes',
    );
  });

  it('possible duplicates only is a pill; off is none (decision 038)', () => {
    const admin = { isAdmin: true };
    expect(filterPills({ duplicates: 'false' }, { duplicates: 'false' }, admin)).toEqual([]);
    expect(filterPills({ duplicates: 'true' }, { duplicates: 'true' }, admin)).toEqual([
      { key: 'duplicates', label: 'Possible duplicates: Yes', removable: true },
    ]);
  });

  it("a matchmaker may take off every pill, the searcher's defaults and the height included", () => {
    const pills = filterPills(
      { status: 'Active', gender: 'Female', minHeightFt: 5, minHeightIn: 6, maxKids: 0, locationRadius: 50 },
      {},
      { isAdmin: true },
    );
    // No city, so no radius either.
    expect(pills).toEqual([
      { key: 'gender', label: 'Gender: Female', removable: true },
      { key: 'minHeightFt', label: `Minimum height: 5'6"`, removable: true },
      { key: 'maxKids', label: 'Maximum children: 0', removable: true },
    ]);
  });

  it("a family's height pill has × only when the family set a height itself", () => {
    const applied = { minHeightFt: 5, minHeightIn: 8 };
    expect(filterPills(applied, {}, { isAdmin: false })[0]?.removable).toBe(false);
    expect(filterPills(applied, { minHeightIn: '8' }, { isAdmin: false })[0]?.removable).toBe(true);
  });

  it("a family's pill that shows its own requirement has no ×, even when the address asked for more", () => {
    const defaults = { minAge: 24, maxAge: 30, locationRadius: 50, city: ['Lahore'] };
    const applied = { status: 'Active', ...defaults, maxAge: 28 };
    const pills = filterPills(
      applied,
      { minAge: '20', maxAge: '28', locationRadius: '200' },
      { isAdmin: false, defaults },
    );
    expect(pills.map((p) => [p.label, p.removable])).toEqual([
      ['Minimum age: 24', false],
      ['Maximum age: 28', true],
      ['City: Lahore', false],
      ['Location radius: 50 km', false],
    ]);
    // Before the first answer, a family's address claims nothing.
    expect(filterPills(undefined, { minAge: '20' }, { isAdmin: false })).toEqual([]);
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

  it('names a listed city in Urdu in Urdu, as the cards do, and any other as typed', async () => {
    await i18n.loadLanguages(['ur']);
    await loadNamespaces('profiles', 'options');
    await i18n.changeLanguage('ur');
    expect(formatFilterValue('city', ['Lahore', 'Chak 45'])).toBe('لاہور, Chak 45');
  });
  afterAll(() => i18n.changeLanguage('en'));
});
