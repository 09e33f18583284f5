/** FilePond's item states (FileStatus) and origins (FileOrigin), as numbers so this module stays pure. */
export const PICTURE_STATUS = {
  INIT: 1,
  IDLE: 2,
  PROCESSING: 3,
  PROCESSING_COMPLETE: 5,
  PROCESSING_ERROR: 6,
  LOADING: 7,
  LOAD_ERROR: 8,
  PROCESSING_QUEUED: 9,
  PROCESSING_REVERT_ERROR: 10,
} as const;

export const PICTURE_ORIGIN = { INPUT: 1, LIMBO: 2, LOCAL: 3 } as const;

export interface PictureItem {
  status: number;
  origin: number;
  serverId: string | null;
  source: unknown;
}

export interface PicturesSummary {
  /** File ids to save with the profile, in the uploader's order. */
  ids: string[];
  /** An upload is waiting, running or the picture is still being read. */
  busy: boolean;
  /** A picture could not be uploaded (or restored) and holds no usable id. */
  failed: boolean;
}

const BUSY: readonly number[] = [
  PICTURE_STATUS.INIT,
  PICTURE_STATUS.PROCESSING_QUEUED,
  PICTURE_STATUS.PROCESSING,
  PICTURE_STATUS.LOADING,
];

/**
 * What the uploader's items mean for the submission. A picture already in the profile (local) or restored
 * from a draft (limbo) is saved by its id even while its preview loads; one of this profile that fails to
 * preview is kept (the session may have ended meanwhile) rather than silently deleted by saving.
 */
export function summarisePictures(items: readonly PictureItem[]): PicturesSummary {
  const ids: string[] = [];
  let busy = false;
  let failed = false;
  for (const item of items) {
    const id = item.serverId || (typeof item.source === 'string' ? item.source : null);
    const stored = item.origin === PICTURE_ORIGIN.LOCAL || item.origin === PICTURE_ORIGIN.LIMBO;
    if (item.status === PICTURE_STATUS.PROCESSING_COMPLETE && item.serverId) {
      ids.push(item.serverId);
    } else if (item.origin === PICTURE_ORIGIN.LOCAL && id) {
      ids.push(id);
    } else if (stored && id && item.status !== PICTURE_STATUS.LOAD_ERROR) {
      ids.push(id);
      if (item.status === PICTURE_STATUS.PROCESSING_REVERT_ERROR) failed = true;
    } else if (BUSY.includes(item.status)) {
      busy = true;
    } else {
      // Processing error, revert error, a picture that could not be read or validated, or an upload the
      // family cancelled (idle, never uploaded).
      failed = true;
    }
  }
  return { ids, busy, failed };
}

/** The alert that blocks the submission, if any: a failure first, since waiting will not mend it. */
export function picturesBlockingMessage(
  summary: PicturesSummary,
  messages: { failed: string; busy: string },
): string | null {
  if (summary.failed) return messages.failed;
  if (summary.busy) return messages.busy;
  return null;
}
