import { E2E_ADMIN } from '../../playwright.config';
import { type AdminApi, expect, expectNoSidewaysScroll, familyProfile, test } from './fixtures';

/**
 * Issue 29 (decision 053): the dashboard is the matchmaker's home. She signs in from the front page and lands
 * on it; its top is a row of work queues, each a link to the list that holds exactly those; the navbar links
 * back to it beside Pending Reviews; a section shows 20 at a time and "Show more" brings the next.
 */

async function newSubmission(adminApi: AdminApi, name: string) {
  const created = await adminApi.createProfile(familyProfile({ name, gender: 'Female', age: 25 }));
  const set = await adminApi.call('PATCH', `/api/profile/${created.id}`, { status: 'Review' });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return created;
}

test('sign in → the dashboard → a queue → the list that holds exactly those', async ({ page, adminApi }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = Date.now() % 100000;
  const waiting = await newSubmission(adminApi, `Rukhsana ${tag}`);
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Authentication Required' });
  await dialog.getByLabel('Email').fill(E2E_ADMIN.email);
  await dialog.getByLabel('Password').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const queues = page.getByRole('navigation', { name: 'Work queues' });
  const review = queues.getByRole('link', { name: /^New submissions: \d+/ });
  await expect(review).toBeVisible();
  const counted = Number((await review.getAttribute('aria-label'))!.match(/: (\d+)/)![1]);
  expect(counted).toBeGreaterThanOrEqual(1);
  for (const name of [
    /^Follow-ups due: /,
    /^Awaiting Contact pairs: /,
    /^Family edits to review: /,
    /^Open reports: /,
  ])
    await expect(queues.getByRole('link', { name })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await review.click();
  await expect(page).toHaveURL(/\/admin\/profiles\?status=Review$/);
  // The list holds exactly the queue's count, oldest first, each card saying since when it waits.
  await expect(
    page.getByText(`${counted} ${counted === 1 ? 'profile' : 'profiles'}`, { exact: false }).first(),
  ).toBeVisible();
  // Oldest first: in a database other tests have filled, hers is on a later page. She looks it up by its id.
  await page.getByRole('searchbox', { name: 'Search profiles' }).fill(String(waiting.id));
  await expect(page).toHaveURL(new RegExp(`[?&]q=${waiting.id}(&|$)`));
  const card = page.getByRole('article').filter({ has: page.locator(`a[href^="/profile/${waiting.id}"]`) });
  await expect(card.getByTestId('submitted-waiting')).toHaveText(
    /^Submitted \d{1,2} [A-Z][a-z]{2} · 0 days$/,
  );

  // The navbar takes her home, beside Pending Reviews.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a section shows 20 pairs, longest-waiting first, and Show more brings the next', async ({
  adminApi,
  adminPage: page,
}) => {
  const tag = Date.now() % 100000;
  for (let i = 0; i < 21; i++) {
    const her = await adminApi.createProfile(
      familyProfile({ name: `Pair ${tag} W${i}`, gender: 'Female', age: 25 }),
    );
    const him = await adminApi.createProfile(
      familyProfile({ name: `Pair ${tag} M${i}`, gender: 'Male', age: 30 }),
    );
    expect(
      (await adminApi.call('POST', '/api/profile-connection', { sentTo: him.id, profileSent: her.id }))
        .status,
    ).toBe(200);
    for (const side of [him.id, her.id])
      await adminApi.call('PATCH', `/api/profile-connection/${him.id}-${her.id}/${side}`, {
        status: 'Profile Accepted',
      });
  }
  await page.goto('/admin/dashboard');
  const section = page.getByRole('region', { name: /^Awaiting Contact \(\d+\)$/ });
  const pairs = section.getByTestId('connection-pair');
  await expect(pairs).toHaveCount(20);
  const more = section.getByRole('button', { name: /^Show more of Awaiting Contact \(\d+ more\)$/ });
  await more.click();
  // The newest pair of all waits least: it comes last, after Show more.
  await expect(pairs.filter({ hasText: `Pair ${tag} W20` })).toBeVisible();
  await expect(pairs.last()).toContainText(`Pair ${tag} W20`);
});

test('at 360 px the queues and the sections fit', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('navigation', { name: 'Work queues' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
