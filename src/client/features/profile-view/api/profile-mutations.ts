import { api } from '@client/lib/api-client';
import type { AdminSettingsPatch, PaidFeePatch, ProfileStatusPatch } from '@shared/admin-schema';
import { type ProfileResponse, type ProfileView, profileViewSchema } from '@shared/profile-view';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from './profile-query';

/** One of the three PATCH bodies of SPEC §7. */
export type ProfilePatchBody = ProfileStatusPatch | PaidFeePatch | AdminSettingsPatch;

export function patchProfile(id: number, body: ProfilePatchBody): Promise<ProfileView> {
  return api.patch(`/api/profile/${id}`, body, { schema: profileViewSchema });
}

/**
 * `PATCH /api/profile/{id}` as a matchmaker. The answer is the updated profile: it replaces the profile in
 * every cached answer for this id at once, so badges and fee parts change without a reload.
 */
export function usePatchProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfilePatchBody) => patchProfile(id, body),
    onSuccess: (profile) => {
      queryClient.setQueriesData<ProfileResponse>({ queryKey: profileQueryKey(id) }, (old) =>
        old ? { ...old, profile } : old,
      );
    },
  });
}
