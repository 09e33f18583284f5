import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { expect, familyProfile, shot, test } from './fixtures';

/**
 * Issue 19 (decision 042): the installable app. Its service worker keeps the shell and static files on the
 * phone, the app opens offline with "You are offline", a profile submitted offline is kept and sent once when
 * the connection returns, a new version asks to reload, and nothing of a family, a session or a login link
 * lands in the caches. The service worker is blocked in the other specs (playwright.config.ts).
 */

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });

const CLIENT_DIR = path.resolve(process.env.CLIENT_DIR ?? 'dist/client');

/** The service worker has installed, precached the app and controls the page. */
async function appOnThePhone(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

/**
 * A browser without Background Sync (Firefox, Safari): the pages send a kept profile themselves (decisions 062,
 * 082). Chromium's worker would otherwise send it too, whenever Chromium fires the sync; background-sync.spec.ts
 * tests that path.
 */
async function withoutBackgroundSync(context: BrowserContext) {
  await context.addInitScript(() => {
    delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
  });
}

/** Every address held in the page's caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

async function fillProfile(page: Page, name: string) {
  await page.locator('#field-name').fill(name);
  await page.locator('#field-age').fill('27');
  await page.locator('#field-gender').selectOption('Female');
  await page.locator('#field-phoneNo').fill('03001234567');
  const city = page.locator('input#field-city[role="combobox"]');
  await city.click();
  await city.pressSequentially('Lahore');
  await page.getByRole('listbox').getByRole('option', { name: 'Lahore' }).first().click();
  await page.locator('#field-address').fill('Block C, Model Town');
  await page.locator('#field-residenceType').selectOption('Own');
  await page.locator('#field-hasDisability input[value="false"]').check();
  await page.locator('#field-sect').selectOption('Sunni');
  await page.locator('#field-nativeLanguage').selectOption('Punjabi');
  await page.locator('#field-brothers').selectOption('1');
  await page.locator('#field-sisters').selectOption('1');
}

test('installable: a manifest with the icons Android asks for, and Chrome finds nothing missing', async ({
  baseURL,
}) => {
  // Chrome never offers to install from an incognito window, which a test's context is: a profile on disk.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await appOnThePhone(page);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ short_name: 'Rishta', display: 'standalone', start_url: '/' });
    expect(manifest.name).toContain('رشتہ');
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('offline: the app opens with "You are offline", and a profile submitted offline is sent once on reconnect', async ({
  page,
  context,
  adminApi,
}) => {
  await withoutBackgroundSync(context);
  await page.goto('/');
  await appOnThePhone(page);

  await context.setOffline(true);
  await page.goto('/profile/add');
  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const name = `Offline Family ${Date.now()}`;
  await fillProfile(page, name);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Saved on this phone. It will be sent as soon as you are online.'),
  ).toBeVisible();
  await shot(page, 'kept-360');

  const posts: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/profile') && response.request().method() === 'POST')
      posts.push(response.status());
  });
  await context.setOffline(false);
  await expect(page.getByText('Your profile has been submitted successfully.')).toBeVisible();
  await expect(page.getByText('You are offline')).toHaveCount(0);
  expect(posts).toEqual([201]);

  // Reopened: nothing is sent again, and the server holds one profile.
  await page.reload();
  await expect(page.getByTestId('kept-submission')).toHaveCount(0);
  const found = await adminApi.call('GET', `/api/profiles?status=All&q=${encodeURIComponent(name)}`);
  expect(found.body.profiles.map((p: { name: string }) => p.name)).toEqual([name]);
});

test('a profile submitted offline is sent from the home page when the app is opened again online', async ({
  page,
  context,
  adminApi,
}) => {
  // Issue 30, finding 6 (decision 062): the family closes the tab and later opens `/`, not the form.
  await withoutBackgroundSync(context);
  await page.goto('/');
  await appOnThePhone(page);
  await context.setOffline(true);
  await page.goto('/profile/add');
  const name = `Offline Home ${Date.now()}`;
  await fillProfile(page, name);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Saved on this phone. It will be sent as soon as you are online.'),
  ).toBeVisible();
  await page.close();

  await context.setOffline(false);
  const home = await context.newPage();
  const posts: number[] = [];
  home.on('response', (response) => {
    if (response.url().endsWith('/api/profile') && response.request().method() === 'POST')
      posts.push(response.status());
  });
  await home.goto('/');
  const notice = home.getByTestId('kept-sent');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText('Your profile has been sent');
  await expect(notice).toContainText(
    /The profile saved on this phone was sent at .+\. Our matchmakers will review it\./,
  );
  await shot(home, 'sent-from-home-360');
  expect(posts).toEqual([201]);
  expect(await home.evaluate(() => localStorage.getItem('profile-submission-kept'))).toBeNull();
  // Nothing waits where the app keeps it now (IndexedDB, decision 082).
  const waiting = await home.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('rishta-kept', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('submission').objectStore('submission').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(waiting).toBe(0);
  const found = await adminApi.call('GET', `/api/profiles?status=All&q=${encodeURIComponent(name)}`);
  expect(found.body.profiles.map((p: { name: string }) => p.name)).toEqual([name]);
});

test('in Urdu: "You are offline" in Urdu on the phone and on a desktop', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'ur'));
  await page.goto('/');
  await appOnThePhone(page);
  await context.setOffline(true);
  await page.goto('/profile/add');
  const banner = page.getByTestId('app-status');
  await expect(banner).toContainText('آپ آف لائن ہیں');
  await expect(banner).toContainText('آپ جو کچھ بھرتے ہیں وہ اسی فون پر محفوظ رہتا ہے۔');
  await expect(page.locator('html[dir="rtl"]')).toHaveCount(1);
  await shot(page, 'offline-ur-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(banner).toBeVisible();
  await shot(page, 'offline-ur-1280');
});

test('the caches hold the app alone: no API answer, picture, session or login link', async ({
  page,
  adminApi,
  loginAsFamily,
}) => {
  const woman = await adminApi.createProfile(
    familyProfile({ name: 'Cache Check Woman', age: 26, gender: 'Female' }),
  );
  const man = await adminApi.createProfile(
    familyProfile({ name: 'Cache Check Man', age: 30, gender: 'Male' }),
  );
  expect(
    (await adminApi.call('POST', '/api/profile-connection', { sentTo: man.id, profileSent: woman.id }))
      .status,
  ).toBe(200);
  await page.goto('/');
  await appOnThePhone(page);
  await loginAsFamily(page, man, `/profile/${woman.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/my-connections');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(10);
  expect(urls.filter((url) => /^\/(api|file|login)\//.test(url))).toEqual([]);
  expect(urls.filter((url) => url.includes(man.accessToken))).toEqual([]);
  for (const url of urls)
    expect(url, url).toMatch(
      /^\/(index\.html|manifest\.webmanifest|favicon\.svg|assets\/|icons\/|avatars\/)/,
    );
});

test('a new version asks to reload, and takes over when the family reloads', async ({ page }) => {
  await page.goto('/');
  await appOnThePhone(page);
  // A new version of the worker on the server; its compressed copies (npm run build writes them, and the
  // server prefers them) go away meanwhile, so the new bytes are what the browser gets.
  const file = path.join(CLIENT_DIR, 'sw.js');
  const kept = ['sw.js', 'sw.js.br', 'sw.js.gz']
    .map((name) => path.join(CLIENT_DIR, name))
    .filter((copy) => fs.existsSync(copy))
    .map((copy) => ({ copy, bytes: fs.readFileSync(copy) }));
  const original = fs.readFileSync(file, 'utf8');
  try {
    for (const { copy } of kept) fs.rmSync(copy);
    fs.writeFileSync(file, `${original}\n// a new version\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByText('A new version of Rishta is ready.')).toBeVisible();
    const reloaded = page.waitForEvent('framenavigated');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByText('A new version of Rishta is ready.')).toHaveCount(0);
    const waiting = await page.evaluate(
      async () => !!(await navigator.serviceWorker.getRegistration())?.waiting,
    );
    expect(waiting).toBe(false);
  } finally {
    for (const { copy, bytes } of kept) fs.writeFileSync(copy, bytes);
  }
});
