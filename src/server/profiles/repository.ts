import type { HeldText } from '@shared/held-text';
import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/database';
import { PROFILE_ROW_COLUMNS, type ProfileTable } from '../db/schema';
import { inTransaction } from '../ops/atomic';
import { PICTURES_OF_PROFILE } from '../pictures/sql';
import { matchColumns } from './columns';

class PictureTakenMeanwhile extends Error {}

/** Whether either of two profiles blocked the other (decision 039), as a column of a profile's own query. */
const blockBetween = (a: number, b: number) =>
  sql<boolean>`exists (select 1 from blocks
    where (blocker_id = ${a} and blocked_id = ${b}) or (blocker_id = ${b} and blocked_id = ${a}))`;

/** A family's busiest reads, built and compiled once (decision 077). */
const findForFamilyQuery = compiledOnce((db: Db, familyId: number, id: number) =>
  db
    .selectFrom('profiles')
    .select(PROFILE_ROW_COLUMNS)
    .select(blockBetween(familyId, id).as('blocked'))
    .select(PICTURES_OF_PROFILE.as('pictures'))
    .where('id', '=', id),
);
const answerBarredQuery = compiledOnce((db: Db, familyId: number, id: number) =>
  db
    .selectFrom('profiles')
    .select(sql<boolean>`paused_at is not null or ${blockBetween(familyId, id)}`.as('barred'))
    .where('id', '=', id),
);

/** Named queries for profiles and the pictures they hold. */
export function profilesRepository(db: Db) {
  return {
    findById(id: number) {
      return db.selectFrom('profiles').select(PROFILE_ROW_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /**
     * Profile `id` as family `familyId` opens it (decision 039): the row, whether a block stands between the
     * two, whichever family blocked, and its pictures in order (decision 077); one query.
     */
    async findForFamily(familyId: number, id: number) {
      const [found] = await findForFamilyQuery(db, familyId, id);
      if (!found) return undefined;
      const { blocked, pictures, ...row } = found;
      return { row, blocked, pictures };
    },

    /**
     * Whether family `familyId` may not answer profile `id`: it is paused (decision 060), or a block stands
     * between the two (decision 039). One query, one column of the profile: the answer is a family's busiest
     * write.
     */
    async answerBarred(familyId: number, id: number) {
      const [row] = await answerBarredQuery(db, familyId, id);
      return row?.barred === true;
    },

    findByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('profiles').select(PROFILE_ROW_COLUMNS).where('id', 'in', ids).execute();
    },

    insert(values: Insertable<ProfileTable>) {
      return db.insertInto('profiles').values(values).returning('id').executeTakeFirstOrThrow();
    },

    async update(id: number, values: Updateable<ProfileTable>) {
      const result = await db
        .updateTable('profiles')
        .set({ ...values, updatedAt: sql`now()` })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Marks the profile changed by its family, keeping the first unseen change's time. `now()` is the
     * transaction's time, the same as the history rows of that change.
     */
    async markFamilyEdited(id: number) {
      await db
        .updateTable('profiles')
        .set({ familyEditedAt: sql`coalesce(family_edited_at, now())` })
        .where('id', '=', id)
        .execute();
    },

    /**
     * The family's text waiting for review (decision 048): null when nothing is held; `held_at` keeps the time
     * of the first held edit, `now()` of the transaction that holds it.
     */
    async setHeldText(id: number, held: HeldText) {
      const empty = Object.keys(held).length === 0;
      await db
        .updateTable('profiles')
        .set({
          heldText: empty ? null : JSON.stringify(held),
          heldAt: empty ? null : sql<Date>`coalesce(held_at, now())`,
          updatedAt: sql`now()`,
        })
        .where('id', '=', id)
        .execute();
    },

    /** A new access token; every session signed in with the old one ends, so the old login link fails. */
    rotateAccessToken(id: number, accessToken: string) {
      return inTransaction(db, async (trx) => {
        const updated = await trx
          .updateTable('profiles')
          .set({ accessToken })
          .where('id', '=', id)
          .executeTakeFirst();
        await trx.deleteFrom('sessions').where('profileId', '=', id).execute();
        return updated.numUpdatedRows > 0n;
      });
    },

    /** Rewrites the columns matching reads in SQL from the rest of the row (after every save). */
    async refreshMatchColumns(id: number) {
      const row = await db
        .selectFrom('profiles')
        .select(PROFILE_ROW_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      if (row) await db.updateTable('profiles').set(matchColumns(row)).where('id', '=', id).execute();
    },

    /** Deletes the profile; its pictures, connections and sessions go with it (foreign keys cascade). */
    deleteById(id: number) {
      return inTransaction(db, async (trx) => {
        const pictures = await trx
          .selectFrom('pictures')
          .select(['id', 'thumbnailId'])
          .where('profileId', '=', id)
          .execute();
        const deleted = await trx.deleteFrom('profiles').where('id', '=', id).executeTakeFirst();
        return deleted.numDeletedRows > 0n ? pictures : null;
      });
    },

    /**
     * Makes `pictureIds` (in order) the profile's pictures: takes pictures not yet in any profile or
     * already in this one, and releases the ones left out. Answers false when an id is unknown or held by
     * another profile; then nothing changes.
     */
    setPictures(profileId: number, pictureIds: string[]) {
      return inTransaction(db, async (trx) => {
        if (pictureIds.length > 0) {
          const usable = await trx
            .selectFrom('pictures')
            .select('id')
            .where('id', 'in', pictureIds)
            .where((eb) => eb.or([eb('profileId', 'is', null), eb('profileId', '=', profileId)]))
            .execute();
          if (usable.length !== new Set(pictureIds).size) return { ok: false as const, released: [] };
        }
        let released = trx.deleteFrom('pictures').where('profileId', '=', profileId);
        if (pictureIds.length > 0) released = released.where('id', 'not in', pictureIds);
        const removed = await released.returning(['id', 'thumbnailId']).execute();
        for (const [position, id] of pictureIds.entries()) {
          const taken = await trx
            .updateTable('pictures')
            .set({ profileId, position })
            .where('id', '=', id)
            .where((eb) => eb.or([eb('profileId', 'is', null), eb('profileId', '=', profileId)]))
            .executeTakeFirst();
          // Gone since it was checked (the sweep of unattached pictures): refuse rather than save without it.
          if (taken.numUpdatedRows === 0n) throw new PictureTakenMeanwhile();
        }
        return { ok: true as const, released: removed };
      }).catch((error: unknown) => {
        if (error instanceof PictureTakenMeanwhile) return { ok: false as const, released: [] };
        throw error;
      });
    },
  };
}
export type ProfilesRepository = ReturnType<typeof profilesRepository>;
