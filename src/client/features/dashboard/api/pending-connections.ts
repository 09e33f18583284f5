import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import type { SideStatus } from '@shared/connection-status';
import {
  type Connection,
  connectionSchema,
  type DashboardPagedSection,
  type PendingConnections,
  pendingConnectionsSchema,
} from '@shared/profile-view';
import { type QueryClient, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sidePath } from '../utils/connection';

/** `GET /api/pending-connections` (admin, SPEC §7): the dashboard's sections, already in dashboard order. */
export function usePendingConnections() {
  return useQuery<PendingConnections>({
    queryKey: queryKeys.pendingConnections,
    queryFn: ({ signal }) =>
      api.get('/api/pending-connections', { schema: pendingConnectionsSchema, signal }),
    // Another matchmaker's changes show within a minute and when the window regains focus (issue 15).
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/**
 * A section's cards beyond the first page (decision 053): "Show more" asks for the next page of that section
 * alone (`?section=…&page=…`); every page loaded stays, and refreshes with the dashboard (same key prefix).
 */
export function useMoreOfSection<K extends DashboardPagedSection>(
  section: K,
  first: PendingConnections[K],
  count: number,
) {
  const [extraPages, setExtraPages] = useState(0);
  const pages = useQueries({
    queries: Array.from({ length: extraPages }, (_, i) => ({
      queryKey: [...queryKeys.pendingConnections, section, i + 2],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get(`/api/pending-connections?section=${section}&page=${i + 2}`, {
          schema: pendingConnectionsSchema,
          signal,
        }),
      staleTime: 0,
    })),
  });
  const seen = new Set<number>();
  const items = [first, ...pages.map((page) => page.data?.[section] ?? [])].flat().filter((item) => {
    // A card that moved to another page between two answers is shown once.
    const id = 'connection' in item ? item.connection._id : item.profile._id;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  }) as PendingConnections[K];
  const loading = pages.some((page) => page.isPending);
  const failed = pages.some((page) => page.isError);
  return {
    items,
    hasMore: !loading && items.length < count,
    loading,
    failed,
    showMore: () => setExtraPages((n) => n + 1),
  };
}

/**
 * After a change, the dashboard and every cached answer that shows connections (a profile's page lists
 * them for matchmakers, GET /api/connections for the family) load again.
 */
export function refreshConnections(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.pendingConnections }),
    queryClient.invalidateQueries({ queryKey: queryKeys.allProfiles }),
    queryClient.invalidateQueries({ queryKey: queryKeys.connections }),
    // Cards show each profile's connection with the searcher.
    queryClient.invalidateQueries({ queryKey: queryKeys.profiles }),
  ]);
}

export interface SideChange {
  connection: Pick<Connection, 'profile1' | 'profile2'>;
  profileId: number;
  status: SideStatus;
  /** The status the matchmaker saw: the server answers 409 when someone changed it meanwhile. */
  expectedStatus: SideStatus;
}

/** An admin sets one side's status (SPEC §4: any value). */
export function useChangeSide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ connection, profileId, status, expectedStatus }: SideChange) =>
      api.patch(sidePath(connection, profileId), { status, expectedStatus }, { schema: connectionSchema }),
    // Refetched in the background: the dialog closes on the answer, not after the dashboard reloads (decision 069).
    onSettled: () => {
      void refreshConnections(queryClient);
    },
  });
}

/** `POST /api/connections/{id}/close` (issue 28, part 4): asked for once both sides are Matched. */
export function useCloseMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: number) => api.post(`/api/connections/${connectionId}/close`),
    onSettled: () => {
      void refreshConnections(queryClient);
    },
  });
}

/**
 * `POST /api/connections/{id}/share-contacts` (issue 29, decision 068): an Awaiting Contact pair moves to In
 * Contact on both sides; a pair changed meanwhile answers 400 or 409 with the server's words.
 */
export function useShareContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: number) =>
      api.post(`/api/connections/${connectionId}/share-contacts`, undefined, { schema: connectionSchema }),
    onSettled: () => refreshConnections(queryClient),
  });
}

/**
 * Records that the family of `profileId` was asked about the profiles it received: one PATCH per
 * connection, on that profile's side. Answers whether every one was recorded; never throws.
 */
export async function recordInquiry(
  profileId: number,
  connections: readonly Pick<Connection, 'profile1' | 'profile2'>[],
  on: Date = new Date(),
): Promise<boolean> {
  const body = { inquiredAboutReceivedProfileOn: on.toISOString() };
  const results = await Promise.allSettled(
    connections.map((connection) =>
      api.patch(sidePath(connection, profileId), body, { schema: connectionSchema }),
    ),
  );
  return results.every((result) => result.status === 'fulfilled');
}
