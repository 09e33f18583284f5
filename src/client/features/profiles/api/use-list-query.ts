import type { FilterKey } from '@shared/constants';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListFilters,
  readFilters,
  readMatchProfileId,
  readPage,
  readStatus,
  withFilter,
  withoutFilter,
  withoutFilters,
  withoutMatchContext,
  withPage,
} from '../utils/filters';

type FilterValue = string | number | boolean | readonly string[] | null | undefined;

/**
 * The list's state as the address holds it, and the ways to change it. Every change is a new history entry,
 * so the back button undoes it; the scroll position stays (the app restores scroll by path).
 */
export function useListQuery() {
  const [search, setSearch] = useSearchParams();

  const setFilter = useCallback(
    (key: FilterKey, value: FilterValue) => setSearch((current) => withFilter(current, key, value)),
    [setSearch],
  );
  const removeFilter = useCallback(
    (key: FilterKey) => setSearch((current) => withoutFilter(current, key)),
    [setSearch],
  );
  const clearFilters = useCallback(() => setSearch((current) => withoutFilters(current)), [setSearch]);
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
    page: readPage(search),
    matchProfileId: readMatchProfileId(search),
    setFilter,
    removeFilter,
    clearFilters,
    setPage,
    leaveMatchContext,
  };
}

export type ListQuery = ReturnType<typeof useListQuery>;
