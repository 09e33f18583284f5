import { i18n, optionLabel } from '@client/lib/i18n';
import { FILTER_KEYS, type FilterKey } from '@shared/constants';
import { jobTypeLabel } from '@shared/enums';
import { formatRupees } from '@shared/money';
import type { ProfileList } from '@shared/profile-list';
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
  return String(value) === 'true' ? i18n.t('profiles:yes') : i18n.t('profiles:no');
}

/** Filters whose values are options of a closed list ('Single', 'Muslim'): shown by their label. */
const OPTION_KEYS: ReadonlySet<FilterKey> = new Set([
  'gender',
  'maritalStatus',
  'residenceType',
  'religion',
  'sect',
  'nativeLanguage',
]);

/** The label of a filter key ('Marital status'), in the current language. */
export function filterLabel(key: FilterKey): string {
  return i18n.t(`profiles:filterLabels.${key}`);
}

/** The value of one filter as a person reads it: 'Yes', '50 km', 'Rs 5,000', 'Not Working'. */
export function formatFilterValue(key: FilterKey, value: AppliedValue): string {
  switch (key) {
    case 'hasDisability':
    case 'aiFilters':
    case 'edited':
      return yesNo(value);
    case 'locationRadius':
      return i18n.t('profiles:km', { n: Number(value) });
    case 'paidFee':
      return formatRupees(Number(value));
    case 'jobType':
      return optionLabel(String(value), jobTypeLabel(String(value)));
    case 'q':
      return `“${asText(value)}”`;
    default:
      if (OPTION_KEYS.has(key)) {
        const values = Array.isArray(value) ? value : [String(value)];
        return values.map((v) => optionLabel(String(v).trim())).join(', ');
      }
      return asText(value);
  }
}

export function pillLabel(key: FilterKey, value: AppliedValue): string {
  return `${filterLabel(key)}: ${formatFilterValue(key, value)}`;
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
    if ((key === 'aiFilters' || key === 'edited') && String(value) !== 'true') continue;
    pills.push({ key, label: pillLabel(key, value), removable: inUrl[key] !== undefined });
  }
  return pills;
}
