import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { type Block, blockListSchema } from '@shared/blocks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Lists an unblock changes: the family's list and My Connections (the profile may reappear in both). */
const CHANGED_BY_AN_UNBLOCK = [queryKeys.myBlocks, queryKeys.connections, queryKeys.profiles] as const;

/** `GET /api/blocks` (issue 18, decision 039): the family's own blocks, newest first. */
export function useMyBlocks(viewer: string | null, enabled: boolean) {
  return useQuery<Block[]>({
    queryKey: [...queryKeys.myBlocks, { viewer }],
    queryFn: ({ signal }) => api.get('/api/blocks', { schema: blockListSchema, signal }),
    enabled,
  });
}

/** `DELETE /api/profile/{id}/block`: the family undoes its block. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => api.delete(`/api/profile/${profileId}/block`),
    onSuccess: () =>
      Promise.all(CHANGED_BY_AN_UNBLOCK.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
