import type { DuplicateKeys } from '@shared/duplicate-keys';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database';

/** A pair as stored: the lower id first. */
const ordered = (a: number, b: number) => (a < b ? ([a, b] as const) : ([b, a] as const));

/** Named queries for possible duplicates and matchmakers' dismissals of them (issue 18, decision 038). */
export function duplicatesRepository(db: Db) {
  return {
    /** A profile's keys, or undefined when there is no such profile. */
    keysOf(id: number) {
      return db
        .selectFrom('profiles')
        .select(['id', 'phoneKey', 'familyPhoneKey', 'nameFatherCityKey'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * The profiles that share a key with `keys`, other than `id` and those dismissed as not its duplicate,
     * lowest ids first, with their keys and label facts. Served by the three keys' indexes.
     */
    possibleOf(id: number, keys: DuplicateKeys, limit: number) {
      const phones = [keys.phoneKey, keys.familyPhoneKey].filter((key): key is string => key !== null);
      return db
        .selectFrom('profiles')
        .select(['id', 'name', 'age', 'city', 'status', 'phoneKey', 'familyPhoneKey', 'nameFatherCityKey'])
        .where('id', '<>', id)
        .where((eb) =>
          eb.or([
            ...(phones.length > 0 ? [eb('phoneKey', 'in', phones), eb('familyPhoneKey', 'in', phones)] : []),
            ...(keys.nameFatherCityKey === null
              ? []
              : [eb('nameFatherCityKey', '=', keys.nameFatherCityKey)]),
          ]),
        )
        .where(
          sql<SqlBool>`profiles.id not in (
            select profile2_id from duplicate_dismissals where profile1_id = ${id}
            union all select profile1_id from duplicate_dismissals where profile2_id = ${id})`,
        )
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async isDismissed(a: number, b: number) {
      const [profile1Id, profile2Id] = ordered(a, b);
      const row = await db
        .selectFrom('duplicateDismissals')
        .select('profile1Id')
        .where('profile1Id', '=', profile1Id)
        .where('profile2Id', '=', profile2Id)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Keeps the pair as not duplicates, by this matchmaker, now; answers false when it already was (kept as it was). */
    async dismiss(a: number, b: number, accountId: number) {
      const [profile1Id, profile2Id] = ordered(a, b);
      const rows = await db
        .insertInto('duplicateDismissals')
        .values({ profile1Id, profile2Id, dismissedBy: accountId })
        .onConflict((oc) => oc.columns(['profile1Id', 'profile2Id']).doNothing())
        .returning('profile1Id')
        .execute();
      return rows.length > 0;
    },

    /** Undoes the pair's dismissal; answers false when it had none. */
    async restore(a: number, b: number) {
      const [profile1Id, profile2Id] = ordered(a, b);
      const result = await db
        .deleteFrom('duplicateDismissals')
        .where('profile1Id', '=', profile1Id)
        .where('profile2Id', '=', profile2Id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
export type DuplicatesRepository = ReturnType<typeof duplicatesRepository>;
