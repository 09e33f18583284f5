/** Pure formatting of profile values for display (SPEC §9). */

import { INCOME_FORMAT_THRESHOLD } from '@shared/constants';
import { marriedYearsToParts } from '@shared/marriage-duration';
import { amountInWords, formatRupees } from '@shared/money';
import { VALUE_WORDS } from '../messages';

type Maybe<T> = T | null | undefined;

/**
 * 5'4". Inches of 12 or more carry into feet (the form accepts 0-12); inches without feet show alone.
 * Absent when neither part is given.
 */
export function formatHeight(feet: Maybe<number>, inches: Maybe<number>): string | undefined {
  if (feet == null && inches == null) return undefined;
  if (feet == null) return `${inches}"`;
  const total = feet * 12 + (inches ?? 0);
  return `${Math.floor(total / 12)}'${total % 12}"`;
}

/** 2.25 → '2 years 3 months'; 0.5 → '6 months'; 3 → '3 years'; 0 → '0 months'. */
export function formatMarriageDuration(marriedYears: Maybe<number>): string | undefined {
  const parts = marriedYearsToParts(marriedYears);
  if (!parts) return undefined;
  const words: string[] = [];
  if (parts.years > 0) words.push(VALUE_WORDS.year(parts.years));
  if (parts.months > 0 || parts.years === 0) words.push(VALUE_WORDS.month(parts.months));
  return words.join(' ');
}

export interface FormattedIncome {
  /** 'Rs 150,000' (separators from 1000 on). */
  readonly amount: string;
  /** '1 lakh 50 hazar'; absent below 1000, where it would repeat the amount. */
  readonly words?: string;
}

export function formatIncome(income: Maybe<number>): FormattedIncome | undefined {
  if (income == null || !Number.isFinite(income)) return undefined;
  const amount = formatRupees(income);
  return Math.abs(income) >= INCOME_FORMAT_THRESHOLD ? { amount, words: amountInWords(income) } : { amount };
}

/** The income as one line of text: 'Rs 150,000 (1 lakh 50 hazar)'. */
export function incomeText(income: Maybe<number>): string | undefined {
  const formatted = formatIncome(income);
  if (!formatted) return undefined;
  return formatted.words ? `${formatted.amount} (${formatted.words})` : formatted.amount;
}

export function formatYesNo(value: Maybe<boolean>): string | undefined {
  if (value == null) return undefined;
  return value ? VALUE_WORDS.yes : VALUE_WORDS.no;
}

/** Blank text counts as absent. */
export function presentText(value: Maybe<string>): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
