import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type CreatedProfile, expect, familyProfile, loginThroughOverlay, test } from './fixtures';

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
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

for (const lang of ['en', 'ur'] as const) {
  test.describe(`every screen in ${lang === 'en' ? 'English' : 'Urdu'}`, () => {
    const speak = (page: Page) =>
      page.addInitScript((language) => localStorage.setItem('lang', language), lang);

    test('public screens', async ({ page }) => {
      await speak(page);
      for (const [screen, path] of [
        ['home', '/'],
        ['profile form', '/profile/add'],
        ['not found', '/no-such-page'],
        ['dead login link', '/login/1:not-a-token'],
      ] as const) {
        await page.goto(path);
        await expectNoSeriousViolations(page, screen);
      }
      await page.goto('/');
      await page
        .getByRole('button', { name: /^(Login|لاگ اِن)$/ })
        .first()
        .click();
      await expectNoSeriousViolations(page, 'authentication overlay');
    });

    test('a family’s screens', async ({ page, adminApi, loginAsFamily }) => {
      const woman = await adminApi.createProfile(familyProfile({ name: 'Iqra', gender: 'Female', age: 25 }));
      const man: CreatedProfile = await adminApi.createProfile(
        familyProfile({ name: 'Asad', gender: 'Male', age: 29 }),
      );
      await adminApi.call('POST', '/api/profile-connection', { sentTo: man.id, profileSent: woman.id });
      await speak(page);
      await loginAsFamily(page, man, '/my-profile');
      for (const [screen, path] of [
        ['my profile', '/my-profile'],
        ['edit my profile', `/profile/${man.id}/edit`],
        ['find a match', '/profiles'],
        ['my connections', '/my-connections'],
        ['a sent profile', `/profile/${woman.id}`],
      ] as const) {
        await page.goto(path);
        await expectNoSeriousViolations(page, screen);
      }
    });

    test('a matchmaker’s screens', async ({ page, adminApi }) => {
      const woman = await adminApi.createProfile(familyProfile({ name: 'Hina', gender: 'Female', age: 24 }));
      const man = await adminApi.createProfile(familyProfile({ name: 'Omer', gender: 'Male', age: 28 }));
      await adminApi.call('POST', '/api/profile-connection', { sentTo: woman.id, profileSent: man.id });
      await page.goto('/');
      await loginThroughOverlay(page);
      await speak(page);
      for (const [screen, path] of [
        ['active profiles', '/admin/profiles'],
        ['pending reviews', '/admin/profiles?status=Review'],
        ['match profile', `/profiles?matchProfileId=${man.id}`],
        ['dashboard', '/admin/dashboard'],
        ['profile (admin)', `/profile/${woman.id}?matchProfileId=${man.id}`],
        ['edit profile (admin)', `/profile/${woman.id}/edit`],
      ] as const) {
        await page.goto(path);
        await expectNoSeriousViolations(page, screen);
      }
    });
  });
}
