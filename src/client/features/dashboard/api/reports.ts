import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { type Report, reportListSchema, reportSchema } from '@shared/reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * `GET /api/reports` (matchmakers; issue 18, decision 036): open reports first, newest first, then the
 * newest resolved ones. Another matchmaker's resolution, or a new report, shows within a minute and on focus.
 */
export function useReports() {
  return useQuery<Report[]>({
    queryKey: queryKeys.reports,
    queryFn: ({ signal }) => api.get('/api/reports', { schema: reportListSchema, signal }),
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/**
 * `PATCH /api/reports/{id}` `{ resolved: true, note }` (decision 065): the answer replaces the report at once, then
 * the list and the menu's count reload.
 */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api.patch(`/api/reports/${id}`, { resolved: true, note }, { schema: reportSchema }),
    onSuccess: (report) => {
      queryClient.setQueryData<Report[]>(queryKeys.reports, (old) =>
        old?.map((r) => (r._id === report._id ? report : r)),
      );
      // The reported profile's history records the resolution.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profileHistory(report.profile._id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.reports });
    },
  });
}
