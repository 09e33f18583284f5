import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { OpenDatabase } from '../src/server/db/database';
import { fileStoreFor } from '../src/server/pictures/postgres-file-store';
import { basic, get, type Place, type Row, RUNS, timeEach, WARM_UP } from './http';
import { firstInLahore } from './people';

/** A photo-like picture: soft colour, light and grain, as a phone sends it (a flat colour compresses unfairly). */
async function photoLike(): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width: 1200,
      height: 1600,
      channels: 3,
      background: 'black',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r: 180, g: 140, b: 110 } } })
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * GET /file/{thumbnail} for a family looking at its match page (decision 025): every request checks the
 * session and the profile view's rule, and another family's picture is stamped for the viewer. "First view"
 * renders the stamp (a thumbnail never asked for by this family today); "again" is the same page's thumbnails
 * from the stamped copies kept in memory. The matchmaker's row is the original, for comparison.
 */
export async function benchPictures(
  place: Place,
  size: number,
  opened: OpenDatabase,
  address: string,
  admin: string,
): Promise<Row[]> {
  const viewer = await firstInLahore(opened, 'Female');
  const login = await fetch(`${address}/api/login`, {
    headers: { authorization: basic(String(viewer.id), viewer.accessToken) },
  });
  const family = basic(String(viewer.id), ((await login.json()) as { token: string }).token);
  const page = JSON.parse((await get(`${address}/api/profiles`, family)).body) as {
    profiles: { _id: number }[];
  };
  const men = page.profiles.map((p) => p._id);
  if (men.length === 0) throw new Error('the family has no match to look at');

  // One real upload; its stored bytes are then stored again under fresh ids, one picture per thumbnail asked.
  const form = new FormData();
  form.append('filepond', new Blob([new Uint8Array(await photoLike())], { type: 'image/jpeg' }), 'photo.jpg');
  const uploaded = await fetch(`${address}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: admin },
  });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const source = await opened.db
    .selectFrom('pictures')
    .selectAll()
    .where('id', '=', await uploaded.text())
    .executeTakeFirstOrThrow();
  const store = fileStoreFor(opened, place.dataDir);
  const [pictureBytes, thumbnailBytes] = await Promise.all([
    store.get(source.id),
    store.get(source.thumbnailId),
  ]);
  const thumbnails: string[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const id = randomBytes(16).toString('base64url');
    const thumbnailId = randomBytes(16).toString('base64url');
    await store.put(id, pictureBytes!);
    await store.put(thumbnailId, thumbnailBytes!);
    await opened.db
      .insertInto('pictures')
      .values({
        ...source,
        id,
        thumbnailId,
        profileId: men[i % men.length]!,
        position: Math.floor(i / men.length),
      })
      .execute();
    thumbnails.push(thumbnailId);
  }
  const urls = thumbnails.map((id) => `${address}/file/${id}`);
  // The same page's thumbnails (one per profile on it), over and over.
  const pageUrls = urls.slice(WARM_UP, WARM_UP + men.length);
  const repeated = Array.from({ length: RUNS }, (_, i) => pageUrls[i % pageUrls.length]!);

  await timeEach(urls.slice(0, WARM_UP), family);
  const rows: Row[] = [];
  const record = (scenario: string, result: Awaited<ReturnType<typeof timeEach>>) => {
    rows.push({ engine: place.engine, size, scenario, ...result, total: '-' });
    console.log(
      `  ${scenario}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${result.bytes} bytes`,
    );
  };
  record('family thumbnail, first view (stamped)', await timeEach(urls.slice(WARM_UP), family));
  record('family thumbnail, again (stamped, kept)', await timeEach(repeated, family));
  record('matchmaker thumbnail (original)', await timeEach(repeated, admin));
  return rows;
}
