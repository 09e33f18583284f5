import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MARRIED_YEARS, marriedYearsFromParts, marriedYearsToParts } from './marriage-duration';

describe('marriage duration', () => {
  it('joins years and months into decimal years', () => {
    expect(marriedYearsFromParts(2, 6)).toBe(2.5);
    expect(marriedYearsFromParts(undefined, 3)).toBe(0.25);
    expect(marriedYearsFromParts(4, null)).toBe(4);
    expect(marriedYearsFromParts(null, undefined)).toBeUndefined();
    expect(MAX_MARRIED_YEARS).toBeCloseTo(60 + 11 / 12);
  });

  it('splits decimal years back into the same years and months', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 11 }), (years, months) => {
        expect(marriedYearsToParts(marriedYearsFromParts(years, months))).toEqual({ years, months });
      }),
    );
    expect(marriedYearsToParts(undefined)).toBeUndefined();
  });
});
