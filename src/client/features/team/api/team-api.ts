import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import {
  createdMatchmakerSchema,
  invitationInfoSchema,
  invitationLinkSchema,
  type MatchmakerPatch,
  matchmakerSchema,
  type NewMatchmaker,
  teamMemberSchema,
} from '@shared/team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

/** `GET /api/admin/matchmakers` (owners). */
export function useTeam() {
  return useQuery({
    queryKey: queryKeys.team,
    queryFn: ({ signal }) => api.get('/api/admin/matchmakers', { schema: z.array(matchmakerSchema), signal }),
  });
}

/** `GET /api/matchmakers` (every matchmaker): names for the responsible-matchmaker picker. */
export function useTeamMembers() {
  return useQuery({
    queryKey: queryKeys.teamMembers,
    queryFn: ({ signal }) => api.get('/api/matchmakers', { schema: z.array(teamMemberSchema), signal }),
    staleTime: 60_000,
  });
}

export function useAddMatchmaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewMatchmaker) =>
      api.post('/api/admin/matchmakers', input, { schema: createdMatchmakerSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team }),
  });
}

export function useChangeMatchmaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: MatchmakerPatch }) =>
      api.patch(`/api/admin/matchmakers/${id}`, patch, { schema: matchmakerSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team }),
  });
}

export function useNewInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`/api/admin/matchmakers/${id}/invitation`, {}, { schema: invitationLinkSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team }),
  });
}

/** `PATCH /api/profiles {ids, assignedTo}`: the responsible matchmaker (also of one profile). */
export function useAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      ids,
      assignedTo,
      version,
    }: {
      ids: number[];
      assignedTo: number | null;
      /** One profile's version as shown (decision 066). */
      version?: number;
    }) =>
      api.patch('/api/profiles', {
        ids,
        assignedTo,
        ...(version !== undefined && ids.length === 1 ? { versions: { [ids[0] as number]: version } } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: queryKeys.invitation(token),
    queryFn: ({ signal }) =>
      api.get(`/api/invitations/${encodeURIComponent(token)}`, {
        schema: invitationInfoSchema,
        signal,
        credentials: false,
      }),
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (password: string) =>
      api.post(
        `/api/invitations/${encodeURIComponent(token)}`,
        { password },
        { schema: invitationInfoSchema, credentials: false },
      ),
  });
}
