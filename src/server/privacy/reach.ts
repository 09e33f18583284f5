import type { SideStatus } from '@shared/connection-status';
import type { Viewer } from '../auth/viewer';
import { type ConnectionRow, sideNumberOf, sideOf } from '../connections/repository';
import type { ProfileRow } from '../db/schema';
import { HttpError, httpError } from '../http/errors';
import { ACCEPTED_SIDES, mayIdentify, mayShowPictures } from './profile-visibility';

/** The answer to a profile the viewer may not reach: the same whether it exists or not (DESIGN §3). */
export const PROFILE_NOT_FOUND = 'This profile does not exist.';

/** What the reach rule reads: the profile (with any block between the two), their connection, the match list. */
export type ReachDeps = {
  profiles: {
    findById: (id: number) => Promise<ProfileRow | undefined>;
    findForFamily: (
      familyId: number,
      id: number,
    ) => Promise<
      { row: ProfileRow; blocked: boolean; pictures: { id: string; thumbnailId: string }[] } | undefined
    >;
  };
  connections: { findBetween: (a: number, b: number) => Promise<ConnectionRow | undefined> };
  /** Whether `id` is one of a family's two-way matches. */
  isMatchFor: (viewer: Extract<Viewer, { kind: 'user' }>, id: number) => Promise<boolean>;
};

/**
 * A profile as its viewer reached it. `connection` is the family viewer's connection with the profile (null
 * for matchmakers and owners); `pictures`, when the row's query brought them (a family opening another's
 * profile, decision 077).
 */
export type Reached = {
  row: ProfileRow;
  connection: ConnectionRow | null;
  pictures?: { id: string; thumbnailId: string }[];
};

/** Whether profile `id`'s own side of `connection` has accepted the other family (DESIGN §3). */
export function acceptedTowards(connection: ConnectionRow, id: number): boolean {
  return ACCEPTED_SIDES.includes(sideOf(connection, sideNumberOf(connection, id) ?? 1).status);
}

/**
 * A family reaches its own profile, its connections and its two-way matches, unless either family blocked
 * the other (decision 039); anything else is 404. An InActive profile reaches a family only where its own
 * side had accepted that family (decision 048): a family's own Not Interested, or a profile it was sent and
 * never answered, is no reach to a profile that has left.
 */
export async function reachable(deps: ReachDeps, viewer: Viewer, id: number): Promise<Reached> {
  if (viewer.kind === 'anonymous') throw httpError(404, PROFILE_NOT_FOUND);
  const other = viewer.kind === 'user' && viewer.profileId !== id;
  // Another family's: the row and whether a block stands between them come in one query.
  const [found, connection] = await Promise.all([
    other
      ? deps.profiles.findForFamily(viewer.profileId, id)
      : deps.profiles.findById(id).then((row) => row && { row, blocked: false, pictures: undefined }),
    other ? deps.connections.findBetween(viewer.profileId, id) : undefined,
  ]);
  if (!found) throw httpError(404, PROFILE_NOT_FOUND);
  const { row, blocked, pictures } = found;
  if (viewer.kind === 'admin' || !other) return { row, connection: connection ?? null };
  // A paused profile reaches no other family until its family resumes it (decision 060).
  if (blocked || row.pausedAt !== null) throw httpError(404, PROFILE_NOT_FOUND);
  if (connection && (row.status !== 'InActive' || acceptedTowards(connection, id)))
    return { row, connection, pictures };
  if (row.status === 'Active' && (await deps.isMatchFor(viewer, id)))
    return { row, connection: null, pictures };
  throw httpError(404, PROFILE_NOT_FOUND);
}

/**
 * The same reach for a profile among several a family is shown (its connections, the profiles it blocked),
 * given the profile's side towards the viewer: another family's InActive profile whose side has not accepted
 * the viewer is left out, as GET /api/profile/{id} refuses it (decision 048), and so is another family's
 * paused profile (decision 060).
 */
export function reachedInList(
  viewer: Viewer,
  row: ProfileRow,
  sideTowardsViewer: SideStatus | undefined,
): boolean {
  if (viewer.kind !== 'user' || viewer.profileId === row.id) return true;
  if (row.pausedAt !== null) return false;
  return row.status !== 'InActive' || ACCEPTED_SIDES.includes(sideTowardsViewer ?? 'Not Received');
}

/**
 * Whether `viewer` may have profile `id`'s pictures now, and which copy: the original (matchmakers, the
 * family itself), a copy stamped for the viewing family, or none. The same reach as GET /api/profile/{id}
 * and the same rule as the view's pictures; asked on every /file request (decision 025).
 */
export async function pictureAccess(
  deps: ReachDeps,
  viewer: Viewer,
  id: number,
): Promise<'original' | 'stamped' | null> {
  if (viewer.kind === 'anonymous') return null;
  let reached: Reached;
  try {
    reached = await reachable(deps, viewer, id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
  const { row, connection } = reached;
  const sideTowardsViewer = connection
    ? sideOf(connection, sideNumberOf(connection, row.id) ?? 1).status
    : null;
  if (!mayShowPictures(row, viewer, mayIdentify(row, { viewer, sideTowardsViewer }))) return null;
  return viewer.kind === 'admin' || viewer.profileId === row.id ? 'original' : 'stamped';
}
