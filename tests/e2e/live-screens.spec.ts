/**
 * Issue 27 (decision 055): no lost work, screens that stay true. Two matchmakers, each in a browser of her
 * own: a stale save is resolved field by field with nothing lost; a status change made by one appears in the
 * other's open profile and list without a reload.
 */
import type { BrowserContextOptions, Page } from '@playwright/test';
import { basic, expect, familyProfile, scaled, shot, test } from './fixtures';

/** A matchmaker in a browser of her own. */
async function matchmaker(open: (options: BrowserContextOptions) => Promise<Page>) {
  const page = await open({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  return { context: page.context(), page };
}

const token = () => Math.random().toString(36).slice(2, 8);

async function openEditForm(page: Page, id: number) {
  await page.goto(`/profile/${id}/edit`);
  await expect(page.getByRole('button', { name: 'Update Profile' })).toBeVisible();
}

test('a stale save is resolved field by field: both matchmakers’ changes stay', async ({
  matchmakerPage,
  adminApi,
}) => {
  // Two matchmakers' browsers, two edit forms and a conflict dialog: 12 s on a quiet machine.
  test.setTimeout(scaled(45_000));
  const word = token();
  const family = await adminApi.createProfile(
    familyProfile({ name: `Sana ${word}`, gender: 'Female', age: 26, aboutYou: 'We are a kind family.' }),
  );
  const a = await matchmaker(matchmakerPage);
  const b = await matchmaker(matchmakerPage);
  await openEditForm(a.page, family.id);
  await openEditForm(b.page, family.id);

  // A adds to About and saves.
  const aboutA = a.page.getByLabel('About you');
  await aboutA.fill('We are a kind family. She teaches at a school.');
  await a.page.getByRole('button', { name: 'Update Profile' }).click();
  await a.page.waitForURL(`**/profile/${family.id}`);

  // B, in the form she already had open, changes the address and saves: she is asked, not overwritten.
  await b.page.getByLabel('Address (area/colony/society)').fill('Gulberg III');
  await b.page.getByRole('button', { name: 'Update Profile' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Someone else changed this profile' });
  await expect(dialog).toBeVisible();
  const about = dialog.getByTestId('conflict-field-aboutYou');
  await expect(about).toContainText('We are a kind family. She teaches at a school.');
  await expect(about).toContainText('We are a kind family.');
  // Only the field someone else changed is asked about; her own address is kept without a question.
  await expect(dialog.getByTestId(/^conflict-field-/)).toHaveCount(1);
  await shot(b.page, 'conflict-dialog-1280');
  await b.page.setViewportSize({ width: 360, height: 740 });
  await expect(dialog).toBeVisible();
  await shot(b.page, 'conflict-dialog-360');
  await b.page.setViewportSize({ width: 1280, height: 900 });

  // Theirs is chosen for About (she did not change it); she saves again.
  await expect(about.getByRole('radio', { name: 'Theirs' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save with these choices' }).click();
  await b.page.waitForURL(`**/profile/${family.id}`);

  const { body } = await adminApi.call('GET', `/api/profile/${family.id}`);
  expect(body.profile).toMatchObject({
    aboutYou: 'We are a kind family. She teaches at a school.',
    address: 'Gulberg III',
  });
  await a.context.close();
  await b.context.close();
});

test('a status change by one matchmaker appears in the other’s open profile and list without a reload', async ({
  matchmakerPage,
  adminApi,
}) => {
  // Two matchmakers' browsers, each waiting for the other's change to arrive live: 10–16 s in CI.
  test.setTimeout(scaled(45_000));
  const word = token();
  const name = `Hina ${word}`;
  const family = await adminApi.createProfile(
    familyProfile({ name, gender: 'Female', age: 24, status: 'Review' }),
  );
  const a = await matchmaker(matchmakerPage);
  const b = await matchmaker(matchmakerPage);

  // A has the profile open, and the Review list in another tab.
  await a.page.goto(`/profile/${family.id}`);
  const badge = a.page.getByRole('button', { name: /^Change status: / });
  await expect(badge).toContainText('Review');
  const list = await a.context.newPage();
  await list.goto(`/admin/profiles?status=Review&q=${word}`);
  await expect(list.getByRole('article')).toHaveCount(1);
  // Marks the documents: a reload would lose the mark.
  for (const page of [a.page, list]) await page.evaluate(() => Object.assign(window, { __kept: true }));

  // B approves the profile from her own screen.
  await b.page.goto(`/profile/${family.id}`);
  await b.page.getByRole('button', { name: /^Change status: / }).click();
  const statusDialog = b.page.getByRole('dialog', { name: 'Change Status' });
  await statusDialog.getByRole('combobox', { name: 'Status' }).click();
  await b.page.getByRole('option', { name: 'Active', exact: true }).click();
  await statusDialog.getByRole('button', { name: 'Save' }).click();
  await expect(statusDialog).toBeHidden();

  // Within 2 s, A's open profile shows it, with who changed it, and the profile leaves A's Review list.
  await expect(badge).toContainText('Active', { timeout: 2000 });
  await expect(a.page.getByTestId('changed-notice')).toContainText(/Changed by .+ just now/, {
    timeout: 2000,
  });
  await expect(list.getByRole('article')).toHaveCount(0, { timeout: 2000 });
  for (const page of [a.page, list]) expect(await page.evaluate(() => '__kept' in window)).toBe(true);
  await a.context.close();
  await b.context.close();
});

test('a status dialog opens with the current value and says so when someone else changes it while open', async ({
  adminPage: page,
  adminApi,
}) => {
  const family = await adminApi.createProfile(
    familyProfile({ name: `Hina ${token()}`, gender: 'Female', age: 24, status: 'Active' }),
  );
  await page.goto(`/profile/${family.id}`);
  const badge = page.getByRole('button', { name: /^Change status: / });
  await expect(badge).toContainText('Active');

  // A's status dialog opens with the current value, and says so when B changes it while it is open.
  await badge.click();
  const aDialog = page.getByRole('dialog', { name: 'Change Status' });
  await expect(aDialog.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
  const changed = await adminApi.call('PATCH', `/api/profile/${family.id}`, {
    status: 'InActive',
    inactiveReason: 'Not Interested',
  });
  expect(changed.status).toBe(200);
  await expect(aDialog.getByTestId('changed-notice')).toBeVisible({ timeout: 2000 });
  await expect(aDialog.getByTestId('status-now')).toContainText('InActive');
  // Her save, based on what the dialog opened with, is refused rather than undoing the change.
  await aDialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Review', exact: true }).click();
  await aDialog.getByRole('button', { name: 'Save' }).click();
  await expect(aDialog.getByRole('alert')).toHaveText(
    'Someone else changed this profile just now. Look at the current values and save again.',
  );
  expect((await adminApi.call('GET', `/api/profile/${family.id}`)).body.profile.status).toBe('InActive');
});

test('a woman’s withdrawal takes her name and pictures off the man’s open screen within 2 s', async ({
  adminApi,
  page,
  request,
  loginAsFamily,
}) => {
  const word = token();
  const name = `Rabia ${word}`;
  const woman = await adminApi.createProfile(familyProfile({ name, age: 25, gender: 'Female' }));
  const man = await adminApi.createProfile(familyProfile({ name: `Usman ${word}`, age: 29, gender: 'Male' }));
  const sent = await adminApi.call('POST', '/api/profile-connection', {
    sentTo: man.id,
    profileSent: woman.id,
  });
  expect(sent.status).toBe(200);
  const login = await request.get('/api/login', {
    headers: { authorization: basic(String(woman.id), woman.accessToken) },
  });
  const her = basic(String(woman.id), ((await login.json()) as { token: string }).token);
  const answer = (status: string) =>
    request.patch('/api/profile-connection', {
      data: { connectionWith: man.id, status },
      headers: { authorization: her },
    });
  expect((await answer('Profile Accepted')).status()).toBe(200);

  await loginAsFamily(page, man, `/profile/${woman.id}`);
  await expect(page.getByText(name).first()).toBeVisible();
  expect((await answer('Profile Rejected')).status()).toBe(200);
  await expect(page.getByText(name)).toHaveCount(0, { timeout: 2000 });
});

test('a connection dialog open on the dashboard says so when someone else changes that side meanwhile', async ({
  adminPage: page,
  adminApi,
}) => {
  const tag = token();
  const her = await adminApi.createProfile(familyProfile({ name: `Rida ${tag}`, gender: 'Female', age: 25 }));
  const him = await adminApi.createProfile(familyProfile({ name: `Faraz ${tag}`, gender: 'Male', age: 29 }));
  expect(
    (await adminApi.call('POST', '/api/profile-connection', { sentTo: him.id, profileSent: her.id })).status,
  ).toBe(200);
  for (const side of [him.id, her.id])
    expect(
      (
        await adminApi.call('PATCH', `/api/profile-connection/${him.id}-${her.id}/${side}`, {
          status: 'In Contact',
        })
      ).status,
    ).toBe(200);

  // The first page of In Contact is the most urgent pairs; this one is found by its own section page if not.
  await page.goto('/admin/dashboard');
  const pair = page.getByTestId('connection-pair').filter({ hasText: `Rida ${tag}` });
  await expect(pair).toBeVisible();
  await pair.getByRole('button', { name: new RegExp(`^Change Status of Faraz ${tag}`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('Has Started Contact');

  // Another matchmaker sets his side to Matched while the dialog is open: the dialog says so.
  const changed = await adminApi.call('PATCH', `/api/profile-connection/${him.id}-${her.id}/${him.id}`, {
    status: 'Matched',
  });
  expect(changed.status).toBe(200);
  await expect(dialog.getByTestId('changed-notice')).toContainText('Has Matched', { timeout: 2000 });
});
