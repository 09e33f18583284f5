/**
 * Partner preferences (aiFilters, SPEC §3) as the lines of the admin's AI Filters panel: one line per
 * preference, its value in effect and whether a matchmaker set it or the SPEC §9 default applies.
 */

import { formatHeight } from '@client/lib/profile-text/format';
import { MISMATCH_CRITERIA } from '@shared/constants';
import { jobTypeLabel } from '@shared/enums';
import { requirementKeys } from '@shared/partner-requirements';
import type { AiFilterKey, AiFilters } from '@shared/profile-view';
import { AI_FILTER_LABELS, REQUIREMENT_MESSAGES } from '../messages';

export type AiFilterRowKey = keyof typeof AI_FILTER_LABELS;

/** The lines in display order: the partner requirements of src/shared/partner-requirements.ts. */
export const AI_FILTER_ROW_KEYS: readonly AiFilterRowKey[] = MISMATCH_CRITERIA;

/**
 * The aiFilters keys each line stands for. Height is feet and inches together; the flags go with the value
 * they qualify (minEducation: the education years are a minimum; heighted: a height was asked for).
 */
export const ROW_FIELDS = Object.fromEntries(
  MISMATCH_CRITERIA.map((row) => [row, requirementKeys(row)]),
) as Record<AiFilterRowKey, readonly AiFilterKey[]>;

/** The line an aiFilters key belongs to. */
export function rowOfKey(key: AiFilterKey): AiFilterRowKey {
  return AI_FILTER_ROW_KEYS.find((row) => ROW_FIELDS[row].includes(key)) ?? 'minHeight';
}

const num = (n: number | null | undefined) => (n == null ? undefined : String(n));
const str = (s: string | null | undefined) => (s?.trim() ? s.trim() : undefined);

/** One line's value in `filters`, formatted; undefined when `filters` says nothing about it. */
export function rowValue(row: AiFilterRowKey, filters: AiFilters | null | undefined): string | undefined {
  if (!filters) return undefined;
  switch (row) {
    case 'maritalStatus':
      if (!filters.maritalStatus) return undefined;
      // An empty list set on purpose is "no requirement", and it does replace the default.
      return filters.maritalStatus.length > 0
        ? filters.maritalStatus.join(', ')
        : REQUIREMENT_MESSAGES.aiFilterNone;
    case 'jobType':
      return filters.jobType ? jobTypeLabel(filters.jobType) : undefined;
    case 'minHeight':
      return formatHeight(filters.minHeightFt, filters.minHeightIn);
    case 'residenceType':
    case 'caste':
    case 'sect':
    case 'nativeLanguage':
      return str(filters[row]);
    default:
      return num(filters[row]);
  }
}

export type AiFilterSource = 'set' | 'default' | 'none';

export interface AiFilterRow {
  readonly key: AiFilterRowKey;
  readonly label: string;
  /** The value in effect; 'No requirement' when neither a setting nor a default applies. */
  readonly value: string;
  readonly source: AiFilterSource;
}

/** Every line: what the matchmaker set, else the default (SPEC §9), else no requirement. */
export function aiFilterRows(
  set: AiFilters | null | undefined,
  defaults: AiFilters | null | undefined,
): AiFilterRow[] {
  return AI_FILTER_ROW_KEYS.map((key) => {
    const label = AI_FILTER_LABELS[key];
    const own = rowValue(key, set);
    if (own !== undefined) return { key, label, value: own, source: 'set' };
    const fallback = rowValue(key, defaults);
    if (fallback !== undefined) return { key, label, value: fallback, source: 'default' };
    return { key, label, value: REQUIREMENT_MESSAGES.aiFilterNone, source: 'none' };
  });
}
