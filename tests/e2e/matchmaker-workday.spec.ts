import { E2E_ADMIN } from '../../playwright.config';
import { expect, expectNoSidewaysScroll, familyProfile, test } from './fixtures';

test('a matchmaker who signs in from the front page lands on the dashboard, with no family chat button', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Authentication Required' });
  await dialog.getByLabel('Email').fill(E2E_ADMIN.email);
  await dialog.getByLabel('Password').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/profiles');
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveCount(0);
});

test('a matchmaker meets a missing profile in matchmaker words, a restricted and an inactive one marked, and every connection status', async ({
  adminApi,
  adminPage: page,
}) => {
  await page.goto('/profile/2000000000');
  await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
  await expect(page.getByText('There is no profile #2000000000.')).toBeVisible();
  await expect(page.getByText('not among your matches')).toHaveCount(0);

  const woman = await adminApi.createProfile(
    familyProfile({ name: 'Nida Restricted', age: 27, gender: 'Female', city: 'Quetta' }),
  );
  const man = await adminApi.createProfile(
    familyProfile({ name: 'Hamza Gone', age: 31, gender: 'Male', city: 'Quetta' }),
  );
  expect(
    (
      await adminApi.call('PATCH', `/api/profile/${woman.id}`, {
        restrictPhotosVisibility: true,
        expectedAdvanceFee: 5000,
        expectedPostMatchFee: 15000,
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await adminApi.call('PATCH', `/api/profile/${man.id}`, {
        status: 'InActive',
        inactiveReason: 'Matched (Elsewhere)',
      })
    ).status,
  ).toBe(200);
  expect(
    (await adminApi.call('POST', '/api/profile-connection', { sentTo: woman.id, profileSent: man.id }))
      .status,
  ).toBe(200);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/profile/${woman.id}`);
  await expect(page.getByText('Photos restricted')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The connection status dropdown shows all seven statuses without scrolling.
  await page.getByRole('button', { name: /^Connections/ }).click();
  await page
    .getByRole('button', { name: /^Change status of/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(7);
  for (const option of await options.all()) await expect(option).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');

  await page.goto('/admin/profiles?status=InActive&q=Hamza');
  // Cards carry the id every WhatsApp text uses.
  await expect(page.getByRole('article').filter({ hasText: 'Hamza Gone' })).toContainText(`#${man.id}`);
  await expect(
    page.getByRole('article').filter({ hasText: 'Hamza Gone' }).getByText('InActive · Matched (Elsewhere)'),
  ).toBeVisible();
});

test('a profile approved from Pending Reviews leaves the queue at once, and the Active list has it, without a reload', async ({
  adminApi,
  adminPage: page,
}) => {
  const created = await adminApi.createProfile(
    familyProfile({ name: 'Qasim Approved', age: 33, gender: 'Male', status: 'Review' }),
  );
  // One word stays within the list's status; a full name finds the profile from any list, in whatever status
  // it is, with its badge (issue 29, decision 053).
  await page.goto('/admin/profiles?q=Qasim%20Approved');
  await expect(
    page.getByRole('article').filter({ hasText: 'Qasim Approved' }).getByText('Review', { exact: true }),
  ).toBeVisible();
  await page.goto('/admin/profiles?status=Review&q=Qasim');
  const card = page.getByRole('article').filter({ hasText: 'Qasim Approved' });
  await expect(card).toBeVisible();
  await page.goto('/admin/profiles?q=Qasim');
  await expect(page.getByText('No profiles found matching your criteria.')).toBeVisible();

  await page.goBack();
  await card.getByRole('link', { name: 'Qasim Approved' }).click();
  await page.getByRole('button', { name: 'Change status: Review' }).click();
  const statusDialog = page.getByRole('dialog', { name: 'Change Status' });
  await statusDialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await statusDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Change status: Active' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/status=Review/);
  await expect(page.getByText('No profiles found matching your criteria.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.goForward();
  await page.goto('/admin/profiles?q=Qasim');
  await expect(page.getByRole('article').filter({ hasText: `Qasim Approved` })).toBeVisible();
  expect(created.id).toBeGreaterThan(0);
});
