import { i18n, loadNamespaces } from '@client/lib/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  amountWords,
  formatHeight,
  formatIncome,
  formatMarriageDuration,
  formatYesNo,
  incomeText,
  presentText,
} from './format';
import type { ViewT } from './view-text';

let en: ViewT;
let ur: ViewT;

beforeAll(async () => {
  await i18n.loadLanguages(['en', 'ur']);
  await loadNamespaces('profileView');
  en = i18n.getFixedT('en', 'profileView');
  ur = i18n.getFixedT('ur', 'profileView');
});

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
    expect(formatMarriageDuration(2.25, en)).toBe('2 years 3 months');
    expect(formatMarriageDuration(1 + 1 / 12, en)).toBe('1 year 1 month');
    expect(formatMarriageDuration(3, en)).toBe('3 years');
    expect(formatMarriageDuration(0.5, en)).toBe('6 months');
    expect(formatMarriageDuration(0, en)).toBe('0 months');
  });
  it('says it in Urdu, with digits', () => {
    expect(formatMarriageDuration(2.25, ur)).toBe('2 سال 3 مہینے');
    expect(formatMarriageDuration(1 + 1 / 12, ur)).toBe('1 سال 1 مہینہ');
    expect(formatMarriageDuration(0, ur)).toBe('0 مہینے');
  });
  it('is absent when not given', () => {
    expect(formatMarriageDuration(null, en)).toBeUndefined();
    expect(formatMarriageDuration(undefined, ur)).toBeUndefined();
  });
});

describe('formatIncome', () => {
  it('formats with separators from 1000 on and speaks the amount', () => {
    expect(formatIncome(150_000, en)).toEqual({ amount: 'Rs 150,000', words: '1 lakh 50 hazar' });
    expect(formatIncome(12_500_000, en)).toEqual({ amount: 'Rs 12,500,000', words: '1 crore 25 lakh' });
    expect(formatIncome(1000, en)).toEqual({ amount: 'Rs 1,000', words: '1 hazar' });
    expect(incomeText(250_000, en)).toBe('Rs 250,000 (2 lakh 50 hazar)');
  });
  it('keeps the amount in digits in Urdu and says crore, lakh and hazar in Urdu', () => {
    expect(formatIncome(150_000, ur)).toEqual({ amount: 'Rs 150,000', words: '1 لاکھ 50 ہزار' });
    expect(formatIncome(12_500_000, ur)).toEqual({ amount: 'Rs 12,500,000', words: '1 کروڑ 25 لاکھ' });
    expect(incomeText(1_001_500, ur)).toBe('Rs 1,001,500 (10 لاکھ 1 ہزار 500)');
    expect(amountWords(-250_000, ur)).toBe('-2 لاکھ 50 ہزار');
  });
  it('keeps small amounts plain without words', () => {
    expect(formatIncome(999, en)).toEqual({ amount: 'Rs 999' });
    expect(formatIncome(0, ur)).toEqual({ amount: 'Rs 0' });
    expect(incomeText(0, en)).toBe('Rs 0');
  });
  it('is absent when not given', () => {
    expect(formatIncome(null, en)).toBeUndefined();
    expect(incomeText(undefined, ur)).toBeUndefined();
  });
});

describe('small helpers', () => {
  it('says Yes or No, in both languages', () => {
    expect(formatYesNo(true, en)).toBe('Yes');
    expect(formatYesNo(false, en)).toBe('No');
    expect(formatYesNo(true, ur)).toBe('ہاں');
    expect(formatYesNo(false, ur)).toBe('نہیں');
    expect(formatYesNo(null, ur)).toBeUndefined();
  });
  it('treats blank text as absent', () => {
    expect(presentText('  ')).toBeUndefined();
    expect(presentText(' Lahore ')).toBe('Lahore');
    expect(presentText(null)).toBeUndefined();
  });
});
