/**
 * Issue 28, parts 3 and 4 (decision 052): the dashboard's "Fees due" lists a match whose two sides are Matched;
 * the matchmaker closes it there (both profiles InActive, "Matched (the provider)") and records the success fee
 * from the list, which takes the family off it.
 */
import { expect, familyProfile, shot, test } from './fixtures';

test('a matchmaker closes a match from the dashboard and records the success fee', async ({
  adminApi,
  adminPage: page,
}) => {
  const tag = Date.now() % 100000;
  const her = await adminApi.createProfile(familyProfile({ name: `Hira ${tag}`, age: 26, gender: 'Female' }));
  const him = await adminApi.createProfile(familyProfile({ name: `Usman ${tag}`, age: 30, gender: 'Male' }));
  for (const id of [her.id, him.id])
    expect((await adminApi.call('PATCH', `/api/profile/${id}`, { paidFee: 5000 })).status).toBe(200);
  expect(
    (await adminApi.call('POST', '/api/profile-connection', { sentTo: him.id, profileSent: her.id })).status,
  ).toBe(200);
  for (const side of [him.id, her.id]) {
    const set = await adminApi.call('PATCH', `/api/profile-connection/${him.id}-${her.id}/${side}`, {
      status: 'Matched',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/dashboard');
  const dues = page.getByTestId('dues-section');
  const match = dues.getByTestId('match-to-close').filter({ hasText: `Hira ${tag}` });
  await expect(match).toBeVisible();
  await match.getByRole('button', { name: /^Close the match of/ }).click();
  await page
    .getByRole('dialog', { name: 'Close this match?' })
    .getByRole('button', { name: 'Close match' })
    .click();
  await expect(page.getByText('Match closed: both profiles are InActive.')).toBeVisible();
  await expect(match).toHaveCount(0);
  for (const id of [her.id, him.id]) {
    const { body } = await adminApi.call('GET', `/api/profile/${id}`);
    expect(body.profile).toMatchObject({ status: 'InActive', inactiveReason: 'Matched (the provider)' });
  }

  // The success fee is due from both; recording his takes him off the list.
  const success = dues.getByTestId('dues-success');
  const hisDue = success.locator(`[data-profile="${him.id}"]`);
  await expect(hisDue).toContainText('Rs 15,000 due');
  await expect(success.locator(`[data-profile="${her.id}"]`)).toBeVisible();
  await hisDue.getByRole('button', { name: `Record a payment for profile #${him.id}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await expect(dialog.getByRole('textbox', { name: /^Amount \(Rs\)/ })).toHaveValue('15,000');
  await dialog.getByRole('combobox', { name: /^Received by/ }).click();
  await page.getByRole('option', { name: 'Bank transfer' }).click();
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(hisDue).toHaveCount(0);
  await expect(success.locator(`[data-profile="${her.id}"]`)).toBeVisible();
  await shot(page, 'dues-en-360', { fullPage: true });
});

test('saving the second side as Matched asks to close the match, from the profile’s status dialog', async ({
  adminApi,
  adminPage: page,
}) => {
  const tag = Date.now() % 100000;
  const her = await adminApi.createProfile(familyProfile({ name: `Sana ${tag}`, age: 25, gender: 'Female' }));
  const him = await adminApi.createProfile(familyProfile({ name: `Kamran ${tag}`, age: 29, gender: 'Male' }));
  expect(
    (await adminApi.call('POST', '/api/profile-connection', { sentTo: him.id, profileSent: her.id })).status,
  ).toBe(200);
  const hisSide = await adminApi.call('PATCH', `/api/profile-connection/${him.id}-${her.id}/${him.id}`, {
    status: 'Matched',
  });
  expect(hisSide.status, JSON.stringify(hisSide.body)).toBe(200);

  await page.goto(`/profile/${her.id}`);
  await page.getByRole('button', { name: 'Connections (1)' }).click();
  const herSide = page.locator(`[data-testid="connection-side"][data-profile="${her.id}"]`);
  await herSide.getByRole('button', { name: 'Change status of This profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Has Matched' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const step = dialog.getByTestId('close-match-step');
  await expect(step).toContainText('Both families said Matched');
  await step.getByRole('button', { name: 'Close the match' }).click();
  await expect(dialog).toBeHidden();
  for (const id of [her.id, him.id]) {
    const { body } = await adminApi.call('GET', `/api/profile/${id}`);
    expect(body.profile).toMatchObject({ status: 'InActive', inactiveReason: 'Matched (the provider)' });
  }
});
