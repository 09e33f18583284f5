import { queryKeys } from '@client/lib/query-keys';
import { useQueryClient } from '@tanstack/react-query';

/** Lists other features keep about connections; refreshed after any change to a connection. */
const RELATED_KEYS = [queryKeys.profiles, queryKeys.connections, queryKeys.pendingConnections] as const;

/** Refreshes the profiles a connection change touched, and every list that shows connections. */
export function useRefreshAfterConnectionChange() {
  const queryClient = useQueryClient();
  return async (...profileIds: number[]) => {
    await Promise.all([
      ...profileIds.map((id) => queryClient.invalidateQueries({ queryKey: queryKeys.profile(id) })),
      ...RELATED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
  };
}
