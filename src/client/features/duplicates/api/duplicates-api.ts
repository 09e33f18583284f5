import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { type DuplicatesAnswer, duplicatesAnswerSchema } from '@shared/duplicates';
import type { ProfileResponse } from '@shared/profile-view';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const address = (profileId: number, otherId: number) =>
  `/api/profile/${profileId}/duplicates/${otherId}/dismiss`;

/**
 * "Not a duplicate" (`POST`) and its undo (`DELETE`) for one pair (matchmakers; decision 038). The answer is
 * the profile's possible duplicates now: it replaces `duplicates` in every cached answer for this profile
 * (['profile', id, …], the profile view's key). The other profile's answers, the lists' badges and both
 * histories are fetched again when next shown.
 */
function usePairChange(profileId: number, method: 'post' | 'delete') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherId: number) =>
      method === 'post'
        ? api.post(address(profileId, otherId), undefined, { schema: duplicatesAnswerSchema })
        : api.delete(address(profileId, otherId), { schema: duplicatesAnswerSchema }),
    onSuccess: ({ duplicates }: DuplicatesAnswer, otherId) => {
      queryClient.setQueriesData<ProfileResponse>({ queryKey: queryKeys.profile(profileId) }, (old) =>
        old ? { ...old, duplicates } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile(otherId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
      for (const id of [profileId, otherId])
        void queryClient.invalidateQueries({ queryKey: queryKeys.profileHistory(id) });
    },
  });
}

export const useDismissDuplicate = (profileId: number) => usePairChange(profileId, 'post');
export const useUndoDismissal = (profileId: number) => usePairChange(profileId, 'delete');
