import { api } from '@client/lib/api-client';
import type { InactiveReason, ProfileStatus } from '@shared/enums';
import { profileBulkResultSchema } from '@shared/profile-bulk';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type BulkStatusChange = {
  ids: number[];
  status: ProfileStatus;
  inactiveReason?: InactiveReason;
  /** With the reason "Other" (decision 071). */
  inactiveNote?: string;
};

/**
 * `PATCH /api/profiles` `{ ids, status, inactiveReason?, inactiveNote? }`: up to a page of profiles at once, all or nothing.
 * Each changed profile may be in any cached answer (every status list and its count, the review count, the
 * profile's own view and timeline, the dashboard), so every cached answer is marked stale and those on screen
 * are fetched again; the change counts as done once they are, so the list never shows the old cards after the
 * success message.
 */
export function useBulkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, status, inactiveReason, inactiveNote }: BulkStatusChange) =>
      api.patch(
        '/api/profiles',
        status === 'InActive' ? { ids, status, inactiveReason, inactiveNote } : { ids, status },
        { schema: profileBulkResultSchema },
      ),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
