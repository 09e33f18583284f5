import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo';

const lahore = { latitude: 31.558, longitude: 74.3507 };
const karachi = { latitude: 24.8608, longitude: 67.0104 };
const place = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('distanceKm', () => {
  it('puts Lahore about 1030 km from Karachi', () => {
    expect(Math.abs(distanceKm(lahore, karachi) - 1030)).toBeLessThanOrEqual(15);
  });

  it('is zero to itself, symmetric, non-negative and at most half the circumference', () => {
    fc.assert(
      fc.property(place, place, (a, b) => {
        expect(distanceKm(a, a)).toBeCloseTo(0, 6);
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6);
        expect(distanceKm(a, b)).toBeGreaterThanOrEqual(0);
        expect(distanceKm(a, b)).toBeLessThanOrEqual(Math.PI * 6371 + 1e-6);
      }),
    );
  });

  it('keeps the triangle inequality beside an antipode (CI found 20015.0868 > 20015.0867)', () => {
    const a = { latitude: 0, longitude: 0 };
    const b = { latitude: 6.037091348628667e-7, longitude: 0 };
    const c = { latitude: 0, longitude: 179.99999879258178 };
    expect(distanceKm(a, c)).toBeLessThanOrEqual((distanceKm(a, b) + distanceKm(b, c)) * (1 + 1e-12));
  });

  it('keeps the triangle inequality', () => {
    fc.assert(
      fc.property(place, place, place, (a, b, c) => {
        const around = distanceKm(a, b) + distanceKm(b, c);
        expect(distanceKm(a, c)).toBeLessThanOrEqual(around * (1 + 1e-12) + 1e-9);
      }),
    );
  });
});
