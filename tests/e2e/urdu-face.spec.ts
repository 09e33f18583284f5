import type { Page } from '@playwright/test';
import { expect, scaled, test } from './fixtures';

/**
 * Decision 101 (issue 30): the Nastaliq face's 160 KB no longer share a slow link with the scripts an Urdu page
 * waits for. On a link the browser rates 3G or slower the face is asked for once the page's files have arrived;
 * on a fast one at once, as before. Either way the page ends in the face.
 */
const FACE = /noto-nastaliq-urdu.*\.woff2$/;

async function watch(page: Page) {
  const seen = { lastScriptDone: 0, faceAskedAt: 0 };
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') seen.lastScriptDone = Date.now();
  });
  page.on('request', (request) => {
    if (FACE.test(request.url()) && !seen.faceAskedAt) seen.faceAskedAt = Date.now();
  });
  return seen;
}

const faceLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].some(
      (face) => face.family.includes('Noto Nastaliq Urdu') && face.status === 'loaded',
    ),
  );
const linkRating = (page: Page) =>
  page.evaluate(
    () => (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType,
  );

test('on a slow link the Urdu face is asked for once the page has its files; on a fast one at once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(scaled(90_000));
  const urduPhone = {
    baseURL,
    locale: 'ur-PK',
    serviceWorkers: 'block' as const,
    viewport: { width: 360, height: 740 },
  };

  const slow = await browser.newContext(urduPhone);
  const page = await slow.newPage();
  const cdp = await slow.newCDPSession(page);
  await cdp.send('Network.enable');
  // 400 ms round trips (the browser rates the link 3G); bytes fast enough to keep the test short.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 1_250_000,
    uploadThroughput: 1_250_000,
  });
  const seen = await watch(page);
  const response = await page.goto('/profile/add');
  expect(await response?.text()).not.toMatch(/nastaliq/i);
  expect(await linkRating(page)).toBe('3g');
  await expect(page.getByRole('heading', { level: 1, name: 'اپنا پروفائل جمع کرائیں' })).toBeVisible();
  await expect.poll(() => faceLoaded(page), { timeout: scaled(45_000) }).toBe(true);
  // Asked for after the last script had arrived, and a quiet moment after it (1.5 s; some slack for timers).
  expect(seen.faceAskedAt - seen.lastScriptDone).toBeGreaterThan(1000);
  await slow.close();

  const fast = await browser.newContext(urduPhone);
  const fastPage = await fast.newPage();
  await fastPage.goto('/profile/add');
  expect(await linkRating(fastPage)).toBe('4g');
  await expect.poll(() => faceLoaded(fastPage)).toBe(true);
  await fast.close();
});
