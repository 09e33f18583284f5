import { api } from '@client/lib/api-client';
import { profileBlocksQuery } from '@client/lib/profile-blocks-query';
import { queryKeys } from '@client/lib/query-keys';
import { blockSchema } from '@shared/blocks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * Lists that a block changes, kept by other features: the family's list, My Connections and its blocks
 * (the keys of lib/query-keys; features do not import each other).
 */
const CHANGED_BY_A_BLOCK = [queryKeys.profiles, queryKeys.connections, queryKeys.myBlocks] as const;

/**
 * `POST /api/profile/{id}/block` (issue 18, decision 039). The lists the profile leaves load again;
 * `forget` drops the profile's own cached answers (it answers 404 from now on), once its page has closed.
 */
export function useBlockProfile(profileId: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => api.post(`/api/profile/${profileId}/block`, undefined, { schema: blockSchema }),
    onSuccess: () =>
      Promise.all(CHANGED_BY_A_BLOCK.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  const forget = () => queryClient.removeQueries({ queryKey: queryKeys.profile(profileId) });
  return { ...mutation, forget };
}

/** `GET /api/profile/{id}/blocks` (matchmakers): the profile's blocks both ways. */
export function useProfileBlocks(profileId: number) {
  return useQuery(profileBlocksQuery(profileId));
}
