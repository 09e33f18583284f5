import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { type Report, reportListSchema } from '@shared/reports';
import { useQuery } from '@tanstack/react-query';

/**
 * `GET /api/reports?profileId=` (matchmakers, decision 065): the profile's open reports, for the top of its page.
 * Under 'reports', so a resolution anywhere (the dashboard invalidates queryKeys.reports) refreshes it.
 */
export function useOpenReports(profileId: number) {
  return useQuery<Report[]>({
    queryKey: queryKeys.profileReports(profileId),
    queryFn: ({ signal }) =>
      api.get('/api/reports', { params: { profileId }, schema: reportListSchema, signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
