/**
 * Issue 28, "Inactive reasons" (decision 071): a matchmaker sets a profile InActive with "Other", which asks
 * for a note before it saves; the profile page shows the note; the list filters by the reason, with a pill.
 * Once in Urdu on a 360 px phone: the reason is chosen in Urdu and its pill reads in Urdu.
 */
import { expect, familyProfile, test } from './fixtures';

test('a matchmaker sets a profile InActive with "Other" and a note, then finds it by that reason', async ({
  adminApi,
  adminPage: page,
}) => {
  // A dialog, a page and two list answers: over 70% of 15 s on a quiet machine.
  test.slow();
  const name = `Other Reason ${Date.now()}`;
  const note = 'The family asked us to stop for now';
  const created = await adminApi.createProfile(familyProfile({ name, gender: 'Female', age: 27 }));

  await page.goto(`/profile/${created.id}`);
  await page.getByTestId('status-badge').click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'InActive', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  // SPEC's three and the bureau's four.
  for (const reason of [
    'Not Interested',
    'Duplicate profile',
    'Fake or unverifiable',
    'Could not be reached',
  ])
    await expect(page.getByRole('option', { name: reason, exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'Other', exact: true }).click();

  // Without the note nothing is sent: the dialog says why.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please write a note saying why (the reason Other needs one)')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Note \(why\)/ }).fill(note);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/profile/${created.id}`) && r.request().method() === 'PATCH',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('status-badge')).toHaveText('InActive: Other');
  await expect(page.getByTestId('inactive-note')).toHaveText(`Why: ${note}`);

  // The list of InActive profiles, filtered by that reason from the panel.
  await page.goto(`/admin/profiles?status=InActive&q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('combobox', { name: 'Inactive reason' }).click();
  const listed = page.waitForResponse(
    (r) => r.url().includes('/api/profiles?') && r.url().includes('inactiveReason=Other'),
  );
  await page.getByRole('option', { name: 'Other', exact: true }).click();
  expect((await listed).status()).toBe(200);
  await expect(page).toHaveURL(/[?&]inactiveReason=Other/);
  await expect(page.getByRole('button', { name: 'Remove filter Inactive reason: Other' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('InActive · Other')).toBeVisible();

  // Another reason does not find it.
  await page.getByRole('combobox', { name: 'Inactive reason' }).click();
  const other = page.waitForResponse((r) => r.url().includes('inactiveReason=Duplicate'));
  await page.getByRole('option', { name: 'Duplicate profile', exact: true }).click();
  await other;
  await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0);
});

test.describe('in Urdu on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the reason is chosen in Urdu and its pill reads in Urdu', async ({ adminApi, adminPage: page }) => {
    test.slow();
    const name = `Unreachable ${Date.now()}`;
    const created = await adminApi.createProfile(familyProfile({ name, gender: 'Male', age: 30 }));
    const set = await adminApi.call('PATCH', `/api/profile/${created.id}`, {
      status: 'InActive',
      inactiveReason: 'Could not be reached',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);

    await page.addInitScript(() => localStorage.setItem('lang', 'ur'));
    await page.goto(`/admin/profiles?status=InActive&q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: /^فلٹر \(/ }).click();
    await page.getByRole('combobox', { name: 'غیر فعال ہونے کی وجہ' }).click();
    const listed = page.waitForResponse((r) => r.url().includes('inactiveReason=Could'));
    await page.getByRole('option', { name: 'رابطہ نہیں ہو سکا', exact: true }).click();
    expect((await listed).status()).toBe(200);
    await expect(page).toHaveURL(/[?&]inactiveReason=Could(\+|%20)not(\+|%20)be(\+|%20)reached/);
    await expect(
      page.getByRole('group', { name: 'لاگو فلٹر' }).getByText('غیر فعال ہونے کی وجہ: رابطہ نہیں ہو سکا'),
    ).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('رابطہ نہیں ہو سکا', { exact: false })).toBeVisible();
  });
});
