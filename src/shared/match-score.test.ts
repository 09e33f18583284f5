import { describe, expect, it } from 'vitest';
import {
  agePoints,
  MATCH_REASONS,
  NEARBY_POINTS,
  nearbyPoints,
  REASON_FIELDS,
  REASON_LABELS,
  reasonsOf,
  SCORE_WEIGHTS,
  type ScoreSide,
  scoreOf,
  scoreParts,
  visibleReasons,
} from './match-score';

const side = (values: Partial<ScoreSide> = {}): ScoreSide => ({
  gender: 'Male',
  age: 30,
  city: 'Lahore',
  caste: null,
  nativeLanguage: null,
  homeTown: null,
  educationYears: null,
  heightInches: null,
  residenceType: null,
  jobType: null,
  children: null,
  ...values,
  prefs: { minAge: null, maxAge: null, residenceType: null, jobType: null, maxKids: null, ...values.prefs },
});

describe('the weights', () => {
  it('sum to 100, each a whole number, one for every reason', () => {
    expect(Object.keys(SCORE_WEIGHTS).sort()).toEqual([...MATCH_REASONS].sort());
    expect(MATCH_REASONS.reduce((sum, name) => sum + SCORE_WEIGHTS[name], 0)).toBe(100);
    for (const name of MATCH_REASONS) expect(Number.isInteger(SCORE_WEIGHTS[name])).toBe(true);
  });

  it('give no part more than its weight, and every reason has its fields and labels', () => {
    expect(Math.max(...NEARBY_POINTS.map(([, points]) => points))).toBe(SCORE_WEIGHTS.nearby);
    expect(agePoints(30, 24, 30) + agePoints(26, 26, 32)).toBeLessThanOrEqual(SCORE_WEIGHTS.ageGap);
    for (const name of MATCH_REASONS) {
      expect(REASON_FIELDS[name].length).toBeGreaterThan(0);
      expect(REASON_LABELS[name].en(1)).not.toBe('');
      expect(REASON_LABELS[name].ur(1)).not.toBe('');
    }
  });
});

describe('the parts', () => {
  const him = side({
    caste: 'Rajput',
    nativeLanguage: 'Punjabi',
    homeTown: 'Sialkot',
    educationYears: 16,
    heightInches: 72,
    jobType: 'Private',
    prefs: { minAge: 24, maxAge: 30, residenceType: 'Own', jobType: null, maxKids: null },
  });
  const her = side({
    gender: 'Female',
    age: 26,
    caste: ' rajput ',
    nativeLanguage: 'punjabi',
    homeTown: 'SIALKOT',
    educationYears: 14,
    heightInches: 65,
    residenceType: 'Own',
    prefs: { minAge: 26, maxAge: 32, residenceType: null, jobType: 'Private', maxKids: null },
  });

  it('a pair that fits in every way scores 100, from both sides', () => {
    const parts = scoreParts(him, her, 0);
    expect(parts).toEqual(SCORE_WEIGHTS);
    expect(scoreOf(parts)).toBe(100);
    // The same pair seen from her side.
    expect(scoreOf(scoreParts(her, him, 0))).toBe(100);
  });

  it('judges nothing that is unknown on either side', () => {
    expect(scoreOf(scoreParts(side(), side({ gender: 'Female' }), null))).toBe(0);
    expect(scoreParts(him, side({ gender: 'Female', caste: '  ' }), null).sameCaste).toBe(0);
  });

  it('distance by bracket, nothing beyond 50 km', () => {
    expect([0, 12, 28.6, 38.6, 49.8, 50.1].map(nearbyPoints)).toEqual([15, 12, 9, 5, 5, 0]);
    expect(nearbyPoints(null)).toBe(0);
  });

  it('ages: the middle half of a range most, then inside, then nothing', () => {
    expect(agePoints(27, 24, 30)).toBe(7);
    expect(agePoints(29, 24, 30)).toBe(3);
    expect(agePoints(31, 24, 30)).toBe(0);
    expect(agePoints(27, null, 30)).toBe(0);
  });

  it('heights: the man 2 to 8 inches taller; the same gender never', () => {
    const gap = (man: number, woman: number) =>
      scoreParts(side({ heightInches: man }), side({ gender: 'Female', heightInches: woman }), null).heights;
    expect([gap(72, 70), gap(72, 64), gap(72, 71), gap(72, 63), gap(68, 70)]).toEqual([5, 5, 0, 0, 0]);
    expect(scoreParts(side({ heightInches: 72 }), side({ heightInches: 68 }), null).heights).toBe(0);
  });

  it('education within 2 years all, within 4 half', () => {
    const years = (a: number, b: number) =>
      scoreParts(side({ educationYears: a }), side({ educationYears: b }), null).education;
    expect([years(16, 14), years(16, 12), years(16, 11)]).toEqual([10, 5, 0]);
  });
});

describe('reasons', () => {
  it('are the parts earning at least half their weight, with their values', () => {
    const parts = { ...scoreParts(side(), side(), null), sameCaste: 20, nearby: 9, ageGap: 6 };
    expect(reasonsOf(parts, { nativeLanguage: null }, 28.6)).toEqual([
      { name: 'sameCaste', label: 'Same caste' },
      { name: 'nearby', label: '29 km away', value: 29 },
    ]);
    const language = { ...parts, sameLanguage: 12, nearby: 15 };
    expect(reasonsOf(language, { nativeLanguage: 'Punjabi' }, 0).slice(1)).toEqual([
      { name: 'nearby', label: 'Same city', value: 0 },
      { name: 'sameLanguage', label: 'Both Punjabi', value: 'Punjabi' },
    ]);
  });

  it('say the ages suit both sides only when both sides asked for them and got them', () => {
    const range = (minAge: number, maxAge: number) => ({ prefs: { ...side().prefs, minAge, maxAge } });
    const ages = (he: Partial<ScoreSide>, she: Partial<ScoreSide>) =>
      reasonsOf(
        scoreParts(side(he), side({ gender: 'Female', age: 26, ...she }), null),
        { nativeLanguage: null },
        null,
      )
        .map((r) => r.name)
        .includes('ageGap');
    // She is in the middle of his range and he (30) in the middle of hers: both sides.
    expect(ages(range(22, 30), range(28, 32))).toBe(true);
    // He is in the middle of hers, she 2 years older than he asked (a near match): 7 points from her side alone.
    expect(ages(range(20, 24), range(28, 32))).toBe(false);
    // She asked for nothing about his age: only his side is suited.
    expect(ages(range(22, 30), {})).toBe(false);
    // Both inside, he near the edge of hers: still both sides.
    expect(ages(range(22, 30), range(30, 40))).toBe(true);
  });

  it('a viewer receives only those about fields in its view of the candidate', () => {
    const reasons = reasonsOf({ ...SCORE_WEIGHTS }, { nativeLanguage: 'Punjabi' }, 0);
    const familyView = { caste: 'Rajput', city: 'Lahore', nativeLanguage: 'Punjabi', age: 26, heightFt: 5 };
    // No home town and no education in this view (hidden), no partner requirements (a family's).
    expect(visibleReasons(reasons, familyView).map((r) => r.name)).toEqual([
      'sameCaste',
      'nearby',
      'sameLanguage',
      'ageGap',
      'heights',
    ]);
    expect(visibleReasons(reasons, { ...familyView, homeTown: undefined }).map((r) => r.name)).not.toContain(
      'sameHomeTown',
    );
  });
});
