import sharp, { type Metadata } from 'sharp';

// Memory under many uploads (issue 14, finding 7; decision 024). libvips' operation cache would keep up to
// 50 MB of decoded pictures and their inputs between requests; no two uploads share an operation, so it only
// holds memory. One libvips thread a picture (sharp's own default on glibc, where more threads fragment the
// heap): the upload queue decodes one picture a core instead.
sharp.cache(false);
sharp.concurrency(1);

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
  if ((metadata.pages ?? 1) > 1) throw new PictureRejected(UPLOAD_MESSAGES.animated);
  if (metadata.width * metadata.height > MAX_PICTURE_PIXELS)
    throw new PictureRejected(UPLOAD_MESSAGES.tooManyPixels);

  try {
    const picture = await sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PICTURE_EDGE, height: PICTURE_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    // The thumbnail is made from the 1600-pixel picture: the original (up to 40 MP) is decoded once, not twice.
    const thumbnail = await sharp(picture.data)
      .resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { picture: picture.data, thumbnail, width: picture.info.width, height: picture.info.height };
  } catch {
    throw new PictureRejected(UPLOAD_MESSAGES.notAPicture);
  }
}
