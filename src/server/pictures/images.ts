import { Worker } from 'node:worker_threads';
import sharp, { type Metadata } from 'sharp';

// Memory under many uploads (issue 14, finding 7; decision 024). libvips' operation cache would keep up to
// 50 MB of decoded pictures and their inputs between requests; no two uploads share an operation, so it only
// holds memory. One libvips thread a picture (sharp's own default on glibc, where more threads fragment the
// heap): the upload queue decodes one picture a core instead.
sharp.cache(false);
sharp.concurrency(1);

/**
 * What one upload may send. Phones shrink a photo before sending it (issue 30, decision 062: about 0.3–1 MB);
 * what comes as is (a HEIC the browser cannot decode, a browser without canvas) is a phone's original, and a
 * HEIC is a few MB. The queue's memory bound (decision 024) is reckoned on this.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * The stored bytes (picture and thumbnail) of pictures no profile holds yet, per address (decision 049): about
 * 75 of the largest re-encoded pictures (1.3 MB each) and several hundred phone photos; a form sent frees its own.
 */
export const UNATTACHED_BYTES_PER_ADDRESS = 100 * 1024 * 1024;
/** A decompression bomb is a small file with huge dimensions: refuse before decoding it. */
export const MAX_PICTURE_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
const PICTURE_EDGE = 1600;
/** A HEVC picture still decoding after this long is given up (its thread is ended). */
const HEVC_DECODE_TIMEOUT_MS = 60_000;
const THUMBNAIL_EDGE = 480;

export const UPLOAD_MESSAGES = {
  notAPicture: 'This file is not a picture. Please upload a photo (JPEG, PNG, WebP or HEIC).',
  tooLarge: 'This picture is larger than 10 MB. Please upload a smaller photo.',
  tooManyPixels: 'This picture is too large to process. Please upload a photo under 40 megapixels.',
  animated: 'Animated or multi-page pictures are not accepted. Please upload a single photo.',
  missing: 'Please choose a picture to upload.',
  busy: 'Too many pictures are being uploaded right now. Please try again in a minute.',
  tooManyWaiting:
    'Too many pictures uploaded from here are waiting to be sent with a profile. Please send your profile, or try again in a few hours.',
} as const;

export class PictureRejected extends Error {}

export type ProcessedPicture = { picture: Buffer; thumbnail: Buffer; width: number; height: number };

/**
 * Decodes whatever was sent (the name and content type are not trusted) and re-encodes it as WebP. Sharp
 * writes no metadata unless asked, so EXIF and GPS data do not survive; the EXIF orientation is applied first.
 */
export async function processPicture(input: Buffer): Promise<ProcessedPicture> {
  if (input.length > MAX_UPLOAD_BYTES) throw new PictureRejected(UPLOAD_MESSAGES.tooLarge);
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new PictureRejected(UPLOAD_MESSAGES.notAPicture);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new PictureRejected(UPLOAD_MESSAGES.notAPicture);
  }
  // A HEIF holding several images (a phone's photo with its burst or depth frames) is its primary image,
  // which libvips reports and loads by default; animated GIFs and multi-page TIFFs are still refused.
  const isHeif = metadata.format === 'heif';
  if ((metadata.pages ?? 1) > 1 && !isHeif) throw new PictureRejected(UPLOAD_MESSAGES.animated);
  if (metadata.width * metadata.height > MAX_PICTURE_PIXELS)
    throw new PictureRejected(UPLOAD_MESSAGES.tooManyPixels);

  try {
    // HEVC (the common iPhone HEIC) has no decoder in sharp's libvips: libheif in WebAssembly decodes it.
    const source =
      isHeif && metadata.compression === 'hevc'
        ? await hevcSource(input)
        : sharp(input, {
            limitInputPixels: MAX_PICTURE_PIXELS,
            failOn: 'error',
            ...(isHeif ? { page: metadata.pagePrimary ?? 0 } : {}),
          }).rotate();
    const picture = await source
      .resize({ width: PICTURE_EDGE, height: PICTURE_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    // The thumbnail is made from the 1600-pixel picture: the original (up to 40 MP) is decoded once, not twice.
    const thumbnail = await sharp(picture.data)
      .resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { picture: picture.data, thumbnail, width: picture.info.width, height: picture.info.height };
  } catch (error) {
    if (error instanceof PictureRejected) throw error;
    throw new PictureRejected(UPLOAD_MESSAGES.notAPicture);
  }
}

type HevcDecoded =
  | { kind: 'decoded'; width: number; height: number; hasAlpha: boolean; pixels: Uint8Array }
  | { kind: 'tooManyPixels' }
  | { kind: 'notAPicture' };

/** The primary image of a HEVC HEIC, decoded in a thread of its own (heif-decode-worker.mjs), as raw pixels. */
async function hevcSource(input: Buffer) {
  // A copy of its own, handed over to the thread rather than copied again.
  const bytes = new Uint8Array(input);
  const decoded = await new Promise<HevcDecoded>((resolve) => {
    const worker = new Worker(new URL('./heif-decode-worker.mjs', import.meta.url), {
      workerData: { bytes, maxPixels: MAX_PICTURE_PIXELS },
      transferList: [bytes.buffer],
    });
    const done = (result: HevcDecoded) => {
      clearTimeout(timer);
      resolve(result);
      void worker.terminate();
    };
    const timer = setTimeout(() => done({ kind: 'notAPicture' }), HEVC_DECODE_TIMEOUT_MS);
    worker.once('message', done);
    worker.once('error', () => done({ kind: 'notAPicture' }));
    worker.once('exit', () => done({ kind: 'notAPicture' }));
  });
  if (decoded.kind === 'tooManyPixels') throw new PictureRejected(UPLOAD_MESSAGES.tooManyPixels);
  if (decoded.kind === 'notAPicture') throw new PictureRejected(UPLOAD_MESSAGES.notAPicture);
  const raw = sharp(decoded.pixels, {
    raw: { width: decoded.width, height: decoded.height, channels: 4 },
    limitInputPixels: MAX_PICTURE_PIXELS,
  });
  return decoded.hasAlpha ? raw : raw.removeAlpha();
}
