import { api } from '@client/lib/api-client';
import { noteOwnVersion } from '@client/lib/live-profile';
import {
  type ProfilePatchBody,
  patchProfile,
  refetchOnConflict,
  replaceCachedProfile,
} from '@client/lib/profile-patch';
import { queryKeys } from '@client/lib/query-keys';
import type { HeldText } from '@shared/held-text';
import { type ProfileResponse, profileViewSchema } from '@shared/profile-view';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * `PATCH /api/profile/{id}` as a matchmaker. The answer is the updated profile: it replaces the profile in
 * every cached answer for this id at once, so badges and fee parts change without a reload.
 */
export function usePatchProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // `version`: the profile's version the dialog showed (decision 055); a stale one is refused (409).
    mutationFn: (body: ProfilePatchBody & { version?: number }) => patchProfile(id, body),
    onError: refetchOnConflict(queryClient, id),
    onSuccess: (profile) => {
      replaceCachedProfile(queryClient, id, profile);
      // Status, fee and settings show on cards and decide which list a profile is in (issue 15: fresh lists).
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
      void queryClient.invalidateQueries({ queryKey: queryKeys.pendingConnections });
    },
  });
}

/**
 * `POST /api/profile/{id}/access-token`: a new login link. The family's sessions end and the old link stops
 * working, so the matchmaker must send the new one.
 */
export function useRotateAccessToken(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/api/profile/${id}/access-token`, undefined, { schema: profileViewSchema }),
    onSuccess: (profile) => replaceCachedProfile(queryClient, id, profile),
  });
}

/**
 * `PATCH /api/profile/{id}` `{ familyEditsSeen: true, version }`: the family's changes have been looked at, in
 * the version shown (a change made meanwhile refuses it: 409). The badge leaves the profile and its card, so
 * lists (and their counts under "Edited by the family") are fetched again.
 */
export function useMarkFamilyEditsSeen(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number | undefined) => patchProfile(id, { familyEditsSeen: true, version }),
    onError: refetchOnConflict(queryClient, id),
    onSuccess: (profile) => {
      noteOwnVersion(id, profile.version);
      queryClient.setQueriesData<ProfileResponse>({ queryKey: queryKeys.profile(id) }, (old) =>
        old ? { ...old, profile, familyEdits: [] } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
    },
  });
}

/**
 * `POST /api/profile/{id}/held-edits/approve` or `/decline` (decision 048), with the held text the matchmaker
 * looked at and the version shown: if the family changed its text, or anyone the profile, since, the server
 * does nothing (409). The answer is the profile, the approved text in it; lists are fetched again (cards,
 * search and the menu's count change).
 */
export function useHeldEditsDecision(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      decision,
      heldText,
      version,
    }: {
      decision: 'approve' | 'decline';
      heldText: HeldText;
      version: number | undefined;
    }) =>
      api.post(
        `/api/profile/${id}/held-edits/${decision}`,
        { heldText, version },
        { schema: profileViewSchema },
      ),
    onError: refetchOnConflict(queryClient, id),
    onSuccess: (profile) => {
      replaceCachedProfile(queryClient, id, profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
    },
  });
}
