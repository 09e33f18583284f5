import type { FilePondFile, FilePondInitialFile } from 'filepond';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { FilePond } from 'react-filepond';
import { initialPictureFiles, pictureServer } from '../api/picture-server';
import { type PicturesSummary, summarisePictures } from '../model/picture-status';

export interface PictureUploadsOptions {
  /** Ids the form starts with: a profile's own pictures (edit) or a draft's uploads (new). */
  initialIds: readonly string[];
  kind: 'local' | 'limbo';
}

function summaryOf(files: readonly FilePondFile[]): PicturesSummary {
  return summarisePictures(
    files.map((file) => ({
      status: file.status,
      origin: file.origin,
      serverId: file.serverId ?? null,
      source: file.source,
    })),
  );
}

/**
 * The picture uploader's state for the form: the FilePond props (server, starting files, event handlers)
 * and a summary of its items (ids to save, busy, failed) that follows every upload, removal and reorder.
 * `current()` reads the uploader directly, for the moment of submitting.
 */
export function usePictureUploads({ initialIds, kind }: PictureUploadsOptions) {
  const pondRef = useRef<FilePond | null>(null);
  const [summary, setSummary] = useState<PicturesSummary>(() => ({
    ids: [...initialIds],
    busy: false,
    failed: false,
  }));

  // FilePond gets its starting files once; later it owns the list (the component is not controlled).
  const [initialFiles] = useState<FilePondInitialFile[]>(() => initialPictureFiles(initialIds, kind));
  const server = useMemo(() => pictureServer(), []);

  const current = useCallback((): PicturesSummary => {
    const pond = pondRef.current;
    return pond ? summaryOf(pond.getFiles()) : summary;
  }, [summary]);

  const refresh = useCallback(() => {
    const pond = pondRef.current;
    if (!pond) return;
    const next = summaryOf(pond.getFiles());
    setSummary((previous) =>
      previous.busy === next.busy &&
      previous.failed === next.failed &&
      previous.ids.join() === next.ids.join()
        ? previous
        : next,
    );
  }, []);

  // Status changes do not all raise `onupdatefiles`; each event refreshes, a tick later so FilePond has
  // finished updating the item.
  const refreshSoon = useCallback(() => setTimeout(refresh, 0), [refresh]);

  const handlers = {
    onupdatefiles: refreshSoon,
    onaddfile: refreshSoon,
    onprocessfilestart: refreshSoon,
    onprocessfile: refreshSoon,
    onprocessfileabort: refreshSoon,
    onprocessfilerevert: refreshSoon,
    onremovefile: refreshSoon,
    onreorderfiles: refreshSoon,
    onerror: refreshSoon,
  };

  /**
   * Shows exactly `ids` (a conflict resolved with the other's pictures, or hers without those no longer
   * stored): the others leave the uploader (an upload of hers not kept is reverted, a stored one only leaves
   * the list), the missing ones come in as stored pictures.
   */
  const showOnly = useCallback((ids: readonly string[]) => {
    const pond = pondRef.current;
    if (!pond) return;
    const files = pond.getFiles();
    const idOf = (file: FilePondFile) =>
      file.serverId || (typeof file.source === 'string' ? file.source : null);
    const kept = new Set(ids);
    const present = new Set(files.map(idOf));
    const leaving = files.filter((file) => !kept.has(idOf(file) ?? '')).map((file) => file.id);
    if (leaving.length > 0) pond.removeFiles(leaving);
    for (const id of ids) if (!present.has(id)) void pond.addFile(id, { type: 'local' });
  }, []);

  return { pondRef, server, initialFiles, handlers, summary, current, showOnly };
}
