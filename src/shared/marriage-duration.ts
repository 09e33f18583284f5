/** The form asks years and months; the profile keeps one decimal `marriedYears` (years + months/12). */

import { MARRIED_MONTHS, MARRIED_YEARS } from './constants';

export const MAX_MARRIED_YEARS = MARRIED_YEARS.max + MARRIED_MONTHS.max / 12;

export interface MarriageDuration {
  readonly years: number;
  readonly months: number;
}

/** Absent when neither part was entered; a missing part counts as 0 when the other was entered. */
export function marriedYearsFromParts(
  years: number | null | undefined,
  months: number | null | undefined,
): number | undefined {
  if (years == null && months == null) return undefined;
  return (years ?? 0) + (months ?? 0) / 12;
}

export function marriedYearsToParts(marriedYears: number | null | undefined): MarriageDuration | undefined {
  if (marriedYears == null || !Number.isFinite(marriedYears)) return undefined;
  const totalMonths = Math.round(marriedYears * 12);
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12 };
}
