import { api, isApiError } from '@client/lib/api-client';
import { noteOwnVersion } from '@client/lib/live-profile';
import { queryKeys } from '@client/lib/query-keys';
import type { AdminSettingsPatch, PaidFeePatch, ProfileStatusPatch } from '@shared/admin-schema';
import {
  type AiFilters,
  type ProfileResponse,
  type ProfileView,
  profileViewSchema,
} from '@shared/profile-view';
import type { QueryClient } from '@tanstack/react-query';

/**
 * One of the three PATCH bodies of SPEC §7, the partner preferences (the whole set, DESIGN §4), or the mark
 * that a matchmaker has seen the family's edits.
 */
export type ProfilePatchBody =
  | ProfileStatusPatch
  | PaidFeePatch
  | AdminSettingsPatch
  | { aiFilters: AiFilters }
  | { familyEditsSeen: true };

export function patchProfile(
  id: number,
  body: ProfilePatchBody & { version?: number },
): Promise<ProfileView> {
  return api.patch(`/api/profile/${id}`, body, { schema: profileViewSchema });
}

/**
 * A write refused because the profile changed meanwhile (409): the profile is fetched again at once, so the
 * screen shows what someone else saved, whether or not a live event has said so yet (decision 067).
 */
export function refetchOnConflict(queryClient: QueryClient, id: number) {
  return (error: unknown) => {
    if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: queryKeys.profile(id) });
  };
}

/** The updated profile replaces the profile in every cached answer for this id at once. */
export function replaceCachedProfile(queryClient: QueryClient, id: number, profile: ProfileView) {
  noteOwnVersion(id, profile.version);
  queryClient.setQueriesData<ProfileResponse>({ queryKey: queryKeys.profile(id) }, (old) =>
    old ? { ...old, profile } : old,
  );
}
