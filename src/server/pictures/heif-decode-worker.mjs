/**
 * Decodes the primary image of a HEVC-coded HEIC (the common iPhone photo) in its own thread (issue 30,
 * decision 062). Sharp's prebuilt libvips has no HEVC decoder; libheif-js is libheif with libde265 built to
 * WebAssembly. Its decode is synchronous and takes seconds for a 12-megapixel photo, so it runs here, off the
 * server's event loop, and the thread (with the WebAssembly memory it grew) ends after one picture.
 *
 * In: workerData { bytes: Uint8Array, maxPixels: number }.
 * Out: { kind: 'decoded', width, height, hasAlpha, pixels: Uint8Array (RGBA) } | { kind: 'tooManyPixels' }
 *      | { kind: 'notAPicture' }.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);

async function decode() {
  const { bytes, maxPixels } = workerData;
  const libheif = require('libheif-js/wasm-bundle');
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(bytes);
  if (images.length === 0) return { kind: 'notAPicture' };
  // The primary image (a phone's photo); the others are a burst's frames, depth maps shown as images, etc.
  const primary = images.find((image) => image.is_primary()) ?? images[0];
  const width = primary.get_width();
  const height = primary.get_height();
  if (!width || !height) return { kind: 'notAPicture' };
  if (width * height > maxPixels) return { kind: 'tooManyPixels' };
  const hasAlpha = primary.has_alpha_channel();
  // libheif applies the file's rotation and mirroring (irot/imir) while decoding.
  const shown = await new Promise((resolve) =>
    primary.display({ data: new Uint8ClampedArray(width * height * 4), width, height }, resolve),
  );
  if (!shown) return { kind: 'notAPicture' };
  const pixels = new Uint8Array(shown.data.buffer, shown.data.byteOffset, shown.data.byteLength);
  return { kind: 'decoded', width, height, hasAlpha, pixels };
}

decode().then(
  (result) => parentPort.postMessage(result, result.kind === 'decoded' ? [result.pixels.buffer] : []),
  () => parentPort.postMessage({ kind: 'notAPicture' }),
);
