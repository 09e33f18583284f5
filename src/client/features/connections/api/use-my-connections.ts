import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { type ConnectionListItem, connectionListItemSchema } from '@shared/profile-view';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

const listSchema = z.array(connectionListItemSchema);

/**
 * `GET /api/connections` (SPEC §7): the family's connections, its own side as `primary`. The answer depends
 * on who asks, so the signed-in username is part of the key.
 */
export function useMyConnections(viewer: string | null, enabled: boolean) {
  return useQuery<ConnectionListItem[]>({
    queryKey: [...queryKeys.connections, { viewer }],
    queryFn: ({ signal }) => api.get('/api/connections', { schema: listSchema, signal }),
    enabled,
  });
}
