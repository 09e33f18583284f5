import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { type CurrentUser, useCurrentUser } from '@client/lib/session';
import { PROFILES_REFRESH_MS } from '@shared/constants';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { toApiParams } from '../utils/filters';
import { profileListAnswer, readProfileList } from './profile-list-answer';

/** How often a matchmaker's list asks again: another matchmaker's changes show within a minute. */
export const MATCHMAKER_LIST_REFRESH_MS = 60_000;

/** One page of `GET /api/profiles` for a viewer and the filters in an address: the hook's and the prefetch's. */
function profileListQuery(user: CurrentUser | null, search: URLSearchParams) {
  const isAdmin = user?.role === 'admin';
  const params = toApiParams(search, { isAdmin });
  const viewer = user ? `${user.role}:${user._id}` : 'anonymous';
  const query = {
    queryKey: queryKeys.profileList(viewer, params),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get('/api/profiles', { params, schema: profileListAnswer, signal }),
    staleTime: isAdmin ? 0 : PROFILES_REFRESH_MS,
    gcTime: PROFILES_REFRESH_MS,
  };
  return { query, isAdmin, params };
}

/**
 * One page of `GET /api/profiles` for the filters in the address. The previous page stays on screen while
 * the next one loads, and a list already seen is kept, so coming back from a profile shows it at once, where
 * it was left. A family's list is fetched again after SPEC §9's hour. A matchmaker's list is shown from the
 * cache and fetched again at once behind it (their own changes also mark it stale), every minute, and when
 * the window regains focus (issue 15: the workbench is used all day without reloading).
 */
export function useProfileList(search: URLSearchParams) {
  const { query, isAdmin } = profileListQuery(useCurrentUser(), search);
  return useQuery({
    ...query,
    placeholderData: keepPreviousData,
    refetchInterval: isAdmin ? MATCHMAKER_LIST_REFRESH_MS : PROFILES_REFRESH_MS,
    refetchOnWindowFocus: isAdmin,
  });
}

/**
 * A login link landing on the family's matches asks for their first page together with the page's code
 * (issue 30: on a slow phone the list waited for its code to arrive and run before asking). `early` is that
 * page's answer, asked for by the router before this module arrived; it is taken only for the list
 * it is (no filters in the address), and checked here as the page would check it. The page then finds it in
 * the cache; a failure is the page's own to show when it asks again.
 */
export function prefetchProfileList(
  client: QueryClient,
  user: CurrentUser | null,
  search: URLSearchParams,
  early?: Promise<unknown>,
) {
  const { query, params } = profileListQuery(user, search);
  const unfiltered = Object.keys(params).length === 0;
  const queryFn = early && unfiltered ? () => early.then((answer) => readProfileList(answer)) : query.queryFn;
  return client.prefetchQuery({ ...query, queryFn });
}
