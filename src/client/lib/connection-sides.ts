/** Which side of a connection belongs to whom (SPEC §3 Connection, §4 "User actions"). Pure helpers. */

import type { SideStatus } from '@shared/connection-status';
import type { Connection, ConnectionHistoryEntry, ConnectionSide } from '@shared/profile-view';

export interface SidePair<T> {
  readonly own: T;
  readonly other: T;
}

/**
 * The two sides of `connection` seen from `profileId`, or null when the connection is missing or that
 * profile is not one of its two.
 */
export function sidesOf(
  connection: Connection | null | undefined,
  profileId: number | null | undefined,
): SidePair<ConnectionSide> | null {
  if (!connection || profileId == null) return null;
  if (connection.profile1.profile === profileId)
    return { own: connection.profile1, other: connection.profile2 };
  if (connection.profile2.profile === profileId)
    return { own: connection.profile2, other: connection.profile1 };
  return null;
}

/** A family's own and the other side's status; both 'Not Received' when there is no connection yet. */
export function ownAndOtherStatus(
  connection: Connection | null | undefined,
  ownProfileId: number | null | undefined,
): SidePair<SideStatus> {
  const sides = sidesOf(connection, ownProfileId);
  return sides
    ? { own: sides.own.status, other: sides.other.status }
    : { own: 'Not Received', other: 'Not Received' };
}

/** The connection between two profiles among `connections`, if any. */
export function connectionBetween(
  connections: readonly Connection[],
  a: number,
  b: number,
): Connection | null {
  return (
    connections.find(
      (c) =>
        (c.profile1.profile === a && c.profile2.profile === b) ||
        (c.profile1.profile === b && c.profile2.profile === a),
    ) ?? null
  );
}

/** The recipient's side status in an existing connection with `profileId`, or null when none. */
export function recipientStatus(
  connections: readonly Connection[],
  profileId: number,
  recipientId: number,
): SideStatus | null {
  return sidesOf(connectionBetween(connections, profileId, recipientId), recipientId)?.own.status ?? null;
}

/** The admin path of one side: /api/profile-connection/{profile1Id}-{profile2Id}/{profileToUpdate}. */
export function sidePath(connection: Connection, profileToUpdate: number): string {
  return `/api/profile-connection/${connection.profile1.profile}-${connection.profile2.profile}/${profileToUpdate}`;
}

/** A search box entry that names a profile id (digits not starting with 0, no phone prefix). */
export function profileIdOf(input: string): number | null {
  const term = input.trim().replace(/^#/, '');
  if (!/^[1-9]\d{0,9}$/.test(term)) return null;
  const id = Number(term);
  return id <= 2_147_483_647 ? id : null;
}

/** History newest first (the endpoint's order is not promised). */
export function newestFirst(entries: readonly ConnectionHistoryEntry[]): ConnectionHistoryEntry[] {
  return [...entries].sort((a, b) => b.at.localeCompare(a.at));
}
