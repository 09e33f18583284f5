import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { useCurrentUser } from '@client/lib/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiParams, PAGE_KEY, toApiParams } from '../utils/filters';
import { profileListAnswer } from './profile-list-answer';
import { MATCHMAKER_LIST_REFRESH_MS } from './use-profile-list';

/**
 * One page of a matchmaker's near matches (decision 044): the match list's own query with `near=true`, its
 * pages counted apart from the list's. Asked only while the section is open.
 */
export function useNearMatches(search: URLSearchParams, page: number, enabled: boolean) {
  const user = useCurrentUser();
  const params: ApiParams = { ...toApiParams(search, { isAdmin: true }), near: 'true' };
  delete params[PAGE_KEY];
  if (page > 1) params[PAGE_KEY] = page;
  const viewer = user ? `${user.role}:${user._id}` : 'anonymous';
  return useQuery({
    queryKey: queryKeys.profileList(viewer, params),
    queryFn: ({ signal }) => api.get('/api/profiles', { params, schema: profileListAnswer, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: MATCHMAKER_LIST_REFRESH_MS,
    refetchOnWindowFocus: true,
    enabled,
  });
}
