import type { FilePondFile, FilePondInitialFile } from 'filepond';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { FilePond } from 'react-filepond';
import { initialPictureFiles, pictureServer } from '../api/picture-server';
import { pictureDisplayName } from '../model/draft';
import { PICTURE_ORIGIN, type PicturesSummary, summarisePictures } from '../model/picture-status';

export interface PictureUploadsOptions {
  /** Ids the form starts with: a profile's own pictures (edit) or a draft's uploads (new). */
  initialIds: readonly string[];
  kind: 'local' | 'limbo';
  /** A draft's names for its uploads, by id (display only: the tiles show them). */
  initialNames?: Readonly<Record<string, string>>;
}

/** The summary, and the family's file names of the pictures it holds (for the draft). */
export interface UploadsSummary extends PicturesSummary {
  names: Record<string, string>;
}

function summaryOf(
  files: readonly FilePondFile[],
  initialNames: Readonly<Record<string, string>>,
): UploadsSummary {
  const summary = summarisePictures(
    files.map((file) => ({
      status: file.status,
      origin: file.origin,
      serverId: file.serverId ?? null,
      source: file.source,
    })),
  );
  return { ...summary, names: namesOf(files, summary.ids, initialNames) };
}

/**
 * The name each saved picture had on the family's phone: an upload of this visit by its file's name, a
 * restored one by the draft's (FilePond names a restored file by its id until it has loaded).
 */
function namesOf(
  files: readonly FilePondFile[],
  ids: readonly string[],
  initialNames: Readonly<Record<string, string>>,
): Record<string, string> {
  const uploaded = new Map<string, string>();
  for (const file of files) {
    if (file.origin !== PICTURE_ORIGIN.INPUT || !file.serverId) continue;
    const name = pictureDisplayName(file.filename);
    if (name) uploaded.set(file.serverId, name);
  }
  const names: Record<string, string> = {};
  for (const id of ids) {
    const name = uploaded.get(id) ?? (Object.hasOwn(initialNames, id) ? initialNames[id] : undefined);
    if (name) names[id] = name;
  }
  return names;
}

const NO_NAMES: Readonly<Record<string, string>> = {};

/**
 * The picture uploader's state for the form: the FilePond props (server, starting files, event handlers)
 * and a summary of its items (ids to save, busy, failed) that follows every upload, removal and reorder.
 * `current()` reads the uploader directly, for the moment of submitting.
 */
export function usePictureUploads({ initialIds, kind, initialNames = NO_NAMES }: PictureUploadsOptions) {
  const pondRef = useRef<FilePond | null>(null);
  // The draft's names as the form started: FilePond's restore reads them, once.
  const [startNames] = useState(initialNames);
  const [summary, setSummary] = useState<UploadsSummary>(() => ({
    ids: [...initialIds],
    busy: false,
    failed: false,
    names: namesOf([], initialIds, startNames),
  }));

  // FilePond gets its starting files once; later it owns the list (the component is not controlled).
  const [initialFiles] = useState<FilePondInitialFile[]>(() => initialPictureFiles(initialIds, kind));
  const server = useMemo(
    () => pictureServer((id) => (Object.hasOwn(startNames, id) ? startNames[id] : undefined)),
    [startNames],
  );

  const current = useCallback((): PicturesSummary => {
    const pond = pondRef.current;
    return pond ? summaryOf(pond.getFiles(), startNames) : summary;
  }, [summary, startNames]);

  const refresh = useCallback(() => {
    const pond = pondRef.current;
    if (!pond) return;
    const next = summaryOf(pond.getFiles(), startNames);
    setSummary((previous) =>
      previous.busy === next.busy &&
      previous.failed === next.failed &&
      previous.ids.join() === next.ids.join() &&
      JSON.stringify(previous.names) === JSON.stringify(next.names)
        ? previous
        : next,
    );
  }, [startNames]);

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
