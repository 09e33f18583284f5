import type { Page } from '@playwright/test';
import { type AdminApi, expect, expectNoSidewaysScroll, familyProfile, test } from './fixtures';

/**
 * Issue 15 (decision 030): a matchmaker selects cards on the list and changes their status at once, after
 * the app's own confirmation; the profiles leave the list and the counts drop without a reload.
 */

/** A word no other test uses, so the search finds exactly this test's profiles. */
const token = () =>
  `Bulk${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x')}`;

async function inReview(adminApi: AdminApi, names: string[]) {
  const ids: number[] = [];
  for (const [i, name] of names.entries()) {
    const created = await adminApi.createProfile(
      familyProfile({ name, age: 25 + i, gender: i % 2 ? 'Female' : 'Male', status: 'Review' }),
    );
    ids.push(created.id);
  }
  return ids;
}

const card = (page: Page, name: string) => page.getByRole('article').filter({ hasText: name });

/** Marks the document; a reload would lose the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { bulkMark: boolean }).bulkMark = true;
  });
const expectSameDocument = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { bulkMark?: boolean }).bulkMark)).toBe(true);

test('a matchmaker approves two profiles from Pending Reviews at once; they leave the list and join Active', async ({
  adminApi,
  adminPage: page,
}) => {
  const word = token();
  const names = [`Aamir ${word}`, `Bushra ${word}`, `Danish ${word}`];
  const ids = await inReview(adminApi, names);

  await page.goto(`/admin/profiles?status=Review&q=${word}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review Profiles' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByText('3 profiles', { exact: true })).toBeVisible();
  // The menu's number of profiles in Review (decision 031).
  const menuCount = page.getByTestId('review-count');
  await expect(menuCount).toHaveAttribute('data-count', /^\d+$/);
  const reviewsBefore = Number(await menuCount.getAttribute('data-count'));
  await markDocument(page);

  const toolbar = page.getByRole('region', { name: 'Change several profiles at once' });
  await expect(toolbar.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
  await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
  await expect(toolbar.getByText('2 profiles selected')).toBeVisible();
  // Some of the page: "Select all" is neither on nor off.
  await expect(toolbar.getByRole('checkbox', { name: 'Select all on this page' })).toHaveAttribute(
    'data-indeterminate',
    'true',
  );
  // On the review queue, sending back to Review would change nothing: not offered.
  await expect(toolbar.getByRole('button', { name: 'Back to Review' })).toHaveCount(0);

  await toolbar.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the status of 2 profiles?' });
  await expect(dialog).toContainText('These 2 profiles will be Active:');
  // The ids in the list's order (which the list's sort decides).
  for (const id of ids.slice(0, 2)) await expect(dialog).toContainText(new RegExp(`#${id}(?!\\d)`));
  await dialog.getByRole('button', { name: 'Approve (2)' }).click();

  await expect(page.getByText('2 profiles are now Active.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, names[2] as string)).toBeVisible();
  await expect(page.getByText('1 profile', { exact: true })).toBeVisible();
  await expect(menuCount).toHaveAttribute('data-count', String(reviewsBefore - 2));
  // The selection is cleared.
  await expect(toolbar.getByText(/selected/)).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: `Select ${names[2]}` })).not.toBeChecked();
  await expectSameDocument(page);

  // Each change is in the profile's history, by the matchmaker.
  for (const id of ids.slice(0, 2)) {
    const { body } = await adminApi.call('GET', `/api/profile/${id}/history`);
    expect(body).toContainEqual(
      expect.objectContaining({ field: 'status', from: 'Review', to: 'Active', by: 'admin@rishta.test' }),
    );
  }

  // The Active list (through the menu, still without a reload) shows them.
  await page.getByRole('button', { name: /^Open user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Active Profiles', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Active Profiles' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search profiles' }).fill(word);
  await expect(card(page, names[0] as string)).toBeVisible();
  await expect(card(page, names[1] as string)).toBeVisible();
  await expect(card(page, names[2] as string)).toHaveCount(0);
  await expectSameDocument(page);
});

test('a profile changed by someone else while the confirmation was open is skipped and named; then assigned in bulk', async ({
  adminApi,
  adminPage: page,
}) => {
  // Two changes, a refused one between them, and the profile's history: a long walk.
  test.slow();
  const word = token();
  const names = [`Jamil ${word}`, `Kausar ${word}`];
  const ids = await inReview(adminApi, names);
  const changedId = ids[1] as number;
  const me = (await adminApi.call('GET', '/api/session')).body as { _id: number; name: string };

  await page.goto(`/admin/profiles?status=Review&q=${word}`);
  await expect(page.getByRole('article')).toHaveCount(2);
  const toolbar = page.getByRole('region', { name: 'Change several profiles at once' });
  await toolbar.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await toolbar.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the status of 2 profiles?' });
  await expect(dialog).toContainText('These 2 profiles will be Active:');

  // Another screen sets Kausar's fee while the confirmation is open (decision 066).
  const fee = await adminApi.call('PATCH', `/api/profile/${changedId}`, { paidFee: 5000 });
  expect(fee.status).toBe(200);
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/profiles') && r.request().method() === 'PATCH',
  );
  await dialog.getByRole('button', { name: 'Approve (2)' }).click();
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ ids: [ids[0]], skipped: [{ id: changedId }] });

  await expect(page.getByText('1 profile is now Active.')).toBeVisible();
  const skipped = page.getByTestId('bulk-skipped');
  await expect(page.getByText('1 profile was not changed')).toBeVisible();
  await expect(skipped).toContainText(`#${changedId} was changed by ${me.name} after the list was loaded.`);
  await expect(skipped).toContainText(
    'The list now shows them as they are: look at them again and try again.',
  );
  // The list was fetched again: the approved one left Pending Reviews, the skipped one stays as it was.
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, names[1] as string)).toBeVisible();
  expect((await adminApi.call('GET', `/api/profile/${changedId}`)).body.profile.status).toBe('Review');

  // Assigned in bulk to a matchmaker, on the version the refreshed card shows.
  await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
  await toolbar.getByRole('button', { name: 'Assign to' }).click();
  await page.getByRole('menuitem', { name: me.name, exact: true }).click();
  const assignDialog = page.getByRole('dialog', { name: 'Assign 1 profile?' });
  await expect(assignDialog).toContainText(`The responsible matchmaker of this profile will be ${me.name}:`);
  await assignDialog.getByRole('button', { name: 'Assign (1)' }).click();
  await expect(page.getByText(`1 profile is now assigned to ${me.name}.`)).toBeVisible();
  const { body } = await adminApi.call('GET', `/api/profile/${changedId}`);
  expect(body.profile).toMatchObject({ assignedTo: me._id, version: 3 });

  // The assignment is in the profile's history, named.
  await page.goto(`/profile/${changedId}`);
  const history = page.getByTestId('profile-history');
  await history.getByRole('button', { name: /^History/ }).click();
  await expect(history.getByText(`Responsible matchmaker: — → ${me.name}`)).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the bar is usable: select all, set InActive with a reason, confirm', async ({
    adminApi,
    adminPage: page,
  }) => {
    const word = token();
    const names = [`Farah ${word}`, `Ghazala ${word}`];
    const ids = await inReview(adminApi, names);

    await page.goto(`/admin/profiles?status=Review&q=${word}`);
    await expect(page.getByRole('article')).toHaveCount(2);
    const toolbar = page.getByRole('region', { name: 'Change several profiles at once' });
    await toolbar.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(toolbar.getByText('2 profiles selected')).toBeVisible();
    for (const name of names)
      await expect(page.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
    await expectNoSidewaysScroll(page);
    for (const button of await toolbar.getByRole('button').all())
      await expect(button).toBeInViewport({ ratio: 1 });

    // With a selection the bar stays in view while the cards scroll under it.
    await page.evaluate(() => window.scrollBy(0, 600));
    await expect(toolbar.getByRole('button', { name: 'InActive' })).toBeInViewport({ ratio: 1 });

    await toolbar.getByRole('button', { name: 'InActive' }).click();
    await page.getByRole('menuitem', { name: 'Not Interested' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the status of 2 profiles?' });
    await expect(dialog).toContainText('These 2 profiles will be InActive · Not Interested:');
    await expect(dialog.getByRole('button', { name: 'InActive (2)' })).toBeInViewport({ ratio: 1 });
    await dialog.getByRole('button', { name: 'InActive (2)' }).click();

    await expect(page.getByText('2 profiles are now InActive · Not Interested.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    for (const id of ids) {
      const { body } = await adminApi.call('GET', `/api/profile/${id}`);
      expect(body.profile).toMatchObject({ status: 'InActive', inactiveReason: 'Not Interested' });
    }
  });

  test('another page or filter starts with nothing selected', async ({ adminApi, adminPage: page }) => {
    const word = token();
    const names = [`Hina ${word}`, `Imran ${word}`];
    await inReview(adminApi, names);
    await page.goto(`/admin/profiles?status=Review&q=${word}`);
    await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
    const toolbar = page.getByRole('region', { name: 'Change several profiles at once' });
    await expect(toolbar.getByText('1 profile selected')).toBeVisible();
    // A narrower search: the selection is gone.
    await page.getByRole('searchbox', { name: 'Search profiles' }).fill(`Imran ${word}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(toolbar.getByText(/selected/)).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: `Select ${names[1]}` })).not.toBeChecked();
  });
});
