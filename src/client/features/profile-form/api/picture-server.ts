import type { FilePondInitialFile, FilePondServerConfigProps } from 'filepond';

type ServerConfig = Exclude<NonNullable<FilePondServerConfigProps['server']>, string>;

/**
 * Where FilePond sends and fetches pictures:
 * - process: POST /api/upload (multipart field `filepond`), answered with the new file id as text;
 * - revert: DELETE /api/upload with that id as the text body (only for pictures no profile holds yet);
 * - restore: GET /file/{id}, for a draft's uploads that no profile holds yet (limbo files);
 * - load: a picture already in the profile (local file), GET /file/{id} too: the picture cookie (decision 025)
 *   says who asks, and the family itself and matchmakers get the original. Removing one calls nothing:
 *   saving the profile with a shorter list removes it on the server.
 */
export function pictureServer(): ServerConfig {
  return {
    // The server's own words (e.g. not a picture, too large) are shown on the failed item.
    process: { url: '/api/upload', method: 'POST', onerror: serverMessage },
    revert: { url: '/api/upload', method: 'DELETE' },
    restore: { url: '/file/', method: 'GET' },
    load: { url: '/file/', method: 'GET' },
  };
}

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'string') return null;
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}

/** The uploader's starting items: a profile's own pictures (local) or a draft's uploads (limbo). */
export function initialPictureFiles(ids: readonly string[], kind: 'local' | 'limbo'): FilePondInitialFile[] {
  return ids.map((source) => ({ source, options: { type: kind } }));
}
