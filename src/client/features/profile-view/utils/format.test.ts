import { describe, expect, it } from 'vitest';
import {
  formatHeight,
  formatIncome,
  formatMarriageDuration,
  formatYesNo,
  incomeText,
  presentText,
} from './format';

describe('formatHeight', () => {
  it('shows feet and inches as 5\'4"', () => {
    expect(formatHeight(5, 4)).toBe('5\'4"');
    expect(formatHeight(6, 0)).toBe('6\'0"');
    expect(formatHeight(5, null)).toBe('5\'0"');
  });
  it('carries 12 inches into a foot', () => {
    expect(formatHeight(5, 12)).toBe('6\'0"');
  });
  it('shows inches alone when no feet are given, and nothing when neither is', () => {
    expect(formatHeight(null, 7)).toBe('7"');
    expect(formatHeight(undefined, null)).toBeUndefined();
  });
});

describe('formatMarriageDuration', () => {
  it('splits decimal years into years and months', () => {
    expect(formatMarriageDuration(2.25)).toBe('2 years 3 months');
    expect(formatMarriageDuration(1 + 1 / 12)).toBe('1 year 1 month');
    expect(formatMarriageDuration(3)).toBe('3 years');
    expect(formatMarriageDuration(0.5)).toBe('6 months');
    expect(formatMarriageDuration(0)).toBe('0 months');
  });
  it('is absent when not given', () => {
    expect(formatMarriageDuration(null)).toBeUndefined();
    expect(formatMarriageDuration(undefined)).toBeUndefined();
  });
});

describe('formatIncome', () => {
  it('formats with separators from 1000 on and speaks the amount', () => {
    expect(formatIncome(150_000)).toEqual({ amount: 'Rs 150,000', words: '1 lakh 50 hazar' });
    expect(formatIncome(12_500_000)).toEqual({ amount: 'Rs 12,500,000', words: '1 crore 25 lakh' });
    expect(formatIncome(1000)).toEqual({ amount: 'Rs 1,000', words: '1 hazar' });
    expect(incomeText(250_000)).toBe('Rs 250,000 (2 lakh 50 hazar)');
  });
  it('keeps small amounts plain without words', () => {
    expect(formatIncome(999)).toEqual({ amount: 'Rs 999' });
    expect(formatIncome(0)).toEqual({ amount: 'Rs 0' });
    expect(incomeText(0)).toBe('Rs 0');
  });
  it('is absent when not given', () => {
    expect(formatIncome(null)).toBeUndefined();
    expect(incomeText(undefined)).toBeUndefined();
  });
});

describe('small helpers', () => {
  it('says Yes or No', () => {
    expect(formatYesNo(true)).toBe('Yes');
    expect(formatYesNo(false)).toBe('No');
    expect(formatYesNo(null)).toBeUndefined();
  });
  it('treats blank text as absent', () => {
    expect(presentText('  ')).toBeUndefined();
    expect(presentText(' Lahore ')).toBe('Lahore');
    expect(presentText(null)).toBeUndefined();
  });
});
