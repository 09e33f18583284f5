import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Profile versions (decision 055): the one statement that claims a write, and what changed since a version. */
export function versionsRepository(db: Db) {
  return {
    /**
     * Adds one to profile `id`'s version, only if it is still `base` when given; answers the new version, or
     * undefined (no such profile, or another write came first). The row stays locked until the transaction
     * ends, so a second writer with the same base waits here and then finds the version moved on.
     */
    async claim(id: number, base: number | undefined): Promise<number | undefined> {
      let query = db.updateTable('profiles').set({ version: sql`version + 1` }).where('id', '=', id);
      if (base !== undefined) query = query.where('version', '=', base);
      const row = await query.returning('version').executeTakeFirst();
      return row?.version;
    },

    /**
     * Locks profile `id`'s row until the transaction ends and answers its version (undefined: no such
     * profile). A second writer waits here, then reads the version the first one left (decision 066).
     */
    async lock(id: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('profiles')
        .select('version')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      return row?.version;
    },

    /** Adds one to the version of a profile whose row this transaction holds; answers the new version. */
    async bump(id: number): Promise<number> {
      const row = await db
        .updateTable('profiles')
        .set({ version: sql`version + 1` })
        .where('id', '=', id)
        .returning('version')
        .executeTakeFirstOrThrow();
      return row.version;
    },

    /**
     * The thumbnails of pictures `ids` that are profile `id`'s or in no profile yet (an upload not saved): a
     * picture of another profile, or one no longer stored, is left out.
     */
    async thumbnailsOf(id: number, ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('pictures')
        .select(['id', 'thumbnailId'])
        .where('id', 'in', [...ids])
        .where((eb) => eb.or([eb('profileId', '=', id), eb('profileId', 'is', null)]))
        .execute();
    },

    async current(id: number): Promise<number | undefined> {
      const row = await db.selectFrom('profiles').select('version').where('id', '=', id).executeTakeFirst();
      return row?.version;
    },

    /** Who made version `version` of profile `id` and when (its first history row), if recorded. */
    madeBy(id: number, version: number) {
      return db
        .selectFrom('history')
        .leftJoin('accounts', 'accounts.id', 'history.actorAccountId')
        .select([
          'history.at',
          'history.actorProfileId',
          'history.actorAccountId',
          'accounts.email as actorEmail',
          'accounts.name as actorName',
        ])
        .where('history.entity', '=', 'profile')
        .where('history.entityId', '=', id)
        .where('history.profileVersion', '=', version)
        .orderBy('history.id')
        .limit(1)
        .executeTakeFirst();
    },

    /** The history rows of profile writes after version `since`, oldest first, with who made them. */
    changesSince(id: number, since: number) {
      return db
        .selectFrom('history')
        .leftJoin('accounts', 'accounts.id', 'history.actorAccountId')
        .select([
          'history.at',
          'history.field',
          'history.actorProfileId',
          'history.actorAccountId',
          'accounts.email as actorEmail',
          'accounts.name as actorName',
        ])
        .where('history.entity', '=', 'profile')
        .where('history.entityId', '=', id)
        .where('history.profileVersion', '>', since)
        .orderBy('history.id')
        .execute();
    },
  };
}
export type VersionsRepository = ReturnType<typeof versionsRepository>;
