import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { type ProfileResponse, type ProfileView, profileViewSchema } from '@shared/profile-view';
import type { VerificationsInput } from '@shared/verifications-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * `PATCH /api/profile/{id}` `{ verifications }` (matchmakers; issue 18, decision 036). The answer is the
 * updated profile: it replaces the profile in every cached answer for this id (['profile', id, …], the
 * profile view's key), so the badge under the title and the open history follow at once; lists show the
 * checks on cards, so they are fetched again when next shown.
 */
export function useSetVerifications(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (verifications: VerificationsInput) =>
      api.patch(`/api/profile/${profileId}`, { verifications }, { schema: profileViewSchema }),
    onSuccess: (profile: ProfileView) => {
      queryClient.setQueriesData<ProfileResponse>({ queryKey: queryKeys.profile(profileId) }, (old) =>
        old ? { ...old, profile } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
    },
  });
}
