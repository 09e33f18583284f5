import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { filepondBody } from '../support/pictures';

/**
 * Issue 30, finding 2: phones' HEIC and HEIF pictures (decision 062). The files in tests/fixtures/pictures were
 * made with libheif's heif-enc (x265 for HEVC, aom for AV1) from one 640×480 picture (warm, with a green disc
 * in its middle) and, for the two-image files, a second 320×200 blue one; the 640×480 one is the primary.
 */
const fixture = (name: string) => readFileSync(new URL(`../fixtures/pictures/${name}`, import.meta.url));

const api = apiFixture();

const upload = (bytes: Buffer, filename: string, contentType = 'image/heic') =>
  api.app.inject({ method: 'POST', url: '/api/upload', ...filepondBody(bytes, filename, contentType) });

/** The stored picture's size and the colour of its middle and its corner. */
async function stored(id: string) {
  const served = await api.app.inject({ method: 'GET', url: `/file/${id}` });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  const { data, info } = await sharp(served.rawPayload)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return { r: data[i], g: data[i + 1], b: data[i + 2] };
  };
  return { width: info.width, height: info.height, middle: at(320, 240), corner: at(10, 10) };
}

describe('POST /api/upload with HEIC and HEIF from phones', () => {
  it.each([
    ['a HEVC HEIC (the common iPhone photo)', 'hevc-single.heic'],
    ['a HEVC HEIC holding two images: its primary one', 'hevc-two-images.heic'],
    ['an AV1 HEIF', 'av1-single.heif'],
    ['an AV1 HEIF holding two images: its primary one', 'av1-two-images.heif'],
  ])('accepts %s and re-encodes it as WebP', async (_, name) => {
    const response = await upload(fixture(name), name);
    expect(response.statusCode, response.body).toBe(201);
    const picture = await stored(response.body);
    expect([picture.width, picture.height]).toEqual([640, 480]);
    // The primary picture's green disc and warm corner, not the second picture's blue.
    expect(picture.middle.g).toBeGreaterThan(picture.middle.r + 60);
    expect(picture.corner.r).toBeGreaterThan(picture.corner.b + 60);
  });

  it('refuses a HEVC HEIC cut short (its header read, its picture missing) as not a picture', async () => {
    const cut = fixture('hevc-single.heic').subarray(0, 6000);
    expect((await sharp(cut).metadata()).compression).toBe('hevc');
    const response = await upload(cut, 'broken.heic');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This file is not a picture. Please upload a photo (JPEG, PNG, WebP or HEIC).',
    );
  });
});
