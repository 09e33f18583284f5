import type { FilePondInitialFile, FilePondServerConfigProps, RestoreServerConfigFunction } from 'filepond';

type ServerConfig = Exclude<NonNullable<FilePondServerConfigProps['server']>, string>;

/**
 * Where FilePond sends and fetches pictures:
 * - process: POST /api/upload (multipart field `filepond`), answered with the new file id as text;
 * - revert: DELETE /api/upload with that id as the text body (only for pictures no profile holds yet);
 * - restore: GET /file/{id}, for a draft's uploads that no profile holds yet (limbo files), named as the
 *   family's file was (`nameOf`, kept in the draft beside the id) rather than by its id;
 * - load: a picture already in the profile (local file), GET /file/{id} too: the picture cookie (decision 025)
 *   says who asks, and the family itself and matchmakers get the original. Removing one calls nothing:
 *   saving the profile with a shorter list removes it on the server.
 */
export function pictureServer(nameOf: (id: string) => string | undefined = () => undefined): ServerConfig {
  return {
    // The server's own words (e.g. not a picture, too large) are shown on the failed item.
    process: { url: '/api/upload', method: 'POST', onerror: serverMessage },
    revert: { url: '/api/upload', method: 'DELETE' },
    restore: restoreNamed(nameOf),
    load: { url: '/file/', method: 'GET' },
  };
}

/**
 * FilePond's restore as its own GET /file/{id}, with the file given the family's name for it: FilePond names a
 * fetched file by the answer's Content-Disposition or else by the id, and the server knows no other name.
 * An answer of 4xx leaves the item as one that cannot be restored (FilePond's own rule), anything else failed
 * may be tried again.
 */
function restoreNamed(nameOf: (id: string) => string | undefined): RestoreServerConfigFunction {
  return (id: string, load, error, _progress, abort) => {
    const controller = new AbortController();
    fetch(`/file/${encodeURIComponent(id)}`, { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) {
          // FilePond reads the code to tell a lost picture (4xx) from a failure worth a retry.
          (error as (failure: unknown) => void)({
            type: 'error',
            code: response.status,
            body: await response.text().catch(() => ''),
          });
          return;
        }
        const blob = await response.blob();
        // Without a name kept, the id, as FilePond itself names it.
        load(new File([blob], nameOf(id) ?? id, { type: blob.type }));
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        error(failure instanceof Error ? failure.message : String(failure));
      });
    // FilePond calls this when the item is removed while it loads (its types say the function returns nothing).
    return {
      abort: () => {
        controller.abort();
        abort();
      },
    };
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
