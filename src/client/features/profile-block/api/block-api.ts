import { api } from '@client/lib/api-client';
import { blockSchema, profileBlocksSchema } from '@shared/blocks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * Lists that a block changes, kept by other features: the family's list, My Connections and its blocks
 * (the keys those features export; features do not import each other).
 */
const CHANGED_BY_A_BLOCK = [['profiles'], ['connections'], ['blocks']] as const;

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
  const forget = () => queryClient.removeQueries({ queryKey: ['profile', profileId] });
  return { ...mutation, forget };
}

/** `GET /api/profile/{id}/blocks` (matchmakers): the profile's blocks both ways. */
export function useProfileBlocks(profileId: number) {
  return useQuery({
    queryKey: ['profile-blocks', profileId],
    queryFn: ({ signal }) =>
      api.get(`/api/profile/${profileId}/blocks`, { schema: profileBlocksSchema, signal }),
  });
}
