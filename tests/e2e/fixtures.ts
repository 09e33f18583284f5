import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { E2E_ADMIN, E2E_TIMEOUT_SCALE } from '../../playwright.config';
import { freePort, type RunningServer, startServer, stopServer } from '../support/server-process';

export { expect };

/** A time limit longer than the suite's, stretched alike by E2E_TIMEOUT_SCALE on a busy machine. */
export const scaled = (ms: number) => ms * E2E_TIMEOUT_SCALE;

/**
 * The page fits the phone's width: nothing to scroll sideways. Measured against the screen's width, not the
 * window's: a phone's browser widens its layout viewport to take in a page that overflows.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const screenWidth = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screenWidth);
}

/**
 * A picture of the screen for a person to look at, only when SHOTS_DIR names a folder (no check needs one, and
 * each costs time): `${SHOTS_DIR}/<spec>/${name}.png`, e.g. `SHOTS_DIR=/tmp/shots npx playwright test x`.
 */
export async function shot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  const file = path.join(folder, path.basename(base.info().file, '.spec.ts'), `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path: file });
}

/**
 * The address of the WhatsApp chat that `click` opens in a new tab; the tab is then closed, as a matchmaker or a
 * family closes WhatsApp. A tab left open in front hides the app's page, and Chromium slows a hidden page's frames
 * and timers: every later click took 2–3 s (the journey walk 113 s in CI instead of 30).
 */
export async function chatOpenedBy(page: Page, click: () => Promise<unknown>): Promise<string> {
  const opening = page.context().waitForEvent('page');
  await click();
  const chat = await opening;
  const address = chat.url();
  await chat.close();
  return address;
}

/** An HTTP Basic header, as the app sends it (a matchmaker's e-mail and token, a family's id and token). */
export const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`, 'utf8').toString('base64')}`;

export type CreatedProfile = { id: number; accessToken: string; loginLink: string };

let phones = 0;
/**
 * A phone number of its own for each family: a shared one makes every family a possible duplicate of every
 * other (issue 18), which real families are not.
 */
function ownPhone(): string {
  phones += 1;
  return `0301${String((Date.now() * 100 + phones) % 10_000_000).padStart(7, '0')}`;
}

/** A complete, valid profile payload (an Active Sunni Muslim family in Lahore) with the given changes. */
export function familyProfile(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    phoneNo: ownPhone(),
    city: 'Lahore',
    address: 'Model Town',
    residenceType: 'Own',
    maritalStatus: 'Single',
    hasDisability: false,
    religion: 'Muslim',
    sect: 'Sunni',
    nativeLanguage: 'Punjabi',
    brothers: 1,
    sisters: 1,
    status: 'Active',
    ...overrides,
  };
}

/** Calls the real API as a matchmaker, to set up what a test needs without clicking through it. */
export class AdminApi {
  private authorization = '';
  constructor(private readonly request: APIRequestContext) {}

  async signIn() {
    const response = await this.request.get('/api/login', {
      headers: { authorization: basic(E2E_ADMIN.email, E2E_ADMIN.password) },
    });
    expect(response.status()).toBe(200);
    const user = (await response.json()) as { token: string };
    this.authorization = basic(E2E_ADMIN.email, user.token);
  }

  /** Uses a session the matchmaker already has (her browser's `u` and `p`), as the app itself does. */
  useSession(username: string, token: string) {
    this.authorization = basic(username, token);
  }

  async createProfile(payload: Record<string, unknown>): Promise<CreatedProfile> {
    const response = await this.request.post('/api/profile', {
      data: payload,
      headers: { authorization: this.authorization },
    });
    expect(response.status(), await response.text()).toBe(201);
    const profile = (await response.json()) as { _id: number; accessToken: string; loginLink: string };
    return { id: profile._id, accessToken: profile.accessToken, loginLink: profile.loginLink };
  }

  async call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, data?: unknown) {
    const response = await this.request.fetch(url, {
      method,
      data,
      headers: { authorization: this.authorization },
    });
    return { status: response.status(), body: response.status() === 204 ? null : await response.json() };
  }
}

/**
 * Something in each of the matchmaker's navbar counts: a reminder due, a family's edit waiting for review and
 * profiles in Review (the most room the navbar needs, as in a working day or the whole suite). A spec that
 * checks a 360 px screen makes them itself, so that it does not depend on what other specs left.
 */
export async function fillNavbarCounts(adminApi: AdminApi, request: APIRequestContext) {
  const tag = Date.now() % 100_000;
  const family = await adminApi.createProfile(
    familyProfile({ name: `Busy ${tag}`, gender: 'Female', age: 26, aboutYou: 'We are a kind family.' }),
  );
  const note = await adminApi.call('POST', `/api/profile/${family.id}/notes`, {
    text: 'Call the family back.',
    dueAt: new Date(Date.now() - 3600_000).toISOString(),
  });
  expect(note.status).toBe(201);
  // The family sends its profile back with new text (SPEC §7): it waits for a matchmaker (decision 048).
  const login = await request.get('/api/login', {
    headers: { authorization: basic(String(family.id), family.accessToken) },
  });
  const auth = basic(String(family.id), ((await login.json()) as { token: string }).token);
  const own = (
    await (await request.get(`/api/profile/${family.id}`, { headers: { authorization: auth } })).json()
  ).profile as Record<string, unknown>;
  const saved = await request.put(`/api/profile/${family.id}`, {
    data: { ...own, aboutYou: 'We are a kind and large family.' },
    headers: { authorization: auth },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  for (let i = 0; i < 10; i++)
    await adminApi.createProfile(
      familyProfile({ name: `Waiting ${tag} ${i}`, gender: 'Male', age: 30, status: 'Review' }),
    );
}

/** Signs in through the authentication overlay, as a matchmaker would. */
export async function loginThroughOverlay(
  page: Page,
  email = E2E_ADMIN.email,
  password = E2E_ADMIN.password,
) {
  const dialog = page.getByRole('dialog', { name: 'Authentication Required' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Login' }).first().click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeHidden();
}

/** What a browser keeps of a sign-in (its local storage and the picture cookie), as Playwright saves it. */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

type Fixtures = {
  adminApi: AdminApi;
  /** A page signed in as the matchmaker (the worker's session, already in its storage). */
  adminPage: Page;
  /** Another browser of the matchmaker's own, signed in (closed after the test). */
  matchmakerPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** Signs a page in as a family by its magic login link. */
  loginAsFamily: (page: Page, profile: CreatedProfile, to?: string) => Promise<void>;
};

type WorkerFixtures = {
  /**
   * The worker's own server, on a data folder and a port of its own (decision 075): the worker's tests share it
   * in turn, and no test of another worker sees what they change.
   */
  suiteServer: { url: string };
  /**
   * The matchmaker's browser storage after she signed in through the overlay, once for the worker; each test
   * that wants her signed in starts from it. Tests about signing in do it themselves.
   */
  matchmakerState: StorageState;
};

/**
 * A server of the tests' own on the given port and data folder: the embedded database, the e2e matchmaker as
 * its first owner, the built client (CLIENT_DIR when set). Specs that need an install of their own add to it.
 */
export function serverSettings(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}),
  };
}

/** The suite server's settings, as the matchmakers' office runs it. */
function suiteServerSettings(port: number, dataDir: string): Record<string, string> {
  return {
    ...serverSettings(port, dataDir),
    // One social page set, the others not: the footer shows only what is set (issue 16).
    FACEBOOK_URL: 'https://facebook.com/rishta.e2e',
    // How families pay, shown beside each family's own fees on My Profile (decision 061).
    PAYMENT_DETAILS: 'Meezan Bank · Rishta Bureau · PK00MEZN0001234567890123\\nJazzCash 03001234567',
  };
}

/** A stored item of the app's origin (`u`, `p`: the username and the session token). */
function storedItem(state: StorageState, name: string): string {
  const item = state.origins.flatMap((origin) => origin.localStorage).find((entry) => entry.name === name);
  if (!item) throw new Error(`The matchmaker's stored browser state has no '${name}'.`);
  return item.value;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  suiteServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a test needs from this pattern.
    async ({}, use, workerInfo) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rishta-e2e-${workerInfo.parallelIndex}-`));
      let server: RunningServer | undefined;
      // The server and its data folder go with the worker, also when the runner ends it before the teardown.
      const leave = () => {
        server?.child.kill('SIGKILL');
        fs.rmSync(dataDir, { recursive: true, force: true });
      };
      process.on('exit', leave);
      // E2E_PORT forces the first worker's port (the next workers take the ports after it).
      const forced = Number(process.env.E2E_PORT);
      const port = forced ? forced + workerInfo.parallelIndex : await freePort();
      try {
        server = await startServer(suiteServerSettings(port, dataDir), scaled(90_000));
        await use({ url: server.url });
        await stopServer(server);
      } finally {
        leave();
        process.off('exit', leave);
      }
    },
    // A start (tsx, the migrations) takes 2 to 3 s on a quiet machine, much longer on a loaded one.
    { scope: 'worker', timeout: scaled(90_000) },
  ],
  baseURL: async ({ suiteServer }, use) => {
    await use(suiteServer.url);
  },
  matchmakerState: [
    async ({ browser, suiteServer }, use) => {
      const context = await browser.newContext({ baseURL: suiteServer.url, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto('/');
      await loginThroughOverlay(page);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker', timeout: scaled(30_000) },
  ],
  adminApi: async ({ request, matchmakerState }, use) => {
    const api = new AdminApi(request);
    api.useSession(storedItem(matchmakerState, 'u'), storedItem(matchmakerState, 'p'));
    await use(api);
  },
  adminPage: async ({ page, matchmakerState }, use) => {
    await page.context().setStorageState(matchmakerState);
    await use(page);
  },
  matchmakerPage: async ({ browser, matchmakerState }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ ...options, storageState: matchmakerState });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a test needs from this pattern.
  loginAsFamily: async ({}, use) => {
    await use(async (page, profile, to) => {
      const path = `/login/${profile.id}:${profile.accessToken}${to ? `?to=${encodeURIComponent(to)}` : ''}`;
      await page.goto(path);
      // The address becomes /login at once (the token leaves it, decision 050), then the page the link names.
      await page.waitForURL((url) => !/^\/login(\/|$)/.test(url.pathname));
    });
  },
});
