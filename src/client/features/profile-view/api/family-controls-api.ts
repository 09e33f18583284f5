import { api } from '@client/lib/api-client';
import { noteOwnVersion } from '@client/lib/live-profile';
import { queryKeys } from '@client/lib/query-keys';
import { type FamilyFees, familyFeesSchema } from '@shared/family-controls';
import { type ProfileResponse, type ProfileView, profileViewSchema } from '@shared/profile-view';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * Pause or resume (decision 060): the answer is the profile, which replaces it in every cached answer; the
 * version its screen read goes with it, so a change made meanwhile refuses it (409, decision 055).
 */
export function usePauseProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pause, version }: { pause: boolean; version?: number }) =>
      api.post<ProfileView>(`/api/profile/${id}/${pause ? 'pause' : 'resume'}`, version ? { version } : {}, {
        schema: profileViewSchema,
      }),
    onSuccess: (profile) => {
      noteOwnVersion(id, profile.version);
      queryClient.setQueriesData<ProfileResponse>({ queryKey: queryKeys.profile(id) }, (old) =>
        old && 'profile' in old ? { ...old, profile } : old,
      );
    },
  });
}

/** `DELETE /api/profile/{id}` by the family itself: everything of it is erased, its session too. */
export function deleteOwnProfile(id: number): Promise<null> {
  return api.delete<null>(`/api/profile/${id}`, { reauthenticate: false });
}

/** "Download my data": the export (the server names the file), saved by the browser like the bureau's CSVs. */
export function downloadOwnData(id: number): Promise<void> {
  return api.download(`/api/profile/${id}/export`, `rishta-profile-${id}.json`);
}

/** The family's own fees and how to pay (decision 061). */
export function useOwnFees(id: number) {
  return useQuery<FamilyFees>({
    queryKey: queryKeys.profileFees(id),
    queryFn: ({ signal }) => api.get(`/api/profile/${id}/fees`, { schema: familyFeesSchema, signal }),
  });
}
