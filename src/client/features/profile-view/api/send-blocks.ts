import { api } from '@client/lib/api-client';
import { profileBlocksSchema } from '@shared/blocks';
import { useQuery } from '@tanstack/react-query';

/**
 * `GET /api/profile/{id}/blocks` (matchmakers; issue 18, decision 039): the blocks of the profile being
 * sent, both ways, so that the Send Profile modal names a block before Send. Never older than the modal.
 */
export function useSendBlocks(profileId: number) {
  return useQuery({
    queryKey: ['profile-blocks', profileId],
    queryFn: ({ signal }) =>
      api.get(`/api/profile/${profileId}/blocks`, { schema: profileBlocksSchema, signal }),
    staleTime: 0,
  });
}
