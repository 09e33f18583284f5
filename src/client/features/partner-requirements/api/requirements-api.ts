import { patchProfile, refetchOnConflict, replaceCachedProfile } from '@client/lib/profile-patch';
import { queryKeys } from '@client/lib/query-keys';
import type { AiFilters } from '@shared/profile-view';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * `PATCH /api/profile/{id}` `{ aiFilters }`: replaces the whole set of partner preferences. Matches depend on
 * them (both ways), so every profiles list is fetched again when next shown.
 */
export function usePatchAiFilters(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ aiFilters, version }: { aiFilters: AiFilters; version?: number }) =>
      patchProfile(id, { aiFilters, version }),
    onError: refetchOnConflict(queryClient, id),
    onSuccess: (profile) => {
      replaceCachedProfile(queryClient, id, profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
    },
  });
}
