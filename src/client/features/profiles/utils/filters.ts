import { DEFAULT_LIST_STATUS, FILTER_KEYS, type FilterKey } from '@shared/constants';
import { PROFILE_STATUSES, type ProfileStatus } from '@shared/enums';

/**
 * The list's filters live in the URL query under SPEC §9's keys (plus `matchProfileId` and `page`), so a
 * link or the back button brings the same list back. These pure helpers read and rewrite that query.
 * List values (city, maritalStatus) are comma-separated, as the API takes them.
 */

export const LIST_FILTER_KEYS = ['city', 'maritalStatus'] as const satisfies readonly FilterKey[];
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

/** Keys only matchmakers may set (SPEC §6): families never see or send them. */
export const ADMIN_FILTER_KEYS = ['status', 'paidFee'] as const satisfies readonly FilterKey[];

export const PAGE_KEY = 'page';
export const MATCH_KEY = 'matchProfileId';

export type ListFilters = { [K in FilterKey]?: K extends ListFilterKey ? string[] : string };

export function isFilterKey(key: string): key is FilterKey {
  return (FILTER_KEYS as readonly string[]).includes(key);
}

export function isListKey(key: string): key is ListFilterKey {
  return (LIST_FILTER_KEYS as readonly string[]).includes(key);
}

export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The filters set in the query: known keys with a non-empty value, in SPEC §9 order. */
export function readFilters(search: URLSearchParams): ListFilters {
  const filters: Record<string, string | string[]> = {};
  for (const key of FILTER_KEYS) {
    const raw = search.get(key)?.trim();
    if (!raw) continue;
    if (isListKey(key)) {
      const list = splitList(raw);
      if (list.length > 0) filters[key] = list;
    } else {
      filters[key] = raw;
    }
  }
  return filters as ListFilters;
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

/** The status of the list (heading and API), Active unless the query names another known one. */
export function readStatus(search: URLSearchParams): ProfileStatus {
  const value = search.get('status');
  return PROFILE_STATUSES.find((status) => status === value) ?? DEFAULT_LIST_STATUS;
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

export function withoutFilter(search: URLSearchParams, key: FilterKey): URLSearchParams {
  return withFilter(search, key, null);
}

/** Clear All: every filter goes, except the list's status and the match context. */
export function withoutFilters(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of FILTER_KEYS) if (key !== 'status') next.delete(key);
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

/** How many filters the person set (status is the list itself, not a filter), for the panel's button. */
export function countFilters(filters: ListFilters): number {
  return Object.keys(filters).filter((key) => key !== 'status').length;
}

export type ApiParams = Record<string, string | number>;

/**
 * The query of `GET /api/profiles`: the filters (lists comma-joined), the match context and the page.
 * Families never send the matchmaker-only keys.
 */
export function toApiParams(search: URLSearchParams, options: { isAdmin: boolean }): ApiParams {
  const params: ApiParams = {};
  for (const [key, value] of Object.entries(readFilters(search))) {
    if (!options.isAdmin && (ADMIN_FILTER_KEYS as readonly string[]).includes(key)) continue;
    params[key] = Array.isArray(value) ? value.join(',') : value;
  }
  const matchProfileId = readMatchProfileId(search);
  if (matchProfileId !== null) params[MATCH_KEY] = matchProfileId;
  const page = readPage(search);
  if (page > 1) params[PAGE_KEY] = page;
  return params;
}
