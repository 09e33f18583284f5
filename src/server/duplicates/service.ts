import { type DuplicateKeys, matchesBetween } from '@shared/duplicate-keys';
import {
  DUPLICATE_HISTORY,
  DUPLICATE_MESSAGES,
  DUPLICATES_LISTED,
  type Duplicate,
  type DuplicatesAnswer,
} from '@shared/duplicates';
import { profileLabel } from '@shared/profile-label';
import type { Viewer } from '../auth/viewer';
import type { HistoryEntry, HistoryRepository } from '../history/repository';
import { httpError } from '../http/errors';
import { PROFILE_NOT_FOUND } from '../privacy/reach';
import type { DuplicatesRepository } from './repository';

type Admin = Extract<Viewer, { kind: 'admin' }>;
type Deps = { duplicates: DuplicatesRepository; history: HistoryRepository };

/**
 * Possible duplicates (issue 18, decision 038): profiles that share a phone (own or family, either way round)
 * or the same name, father's name and city, found from the indexed keys whenever they are asked for, so a
 * save (the family's or a matchmaker's) changes them at once and nothing goes stale. A matchmaker's "Not a
 * duplicate" is kept for the pair, whatever either profile changes later, until it is undone; both are in the
 * history of both profiles. Only matchmakers reach this service.
 */
export function duplicatesService(deps: Deps) {
  async function possibleOf(id: number, keys: DuplicateKeys): Promise<Duplicate[]> {
    const rows = await deps.duplicates.possibleOf(id, keys, DUPLICATES_LISTED);
    return rows.map((row) => ({
      _id: row.id,
      matchedOn: matchesBetween(keys, row),
      label: profileLabel({ _id: row.id, name: row.name, age: row.age, city: row.city }),
      status: row.status,
    }));
  }

  /** Both profiles' keys; 400 for a pair of one profile, 404 when either does not exist. */
  async function pairOf(id: number, otherId: number) {
    if (id === otherId) throw httpError(400, DUPLICATE_MESSAGES.sameProfile);
    const [keys, otherKeys] = await Promise.all([
      deps.duplicates.keysOf(id),
      deps.duplicates.keysOf(otherId),
    ]);
    if (!keys || !otherKeys) throw httpError(404, PROFILE_NOT_FOUND);
    return { keys, otherKeys };
  }

  /** The same row in the history of each profile of the pair, naming the other. */
  const bothHistories = (
    id: number,
    otherId: number,
    field: (typeof DUPLICATE_HISTORY)[keyof typeof DUPLICATE_HISTORY],
  ): HistoryEntry[] =>
    [
      [id, otherId],
      [otherId, id],
    ].map(([entityId, other]) => ({
      entity: 'profile' as const,
      entityId,
      field,
      fromValue: field === DUPLICATE_HISTORY.restored ? String(other) : null,
      toValue: field === DUPLICATE_HISTORY.dismissed ? String(other) : null,
    }));

  return {
    /** A profile's possible duplicates, not dismissed, lowest ids first (at most DUPLICATES_LISTED). */
    async of(id: number): Promise<Duplicate[]> {
      const keys = await deps.duplicates.keysOf(id);
      return keys ? possibleOf(id, keys) : [];
    },

    /**
     * "Not a duplicate": kept for the pair, in either order. Dismissing a dismissed pair changes nothing; a
     * pair that shares nothing (any more) is 409, so no dismissal is kept for profiles that were never shown
     * as duplicates. Answers the profile's possible duplicates now.
     */
    async dismiss(viewer: Admin, id: number, otherId: number): Promise<DuplicatesAnswer> {
      const { keys, otherKeys } = await pairOf(id, otherId);
      if (!(await deps.duplicates.isDismissed(id, otherId))) {
        if (matchesBetween(keys, otherKeys).length === 0)
          throw httpError(409, DUPLICATE_MESSAGES.notDuplicates);
        if (await deps.duplicates.dismiss(id, otherId, viewer.accountId))
          await deps.history.record(viewer, bothHistories(id, otherId, DUPLICATE_HISTORY.dismissed));
      }
      return { duplicates: await possibleOf(id, keys) };
    },

    /** Undoes "Not a duplicate" for the pair; a pair not dismissed is answered as it is. */
    async restore(viewer: Admin, id: number, otherId: number): Promise<DuplicatesAnswer> {
      const { keys } = await pairOf(id, otherId);
      if (await deps.duplicates.restore(id, otherId))
        await deps.history.record(viewer, bothHistories(id, otherId, DUPLICATE_HISTORY.restored));
      return { duplicates: await possibleOf(id, keys) };
    },
  };
}
export type DuplicatesService = ReturnType<typeof duplicatesService>;
