import { loadNamespaces } from '@client/lib/i18n';
import { FILTER_AGE, FILTER_HEIGHT_FT, LOCATION_RADIUS_KM } from '@shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { inRange, numberOptions, radiusMarks, switchValue } from './filter-controls';

// The helpers speak through the `profiles` catalog (English here).
beforeAll(() => loadNamespaces('profiles'));

describe('filter controls', () => {
  it('accepts only whole numbers in range', () => {
    expect(inRange('16', FILTER_AGE)).toBe(true);
    expect(inRange(' 90 ', FILTER_AGE)).toBe(true);
    // An Urdu or Arabic keyboard's digits (issue 30).
    expect(inRange('۲۵', FILTER_AGE)).toBe(true);
    expect(inRange('٢٥', FILTER_AGE)).toBe(true);
    expect(inRange('۹۱', FILTER_AGE)).toBe(false);
    for (const bad of ['1', '15', '91', '2.5', '-20', 'abc', ''])
      expect(inRange(bad, FILTER_AGE)).toBe(false);
  });

  it('lists the options of a range', () => {
    expect(numberOptions(FILTER_HEIGHT_FT)).toEqual(['3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('marks the radius every 50 km from 0 to 400, labelling every other one', () => {
    const marks = radiusMarks(LOCATION_RADIUS_KM, 50);
    expect(marks.map((m) => m.value)).toEqual([0, 50, 100, 150, 200, 250, 300, 350, 400]);
    expect(marks.filter((m) => m.label).map((m) => m.label)).toEqual([
      '0 km',
      '100 km',
      '200 km',
      '300 km',
      '400 km',
    ]);
  });

  it('labels fewer marks on a phone, and always the end of a shorter range', () => {
    const phone = radiusMarks(LOCATION_RADIUS_KM, 50, 200);
    expect(phone).toHaveLength(9);
    expect(phone.filter((m) => m.label).map((m) => m.value)).toEqual([0, 200, 400]);
    const family = radiusMarks({ min: 0, max: 50, step: 5 }, 50, 200);
    expect(family.map((m) => [m.value, m.label])).toEqual([
      [0, '0 km'],
      [50, '50 km'],
    ]);
  });

  it('partner preferences: off says false only while they are applied', () => {
    expect(switchValue(true, undefined)).toBe('true');
    expect(switchValue(false, 'true')).toBe('false');
    expect(switchValue(false, '')).toBeNull();
    expect(switchValue(false, 'false')).toBeNull();
  });
});
