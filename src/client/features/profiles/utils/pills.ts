import { FILTER_KEYS, type FilterKey } from '@shared/constants';
import { jobTypeLabel } from '@shared/enums';
import { formatRupees } from '@shared/money';
import type { ProfileList } from '@shared/profile-list';
import { FILTER_LABELS, LIST_MESSAGES } from '../messages';
import type { ListFilters } from './filters';

export type AppliedFilters = ProfileList['appliedFilters'];
type AppliedValue = AppliedFilters[string];

export interface FilterPill {
  key: FilterKey;
  label: string;
  /**
   * True when the filter is in the address (so × can take it out). A filter the server filled in from the
   * searcher's defaults is not: taking it out of the address would not stop the server applying it.
   */
  removable: boolean;
}

function asText(value: AppliedValue): string {
  if (Array.isArray(value)) return value.join(', ');
  return String(value).trim();
}

function isEmpty(value: AppliedValue | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return String(value).trim() === '';
}

function yesNo(value: AppliedValue): string {
  return String(value) === 'true' ? LIST_MESSAGES.yes : LIST_MESSAGES.no;
}

/** The value of one filter as a person reads it: 'Yes', '50 km', 'Rs 5,000', 'Not Working'. */
export function formatFilterValue(key: FilterKey, value: AppliedValue): string {
  switch (key) {
    case 'hasDisability':
    case 'aiFilters':
      return yesNo(value);
    case 'locationRadius':
      return LIST_MESSAGES.km(Number(value));
    case 'paidFee':
      return formatRupees(Number(value));
    case 'jobType':
      return jobTypeLabel(String(value));
    case 'q':
      return `“${asText(value)}”`;
    default:
      return asText(value);
  }
}

export function pillLabel(key: FilterKey, value: AppliedValue): string {
  return `${FILTER_LABELS[key]}: ${formatFilterValue(key, value)}`;
}

/**
 * One pill per filter the server applied (SPEC §9 order). The status is the list itself (the heading), so it
 * has no pill. Before the first answer, the filters of the address stand in for the applied ones.
 */
export function filterPills(applied: AppliedFilters | undefined, inUrl: ListFilters): FilterPill[] {
  const source: Partial<Record<string, AppliedValue>> = applied ?? inUrl;
  const pills: FilterPill[] = [];
  for (const key of FILTER_KEYS) {
    if (key === 'status') continue;
    const value = source[key];
    if (value === undefined || isEmpty(value)) continue;
    // Partner preferences switched off is no filter at all.
    if (key === 'aiFilters' && String(value) !== 'true') continue;
    pills.push({ key, label: pillLabel(key, value), removable: inUrl[key] !== undefined });
  }
  return pills;
}
