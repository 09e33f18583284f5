import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { type ProfileResponse, type ProfileView, profileResponseSchema } from '@shared/profile-view';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * One profile by id for Send Profile (admin): the profile sent and a recipient from the matching context; an
 * error when it does not exist. Starts from the profile view's own answer when it is cached (no wait for the
 * profile being viewed), and is fetched afresh all the same.
 */
export function useProfileById(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.sendProfile(id),
    queryFn: async ({ signal }): Promise<ProfileView> =>
      (await api.get(`/api/profile/${id}`, { schema: profileResponseSchema, signal })).profile,
    initialData: () =>
      id === null
        ? undefined
        : queryClient
            .getQueriesData<ProfileResponse>({ queryKey: queryKeys.profile(id) })
            .find(([, data]) => data?.profile?.status !== undefined)?.[1]?.profile,
    initialDataUpdatedAt: 0,
    // Gender and status decide whether the send may go: always asked afresh when the modal opens.
    staleTime: 0,
    enabled: id !== null,
    retry: false,
  });
}
