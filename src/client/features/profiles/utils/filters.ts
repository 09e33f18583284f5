import { DEFAULT_LIST_STATUS } from '@shared/constants';
import {
  ANY,
  LIST_FILTER_KEYS,
  LIST_SORTS,
  LIST_STATUSES,
  type ListFilterKey,
  type ListSort,
  type ListStatus,
} from '@shared/profile-list';

/**
 * The list's filters live in the URL query under SPEC §9's keys (plus `maxKids`, `matchProfileId`, `sort`
 * and `page`), so a link or the back button brings the same list back. These pure helpers read and rewrite
 * that query. List values (city, maritalStatus) are comma-separated, as the API takes them.
 *
 * Decision 029: `Any` (or a key with an empty value, `city=`) switches a filter off, a default included;
 * a key left out keeps the default the server fills in from the searcher.
 */

export { ANY };
export type FilterKey = ListFilterKey;

export const LIST_VALUED_KEYS = ['city', 'maritalStatus'] as const satisfies readonly FilterKey[];
export type ListValuedKey = (typeof LIST_VALUED_KEYS)[number];

/** Keys only matchmakers may set (SPEC §6; possible duplicates, decision 038): families never see or send them. */
export const ADMIN_FILTER_KEYS = [
  'status',
  'paidFee',
  'edited',
  'duplicates',
  'held',
  'assignedTo',
  'inactiveReason',
] as const satisfies readonly FilterKey[];

/** Minimum height is one filter written in two keys. */
export const HEIGHT_KEYS = ['minHeightFt', 'minHeightIn'] as const satisfies readonly FilterKey[];

export const PAGE_KEY = 'page';
export const MATCH_KEY = 'matchProfileId';
export const SORT_KEY = 'sort';

/** A filter set in the address: its value (lists split), or `Any` where it is switched off. */
export type ListFilters = Partial<Record<FilterKey, string | string[]>>;

export function isFilterKey(key: string): key is FilterKey {
  return (LIST_FILTER_KEYS as readonly string[]).includes(key);
}

export function isListKey(key: string): key is ListValuedKey {
  return (LIST_VALUED_KEYS as readonly string[]).includes(key);
}

/** True for a filter the address switches off. */
export function isAny(value: unknown): value is typeof ANY {
  return value === ANY;
}

export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The filters of the query, in the order of the keys: a value, or `Any` where the address switches the
 * filter off (`Any`, or an empty value). An empty search is no search.
 */
export function readFilters(search: URLSearchParams): ListFilters {
  const filters: ListFilters = {};
  for (const key of LIST_FILTER_KEYS) {
    const raw = search.get(key);
    if (raw === null) continue;
    const text = raw.trim();
    if (key === 'q') {
      if (text) filters.q = text;
      continue;
    }
    if (key === 'status') {
      if ((LIST_STATUSES as readonly string[]).includes(text)) filters.status = text;
      continue;
    }
    if (text === '' || text === ANY) {
      filters[key] = ANY;
    } else if (isListKey(key)) {
      const list = splitList(text);
      filters[key] = list.length > 0 ? list : ANY;
    } else {
      filters[key] = text;
    }
  }
  return filters;
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function readPage(search: URLSearchParams): number {
  return positiveInt(search.get(PAGE_KEY)) ?? 1;
}

export function readMatchProfileId(search: URLSearchParams): number | null {
  return positiveInt(search.get(MATCH_KEY));
}

/** The status of the list (heading and API), Active unless the query names another known one or All. */
export function readStatus(search: URLSearchParams): ListStatus {
  const value = search.get('status');
  return LIST_STATUSES.find((status) => status === value) ?? DEFAULT_LIST_STATUS;
}

/** The order asked for in the address; null leaves it to the server's default. */
export function readSort(search: URLSearchParams): ListSort | null {
  const value = search.get(SORT_KEY);
  return LIST_SORTS.find((sort) => sort === value) ?? null;
}

/** A copy of the query with one filter set (or removed when empty); any filter change goes back to page 1. */
export function withFilter(
  search: URLSearchParams,
  key: FilterKey,
  value: string | number | boolean | readonly string[] | null | undefined,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const text = Array.isArray(value) ? value.join(',') : value == null ? '' : String(value).trim();
  if (text) next.set(key, text);
  else next.delete(key);
  next.delete(PAGE_KEY);
  return next;
}

/**
 * A copy of the query with one filter switched off: `Any` where the server would fill in a default
 * (`defaulted`: a matchmaker's match mode), else the key goes. Height goes as one filter.
 */
export function withFilterOff(
  search: URLSearchParams,
  key: FilterKey,
  defaulted: ReadonlySet<string> = new Set(),
): URLSearchParams {
  const keys: readonly FilterKey[] = (HEIGHT_KEYS as readonly string[]).includes(key) ? HEIGHT_KEYS : [key];
  let next = new URLSearchParams(search);
  for (const k of keys) next = withFilter(next, k, null);
  if (keys.some((k) => defaulted.has(k))) next.set(keys[0] as FilterKey, ANY);
  return next;
}

/**
 * Clear All: every filter goes, except the list's status, its order and the match context. With defaults
 * (`defaulted`, match mode for a matchmaker) each of them is switched off with `Any`, except the gender: a
 * match list is always of the opposite gender, so its key is left out and the searcher's default stands
 * (decision 053).
 */
export function withoutFilters(
  search: URLSearchParams,
  defaulted: ReadonlySet<string> = new Set(),
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of LIST_FILTER_KEYS) if (key !== 'status') next.delete(key);
  for (const key of LIST_FILTER_KEYS) {
    if (!defaulted.has(key) || key === 'status' || key === 'minHeightIn') continue;
    if (key === 'gender' && next.has(MATCH_KEY)) continue;
    // With the city switched off there is no radius to switch off.
    if (key === 'locationRadius' && defaulted.has('city')) continue;
    next.set(key, ANY);
  }
  next.delete(PAGE_KEY);
  return next;
}

/** Back to the searcher's defaults: every filter of the address goes (status, order and context stay). */
export function withDefaults(search: URLSearchParams): URLSearchParams {
  return withoutFilters(search);
}

/** Another status, keeping the search and the filters (the "Found 1 in Review" link). */
export function withStatus(search: URLSearchParams, status: ListStatus): URLSearchParams {
  const next = new URLSearchParams(search);
  // Only an InActive profile has a reason (decision 071): in a list of Active or Review it would find nothing.
  if (status !== 'InActive' && status !== 'All') next.delete('inactiveReason');
  if (status === DEFAULT_LIST_STATUS) next.delete('status');
  else next.set('status', status);
  next.delete(PAGE_KEY);
  return next;
}

export function withSort(search: URLSearchParams, sort: ListSort | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (sort) next.set(SORT_KEY, sort);
  else next.delete(SORT_KEY);
  next.delete(PAGE_KEY);
  return next;
}

export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page > 1) next.set(PAGE_KEY, String(Math.floor(page)));
  else next.delete(PAGE_KEY);
  return next;
}

export function withoutMatchContext(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(MATCH_KEY);
  next.delete(PAGE_KEY);
  return next;
}

/**
 * How many filters the person set that narrow the list, for the panel's button (the status is the list
 * itself; a filter switched off narrows nothing).
 */
export function countFilters(filters: ListFilters): number {
  return Object.entries(filters).filter(([key, value]) => key !== 'status' && !isAny(value)).length;
}

/** True when the address changes anything of the searcher's defaults (a filter set or switched off). */
export function changesDefaults(filters: ListFilters): boolean {
  return Object.keys(filters).some((key) => key !== 'status');
}

export type ApiParams = Record<string, string | number>;

/**
 * The query of `GET /api/profiles`: the filters (lists comma-joined, `Any` as it is), the match context,
 * the order and the page. Families never send the matchmaker-only keys.
 */
export function toApiParams(search: URLSearchParams, options: { isAdmin: boolean }): ApiParams {
  const params: ApiParams = {};
  for (const [key, value] of Object.entries(readFilters(search))) {
    if (!options.isAdmin && (ADMIN_FILTER_KEYS as readonly string[]).includes(key)) continue;
    params[key] = Array.isArray(value) ? value.join(',') : value;
  }
  const matchProfileId = readMatchProfileId(search);
  if (matchProfileId !== null) params[MATCH_KEY] = matchProfileId;
  const sort = readSort(search);
  if (sort !== null) params[SORT_KEY] = sort;
  const page = readPage(search);
  if (page > 1) params[PAGE_KEY] = page;
  return params;
}

/** The list's filters for its CSV file (decision 064): every page, in no order but the profiles' ids. */
export function exportParams(search: URLSearchParams): ApiParams {
  const { [SORT_KEY]: _sort, [PAGE_KEY]: _page, ...filters } = toApiParams(search, { isAdmin: true });
  return filters;
}
