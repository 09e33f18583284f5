import { api } from '@client/lib/api-client';
import { useRefreshAfterConnectionChange } from '@client/lib/connection-refresh';
import { profileIdOf, sidePath } from '@client/lib/connection-sides';
import { queryKeys } from '@client/lib/query-keys';
import { sendAnswerSchema } from '@shared/connection-rules';
import type { SideStatus } from '@shared/connection-status';
import type { Gender } from '@shared/enums';
import { oppositeGender } from '@shared/matching';
import { type ProfileConnections, profileConnectionsSchema } from '@shared/profile-label-schema';
import { profileListSchema } from '@shared/profile-list-schema';
import {
  type Connection,
  connectionHistoryEntrySchema,
  connectionSchema,
  type ProfileView,
  profileResponseSchema,
} from '@shared/profile-view';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isDefaultRecipient } from '../utils/send-checks';

export type { SendAnswer } from '@shared/connection-rules';

/** `POST /api/profile-connection` (admin): sends `profileSent` to the family of `sentTo`. */
export function useSendProfile(profileSent: number) {
  const refresh = useRefreshAfterConnectionChange();
  return useMutation({
    mutationFn: (sentTo: number) =>
      api.post('/api/profile-connection', { sentTo, profileSent }, { schema: sendAnswerSchema }),
    onSuccess: (_answer, sentTo) => refresh(profileSent, sentTo),
  });
}

/** `PATCH /api/profile-connection/{p1}-{p2}/{side}` (admin), guarded by the status the matchmaker saw. */
export function useChangeSide(connection: Connection) {
  const refresh = useRefreshAfterConnectionChange();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { side: number; status: SideStatus; expectedStatus: SideStatus }) =>
      api.patch(
        sidePath(connection, change.side),
        { status: change.status, expectedStatus: change.expectedStatus },
        { schema: connectionSchema },
      ),
    // Refetched in the background: the dialog closes on the answer, not after the screens reload (decision 069).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.connectionHistory(connection._id) });
      void refresh(connection.profile1.profile, connection.profile2.profile);
    },
  });
}

/**
 * `POST /api/connections/{id}/close` (issue 28, part 4): both profiles InActive "Matched (the provider)", asked
 * for by the status dialog once both sides are Matched.
 */
export function useCloseMatch(connection: Connection) {
  const refresh = useRefreshAfterConnectionChange();
  return useMutation({
    mutationFn: () => api.post(`/api/connections/${connection._id}/close`),
    onSettled: () => {
      void refresh(connection.profile1.profile, connection.profile2.profile);
    },
  });
}

/**
 * `GET /api/profile/{id}/connections` (matchmakers, decision 031): the profile's connections with the other
 * profiles' names, ages and cities, to name them "Name · #id · age · city". Under queryKeys.connections, so every
 * change that refreshes connections (a send, a side changed here or on the dashboard) refreshes it too.
 */
export function useProfileConnections(profileId: number) {
  return useQuery<ProfileConnections>({
    queryKey: queryKeys.connectionsOfProfile(profileId),
    queryFn: ({ signal }) =>
      api.get(`/api/profile/${profileId}/connections`, { schema: profileConnectionsSchema, signal }),
    // Names, ages and cities change with an edit elsewhere: asked afresh whenever the list is shown.
    staleTime: 0,
  });
}

/** `GET /api/connections/{id}/history` (admin), loaded only while the timeline is open. */
export function useConnectionHistory(connectionId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.connectionHistory(connectionId),
    queryFn: ({ signal }) =>
      api.get(`/api/connections/${connectionId}/history`, {
        schema: z.array(connectionHistoryEntrySchema),
        signal,
      }),
    enabled,
  });
}

const SEARCH_LIMIT = 5;
const ALL_STATUSES = ['Active', 'Review', 'InActive'] as const;

/**
 * Who the recipient search lists: by default Active profiles of the opposite gender of `sentGender`
 * (issue 15); with `all`, every profile whatever its gender and status.
 */
export type RecipientScope = { sentGender: Gender; all: boolean };

/**
 * A recipient as the search finds it: who it is, for its line. A list card carries no more (decision 045), so
 * the checks before Send read the recipient's whole profile (`useProfileById`).
 */
export type RecipientFound = Pick<ProfileView, '_id' | 'name' | 'gender' | 'age' | 'city' | 'status'>;

/**
 * Recipient search (admin): `GET /api/profiles?q=` (name, phone, or a short id), by default with
 * `gender=<opposite>&status=Active`; with `all`, once per status and without a gender. Plus a direct look-up
 * when the term is a plain id (long ids are read as phone numbers by the list search), kept only when it is in
 * scope. Disabled until the scope is known (the sent profile's gender).
 */
export function useRecipientSearch(term: string, scope: RecipientScope | null) {
  const q = term.trim();
  return useQuery({
    queryKey: queryKeys.sendRecipientSearch(q, scope),
    queryFn: async ({ signal }): Promise<RecipientFound[]> => {
      if (!scope) return [];
      const id = profileIdOf(q);
      const queries = scope.all
        ? ALL_STATUSES.map((status) => ({ q, status }))
        : [{ q, status: 'Active', gender: oppositeGender(scope.sentGender) }];
      const [byId, ...lists] = await Promise.all([
        id === null
          ? null
          : api
              .get(`/api/profile/${id}`, { schema: profileResponseSchema, signal })
              .then((r) => r.profile)
              .catch(() => null),
        ...queries.map((params) => api.get('/api/profiles', { params, schema: profileListSchema, signal })),
      ]);
      const found: RecipientFound[] =
        byId && (scope.all || isDefaultRecipient(scope.sentGender, byId)) ? [byId] : [];
      for (const list of lists)
        for (const p of list.profiles) if (!found.some((f) => f._id === p._id)) found.push(p);
      return found.slice(0, SEARCH_LIMIT);
    },
    enabled: scope !== null && (q.length >= 2 || profileIdOf(q) !== null),
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
