import { api } from '@client/lib/api-client';
import { type NewReport, reportReceivedSchema } from '@shared/reports';
import { useMutation } from '@tanstack/react-query';

/**
 * `POST /api/profile/{id}/report` `{ reason, details }` (issue 18, decision 036). The answer is only a
 * thank-you; nothing the family sees changes, so nothing cached is refreshed.
 */
export function useReportProfile(profileId: number) {
  return useMutation({
    mutationFn: (report: NewReport) =>
      api.post(`/api/profile/${profileId}/report`, report, { schema: reportReceivedSchema }),
  });
}
