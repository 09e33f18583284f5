import type { Page } from '@playwright/test';
import { AdminApi, expect, expectNoSidewaysScroll, familyProfile, scaled, test } from './fixtures';

/**
 * Issue 15 (decision 029): the matchmaker's list. Pending Reviews are worked oldest first; pages turn from
 * above and below the list, a page can be typed, and a new page starts at the list's heading; a search that
 * finds nothing here says where it finds something ("Found 1 in Review"); `status=All` lists every status.
 */

/** A word no other test uses, so the search finds exactly this test's profiles. */
const token = (prefix: string) =>
  `${prefix}${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x')}`;

async function inReview(adminApi: AdminApi, word: string, count: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = await adminApi.createProfile(
      familyProfile({
        name: `${word} ${i + 1}`,
        age: 25,
        gender: i % 2 ? 'Female' : 'Male',
        status: 'Review',
      }),
    );
    ids.push(created.id);
  }
  return ids;
}

/**
 * 56 profiles in Review, one page and two more (54 a page), made one after the other (their order is what is
 * tested): once, for the tests that page through them.
 */
const queue = { word: token('Queue'), ids: [] as number[] };
test.beforeAll(async ({ playwright, suiteServer }) => {
  test.setTimeout(scaled(60_000));
  const request = await playwright.request.newContext({ baseURL: suiteServer.url });
  const adminApi = new AdminApi(request);
  await adminApi.signIn();
  queue.ids = await inReview(adminApi, queue.word, 56);
  await request.dispose();
});

const firstCardLink = (page: Page) => page.getByRole('article').first().getByRole('link').first();
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('Pending Reviews are oldest first; a page turned from below starts at the heading; a page can be typed', async ({
  adminPage: page,
}) => {
  const { word, ids } = queue;
  await page.goto(`/admin/profiles?status=Review&q=${word}`);
  await expect(heading(page)).toHaveText('Review Profiles');
  await expect(page.getByText('56 profiles', { exact: true })).toBeVisible();

  // The oldest profile waiting first, and the order says so.
  await expect(firstCardLink(page)).toHaveAttribute('href', `/profile/${ids[0]}`);
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('Oldest first');

  // Pages above and below the list.
  const top = page.getByRole('navigation', { name: 'Pages of profiles, above the list' });
  const bottom = page.getByRole('navigation', { name: 'Pages of profiles', exact: true });
  await expect(top).toBeVisible();
  await bottom.scrollIntoViewIfNeeded();
  await expect(heading(page)).not.toBeInViewport();

  await bottom.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(firstCardLink(page)).toHaveAttribute('href', `/profile/${ids[54]}`);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(heading(page)).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(400);

  // Type a page number.
  const field = top.getByRole('textbox', { name: 'Go to page (1 to 2)' });
  await expect(field).toHaveValue('2');
  await field.fill('1');
  await field.press('Enter');
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(firstCardLink(page)).toHaveAttribute('href', `/profile/${ids[0]}`);

  // Newest first on request, kept in the address.
  await page.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'Newest first' }).click();
  await expect(page).toHaveURL(/[?&]sort=newest/);
  await expect(firstCardLink(page)).toHaveAttribute('href', `/profile/${ids[55]}`);
});

test('a search that finds nothing here links to the status where it finds something; All lists every status', async ({
  adminApi,
  adminPage: page,
}) => {
  const word = token('Elsewhere');
  const [id] = await inReview(adminApi, word, 1);
  await page.goto(`/admin/profiles?q=${word}`);
  await expect(heading(page)).toHaveText('Active Profiles');
  await expect(page.getByText('No profiles found matching your criteria.')).toBeVisible();
  await page.getByRole('link', { name: 'Found 1 in Review' }).click();
  await expect(page).toHaveURL(/status=Review/);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(heading(page)).toHaveText('Review Profiles');
  await expect(page.getByRole('article')).toHaveCount(1);

  // All: every status, from the panel.
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=All/);
  await expect(heading(page)).toHaveText('All Profiles');
  await expect(page.getByRole('article').filter({ hasText: `${word} 1` })).toHaveCount(1);
  await expect(page.getByRole('article').getByText('Review', { exact: true })).toBeVisible();
  expect(id).toBeGreaterThan(0);
});

test('on a 360 px phone the order and both pagers fit', async ({ adminPage: page }) => {
  const { word } = queue;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/admin/profiles?status=Review&q=${word}`);
  await expect(page.getByRole('navigation', { name: 'Pages of profiles, above the list' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const bottom = page.getByRole('navigation', { name: 'Pages of profiles', exact: true });
  await bottom.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(heading(page)).toBeInViewport();
  await expectNoSidewaysScroll(page);
});
