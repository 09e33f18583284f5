/**
 * Issue 18 (decision 038): possible duplicates. A matchmaker opens a profile that shares a phone number with
 * another (typed another way) and sees the warning first on the page, with a link to the other and what they
 * share; dismisses it as "Not a duplicate" (with Undo), and it stays gone after a reload, on both profiles.
 * The list shows "Possible duplicate" on the cards and filters to possible duplicates only. The family never
 * sees any of it.
 */
import type { Page } from '@playwright/test';
import {
  type AdminApi,
  type CreatedProfile,
  expect,
  expectNoSidewaysScroll,
  familyProfile,
  shot as screenshot,
  test,
} from './fixtures';

/** The whole page, for a person to look at (only with SHOTS_DIR). */
const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: true });

/** Digits of this run, so that a second run on the same server matches nothing of the first. */
const run = String(Date.now() % 100_000).padStart(5, '0');

/** Two profiles of one family sharing a phone (the second typed +92 …), and a third that shares nothing. */
async function pair(adminApi: AdminApi, tag: string, digit: string) {
  const phone = `0345${digit}${digit}${run}`;
  const first = await adminApi.createProfile(
    familyProfile({
      name: `Saima ${tag}`,
      fatherName: `Rashid ${tag}`,
      gender: 'Female',
      age: 24,
      phoneNo: phone,
    }),
  );
  const second = await adminApi.createProfile(
    familyProfile({
      name: `Saima B ${tag}`,
      fatherName: `Rashid B ${tag}`,
      gender: 'Female',
      age: 25,
      phoneNo: `+92 ${phone.slice(1, 4)} ${phone.slice(4)}`,
      status: 'Review',
    }),
  );
  const alone = await adminApi.createProfile(
    familyProfile({
      name: `Nadia ${tag}`,
      fatherName: `Karim ${tag}`,
      gender: 'Female',
      age: 26,
      phoneNo: `0346${digit}${digit}${run}`,
    }),
  );
  return { first, second, alone };
}

const label = (profile: CreatedProfile, name: string, age: number) =>
  `${name} · #${profile.id} · ${age} · Lahore`;

test.describe('on a 1280 px screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a matchmaker sees the warning with a link to the other, dismisses it, and it stays gone', async ({
    adminApi,
    adminPage: page,
  }) => {
    const tag = `Dupwide${run}`;
    const { first, second } = await pair(adminApi, tag, '1');

    await page.goto(`/profile/${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Saima ${tag}` })).toBeVisible();
    const warning = page.getByTestId('profile-duplicates');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Possible duplicate');
    await expect(warning).toContainText('Same phone number');
    await expect(warning).toContainText('Families are not told.');
    // First on the page, above the profile's title.
    const [warningBox, titleBox] = [
      await warning.boundingBox(),
      await page.getByRole('heading', { level: 1 }).boundingBox(),
    ];
    expect((warningBox?.y ?? 0) < (titleBox?.y ?? 0)).toBe(true);
    const link = warning.getByRole('link', { name: label(second, `Saima B ${tag}`, 25) });
    await expect(link).toHaveAttribute('href', `/profile/${second.id}`);
    await expect(warning.getByText('Review', { exact: true })).toBeVisible();
    await shot(page, 'duplicates-1280-warning');

    // The link opens the other profile, which names this one.
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: `Saima B ${tag}` })).toBeVisible();
    await expect(
      page.getByTestId('profile-duplicates').getByRole('link', { name: label(first, `Saima ${tag}`, 24) }),
    ).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: `Saima ${tag}` })).toBeVisible();

    // "Not a duplicate", then Undo, then again.
    const notDuplicate = warning.getByRole('button', {
      name: `Not a duplicate: ${label(second, `Saima B ${tag}`, 25)}`,
    });
    await notDuplicate.click();
    await expect(warning).toContainText(`Marked not a duplicate: ${label(second, `Saima B ${tag}`, 25)}`);
    await expect(warning.getByRole('link')).toHaveCount(0);
    await shot(page, 'duplicates-1280-dismissed');
    await warning.getByRole('button', { name: /^Undo/ }).click();
    await expect(notDuplicate).toBeVisible();
    await notDuplicate.click();
    await expect(warning).toContainText('Marked not a duplicate');

    // Kept: gone after a reload, on both profiles.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Saima ${tag}` })).toBeVisible();
    await expect(page.getByTestId('profile-duplicates')).toHaveCount(0);
    await page.goto(`/profile/${second.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Saima B ${tag}` })).toBeVisible();
    await expect(page.getByTestId('profile-duplicates')).toHaveCount(0);

    // In the history of the profile, with the matchmaker.
    await page.goto(`/profile/${first.id}`);
    await page.getByRole('button', { name: /^History/ }).click();
    // Dismissed, undone, dismissed again.
    await expect(page.getByText(`Marked not a duplicate of #${second.id}`)).toHaveCount(2);
    await expect(page.getByText(`“Not a duplicate” of #${second.id} undone`, { exact: false })).toBeVisible();
  });

  test('the list shows the badge and filters to possible duplicates only', async ({
    adminApi,
    adminPage: page,
  }) => {
    const tag = `Duplist${run}`;
    const { first, second } = await pair(adminApi, tag, '2');

    await page.goto(`/admin/profiles?status=All&q=${tag}`);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    const card = (name: string) => cards.filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(card(`Saima ${tag}`).getByText('Possible duplicate')).toBeVisible();
    await expect(card(`Saima B ${tag}`).getByText('Possible duplicate')).toBeVisible();
    await expect(card(`Nadia ${tag}`).getByText('Possible duplicate')).toHaveCount(0);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const onlyDuplicates = page.getByRole('switch', { name: 'Possible duplicates' });
    await onlyDuplicates.click();
    await expect(page).toHaveURL(/[?&]duplicates=true/);
    await expect(onlyDuplicates).toBeChecked();
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Remove filter Possible duplicates: Yes' })).toBeVisible();
    await shot(page, 'duplicates-1280-list');

    // Dismissed, the pair leaves the filtered list.
    const dismissed = await adminApi.call('POST', `/api/profile/${first.id}/duplicates/${second.id}/dismiss`);
    expect(dismissed.status).toBe(200);
    await page.reload();
    await expect(page.getByText('No profiles found matching your criteria.')).toBeVisible();
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the warning fits the screen; the family sees none of it', async ({
    adminApi,
    adminPage: page,
    browser,
    loginAsFamily,
  }) => {
    const tag = `Dupphone${run}`;
    const { first, second } = await pair(adminApi, tag, '3');

    await page.goto(`/profile/${first.id}`);
    const warning = page.getByTestId('profile-duplicates');
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('link', { name: label(second, `Saima B ${tag}`, 25) })).toBeVisible();
    await expect(warning.getByRole('button', { name: /^Not a duplicate/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, 'duplicates-360-warning');
    await page.getByRole('button', { name: /^Not a duplicate/ }).click();
    await expect(warning.getByRole('button', { name: /^Undo/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, 'duplicates-360-dismissed');
    // Back for the family's turn: the pair is a possible duplicate again.
    await warning.getByRole('button', { name: /^Undo/ }).click();
    await expect(warning.getByRole('button', { name: /^Not a duplicate/ })).toBeVisible();

    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const family = await context.newPage();
    await loginAsFamily(family, first, '/my-profile');
    await expect(family.getByRole('heading', { level: 1, name: `Saima ${tag}` })).toBeVisible();
    await expect(family.getByTestId('profile-duplicates')).toHaveCount(0);
    await expect(family.getByText(/duplicate/i)).toHaveCount(0);
    await family.goto('/profiles');
    await family.getByRole('button', { name: /^Filters/ }).click();
    await expect(family.getByRole('switch', { name: 'Use partner preferences' })).toBeVisible();
    await expect(family.getByRole('switch', { name: 'Possible duplicates' })).toHaveCount(0);
    await expect(family.getByText(/duplicate/i)).toHaveCount(0);
    await context.close();
  });
});
