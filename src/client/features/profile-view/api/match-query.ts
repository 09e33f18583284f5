import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { type ProfileMatch, profileMatchSchema } from '@shared/match-score-schema';
import { useQuery } from '@tanstack/react-query';

/**
 * `GET /api/profile/{id}/match` (decision 043): the score and every reason of a profile opened from a match
 * list: a family's own match (null when it is not one), or a matchmaker's with `matchProfileId`. Keyed under
 * the profile, so that what invalidates the profile invalidates this too.
 */
export function useProfileMatch(
  id: number,
  matchProfileId: number | null,
  enabled: boolean,
  viewer: string | null,
) {
  return useQuery({
    queryKey: queryKeys.profileMatch(id, { matchProfileId, viewer }),
    queryFn: ({ signal }) =>
      api.get<ProfileMatch>(`/api/profile/${id}/match`, {
        params: { matchProfileId },
        schema: profileMatchSchema,
        signal,
      }),
    enabled,
  });
}
