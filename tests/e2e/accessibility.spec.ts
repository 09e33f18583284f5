import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { AdminApi, type CreatedProfile, expect, familyProfile, test } from './fixtures';

/** axe-core on every screen, in English and in Urdu: no serious or critical violation. */
async function expectNoSeriousViolations(page: Page, screen: string) {
  // Not 'networkidle': a signed-in screen keeps its events stream open (decision 055), so the network never
  // idles. The page is loaded, the app has started and no part of it is still loading.
  await page.waitForLoadState('load');
  await expect(page.getByText('Loading application...')).toHaveCount(0);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  // The picture uploader fades its label in: read its colours once it is drawn whole.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.filepond--drop-label')].every((e) => getComputedStyle(e).opacity === '1'),
  );
  // Colours are read as they end, not halfway through a fade (FilePond's panel and label fade in; on a loaded
  // machine axe once read the label against a half-drawn panel).
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.waitForTimeout(300);
  const seriousNow = async () =>
    (
      await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    ).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // FilePond draws its panel by script, not CSS: on a busy machine axe once read the uploader's label against
  // a panel still fading in. A real violation stays; one read mid-animation is gone a moment later.
  let serious = await seriousNow();
  for (let attempt = 0; attempt < 2 && serious.length > 0; attempt++) {
    await page.waitForTimeout(700);
    serious = await seriousNow();
  }
  expect(
    serious.map(
      (v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

type Screen = readonly [name: string, path: (man: CreatedProfile, woman: CreatedProfile) => string];

/** A man's family's screens, with a woman's profile sent to it. */
const familyScreens: Screen[] = [
  ['my profile', () => '/my-profile'],
  ['edit my profile', (man) => `/profile/${man.id}/edit`],
  ['find a match', () => '/profiles'],
  ['my connections', () => '/my-connections'],
  ['a sent profile', (_man, woman) => `/profile/${woman.id}`],
];

/** The matchmaker's screens, about a woman matched against a man. */
const matchmakerScreens: Screen[] = [
  ['active profiles', () => '/admin/profiles'],
  ['pending reviews', () => '/admin/profiles?status=Review'],
  ['match profile', (man) => `/profiles?matchProfileId=${man.id}`],
  ['dashboard', () => '/admin/dashboard'],
  ['profile (admin)', (man, woman) => `/profile/${woman.id}?matchProfileId=${man.id}`],
  ['edit profile (admin)', (_man, woman) => `/profile/${woman.id}/edit`],
];

// One test per screen: axe reads a whole screen in a second or two, and each test stays well inside its time.
// The screens only read, so the file's tests are shared among the workers (decision 075): each worker makes
// its own pairs on its own server. Run one after the other, this file alone took a sixth of the suite.
test.describe.configure({ mode: 'parallel' });
for (const lang of ['en', 'ur'] as const) {
  test.describe(`every screen in ${lang === 'en' ? 'English' : 'Urdu'}`, () => {
    // The screens only read: one family's pair and one matchmaker's pair serve them all.
    const pairs = {} as Record<'family' | 'matchmaker', { man: CreatedProfile; woman: CreatedProfile }>;
    test.beforeAll(async ({ playwright, suiteServer }) => {
      const request = await playwright.request.newContext({ baseURL: suiteServer.url });
      const adminApi = new AdminApi(request);
      await adminApi.signIn();
      const iqra = await adminApi.createProfile(familyProfile({ name: 'Iqra', gender: 'Female', age: 25 }));
      const asad = await adminApi.createProfile(familyProfile({ name: 'Asad', gender: 'Male', age: 29 }));
      await adminApi.call('POST', '/api/profile-connection', { sentTo: asad.id, profileSent: iqra.id });
      pairs.family = { man: asad, woman: iqra };
      const hina = await adminApi.createProfile(familyProfile({ name: 'Hina', gender: 'Female', age: 24 }));
      const omer = await adminApi.createProfile(familyProfile({ name: 'Omer', gender: 'Male', age: 28 }));
      await adminApi.call('POST', '/api/profile-connection', { sentTo: hina.id, profileSent: omer.id });
      pairs.matchmaker = { man: omer, woman: hina };
      await request.dispose();
    });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
    });

    for (const [screen, path] of [
      ['home', '/'],
      ['profile form', '/profile/add'],
      ['not found', '/no-such-page'],
      ['dead login link', '/login/1:not-a-token'],
    ] as const) {
      test(`public screens: ${screen}`, async ({ page }) => {
        await page.goto(path);
        await expectNoSeriousViolations(page, screen);
      });
    }

    test('public screens: authentication overlay', async ({ page }) => {
      await page.goto('/');
      await page
        .getByRole('button', { name: /^(Login|لاگ اِن)$/ })
        .first()
        .click();
      await expectNoSeriousViolations(page, 'authentication overlay');
    });

    for (const [screen, path] of familyScreens) {
      test(`a family’s screens: ${screen}`, async ({ page, loginAsFamily }) => {
        const { man, woman } = pairs.family;
        // The family's link opens the screen.
        await loginAsFamily(page, man, path(man, woman));
        await expectNoSeriousViolations(page, screen);
      });
    }

    for (const [screen, path] of matchmakerScreens) {
      test(`a matchmaker’s screens: ${screen}`, async ({ adminPage: page }) => {
        const { man, woman } = pairs.matchmaker;
        await page.goto(path(man, woman));
        await expectNoSeriousViolations(page, screen);
      });
    }
  });
}
