import os from 'node:os';

/**
 * Bounds what uploads may hold at once (issue 14, finding 7): 128 parallel 10 MB uploads had taken the server
 * from 0.9 to 3.4 GB. An upload takes a place before its body is read and gives it back when it is answered,
 * whatever happened; while every place is taken the next one is refused at once, before its 10 MB are read.
 * Of the admitted uploads, `decoders` are decoded at a time; the others wait (at most `waiting` of them).
 */
export type UploadQueueOptions = {
  /** Pictures decoded at the same time: one a core (sharp runs one libvips thread a picture), at most 4. */
  decoders?: number;
  /**
   * Uploads read or waiting for a decoder besides those decoding: 4, whatever the cores. Each place costs about
   * 16–40 MB at its peak (its 10 MB body, busboy's chunks, the decode), see bench/results.md.
   */
  waiting?: number;
  /** How long an upload may take to send its body before its connection is closed and its place given back. */
  readDeadlineMs?: number;
};

/** The Retry-After of the 503 a full queue answers. */
export const UPLOAD_RETRY_AFTER_SECONDS = 60;
/** Five minutes (Node's own request timeout, which Fastify turns off): 10 MB at 280 kbit/s. */
const READ_DEADLINE_MS = 5 * 60_000;

export type UploadSlot = {
  /** Runs `task` when a decoder is free (at once if one is). */
  decode<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the place back; calling it again does nothing. */
  release(): void;
};

export function defaultDecoders(): number {
  return Math.max(1, Math.min(os.availableParallelism(), 4));
}

export function uploadQueue(options: UploadQueueOptions = {}) {
  const decoders = Math.max(1, options.decoders ?? defaultDecoders());
  const waiting = Math.max(0, options.waiting ?? 4);
  const capacity = decoders + waiting;
  const readDeadlineMs = options.readDeadlineMs ?? READ_DEADLINE_MS;
  let admitted = 0;
  let decoding = 0;
  const waiters: (() => void)[] = [];

  const nextDecoder = () => {
    decoding -= 1;
    const next = waiters.shift();
    if (next) {
      decoding += 1;
      next();
    }
  };

  return {
    capacity,
    decoders,
    readDeadlineMs,
    /** Uploads holding a place (being read, waiting or being decoded). */
    get admitted() {
      return admitted;
    },
    get decoding() {
      return decoding;
    },

    /** A place for one upload, or null when every place is taken (the upload is then refused, unread). */
    tryEnter(): UploadSlot | null {
      if (admitted >= capacity) return null;
      admitted += 1;
      let released = false;
      return {
        async decode(task) {
          if (released) throw new Error('upload slot already released');
          if (decoding < decoders) decoding += 1;
          else await new Promise<void>((resolve) => waiters.push(resolve));
          try {
            return await task();
          } finally {
            nextDecoder();
          }
        },
        release() {
          if (released) return;
          released = true;
          admitted -= 1;
        },
      };
    },
  };
}
export type UploadQueue = ReturnType<typeof uploadQueue>;
