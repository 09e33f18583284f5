import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, test } from './fixtures';

/**
 * Issue 16, item 3 (decision 033): a typed city never matched. City, home town and work city are picked from
 * the built-in list, searchable in English and Urdu, with "My city is not in the list" for the rest; the
 * server keeps an unlisted city as typed and shows "City not in the list" to the matchmakers only.
 */

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The picker's input; the free text that replaces it when the city is not in the list is a plain textbox. */
const picker = (page: Page, field: string) => page.locator(`input#field-${field}[role="combobox"]`);
const listbox = (page: Page) => page.getByRole('listbox');

/** Everything else the form requires, by field id (the same in both languages). */
async function fillTheRest(page: Page) {
  await page.locator('#field-age').fill('27');
  await page.locator('#field-gender').selectOption('Female');
  await page.locator('#field-phoneNo').fill('03001234567');
  await page.locator('#field-address').fill('Block C, Model Town');
  await page.locator('#field-residenceType').selectOption('Own');
  await page.locator('#field-hasDisability input[value="false"]').check();
  await page.locator('#field-sect').selectOption('Sunni');
  await page.locator('#field-nativeLanguage').selectOption('Punjabi');
  await page.locator('#field-brothers').selectOption('1');
  await page.locator('#field-sisters').selectOption('1');
}

async function submit(page: Page, button: string): Promise<number> {
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/profile') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: button }).click();
  const response = await posted;
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: number })._id;
}

test('English: "lah" finds Lahore, a known variant is taken on leaving the field, and the list fits the phone', async ({
  page,
  adminApi,
}) => {
  await page.goto('/profile/add');
  const city = picker(page, 'city');
  await expect(city).toHaveAccessibleName('City');
  await city.click();
  await city.pressSequentially('lah');
  const options = listbox(page).getByRole('option');
  await expect(options.first()).toHaveText('Lahore');
  // The way out is always in the list.
  await expect(listbox(page).getByRole('option', { name: 'My city is not in the list' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await options.first().click();
  await expect(city).toHaveValue('Lahore');
  await expect(listbox(page)).toHaveCount(0);

  // Home town: "Pindi", then on to the next field: Rawalpindi, in the list's spelling.
  const homeTown = picker(page, 'homeTown');
  await homeTown.click();
  await homeTown.fill('Pindi');
  await expect(listbox(page).getByRole('option').first()).toHaveText('Rawalpindi');
  // Leaving by the keyboard: on a phone the open list covers the fields below it.
  await homeTown.press('Tab');
  await expect(homeTown).toHaveValue('Rawalpindi');

  // Text that names no listed city stays, with a note, and is not taken.
  const workCity = picker(page, 'workCity');
  await workCity.scrollIntoViewIfNeeded();
  await workCity.click();
  await workCity.fill('Lahr Cantt Road');
  await expect(listbox(page).getByText('No city in the list matches')).toBeVisible();
  await workCity.press('Tab');
  await expect(workCity).toHaveValue('Lahr Cantt Road');
  await expect(
    page.getByText('Please choose your city from the list, or “My city is not in the list”.'),
  ).toBeVisible();
  await workCity.fill('');
  await workCity.press('Tab');

  await fillTheRest(page);
  const id = await submit(page, 'Submit Profile');
  const stored = await adminApi.call('GET', `/api/profile/${id}`);
  expect(stored.body.profile).toMatchObject({ city: 'Lahore', homeTown: 'Rawalpindi', cityNotListed: false });
  expect(stored.body.profile.workCity ?? null).toBeNull();
});

test('English: "My city is not in the list" keeps the place as typed; only the matchmakers see it marked', async ({
  page,
  adminApi,
  matchmakerPage,
}) => {
  await page.goto('/profile/add');
  const city = picker(page, 'city');
  await city.click();
  await city.fill('Chak 45');
  await expect(listbox(page).getByText('No city in the list matches')).toBeVisible();
  await listbox(page).getByRole('option', { name: 'My city is not in the list' }).click();
  // A plain text box takes its place, with what was typed, and the way back to the list.
  const typed = page.getByRole('textbox', { name: 'City' });
  await expect(typed).toHaveValue('Chak 45');
  await expect(typed).toBeFocused();
  await expect(page.getByText('Write your city, town or village.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose from the list' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await fillTheRest(page);
  const id = await submit(page, 'Submit Profile');
  const stored = await adminApi.call('GET', `/api/profile/${id}`);
  expect(stored.body.profile).toMatchObject({ city: 'Chak 45', cityNotListed: true });
  await adminApi.call('PATCH', `/api/profile/${id}`, { status: 'Active' });

  // The matchmaker's view of the profile carries the badge.
  const admin = await matchmakerPage({ viewport: { width: 360, height: 740 } });
  await admin.goto(`/profile/${id}`);
  await expect(admin.getByTestId('city-not-listed')).toHaveText('City not in the list');
  await admin.context().close();

  // The family's own view of it does not.
  const token = stored.body.profile.accessToken as string;
  await page.goto(`/login/${id}:${token}?to=${encodeURIComponent('/my-profile')}`);
  await page.waitForURL((url) => !/^\/login(\/|$)/.test(url.pathname));
  await expect(page.getByText('Chak 45').first()).toBeVisible();
  await expect(page.getByTestId('city-not-listed')).toHaveCount(0);
  await expect(page.getByText('City not in the list')).toHaveCount(0);

  // Editing it, the family finds its place in the text box, not an empty picker.
  await page.goto('/my-profile/edit');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Chak 45');
  await expect(picker(page, 'city')).toHaveCount(0);
  await expect(picker(page, 'homeTown')).toHaveValue('');
});

test('Urdu: "lah" finds لاہور, the options read right to left, and "not in the list" is offered in Urdu', async ({
  page,
  adminApi,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'ur'));
  await page.goto('/profile/add');
  await expect(page.locator('html[dir="rtl"][lang="ur"]')).toHaveCount(1);
  const city = picker(page, 'city');
  await expect(city).toHaveAccessibleName('شہر');
  await city.click();
  await city.pressSequentially('lah');
  const lahore = listbox(page).getByRole('option').first();
  await expect(lahore).toContainText('لاہور');
  await expect(lahore).toContainText('Lahore');
  const notListed = listbox(page).getByRole('option', { name: 'میرا شہر فہرست میں نہیں ہے' });
  await expect(notListed).toBeVisible();
  expect(await lahore.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  // The Urdu name comes first, on the right; the English one after it, on the left.
  const [urduBox, englishBox] = await Promise.all([
    lahore.getByText('لاہور').boundingBox(),
    lahore.getByText('Lahore').boundingBox(),
  ]);
  expect(urduBox && englishBox && urduBox.x > englishBox.x).toBe(true);
  await expectNoSidewaysScroll(page);
  await lahore.click();
  await expect(city).toHaveValue('لاہور');

  // Searching in Urdu finds the same city.
  const homeTown = picker(page, 'homeTown');
  await homeTown.click();
  await homeTown.fill('سیالک');
  await expect(listbox(page).getByRole('option').first()).toContainText('سیالکوٹ');
  await listbox(page).getByRole('option').first().click();
  await expect(homeTown).toHaveValue('سیالکوٹ');

  // Not in the list, and back to the list.
  const workCity = picker(page, 'workCity');
  await workCity.scrollIntoViewIfNeeded();
  await workCity.click();
  await workCity.fill('چک 45');
  await expect(listbox(page).getByText('فہرست میں ایسا کوئی شہر نہیں')).toBeVisible();
  await listbox(page).getByRole('option', { name: 'میرا شہر فہرست میں نہیں ہے' }).click();
  await expect(page.getByRole('textbox', { name: 'کام کا شہر' })).toHaveValue('چک 45');
  await page.getByRole('button', { name: 'فہرست میں سے منتخب کریں' }).click();
  await expect(picker(page, 'workCity')).toHaveValue('');
  await expectNoSidewaysScroll(page);

  await fillTheRest(page);
  const id = await submit(page, 'پروفائل جمع کرائیں');
  const stored = await adminApi.call('GET', `/api/profile/${id}`);
  expect(stored.body.profile).toMatchObject({ city: 'Lahore', homeTown: 'Sialkot', cityNotListed: false });
});
