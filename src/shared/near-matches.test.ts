import { describe, expect, it } from 'vitest';
import { LEGAL_AGE, relaxedLine, relaxedMinAge, withinAllowance } from './near-matches';

describe('relaxedLine', () => {
  it('says what a near match relaxes, from the side that asked', () => {
    expect(relaxedLine({ name: 'maxAge', expected: '30', actual: '32' }, 'Male')).toBe(
      '2 years older than he asked',
    );
    expect(relaxedLine({ name: 'minAge', expected: '24', actual: '23' }, 'Female')).toBe(
      '1 year younger than she asked',
    );
    expect(relaxedLine({ name: 'minHeight', expected: `5'6"`, actual: `5'5"` }, 'Female')).toBe(
      '1 inch shorter than she asked',
    );
    expect(relaxedLine({ name: 'locationRadius', expected: '50 km', actual: '68 km' }, 'Male')).toBe(
      '68 km away, he asked within 50 km',
    );
    expect(relaxedLine({ name: 'maxEducationYears', expected: '14', actual: '16' }, 'Male')).toBe(
      '2 years more education than he asked',
    );
    expect(relaxedLine({ name: 'caste', expected: 'Jutt', actual: 'Arain' }, 'Male')).toBe(
      'Caste: Arain, not Jutt as he asked',
    );
    expect(relaxedLine({ name: 'caste', expected: 'Jutt', actual: '' }, 'Female')).toBe(
      'Caste not given, she asked for Jutt',
    );
    expect(relaxedLine({ name: 'maxKids', expected: '0', actual: '1' }, 'Female')).toBe(
      '1 child, she asked for none',
    );
    expect(relaxedLine({ name: 'maxKids', expected: '1', actual: '3' }, 'Male')).toBe(
      '3 children, he asked for at most 1',
    );
  });
});

describe('allowances', () => {
  it('relax by up to the allowance, never below the legal age', () => {
    expect(withinAllowance('maxAge', 30, 32)).toBe(true);
    expect(withinAllowance('maxAge', 30, 33)).toBe(false);
    expect(withinAllowance('minHeight', 66, 64)).toBe(true);
    expect(withinAllowance('minHeight', 66, 63)).toBe(false);
    expect(withinAllowance('locationRadius', 50, 100)).toBe(true);
    expect(withinAllowance('locationRadius', 50, 101)).toBe(false);
    expect(relaxedMinAge(19)).toBe(LEGAL_AGE);
    expect(withinAllowance('minAge', 19, 17)).toBe(false);
    expect(withinAllowance('caste', 0, 0)).toBe(true);
  });
});
