import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

export { expect };

/**
 * The page fits the phone's width: nothing to scroll sideways. Measured against the screen's width, not the
 * window's: a phone's browser widens its layout viewport to take in a page that overflows.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const screenWidth = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screenWidth);
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

type Fixtures = {
  adminApi: AdminApi;
  /** A page signed in as the matchmaker (through the overlay). */
  adminPage: Page;
  /** Signs a page in as a family by its magic login link. */
  loginAsFamily: (page: Page, profile: CreatedProfile, to?: string) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  adminApi: async ({ request }, use) => {
    const api = new AdminApi(request);
    await api.signIn();
    await use(api);
  },
  adminPage: async ({ page }, use) => {
    await page.goto('/');
    await loginThroughOverlay(page);
    await use(page);
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
