import path from 'node:path';
import type { Db, Engine } from '../db/database';
import { type FileStore, folderFileStore } from './file-store';

type PictureFiles = { pictureFiles: { id: string; bytes: Uint8Array; createdAt: Date | string | undefined } };

const SAFE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Picture bytes in the `picture_files` table (migration 003): on PostgreSQL every app process reaches the
 * same pictures, and a backup taken in one transaction holds the pictures that its rows name.
 * `db` may be a transaction (a restore writes pictures and rows together).
 */
export function postgresFileStore(db: Db): FileStore {
  const files = db.withTables<PictureFiles>();
  return {
    async put(id, bytes) {
      if (!SAFE_ID.test(id)) throw new Error('unsafe file id');
      await files
        .insertInto('pictureFiles')
        .values({ id, bytes })
        .onConflict((oc) => oc.column('id').doUpdateSet({ bytes }))
        .execute();
    },
    async get(id) {
      if (!SAFE_ID.test(id)) return null;
      const row = await files
        .selectFrom('pictureFiles')
        .select('bytes')
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? Buffer.from(row.bytes) : null;
    },
    async delete(id) {
      await files.deleteFrom('pictureFiles').where('id', '=', id).execute();
    },
  };
}

/**
 * Where pictures live: in PostgreSQL when the app runs on a PostgreSQL server (several processes, one set of
 * pictures), in `DATA_DIR/files` on the embedded database (one process by design).
 */
export function fileStoreFor(opened: { engine: Engine; db: Db }, dataDir: string): FileStore {
  return opened.engine === 'postgres'
    ? postgresFileStore(opened.db)
    : folderFileStore(path.join(dataDir, 'files'));
}
