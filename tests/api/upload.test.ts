import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filepondBody, jpegWithGps, pngOf } from '../support/pictures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const upload = (bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
  t.app.inject({ method: 'POST', url: '/api/upload', ...filepondBody(bytes, filename, contentType) });
const pictureCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('pictures')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/upload', () => {
  it('re-encodes a JPEG so that its GPS EXIF data is gone, and makes a thumbnail', async () => {
    const original = await jpegWithGps(2400, 1800);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload(original);
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toContain('text/plain');
    const id = response.body;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const served = await t.app.inject({ method: 'GET', url: `/file/${id}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCam'))).toBe(false);
    expect(Math.max(stored.width!, stored.height!)).toBe(1600);

    const row = await t.db.selectFrom('pictures').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.profileId).toBeNull();
    const thumb = await t.app.inject({ method: 'GET', url: `/file/${row.thumbnailId}` });
    expect(Math.max(...[(await sharp(thumb.rawPayload).metadata()).width!])).toBeLessThanOrEqual(480);
  });

  it('refuses a text file renamed .jpg, by decoding rather than by name, and stores nothing', async () => {
    const before = await pictureCount();
    const response = await upload(
      Buffer.from('this is not a picture at all\n'.repeat(20)),
      'holiday.jpg',
      'image/jpeg',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This file is not a picture. Please upload a photo (JPEG, PNG, WebP or HEIC).',
    );
    expect(await pictureCount()).toBe(before);
  });

  it('refuses a picture over 10 MB with 413', async () => {
    const response = await upload(Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('This picture is larger than 10 MB. Please upload a smaller photo.');
  });

  it('refuses a decompression bomb (huge dimensions, small file)', async () => {
    const bomb = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: 'black' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(bomb, 'bomb.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('too large to process');
  });

  it('refuses an animated picture', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 32, height: 64, channels: 3, background } })
        .png()
        .toBuffer();
    const twoPages = await sharp([await frame('red'), await frame('blue')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const response = await upload(twoPages, 'moving.gif', 'image/gif');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Animated or multi-page pictures are not accepted. Please upload a single photo.',
    );
  });

  it('refuses a request without a file', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/upload', payload: { a: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please choose a picture to upload.');
  });
});

describe('DELETE /api/upload (revert)', () => {
  it('removes a picture no profile holds yet', async () => {
    const id = (await upload(await pngOf(300, 300), 'a.png', 'image/png')).body;
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/upload',
      payload: id,
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/file/${id}` })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/upload',
      payload: 'A'.repeat(22),
      headers: { 'content-type': 'text/plain' },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: '/api/upload',
      payload: '../../etc/passwd',
      headers: { 'content-type': 'text/plain' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /file/{id}', () => {
  it('serves a picture held by a profile only with a valid signature', async () => {
    const id = (await upload(await pngOf(200, 200), 'b.png', 'image/png')).body;
    const profile = await t.db
      .insertInto('profiles')
      .values({
        age: 30,
        gender: 'Female',
        phoneNo: '+923001112223',
        city: 'Lahore',
        address: 'x',
        residenceType: 'Own',
        maritalStatus: 'Single',
        hasDisability: false,
        religion: 'Muslim',
        nativeLanguage: 'Urdu Speaking',
        brothers: 0,
        sisters: 0,
        accessToken: 'token-token-token-token',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('pictures').set({ profileId: profile.id }).where('id', '=', id).execute();

    expect((await t.app.inject({ method: 'GET', url: `/file/${id}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/file/${id}?exp=9999999999&sig=forged` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/file/nope' })).statusCode).toBe(400);
  });
});
