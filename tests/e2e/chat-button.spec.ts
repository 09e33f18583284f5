import type { Page } from '@playwright/test';
import { AdminApi, expect, expectNoSidewaysScroll, familyProfile, shot, test } from './fixtures';

const chatButton = (page: Page) =>
  page.getByRole('link', { name: /^(Chat with us on WhatsApp|واٹس ایپ پر ہم سے بات کریں)$/ });

/**
 * The WhatsApp button never sits on what a family reads or types (issue 16 item 11, issue 30 item 7): on a
 * phone it is in the navbar, on a wide screen it floats beside the page.
 */
test.describe('the chat button on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const lang of ['en', 'ur'] as const) {
    test(`is in the navbar, beside the language switch, and the navbar fits (${lang})`, async ({
      page,
      loginAsFamily,
      playwright,
      suiteServer,
    }) => {
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
      await page.goto('/profile/add');
      const chat = chatButton(page);
      await expect(chat).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('link', { name: (await chat.getAttribute('aria-label')) ?? '' }),
      ).toBeVisible();
      const navbar = await page.getByRole('banner').boundingBox();
      const button = await chat.boundingBox();
      expect(button && navbar && button.y + button.height <= navbar.y + navbar.height).toBe(true);
      expect(button?.height).toBeGreaterThanOrEqual(44);
      // Typing does not move it: it is not over the form.
      await page.getByRole('textbox').first().focus();
      await expect(chat).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, `navbar-signed-out-${lang}`);

      // Signed in, with the account corner's avatar beside it, the navbar still fits.
      const request = await playwright.request.newContext({ baseURL: suiteServer.url });
      const adminApi = new AdminApi(request);
      await adminApi.signIn();
      const family = await adminApi.createProfile(
        familyProfile({ name: 'Nadia', gender: 'Female', age: 26 }),
      );
      await request.dispose();
      await loginAsFamily(page, family, '/my-connections');
      await expect(chatButton(page)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, `navbar-signed-in-${lang}`);
    });
  }
});

test('on a desktop it floats and stays while a field has focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/profile/add');
  const chat = chatButton(page);
  await expect(chat).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeHidden();
  await page.getByRole('textbox').first().focus();
  await expect(chat).toBeVisible();
});
