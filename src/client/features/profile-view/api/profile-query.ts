import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { type ProfileResponse, profileResponseSchema } from '@shared/profile-view';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * `GET /api/profile/{id}?withConnections=…` (SPEC §7). Matchmakers ask for the profile's connections;
 * a family's answer never carries them. What the server answers depends on who asks, so the signed-in
 * username is part of the key: another sign-in never sees the previous viewer's answer, and signing in
 * after a 401 loads the profile again.
 */
export function profileQuery(id: number, withConnections: boolean, viewer: string | null) {
  return queryOptions<ProfileResponse>({
    queryKey: [...queryKeys.profile(id), { withConnections, viewer }],
    queryFn: ({ signal }) =>
      api.get(`/api/profile/${id}`, {
        params: { withConnections },
        schema: profileResponseSchema,
        signal,
      }),
  });
}

export function useProfile(id: number, withConnections: boolean, viewer: string | null) {
  return useQuery(profileQuery(id, withConnections, viewer));
}
