import fs from 'node:fs/promises';
import path from 'node:path';

/** Where picture bytes live. The folder store is the default; metadata stays in the database. */
export type FileStore = {
  put(id: string, bytes: Buffer): Promise<void>;
  get(id: string): Promise<Buffer | null>;
  delete(id: string): Promise<void>;
};

const SAFE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function folderFileStore(root: string): FileStore {
  const fileOf = (id: string) => {
    if (!SAFE_ID.test(id)) throw new Error('unsafe file id');
    return path.join(root, id.slice(0, 2), `${id}.webp`);
  };
  return {
    async put(id, bytes) {
      const file = fileOf(id);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a crash never leaves half a picture under its real name.
      await fs.writeFile(`${file}.tmp`, bytes);
      await fs.rename(`${file}.tmp`, file);
    },
    async get(id) {
      if (!SAFE_ID.test(id)) return null;
      try {
        return await fs.readFile(fileOf(id));
      } catch {
        return null;
      }
    },
    async delete(id) {
      await fs.rm(fileOf(id), { force: true });
    },
  };
}
