import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSidewaysScroll, scaled, shot, test } from './fixtures';

/**
 * Issue 30 ("A family's phone"), findings 1 and 2 (decision 062): photos are made small on the phone before
 * they are sent, large originals are accepted because they shrink first, a HEVC HEIC (which Chromium cannot
 * decode) goes as it is and the server decodes it, and an error's text stays inside its tile at 360 px.
 */

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** 400 kbit/s each way, as on the family's phone in the issue, with a mobile network's latency. */
const KBPS = 400;

/** The form, with its uploader (loaded once the family starts filling the form in). */
async function openForm(page: Page) {
  await page.goto('/profile/add');
  await page.getByLabel(/^Name/).fill('Sana Phone');
  await expect(page.locator('.filepond--root')).toBeAttached({ timeout: 15_000 });
}

const pictureInput = (page: Page) => page.locator('.filepond--root input[type="file"]');
const completedPictures = (page: Page) =>
  page.locator('.filepond--item[data-filepond-item-state="processing-complete"]');

/** Gaussian noise of a size, as a PNG (sharp's types ask for a background that noise ignores). */
const noise = (width: number, height: number, sigma: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .png()
    .toBuffer();

/**
 * A phone camera's photo: a scene of soft shapes with a sensor's grain over it, saved at a camera's quality,
 * with EXIF naming the camera and "turned a quarter" (6). 4000×3000 at quality 95 is about 3.8 MB.
 */
async function cameraJpeg(width = 4000, height = 3000, quality = 95) {
  const grain = await sharp(await noise(width / 2, height / 2, 8))
    .resize(width, height, { kernel: 'nearest' })
    .png()
    .toBuffer();
  return sharp(await noise(256, 192, 40))
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality })
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'X1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Each upload the page sends: its body's size and how long it took from its first byte to its answer. */
function watchUploads(page: Page) {
  const sent: { bytes: number; ms: number; id: string; status: number }[] = [];
  const started = new Map<Request, number>();
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/upload')
      started.set(request, Date.now());
  });
  // Recorded once the answer's body is read, which can come after the page shows the upload done: readers wait
  // for the record (CI read an empty list once).
  page.on('requestfinished', async (request) => {
    const start = started.get(request);
    if (start === undefined) return;
    const response = await request.response();
    // The body is the browser's own multipart stream: its size is the request's Content-Length.
    const bytes = Number(await request.headerValue('content-length'));
    sent.push({
      bytes,
      ms: Date.now() - start,
      id: (await response?.text()) ?? '',
      status: response?.status() ?? 0,
    });
  });
  return sent;
}

async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (KBPS * 1000) / 8,
    uploadThroughput: (KBPS * 1000) / 8,
  });
}

test('a 4 MB camera photo is made small on the phone and sent in seconds at 400 kbps', async ({ page }) => {
  test.setTimeout(scaled(120_000));
  const photo = await cameraJpeg();
  expect(photo.length).toBeGreaterThan(3.5 * 1024 * 1024);
  const sent = watchUploads(page);
  await openForm(page);
  await expect(page.getByText(/each at most 30 MB/)).toBeVisible();
  await slowNetwork(page);

  const chosen = Date.now();
  await pictureInput(page).setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(completedPictures(page)).toHaveCount(1, { timeout: 90_000 });
  const total = Date.now() - chosen;

  await expect.poll(() => sent.length).toBe(1);
  const [upload] = sent;
  expect(upload.status).toBe(201);
  const report = `camera JPEG ${(photo.length / 1024 / 1024).toFixed(2)} MB 4000×3000 → sent ${(upload.bytes / 1024).toFixed(0)} KB; upload at ${KBPS} kbps ${(upload.ms / 1000).toFixed(1)} s; chosen to complete (shrinking included) ${(total / 1000).toFixed(1)} s; the original would take ≥ ${((photo.length * 8) / (KBPS * 1000)).toFixed(0)} s`;
  test.info().annotations.push({ type: 'measurement', description: report });
  console.log(report);
  // Made small on the phone: at most 600 KB of the 4 MB go over the network.
  expect(upload.bytes).toBeLessThanOrEqual(600 * 1024);
  expect(upload.ms).toBeLessThanOrEqual(15_000);
  // The network really was 400 kbit/s: the body took at least the time its bytes take at that rate.
  expect(upload.ms).toBeGreaterThanOrEqual(((upload.bytes * 8) / (KBPS * 1000)) * 1000 * 0.8);

  // The server's copy is upright (the camera's "turned a quarter" applied: portrait) and 1,600 pixels long.
  const served = await page.request.get(`/file/${upload.id}`);
  const stored = await sharp(await served.body()).metadata();
  expect([stored.width, stored.height]).toEqual([1200, 1600]);
  await expectNoSidewaysScroll(page);
});

test('an original over 10 MB is accepted, because it is made small before it is sent', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  const photo = await cameraJpeg(6000, 4500, 100);
  expect(photo.length).toBeGreaterThan(12 * 1024 * 1024);
  expect(photo.length).toBeLessThan(30 * 1024 * 1024);
  const sent = watchUploads(page);
  await openForm(page);
  await pictureInput(page).setInputFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(completedPictures(page)).toHaveCount(1, { timeout: 60_000 });
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0].bytes).toBeLessThan(2 * 1024 * 1024);
  await expect(page.getByText(/Maximum size is/)).toHaveCount(0);
});

test("an iPhone's HEVC HEIC goes as it is and the server decodes it", async ({ page }) => {
  const heic = readFileSync(new URL('../fixtures/pictures/hevc-two-images.heic', import.meta.url));
  const sent = watchUploads(page);
  await openForm(page);
  await pictureInput(page).setInputFiles({ name: 'IMG_0003.HEIC', mimeType: 'image/heic', buffer: heic });
  await expect(completedPictures(page)).toHaveCount(1, { timeout: 30_000 });
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0].status).toBe(201);
  const served = await page.request.get(`/file/${sent[0].id}`);
  const stored = await sharp(await served.body()).metadata();
  expect([stored.format, stored.width, stored.height]).toEqual(['webp', 640, 480]);
});

test("an upload's error text wraps inside its tile at 360 px, clear of its buttons", async ({ page }) => {
  await openForm(page);
  await pictureInput(page).setInputFiles({
    name: 'holiday.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('this is not a picture at all\n'.repeat(20)),
  });
  const item = page.locator('.filepond--item[data-filepond-item-state="processing-error"]');
  await expect(item).toHaveCount(1, { timeout: 20_000 });
  const message = item.locator('.filepond--file-status-main');
  await expect(message).toHaveText(
    'This file is not a picture. Please upload a photo (JPEG, PNG, WebP or HEIC).',
  );
  await item.scrollIntoViewIfNeeded();
  const tile = (await item.boundingBox())!;
  const text = (await message.boundingBox())!;
  // Inside the tile, and all of it shown: not cut off with an ellipsis, not wider than its box.
  expect(text.x).toBeGreaterThanOrEqual(tile.x);
  expect(text.x + text.width).toBeLessThanOrEqual(tile.x + tile.width + 0.5);
  expect(await message.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  // Clear of the retry and remove buttons.
  for (const button of [
    item.locator('.filepond--action-retry-item-processing'),
    item.locator('.filepond--action-remove-item'),
  ]) {
    const box = (await button.boundingBox())!;
    const overlaps =
      text.x < box.x + box.width &&
      box.x < text.x + text.width &&
      text.y < box.y + box.height &&
      box.y < text.y + text.height;
    expect(overlaps).toBe(false);
  }
  await shot(page, 'error-tile-360');
  await expectNoSidewaysScroll(page);
});

test('a restored draft shows each picture under the name it was uploaded with', async ({ page }) => {
  await openForm(page);
  const photo = await sharp({ create: { width: 640, height: 800, channels: 3, background: '#2a6' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  await pictureInput(page).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(completedPictures(page)).toHaveCount(1, { timeout: 30_000 });
  const fileName = page.locator('.filepond--item .filepond--file-info-main');
  await expect(fileName).toHaveText('IMG_2041.jpg');
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('profile-draft') ?? '{}').pictures?.length),
    )
    .toBe(1);

  await page.reload();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Sana Phone');
  await expect(page.locator('.filepond--item')).toHaveCount(1, { timeout: 15_000 });
  // Its preview is drawn from the server's copy, and the tile still names the family's own file.
  await expect(page.locator('.filepond--item .filepond--image-preview canvas')).toBeAttached({
    timeout: 15_000,
  });
  await expect(fileName).toHaveText('IMG_2041.jpg');
  await expect(page.locator('.filepond--item[data-filepond-item-state*="error"]')).toHaveCount(0);

  // Reloaded once more (the draft saved again meanwhile), the name is still there.
  await page.getByLabel(/^Name/).fill('Sana Phone 2');
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('profile-draft') ?? '{}').values?.name))
    .toBe('Sana Phone 2');
  await page.reload();
  await expect(fileName).toHaveText('IMG_2041.jpg', { timeout: 15_000 });
  await expectNoSidewaysScroll(page);
});
