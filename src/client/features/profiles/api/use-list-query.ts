import type { ListSort, ListStatus } from '@shared/profile-list';
import type { FilterValues } from '@shared/profile-list-schema';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  changesDefaults,
  type FilterKey,
  isAny,
  type ListFilters,
  readFilters,
  readMatchProfileId,
  readPage,
  readSort,
  readStatus,
  withDefaults,
  withFilter,
  withFilterOff,
  withoutFilters,
  withoutMatchContext,
  withPage,
  withSort,
  withStatus,
} from '../utils/filters';

type FilterValue = string | number | boolean | readonly string[] | null | undefined;

function isNothing(value: FilterValue): boolean {
  if (value == null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return String(value).trim() === '' || isAny(value);
}

/**
 * The list's state as the address holds it, and the ways to change it. Every change is a new history entry,
 * so the back button undoes it; the scroll position stays (the app restores scroll by path).
 *
 * `defaults` are the filters the server fills in from the searcher (the list's answer). For a matchmaker,
 * taking one of them off writes `Any` (decision 029); a family's own requirements cannot be taken off, so its
 * "off" only drops what it set.
 */
export function useListQuery(defaults: FilterValues | undefined, isAdmin: boolean) {
  const [search, setSearch] = useAddress();
  const defaultKeys = Object.keys(defaults ?? {}).join(',');
  const defaulted = useMemo(
    () => new Set(isAdmin && defaultKeys ? defaultKeys.split(',') : []),
    [defaultKeys, isAdmin],
  );

  /** Sets a filter; nothing (or `Any`) switches it off. */
  const setFilter = useCallback(
    (key: FilterKey, value: FilterValue) =>
      setSearch((current) =>
        isNothing(value) ? withFilterOff(current, key, defaulted) : withFilter(current, key, value),
      ),
    [setSearch, defaulted],
  );
  const removeFilter = useCallback(
    (key: FilterKey) => setSearch((current) => withFilterOff(current, key, defaulted)),
    [setSearch, defaulted],
  );
  const clearFilters = useCallback(
    () => setSearch((current) => withoutFilters(current, defaulted)),
    [setSearch, defaulted],
  );
  const restoreDefaults = useCallback(() => setSearch((current) => withDefaults(current)), [setSearch]);
  const setStatus = useCallback(
    (status: ListStatus) => setSearch((current) => withStatus(current, status)),
    [setSearch],
  );
  const setSort = useCallback(
    (sort: ListSort | null) => setSearch((current) => withSort(current, sort)),
    [setSearch],
  );
  const setPage = useCallback((page: number) => setSearch((current) => withPage(current, page)), [setSearch]);
  const leaveMatchContext = useCallback(
    () => setSearch((current) => withoutMatchContext(current)),
    [setSearch],
  );

  const filters: ListFilters = readFilters(search);
  return {
    search,
    filters,
    status: readStatus(search),
    sort: readSort(search),
    page: readPage(search),
    matchProfileId: readMatchProfileId(search),
    /** The address turns a default off or sets a filter of its own (match mode's "Restore defaults"). */
    changesDefaults: changesDefaults(filters),
    setFilter,
    removeFilter,
    clearFilters,
    restoreDefaults,
    setStatus,
    setSort,
    setPage,
    leaveMatchContext,
  };
}

/**
 * The address's query and a setter that changes the address as it is now. React Router's own setter starts from
 * the query the page last drew; the router draws a new address later (a transition), so on a slow phone a second
 * choice made before the first was drawn started from the old address and dropped the first (CI lost a gender
 * filter that way). The setter here starts from what it last wrote until the page draws another address.
 */
function useAddress() {
  const [search, setSearchParams] = useSearchParams();
  const drawn = useRef(search.toString());
  const latest = useRef(search);
  if (search.toString() !== drawn.current) {
    drawn.current = search.toString();
    latest.current = search;
  }
  const setSearch = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) => {
      const next = change(new URLSearchParams(latest.current));
      latest.current = next;
      setSearchParams(next);
    },
    [setSearchParams],
  );
  return [search, setSearch] as const;
}

export type ListQuery = ReturnType<typeof useListQuery>;
