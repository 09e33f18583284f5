import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { type WorkQueues, workQueuesSchema } from '@shared/work-queues';
import { useQuery } from '@tanstack/react-query';

export function useWorkQueues() {
  return useQuery<WorkQueues>({
    queryKey: queryKeys.workQueues,
    queryFn: ({ signal }) => api.get('/api/admin/queues', { schema: workQueuesSchema, signal }),
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
