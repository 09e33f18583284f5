import { api } from '@client/lib/api-client';
import { type ProfileResponse, profileResponseSchema } from '@shared/profile-view';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every cached answer about one profile starts with this key; other features may invalidate it. */
export const profileQueryKey = (id: number) => ['profile', id] as const;

/**
 * `GET /api/profile/{id}?withConnections=…` (SPEC §7). Matchmakers ask for the profile's connections;
 * a family's answer never carries them. What the server answers depends on who asks, so the signed-in
 * username is part of the key: another sign-in never sees the previous viewer's answer, and signing in
 * after a 401 loads the profile again.
 */
export function profileQuery(id: number, withConnections: boolean, viewer: string | null) {
  return queryOptions<ProfileResponse>({
    queryKey: [...profileQueryKey(id), { withConnections, viewer }],
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
