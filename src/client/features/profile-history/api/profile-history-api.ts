import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { profileHistoryEntrySchema } from '@shared/profile-view';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

/**
 * `GET /api/profile/{id}/history` (matchmakers), loaded only while the timeline is open. `version` (the
 * profile's `updatedAt`) is part of the key: a change made on this screen (status, fee, settings, partner
 * preferences, a family's edit seen) gives the profile a new `updatedAt`, and the open timeline loads again.
 */
export function useProfileHistory(profileId: number, version: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.profileHistory(profileId), version ?? null],
    queryFn: ({ signal }) =>
      api.get(`/api/profile/${profileId}/history`, { schema: z.array(profileHistoryEntrySchema), signal }),
    enabled,
    staleTime: 0,
    // Another matchmaker's changes appear within a minute while the timeline is open, and on focus.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    // The previous timeline stays on screen while the new one loads.
    placeholderData: keepPreviousData,
  });
}
