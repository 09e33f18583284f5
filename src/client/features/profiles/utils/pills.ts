import { i18n, optionLabel, placeLabel } from '@client/lib/i18n';
import { jobTypeLabel } from '@shared/enums';
import { formatRupees } from '@shared/money';
import { LIST_FILTER_KEYS } from '@shared/profile-list';
import type { ProfileList } from '@shared/profile-list-schema';
import { formatHeight } from './card';
import { type FilterKey, isAny, type ListFilters } from './filters';

export type AppliedFilters = ProfileList['appliedFilters'];
type AppliedValue = AppliedFilters[string];

export interface FilterPill {
  /** The filter's key (`minHeightFt` stands for the whole minimum height). */
  key: FilterKey;
  label: string;
  /**
   * Whether × may take the filter off. A matchmaker may take off every filter, the searcher's defaults too
   * (decision 029); a family only what it set itself: its own requirements always apply (decision 026).
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
  return String(value).trim() === '' || isAny(value);
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
  'inactiveReason',
]);

/** The label of a filter key ('Marital status'), in the current language. */
export function filterLabel(key: FilterKey): string {
  return i18n.t(`profiles:filterLabels.${key}`);
}

/** 5'6" from feet and inches. */
export function heightText(feet: AppliedValue, inches: AppliedValue | undefined): string {
  return formatHeight(Number(feet), Number(inches ?? 0) || 0) ?? '';
}

/** The value of one filter as a person reads it: 'Yes', '50 km', 'Rs 5,000', 'Not Working'. */
export function formatFilterValue(key: FilterKey, value: AppliedValue): string {
  switch (key) {
    case 'hasDisability':
    case 'aiFilters':
    case 'edited':
    case 'duplicates':
    case 'held':
      return yesNo(value);
    case 'locationRadius':
      return i18n.t('profiles:km', { n: Number(value) });
    case 'paidFee':
      return formatRupees(Number(value));
    case 'jobType':
      return optionLabel(String(value), jobTypeLabel(String(value)));
    case 'q':
      return `“${asText(value)}”`;
    case 'city':
      // As the cards name them: لاہور in Urdu (issue 30 item 10; the pill said "Lahore" beside it).
      return (Array.isArray(value) ? value : [String(value)])
        .map((v) => placeLabel(String(v).trim()))
        .join(', ');
    case 'assignedTo':
      // Decision 054: `me`, `none` or an account id (admin screens are English only).
      return value === 'me' ? 'Me' : value === 'none' ? 'Nobody' : `Matchmaker #${asText(value)}`;
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
 * One pill per filter the server applied (in the order of the keys), drawn from its answer. The status is
 * the list itself (the heading), so it has no pill; minimum height is one pill ("Minimum height: 5'6""); the
 * radius shows only with a city. Before the first answer, the filters of the address stand in (matchmakers).
 */
export function filterPills(
  applied: AppliedFilters | undefined,
  inUrl: ListFilters,
  options: { isAdmin: boolean; defaults?: AppliedFilters },
): FilterPill[] {
  // A family's query is only a wish the server narrows to what both families allow (issue 16): before the
  // first answer its address would claim filters that may not apply, so nothing is shown.
  if (!applied && !options.isAdmin) return [];
  const source: Partial<Record<string, AppliedValue>> = applied ?? inUrl;
  const setHere = (key: FilterKey) => inUrl[key] !== undefined && !isAny(inUrl[key]);
  const pills: FilterPill[] = [];
  for (const key of LIST_FILTER_KEYS) {
    if (key === 'status' || key === 'minHeightIn') continue;
    const value = source[key];
    if (value === undefined || isEmpty(value)) continue;
    // Partner preferences switched off, or "edited" or "duplicates" off, is no filter at all.
    if (
      (key === 'aiFilters' || key === 'edited' || key === 'duplicates' || key === 'held') &&
      String(value) !== 'true'
    )
      continue;
    if (key === 'locationRadius' && isEmpty(source.city)) continue;
    const label =
      key === 'minHeightFt'
        ? `${i18n.t('profiles:filterLabels.minHeight')}: ${heightText(value, source.minHeightIn)}`
        : pillLabel(key, value);
    const set = setHere(key) || (key === 'minHeightFt' && setHere('minHeightIn'));
    // A family's pill that shows its own requirement (its wider wish was not applied) has no ×: taking it
    // off would change nothing (issue 16).
    const own = (k: FilterKey) => JSON.stringify(source[k]) === JSON.stringify(options.defaults?.[k]);
    const isOwn = options.defaults !== undefined && own(key) && (key !== 'minHeightFt' || own('minHeightIn'));
    const removable = options.isAdmin || (set && !isOwn);
    pills.push({ key, label, removable });
  }
  return pills;
}
