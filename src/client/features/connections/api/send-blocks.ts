import { profileBlocksQuery } from '@client/lib/profile-blocks-query';
import { useQuery } from '@tanstack/react-query';

/**
 * The blocks of the profile being sent, both ways (issue 18, decision 039), so that the Send Profile modal
 * names a block before Send. Never older than the modal.
 */
export function useSendBlocks(profileId: number) {
  return useQuery({ ...profileBlocksQuery(profileId), staleTime: 0 });
}
