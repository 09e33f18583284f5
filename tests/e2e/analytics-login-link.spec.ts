import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { freePort, type RunningServer, startServer, stopServer } from '../support/server-process';
import {
  AdminApi,
  type CreatedProfile,
  expect,
  familyProfile,
  scaled,
  serverSettings,
  test,
} from './fixtures';

/**
 * Issue 25, item 3: login links never leave the app (decision 050). Rishta runs here with ANALYTICS_SCRIPT_URL
 * pointing at a stand-in vendor: a tiny HTTP server of this test on 127.0.0.1 that serves a real script and
 * collects what it sends. The script does what analytics vendors do by default: on load, on every
 * history.pushState / replaceState / popstate and on leaving the page, it reads the address, the referrer, the
 * title, the whole of local storage and the cookies, and sends them home with navigator.sendBeacon. The test
 * then searches everything the vendor received for the access token, the session token and any id:token pair.
 */

type Beacon = {
  event: string;
  href: string;
  referrer: string;
  title: string;
  storage: unknown;
  cookie: unknown;
};

const STAND_IN_SCRIPT = (vendor: string) => `(() => {
  const read = (get) => { try { return get(); } catch (error) { return 'unreadable: ' + (error && error.name); } };
  const storage = () => read(() => {
    const all = {};
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      all[key] = window.localStorage.getItem(key);
    }
    return all;
  });
  const record = (event) => {
    const beacon = {
      event,
      href: window.location.href,
      referrer: document.referrer,
      title: document.title,
      storage: storage(),
      cookie: read(() => document.cookie),
    };
    navigator.sendBeacon(${JSON.stringify(`${vendor}/beacon`)}, JSON.stringify(beacon));
  };
  record('load');
  for (const name of ['pushState', 'replaceState']) {
    const original = window.history[name];
    window.history[name] = function (...args) {
      const result = original.apply(this, args);
      record(name);
      return result;
    };
  }
  window.addEventListener('popstate', () => record('popstate'));
  window.addEventListener('pagehide', () => record('pagehide'));
})();`;

let vendor: http.Server;
let vendorUrl: string;
const beacons: Beacon[] = [];
let server: RunningServer;
let dataDir: string;
let api: APIRequestContext;
let admin: AdminApi;

test.beforeAll(async () => {
  // A server of its own starts here (the suite's does not load analytics): as long as the suite's may take.
  test.setTimeout(scaled(60_000));
  const vendorPort = await freePort();
  vendorUrl = `http://127.0.0.1:${vendorPort}`;
  vendor = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/stand-in.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(STAND_IN_SCRIPT(vendorUrl));
      return;
    }
    if (req.method === 'POST' && req.url === '/beacon') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        beacons.push(JSON.parse(body) as Beacon);
        res.writeHead(204, { 'access-control-allow-origin': '*' });
        res.end();
      });
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => vendor.listen(vendorPort, '127.0.0.1', resolve));

  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rishta-analytics-'));
  server = await startServer(
    { ...serverSettings(port, dataDir), ANALYTICS_SCRIPT_URL: `${vendorUrl}/stand-in.js` },
    60_000,
  );
  api = await playwrightRequest.newContext({ baseURL: server.url });
  admin = new AdminApi(api);
  await admin.signIn();
});

test.afterAll(async () => {
  await api?.dispose();
  if (server) await stopServer(server);
  await new Promise((resolve) => vendor?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(() => {
  beacons.length = 0;
});

/** Page views the vendor recorded of a path (a frame's first beacon). */
const pageViews = (pathEnd: string) =>
  beacons.filter((beacon) => beacon.event === 'load' && beacon.href.endsWith(pathEnd)).length;

/** Everything the vendor received, as one text to search. */
const received = () => JSON.stringify(beacons);

/** An id followed by a long token, in any spelling: `308:abc…`, `308%3Aabc…`. */
const ID_TOKEN_PAIR = /\d+(:|%3A)[A-Za-z0-9_-]{16,}/i;

async function expectNothingLeaked(family: CreatedProfile, sessionToken: string | null) {
  const everything = received();
  expect(everything).not.toContain(family.accessToken);
  expect(everything).not.toContain(encodeURIComponent(family.accessToken));
  if (sessionToken) expect(everything).not.toContain(sessionToken);
  expect(everything).not.toMatch(ID_TOKEN_PAIR);
  expect(everything).not.toContain('/login/');
}

const sessionTokenOf = (page: Page) => page.evaluate(() => window.localStorage.getItem('p'));

test('a login link never reaches the analytics script: not on /login, not after it, not from storage', async ({
  page,
}) => {
  const family = await admin.createProfile(familyProfile({ name: 'Beacon Test', gender: 'Female', age: 26 }));

  // The family opens its link (a full page load), and is taken to its profile.
  await page.goto(`${server.url}/login/${family.id}:${family.accessToken}?to=/my-profile`);
  await expect(page.getByRole('heading', { name: 'Beacon Test' })).toBeVisible();
  expect(page.url()).toBe(`${server.url}/my-profile`);
  const sessionToken = await sessionTokenOf(page);
  expect(sessionToken).toBeTruthy();

  // The vendor did record the visit (the test is not vacuous): a page view of /my-profile.
  await expect.poll(() => pageViews('/my-profile')).toBe(1);
  await expectNothingLeaked(family, sessionToken);

  // Further pages: inside the app (the router's own navigation), and full loads (their referrer would come
  // from the page before).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/profiles');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => pageViews('/profiles')).toBe(1);
  await page.reload();
  await expect.poll(() => pageViews('/profiles')).toBe(2);
  await page.goto(`${server.url}/my-profile`);
  await expect(page.getByRole('heading', { name: 'Beacon Test' })).toBeVisible();
  expect(await page.evaluate(() => document.referrer)).not.toContain(family.accessToken);
  await expect.poll(() => pageViews('/my-profile')).toBe(2);

  // A link that no longer works: the family stays on the login page, and still nothing is recorded there.
  await page.goto(`${server.url}/login/${family.id}:not-the-right-token-at-all`);
  await expect(page.getByRole('alert')).toContainText('This login link is not valid any more.');
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(page.url()).not.toContain('not-the-right-token-at-all');
  await page.goto(`${server.url}/my-profile`);
  await expect(page.getByRole('heading', { name: 'Beacon Test' })).toBeVisible();
  await expect.poll(() => pageViews('/my-profile')).toBe(3);

  await expectNothingLeaked(family, sessionToken);
  expect(received()).not.toContain('not-the-right-token-at-all');
  // What the vendor can read: the frame's own address, title and an empty referrer; no storage, no cookie.
  for (const beacon of beacons) {
    expect(beacon.referrer).toBe('');
    expect(beacon.title).toBe('Rishta');
    expect(String(beacon.storage)).toMatch(/^unreadable/);
    expect(String(beacon.cookie)).toMatch(/^unreadable/);
  }
});

test('the analytics script runs on family pages, is stopped on entering /admin, never runs under /admin or when opted out', async ({
  page,
}) => {
  const frame = page.locator('iframe[data-rishta-analytics]');
  await page.goto(`${server.url}/`);
  await expect(frame).toHaveCount(1);
  // The home page's view, by its frame's address (a late beacon of the previous test's page may come first).
  await expect.poll(() => pageViews(`${server.url}/analytics-frame/`)).toBeGreaterThan(0);

  // Into /admin inside the app (no reload): the frame, and the script in it, are gone.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/admin/dashboard');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(frame).toHaveCount(0);

  beacons.length = 0;
  await page.goto(`${server.url}/admin/dashboard`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(frame).toHaveCount(0);

  await page.goto(`${server.url}/?analytics=off`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(frame).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('analytics-opt-out'))).toBe('1');
  // A script that ran would have sent its 'load' first. The family page's frame, removed on entering /admin,
  // sends its 'pagehide' as it goes, and that beacon may arrive after the clearing above (CI saw it once).
  expect(beacons.filter((beacon) => beacon.event !== 'pagehide')).toEqual([]);

  // The server keeps its part too: no frame for a login or matchmaker address, whatever the client asks.
  for (const address of [
    '/analytics-frame/login/1:abc',
    '/analytics-frame/login',
    '/analytics-frame/admin',
  ]) {
    expect((await api.get(address)).status(), address).toBe(404);
  }
});
