import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, test } from './fixtures';

/**
 * Issue 7 "Languages", tried as a new family would on a small phone; and the per-page meta. (The analytics
 * script's tests are in analytics-login-link.spec.ts, on a server that has one configured.)
 */

const html = (page: Page) => page.locator('html');

/** Numbers, phone numbers and e-mail addresses are typed left to right, in Urdu too. */
async function expectLeftToRight(input: ReturnType<Page['locator']>) {
  expect(await input.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
}

test.describe('English and Urdu on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a family switches to Urdu, fills the form in Urdu, sees its error in Urdu, and switches back', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Find the right rishta');
    await expectNoSidewaysScroll(page);

    // The switch names the other language in its own script, inside a group labelled 'Language'.
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'اردو' }).click();
    await expect(page.locator('html[dir="rtl"][lang="ur"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('صحیح رشتہ تلاش کریں');
    await expect(page.getByRole('heading', { name: 'رشتہ تلاش کرنے کے 4 آسان مراحل' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ur');
    await expect(page).toHaveTitle('Rishta – پاکستانی خاندانوں کے لیے قابلِ اعتماد رشتے');
    await expectNoSidewaysScroll(page);

    await page.getByRole('link', { name: 'شروع کریں', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/add$/);
    await expect(page.getByRole('heading', { level: 1, name: 'اپنا پروفائل جمع کرائیں' })).toBeVisible();
    await expect(page).toHaveTitle('اپنا پروفائل جمع کرائیں | Rishta');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'اپنا پروفائل جمع کرائیں | Rishta',
    );
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expectNoSidewaysScroll(page);

    // Part of the form, in Urdu; the age is left out.
    await page.getByLabel('نام', { exact: true }).fill('احمد علی');
    const gender = page.getByLabel(/^جنس/);
    await gender.selectOption({ label: 'مرد' });
    await expect(gender).toHaveValue('Male'); // the value sent stays English
    const phone = page.getByLabel(/^فون نمبر/);
    await expectLeftToRight(phone);
    await phone.fill('03001234567');
    await page.getByLabel(/^پتا/).fill('ماڈل ٹاؤن، لاہور');
    await page.getByRole('button', { name: 'پروفائل جمع کرائیں' }).click();

    await expect(page.getByText('براہ کرم عمر درج کریں')).toBeVisible();
    await expect(page.getByText('Please enter age')).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // Remembered on the device and told to the server (decision 087): the next page's HTML names the Urdu
    // catalogs, so that they come with the main bundle.
    const langCookie = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value;
    expect(await langCookie()).toBe('ur');
    const urduHtml = await (await page.request.get('/profile/add')).text();
    expect(urduHtml).toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/messages-ur-[^"]+\.js">/);

    // Remembered: a reload opens in Urdu, right to left.
    await page.reload();
    await expect(page.locator('html[dir="rtl"][lang="ur"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'اپنا پروفائل جمع کرائیں' })).toBeVisible();

    await page.getByRole('group', { name: 'زبان' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html[dir="ltr"][lang="en"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Submit your profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit your profile' })).toBeVisible();
    await expect(page).toHaveTitle('Submit your profile | Rishta');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    expect(await langCookie()).toBe('en');
    expect(await (await page.request.get('/profile/add')).text()).not.toContain('messages-ur-');
  });

  test('the 404 page and the sign-in page fit the phone in Urdu', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'ur'));
    await page.goto('/no-such-page');
    await expect(page.locator('html[dir="rtl"][lang="ur"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'صفحہ نہیں ملا' })).toBeVisible();
    await expect(page).toHaveTitle('صفحہ نہیں ملا | Rishta');
    await expectNoSidewaysScroll(page);

    await page.goto('/my-connections');
    const dialog = page.getByRole('dialog', { name: 'لاگ اِن ضروری ہے' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'لاگ اِن' }).click();
    await expect(dialog.getByText('دونوں خانے پُر کرنا ضروری ہے۔')).toBeVisible();
    await expectLeftToRight(dialog.getByLabel(/^ای میل/));
    await expectNoSidewaysScroll(page);
  });
});
