import { api } from '@client/lib/api-client';
import { useRefreshAfterConnectionChange } from '@client/lib/connection-refresh';
import { queryKeys } from '@client/lib/query-keys';
import { connectionSchema, type ProfileResponse } from '@shared/profile-view';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** `PATCH /api/profile-connection`: a family answers Interested or Not Interested on its own side. */
export function useAnswerProfile(viewedId: number) {
  const refresh = useRefreshAfterConnectionChange();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: 'Profile Accepted' | 'Profile Rejected') =>
      api.patch(
        '/api/profile-connection',
        { connectionWith: viewedId, status },
        { schema: connectionSchema },
      ),
    // The buttons and message follow the answer at once; the refetch then brings what the answer unveils.
    onSuccess: (connection) =>
      queryClient.setQueriesData<ProfileResponse>({ queryKey: queryKeys.profile(viewedId) }, (old) =>
        old ? { ...old, connection } : old,
      ),
    onSettled: () => refresh(viewedId),
  });
}
