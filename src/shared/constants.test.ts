import { describe, expect, it } from 'vitest';
import {
  CONTACT_ACCESS_FEE,
  DEFAULT_EXPECTED_ADVANCE_FEE,
  DEFAULT_EXPECTED_POST_MATCH_FEE,
  DEFAULT_LOCATION_RADIUS_KM,
  FILTER_AGE,
  FILTER_KEYS,
  FORM_AGE,
  LOCATION_RADIUS_KM,
  LOCATION_RADIUS_MARK_EVERY_KM,
  MISMATCH_CRITERIA,
  MONTHLY_INCOME,
  PAGE_SIZE,
  PAID_FEE,
  PAID_FEE_QUICK_FILLS,
  PROFILES_REFRESH_MS,
  SUCCESS_FEE,
} from './constants';

describe('constants', () => {
  it('holds the fees of the spec', () => {
    expect([CONTACT_ACCESS_FEE, SUCCESS_FEE]).toEqual([5000, 15_000]);
    expect([DEFAULT_EXPECTED_ADVANCE_FEE, DEFAULT_EXPECTED_POST_MATCH_FEE]).toEqual([5000, 15_000]);
    expect(PAID_FEE_QUICK_FILLS).toEqual([5000, 20_000]);
    expect(PAID_FEE).toEqual({ min: 0, max: 100_000, step: 1000 });
    for (const fee of PAID_FEE_QUICK_FILLS) expect(fee % (PAID_FEE.step ?? 1)).toBe(0);
  });

  it('holds the list limits', () => {
    expect(PAGE_SIZE).toBe(54);
    expect(PROFILES_REFRESH_MS).toBe(3_600_000);
    expect(FORM_AGE).toEqual({ min: 16, max: 80 });
    expect(FILTER_AGE).toEqual({ min: 16, max: 90 });
    expect(MONTHLY_INCOME).toEqual({ min: 0, max: 10_000_000, step: 1000 });
    expect(LOCATION_RADIUS_KM).toEqual({ min: 0, max: 400, step: 5 });
    expect(LOCATION_RADIUS_KM.max % LOCATION_RADIUS_MARK_EVERY_KM).toBe(0);
    expect(DEFAULT_LOCATION_RADIUS_KM % (LOCATION_RADIUS_KM.step ?? 1)).toBe(0);
  });

  it('lists the 24 filter keys and the mismatch criteria in order', () => {
    // SPEC §9's 24 keys, then ours (edited).
    expect(FILTER_KEYS).toHaveLength(25);
    expect(new Set(FILTER_KEYS).size).toBe(25);
    expect(FILTER_KEYS[0]).toBe('q');
    expect(FILTER_KEYS.at(-2)).toBe('nativeLanguage');
    expect(FILTER_KEYS.at(-1)).toBe('edited');
    expect(MISMATCH_CRITERIA).toHaveLength(12);
    expect(MISMATCH_CRITERIA).toContain('minHeight');
  });
});
