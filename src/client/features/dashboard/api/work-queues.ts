import { api } from '@client/lib/api-client';
import { type WorkQueues, workQueuesSchema } from '@shared/work-queues';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/admin/queues` (decision 053). Under 'profiles': whatever refreshes the profiles refreshes it. */
export const workQueuesKey = ['profiles', 'work-queues'] as const;

export function useWorkQueues() {
  return useQuery<WorkQueues>({
    queryKey: workQueuesKey,
    queryFn: ({ signal }) => api.get('/api/admin/queues', { schema: workQueuesSchema, signal }),
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
