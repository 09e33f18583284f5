import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Named queries for picture metadata; the bytes are in the file store. */
export function picturesRepository(db: Db) {
  return {
    async insertUnattached(values: {
      id: string;
      thumbnailId: string;
      width: number;
      height: number;
      byteSize: number;
      thumbnailByteSize: number;
      uploaderAddress: string | null;
    }) {
      await db.insertInto('pictures').values(values).execute();
    },

    /** The stored bytes (picture and thumbnail) of the pictures from `address` that no profile holds yet. */
    async unattachedBytesFrom(address: string): Promise<number> {
      const row = await db
        .selectFrom('pictures')
        .select(sql<string>`coalesce(sum(byte_size + thumbnail_byte_size), 0)`.as('bytes'))
        .where('uploaderAddress', '=', address)
        .where('profileId', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.bytes);
    },

    /** The picture a file id (picture or thumbnail) belongs to. */
    findByFileId(fileId: string) {
      return db
        .selectFrom('pictures')
        .select(['id', 'thumbnailId', 'profileId'])
        .where((eb) => eb.or([eb('id', '=', fileId), eb('thumbnailId', '=', fileId)]))
        .executeTakeFirst();
    },

    /** Deletes a picture that no profile holds yet (FilePond's revert); answers what was deleted. */
    deleteUnattached(id: string) {
      return db
        .deleteFrom('pictures')
        .where('id', '=', id)
        .where('profileId', 'is', null)
        .returning(['id', 'thumbnailId'])
        .executeTakeFirst();
    },

    /**
     * Deletes up to `limit` pictures that no profile holds and that were uploaded before `cutoff` (a form
     * abandoned after its pictures were sent); answers what was deleted, so that its bytes can be removed.
     * A profile saved at the same moment wins: the row it attaches no longer matches `profile_id is null`.
     */
    deleteUnattachedBefore(cutoff: Date, limit = 500) {
      return db
        .deleteFrom('pictures')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('pictures')
            .select('id')
            .where('profileId', 'is', null)
            .where('createdAt', '<', cutoff)
            .limit(limit),
        )
        .where('profileId', 'is', null)
        .returning(['id', 'thumbnailId'])
        .execute();
    },

    listForProfiles(profileIds: number[]) {
      if (profileIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('pictures')
        .select(['id', 'thumbnailId', 'profileId'])
        .where('profileId', 'in', profileIds)
        .orderBy('profileId')
        .orderBy('position')
        .execute();
    },
  };
}
export type PicturesRepository = ReturnType<typeof picturesRepository>;
