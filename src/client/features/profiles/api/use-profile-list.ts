import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { useCurrentUser, useIsAdmin } from '@client/lib/session';
import { PROFILES_REFRESH_MS } from '@shared/constants';
import { profileListSchema } from '@shared/profile-list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toApiParams } from '../utils/filters';

/** How often a matchmaker's list asks again: another matchmaker's changes show within a minute. */
export const MATCHMAKER_LIST_REFRESH_MS = 60_000;

/**
 * One page of `GET /api/profiles` for the filters in the address. The previous page stays on screen while
 * the next one loads, and a list already seen is kept, so coming back from a profile shows it at once, where
 * it was left. A family's list is fetched again after SPEC §9's hour. A matchmaker's list is shown from the
 * cache and fetched again at once behind it (their own changes also mark it stale), every minute, and when
 * the window regains focus (issue 15: the workbench is used all day without reloading).
 */
export function useProfileList(search: URLSearchParams) {
  const user = useCurrentUser();
  const isAdmin = useIsAdmin();
  const params = toApiParams(search, { isAdmin });
  const viewer = user ? `${user.role}:${user._id}` : 'anonymous';
  return useQuery({
    queryKey: queryKeys.profileList(viewer, params),
    queryFn: ({ signal }) => api.get('/api/profiles', { params, schema: profileListSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: isAdmin ? 0 : PROFILES_REFRESH_MS,
    gcTime: PROFILES_REFRESH_MS,
    refetchInterval: isAdmin ? MATCHMAKER_LIST_REFRESH_MS : PROFILES_REFRESH_MS,
    refetchOnWindowFocus: isAdmin,
  });
}
