/**
 * Issue 28, part 6 (decision 052): the overview at /admin/overview, reached from the menu, draws its charts and
 * gives every figure as a table too, at 1280 and 360 px, in English and Urdu (screenshots with SHOTS_DIR).
 */
import { rupees } from '@shared/payments';
import { expect, expectNoSidewaysScroll, familyProfile, fillNavbarCounts, shot, test } from './fixtures';

test('the overview draws its charts and tables, on a wide screen and a phone, in English and Urdu', async ({
  adminApi,
  adminPage: page,
  request,
}) => {
  // A working day's navbar: every count in use (the page scrolled sideways at 360 px in Urdu with them).
  await fillNavbarCounts(adminApi, request);
  const family = await adminApi.createProfile(
    familyProfile({ name: 'Ayesha Overview', gender: 'Female', age: 24 }),
  );
  const paid = await adminApi.call('POST', `/api/profile/${family.id}/payments`, {
    amount: 5000,
    kind: 'advance',
    method: 'Cash',
    receivedOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date()),
  });
  expect(paid.status).toBe(201);
  // A year of months in the monthly table, as a bureau that has worked a while has.
  const yearAgo = new Date(Date.now() - 330 * 24 * 3600_000);
  const old = await adminApi.call('POST', `/api/profile/${family.id}/payments`, {
    amount: 2500,
    kind: 'other',
    method: 'Cash',
    receivedOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(yearAgo),
  });
  expect(old.status, JSON.stringify(old.body)).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  for (const id of ['overview-statuses', 'overview-weekly', 'overview-monthly'])
    await expect(page.getByTestId(id).locator('svg.recharts-surface').first()).toBeVisible();
  const monthly = page.getByTestId('overview-monthly-table');
  await monthly.getByText('Show as a table').click();
  // This month's advance as the server counts it (other tests record payments in the same database too).
  const { body: figures } = await adminApi.call('GET', '/api/admin/overview');
  const advance = (figures.months as { advance: number }[]).at(-1)!.advance;
  expect(advance).toBeGreaterThanOrEqual(5000);
  await expect(monthly.locator('tbody tr').last()).toContainText(rupees(advance));
  await shot(page, 'overview-en-1280', { fullPage: true });

  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);
  await shot(page, 'overview-en-360', { fullPage: true });

  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'اردو' }).click();
  await expect(page.getByRole('heading', { name: 'جائزہ', level: 1 })).toBeVisible();
  await expect(page.getByTestId('overview-weekly').locator('svg.recharts-surface').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'overview-ur-360', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'overview-ur-1280', { fullPage: true });
});
