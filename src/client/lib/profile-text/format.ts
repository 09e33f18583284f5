/** Pure formatting of profile values for display (SPEC §9), in the language of the given `t`. */

import { INCOME_FORMAT_THRESHOLD } from '@shared/constants';
import { marriedYearsToParts } from '@shared/marriage-duration';
import { amountInWords, formatRupees } from '@shared/money';
import type { ViewT } from './view-text';

type Maybe<T> = T | null | undefined;

/**
 * 5'4". Inches of 12 or more carry into feet (the form accepts 0-12); inches without feet show alone.
 * Absent when neither part is given. The same in every language (shown left to right).
 */
export function formatHeight(feet: Maybe<number>, inches: Maybe<number>): string | undefined {
  if (feet == null && inches == null) return undefined;
  if (feet == null) return `${inches}"`;
  const total = feet * 12 + (inches ?? 0);
  return `${Math.floor(total / 12)}'${total % 12}"`;
}

/** 2.25 → '2 years 3 months' ('2 سال 3 مہینے'); 0.5 → '6 months'; 3 → '3 years'; 0 → '0 months'. */
export function formatMarriageDuration(marriedYears: Maybe<number>, t: ViewT): string | undefined {
  const parts = marriedYearsToParts(marriedYears);
  if (!parts) return undefined;
  const words: string[] = [];
  if (parts.years > 0) words.push(t('values.year', { count: parts.years }));
  if (parts.months > 0 || parts.years === 0) words.push(t('values.month', { count: parts.months }));
  return words.join(' ');
}

export interface FormattedIncome {
  /** 'Rs 150,000' (separators from 1000 on), digits in every language. */
  readonly amount: string;
  /** '1 lakh 50 hazar' ('1 لاکھ 50 ہزار'); absent below 1000, where it would repeat the amount. */
  readonly words?: string;
}

const UNITS = ['crore', 'lakh', 'hazar'] as const;
type Unit = (typeof UNITS)[number];
const isUnit = (word: string): word is Unit => (UNITS as readonly string[]).includes(word);

/** The shared reading of an amount (src/shared/money.ts) with its unit words in the language of `t`. */
export function amountWords(amount: number, t: ViewT): string {
  return amountInWords(amount)
    .split(' ')
    .map((word) => (isUnit(word) ? t(`values.units.${word}`) : word))
    .join(' ');
}

export function formatIncome(income: Maybe<number>, t: ViewT): FormattedIncome | undefined {
  if (income == null || !Number.isFinite(income)) return undefined;
  const amount = formatRupees(income);
  return Math.abs(income) >= INCOME_FORMAT_THRESHOLD ? { amount, words: amountWords(income, t) } : { amount };
}

/** The income as one line of text: 'Rs 150,000 (1 lakh 50 hazar)'. */
export function incomeText(income: Maybe<number>, t: ViewT): string | undefined {
  const formatted = formatIncome(income, t);
  if (!formatted) return undefined;
  return formatted.words ? `${formatted.amount} (${formatted.words})` : formatted.amount;
}

export function formatYesNo(value: Maybe<boolean>, t: ViewT): string | undefined {
  if (value == null) return undefined;
  return value ? t('values.yes') : t('values.no');
}

/** Blank text counts as absent. */
export function presentText(value: Maybe<string>): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
