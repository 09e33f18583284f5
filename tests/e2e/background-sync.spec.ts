import type { CDPSession, Page, Request } from '@playwright/test';
import { chromiumLaunchOptions, FULL_CHROMIUM_PATH } from '../../playwright.config';
import { expect, scaled, shot, test } from './fixtures';

/**
 * Issue 30 (decision 082): a profile submitted without a connection waits in IndexedDB, and the service worker
 * sends it by Background Sync when the connection returns, with no page of the app open, with the
 * submission's own Idempotency-Key: the server holds it once however often the sync runs. The family is told
 * on the next page it opens, or at once on the page it has open. Chromium has Background Sync; the pages'
 * own sending (Firefox, Safari) is offline-app.spec.ts.
 */

test.use({
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'allow',
  // The headless shell the other tests run in has no Background Sync ("Background Sync is disabled"); a phone's
  // Chrome has it (decision 097).
  launchOptions: chromiumLaunchOptions(FULL_CHROMIUM_PATH),
});

const KEPT_TEXT = 'Saved on this phone. It will be sent as soon as you are online.';

/** The service worker has installed, precached the app and controls the page. */
async function appOnThePhone(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

async function fillProfile(page: Page, name: string) {
  await page.locator('#field-name').fill(name);
  await page.locator('#field-age').fill('27');
  await page.locator('#field-gender').selectOption('Female');
  await page.locator('#field-phoneNo').fill('03001234567');
  const city = page.locator('input#field-city[role="combobox"]');
  await city.click();
  await city.pressSequentially('Lahore');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /Lahore|لاہور/ })
    .first()
    .click();
  await page.locator('#field-address').fill('Block C, Model Town');
  await page.locator('#field-residenceType').selectOption('Own');
  await page.locator('#field-hasDisability input[value="false"]').check();
  await page.locator('#field-sect').selectOption('Sunni');
  await page.locator('#field-nativeLanguage').selectOption('Punjabi');
  await page.locator('#field-brothers').selectOption('1');
  await page.locator('#field-sisters').selectOption('1');
}

type KeptRecord = {
  state: string;
  key: string;
  anonymous: boolean;
  headers: Record<string, string>;
} & Record<string, unknown>;

/** The kept record as the app stores it (lib/kept-submission-store.ts), read or written from a page of the app's origin. */
const keptRecord = (page: Page, write?: KeptRecord) =>
  page.evaluate(
    (record) =>
      new Promise<KeptRecord | null>((resolve, reject) => {
        const open = indexedDB.open('rishta-kept', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('submission');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const transaction = db.transaction('submission', record ? 'readwrite' : 'readonly');
          const store = transaction.objectStore('submission');
          const request = record ? store.put(record, 'current') : store.get('current');
          transaction.oncomplete = () => {
            db.close();
            resolve(record ? record : ((request.result as KeptRecord | undefined) ?? null));
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    write,
  );

/** Fires the worker's Background Sync now, as Chromium does when the connection returns (CDP). */
async function dispatchSync(cdp: CDPSession, origin: string, registrationId: string) {
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId,
    tag: 'send-kept-profile',
    lastChance: false,
  });
}

/** The app's service worker registration, as CDP names it. */
async function registrationOf(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin));
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** Every `POST /api/profile` of the context (pages and the worker), with who sent it and its key. */
function profilePosts(page: Page) {
  const posts: { fromWorker: boolean; key: string | undefined; status?: number }[] = [];
  page.context().on('request', (request: Request) => {
    if (!request.url().endsWith('/api/profile') || request.method() !== 'POST') return;
    const post = { fromWorker: request.serviceWorker() !== null, key: request.headers()['idempotency-key'] };
    posts.push(post);
    void request.response().then((response) => Object.assign(post, { status: response?.status() }));
  });
  return posts;
}

test('a profile kept offline is sent by the service worker with no page open, once however often the sync runs', async ({
  page,
  context,
  adminApi,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const posts = profilePosts(page);
  await page.goto('/');
  await appOnThePhone(page);

  await context.setOffline(true);
  await page.goto('/profile/add');
  const name = `Background Sync ${Date.now()}`;
  await fillProfile(page, name);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(KEPT_TEXT)).toBeVisible();
  await shot(page, 'kept-360');
  const kept = await keptRecord(page);
  expect(kept).toMatchObject({ state: 'kept', anonymous: true });
  expect(kept?.headers['idempotency-key']).toBe(kept?.key);
  const registrations = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration()) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> };
    };
    return registration.sync.getTags();
  });
  expect(registrations).toContain('send-kept-profile');

  // The family closes the app; a bare page of the server (no app code, which would send it itself) stays
  // for the test to reach the worker and the phone's storage.
  const bare = await context.newPage();
  await bare.goto('about:blank');
  await page.close();
  await context.setOffline(false);
  await bare.goto('/healthz');
  const cdp = await context.newCDPSession(bare);
  const registrationId = await registrationOf(cdp, origin);

  const findProfiles = async () =>
    (await adminApi.call('GET', `/api/profiles?status=All&q=${encodeURIComponent(name)}`)).body.profiles as {
      _id: number;
      name: string;
    }[];
  await dispatchSync(cdp, origin, registrationId);
  await expect.poll(async () => (await findProfiles()).length, { timeout: scaled(15_000) }).toBe(1);
  await expect.poll(() => posts.filter((post) => post.status).length).toBe(1);
  expect(posts).toEqual([{ fromWorker: true, key: kept?.key, status: 201 }]);
  const [created] = await findProfiles();
  await expect.poll(async () => (await keptRecord(bare))?.state).toBe('sent');
  expect(await keptRecord(bare)).toMatchObject({ key: kept?.key, sentId: created._id });

  // A second sync with nothing kept sends nothing.
  await dispatchSync(cdp, origin, registrationId);
  // The answer was lost on the way (the record still says kept): the next sync sends it again with its key,
  // and the server answers the same profile without making another.
  if (!kept) throw new Error('nothing was kept');
  await keptRecord(bare, kept);
  await dispatchSync(cdp, origin, registrationId);
  await expect.poll(() => posts.filter((post) => post.status).length, { timeout: scaled(15_000) }).toBe(2);
  expect(posts[1]).toMatchObject({ fromWorker: true, key: kept.key });
  expect(posts[1].status).toBeLessThan(300);
  await expect.poll(async () => (await keptRecord(bare))?.state).toBe('sent');
  expect(await keptRecord(bare)).toMatchObject({ sentId: created._id });
  expect((await findProfiles()).map((profile) => profile.name)).toEqual([name]);

  // The family opens the app: told that it went, and when; nothing is sent again.
  await bare.goto('/');
  const notice = bare.getByTestId('kept-sent');
  await expect(notice).toBeVisible({ timeout: scaled(10_000) });
  await expect(notice).toContainText('Your profile has been sent');
  await expect(notice).toContainText(
    /The profile saved on this phone was sent at .+\. Our matchmakers will review it\./,
  );
  await shot(bare, 'sent-by-worker-360');
  await expect.poll(() => keptRecord(bare)).toBeNull();
  await bare.reload();
  await expect(bare.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bare.getByTestId('kept-sent')).toHaveCount(0);
  expect(posts).toHaveLength(2);
  expect((await findProfiles()).map((profile) => profile.name)).toEqual([name]);
});

test('the open form shows the success when the worker sent the kept profile, in Urdu', async ({
  page,
  adminApi,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const posts = profilePosts(page);
  await page.addInitScript(() => localStorage.setItem('lang', 'ur'));
  await page.goto('/');
  await appOnThePhone(page);
  await page.goto('/profile/add');
  // The page alone is offline (it cannot send); the worker has a connection.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  const name = `Background Sync Open ${Date.now()}`;
  await fillProfile(page, name);
  await page.getByRole('button', { name: 'پروفائل جمع کرائیں' }).click();
  const registrationId = await registrationOf(cdp, origin);
  // Chromium may fire the sync as soon as it is registered (its own connection is up); else now.
  if (posts.length === 0) await dispatchSync(cdp, origin, registrationId);
  await expect(page.getByText('آپ کا پروفائل کامیابی سے جمع ہو گیا ہے۔', { exact: false })).toBeVisible({
    timeout: scaled(15_000),
  });
  await shot(page, 'sent-by-worker-open-form-ur-360');
  expect(posts.map((post) => post.fromWorker)).toEqual([true]);
  const found = await adminApi.call('GET', `/api/profiles?status=All&q=${encodeURIComponent(name)}`);
  expect(found.body.profiles.map((p: { name: string }) => p.name)).toEqual([name]);
});
