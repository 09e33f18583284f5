/**
 * Issue 27 (decision 067): what is left of "nothing is lost, on the screen". Two matchmakers, each in a browser
 * of her own; A's screen misses B's change (its live events are cut), as a screen does between an event and
 * its refetch, or while its stream reconnects. A's held-edit decision, her picture edit and her connection
 * change are each refused, say who changed what, and let her go on from what is stored now.
 */
import type { APIRequestContext, BrowserContextOptions, Page } from '@playwright/test';
import sharp from 'sharp';
import { basic, expect, familyProfile, shot, test } from './fixtures';

// Two browsers each open the profile, and one of them twice: longer than one walk of 15 s.
test.beforeEach(() => test.slow());

const token = () => Math.random().toString(36).slice(2, 8);

/** A matchmaker in a browser of her own; `deaf`: her screen hears no live events. */
async function matchmaker(open: (options: BrowserContextOptions) => Promise<Page>, deaf = false) {
  const page = await open({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  if (deaf) await page.context().route('**/api/events', (route) => route.abort());
  return page;
}

async function picture(request: APIRequestContext, background: string) {
  const buffer = await sharp({ create: { width: 120, height: 160, channels: 3, background } })
    .png()
    .toBuffer();
  const upload = await request.post('/api/upload', {
    multipart: { filepond: { name: 'p.png', mimeType: 'image/png', buffer } },
  });
  expect(upload.status()).toBe(201);
  return upload.text();
}

/** The family sends its profile back with a new About (SPEC §7): held for review (decision 048). */
async function familyEditsAbout(request: APIRequestContext, id: number, accessToken: string, text: string) {
  const login = await request.get('/api/login', {
    headers: { authorization: basic(String(id), accessToken) },
  });
  const auth = basic(String(id), ((await login.json()) as { token: string }).token);
  const own = (await (await request.get(`/api/profile/${id}`, { headers: { authorization: auth } })).json())
    .profile as Record<string, unknown>;
  const saved = await request.put(`/api/profile/${id}`, {
    data: { ...own, aboutYou: text },
    headers: { authorization: auth },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('a held-edit decision or Mark as seen on a stale page is refused, says who, and the page refetches', async ({
  matchmakerPage,
  adminApi,
  request,
}) => {
  const family = await adminApi.createProfile(
    familyProfile({ name: `Sobia ${token()}`, gender: 'Female', age: 25, aboutYou: 'Loves poetry.' }),
  );
  await familyEditsAbout(request, family.id, family.accessToken, 'Teaches music on weekends.');
  const a = await matchmaker(matchmakerPage, true);
  const b = await matchmaker(matchmakerPage);
  for (const page of [a, b]) {
    await page.goto(`/profile/${family.id}`);
    // The first paint of a profile may be slow on a busy machine.
    await expect(page.getByTestId('held-edits')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('family-edits')).toBeVisible();
  }

  // B marks the family's edits seen; A's page still shows them.
  await b.getByTestId('family-edits').getByRole('button', { name: 'Mark as seen' }).click();
  await expect(b.getByTestId('family-edits')).toBeHidden();

  // A approves from her stale page: refused, she is told who changed it, and the page shows it as it is.
  const approved = a.waitForResponse((r) => r.url().endsWith('/held-edits/approve'));
  await a.getByTestId('held-edits').getByRole('button', { name: 'Approve' }).click();
  expect((await approved).status()).toBe(409);
  await expect(a.getByTestId('held-edits').getByRole('alert')).toContainText(
    /changed this profile at .+\. Nothing was saved: the page now shows the profile as it is\./,
  );
  await expect(a.getByTestId('family-edits')).toBeHidden();
  await shot(a, 'held-edit-refused-1280');
  let stored = (await adminApi.call('GET', `/api/profile/${family.id}`)).body.profile;
  expect(stored.aboutYou).toBe('Loves poetry.');
  expect(stored.heldText).toEqual({ aboutYou: 'Teaches music on weekends.' });
  // On the page as it is now, her Approve goes through.
  await a.getByTestId('held-edits').getByRole('button', { name: 'Approve' }).click();
  await expect(a.getByTestId('held-edits')).toBeHidden();
  stored = (await adminApi.call('GET', `/api/profile/${family.id}`)).body.profile;
  expect(stored.aboutYou).toBe('Teaches music on weekends.');

  // The family edits again; B declines it while A's page is stale: A's Mark as seen is refused too.
  await familyEditsAbout(request, family.id, family.accessToken, 'Teaches music and paints.');
  for (const page of [a, b]) {
    await page.reload();
    await expect(page.getByTestId('family-edits')).toBeVisible({ timeout: 20_000 });
  }
  await b.getByTestId('held-edits').getByRole('button', { name: 'Decline' }).click();
  await expect(b.getByTestId('held-edits')).toBeHidden();
  const seen = a.waitForResponse(
    (r) => r.url().endsWith(`/api/profile/${family.id}`) && r.request().method() === 'PATCH',
  );
  await a.getByTestId('family-edits').getByRole('button', { name: 'Mark as seen' }).click();
  expect((await seen).status()).toBe(409);
  await expect(a.getByRole('alert').filter({ hasText: 'Nothing was saved' }).first()).toBeVisible();
  await expect(a.getByTestId('held-edits')).toBeHidden();
  stored = (await adminApi.call('GET', `/api/profile/${family.id}`)).body.profile;
  expect(stored.familyEditedAt).not.toBeNull();
});

test('pictures in the conflict compare: both sets as thumbnails, hers kept without the one removed meanwhile', async ({
  matchmakerPage,
  adminApi,
  request,
}) => {
  const [first, second] = [await picture(request, '#c33'), await picture(request, '#3a7')];
  const family = await adminApi.createProfile(
    familyProfile({ name: `Sana ${token()}`, gender: 'Female', age: 26, pictures: [first, second] }),
  );
  const a = await matchmaker(matchmakerPage);
  const b = await matchmaker(matchmakerPage);
  for (const page of [a, b]) {
    await page.goto(`/profile/${family.id}/edit`);
    await expect(page.getByRole('button', { name: 'Update Profile' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.filepond--item[data-filepond-item-state="idle"]')).toHaveCount(2, {
      timeout: 20_000,
    });
  }

  // A removes one picture and saves.
  await a.locator('.filepond--item').first().locator('.filepond--action-remove-item').click();
  await expect(a.locator('.filepond--item')).toHaveCount(1);
  await a.getByRole('button', { name: 'Update Profile' }).click();
  await a.waitForURL(`**/profile/${family.id}`);
  const theirs = (await adminApi.call('GET', `/api/profile/${family.id}`)).body.profile.pictures as string[];
  expect(theirs).toHaveLength(1);
  const removed = [first, second].find((id) => !theirs.includes(id));

  // B, in the form she had open, adds a picture of her own and saves: asked, pictures included.
  await b.locator('.filepond--root input[type="file"]').setInputFiles({
    name: 'new.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 90, height: 90, channels: 3, background: '#fc0' } })
      .png()
      .toBuffer(),
  });
  await expect(b.locator('.filepond--item[data-filepond-item-state="processing-complete"]')).toHaveCount(1, {
    timeout: 10_000,
  });
  await b.getByRole('button', { name: 'Update Profile' }).click();
  const dialog = b.getByRole('dialog', { name: 'Someone else changed this profile' });
  const row = dialog.getByTestId('conflict-field-pictures');
  await expect(row).toBeVisible();
  const yours = row.getByTestId('pictures-yours');
  await expect(yours.locator('img')).toHaveCount(2);
  await expect(yours.locator(`[data-picture="${removed}"][data-gone="true"]`)).toContainText(
    'Removed by the other save',
  );
  await expect(row.getByTestId('pictures-theirs').locator('img')).toHaveCount(1);
  // Every thumbnail is served to her session: drawn, not broken.
  for (const img of await row.locator('img').all()) {
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 5000 })
      .toBeGreaterThan(0);
  }
  await shot(b, 'conflict-pictures-1280');
  // She changed the pictures, so hers is the default.
  await expect(row.getByRole('radio', { name: 'Yours' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save with these choices' }).click();
  await b.waitForURL(`**/profile/${family.id}`);

  const stored = (await adminApi.call('GET', `/api/profile/${family.id}`)).body.profile.pictures as string[];
  expect(stored).toHaveLength(2);
  expect(stored[0]).toBe(theirs[0]);
  expect(stored).not.toContain(removed);
});

test('the connection dialog’s 409 says who changed the side and when, and loads the current value', async ({
  matchmakerPage,
  adminApi,
}) => {
  const word = token();
  const woman = await adminApi.createProfile(
    familyProfile({ name: `Rabia ${word}`, age: 25, gender: 'Female' }),
  );
  const man = await adminApi.createProfile(familyProfile({ name: `Usman ${word}`, age: 29, gender: 'Male' }));
  expect(
    (await adminApi.call('POST', '/api/profile-connection', { sentTo: man.id, profileSent: woman.id }))
      .status,
  ).toBe(200);
  const a = await matchmaker(matchmakerPage, true);
  const b = await matchmaker(matchmakerPage);
  const sideOf = (page: Page) =>
    page.locator(`[data-testid="connection-side"][data-profile="${man.id}"]`).first();
  for (const page of [a, b]) {
    await page.goto(`/profile/${man.id}`);
    await page.getByRole('button', { name: 'Connections (1)' }).click({ timeout: 20_000 });
    await expect(sideOf(page).locator('[data-colour]')).toHaveText('Has Received Profile');
  }

  // A opens the dialog on his side.
  await sideOf(a)
    .getByRole('button', { name: /^Change status of / })
    .click();
  const aDialog = a.getByRole('dialog', { name: 'Change Status' });
  await expect(aDialog.getByRole('combobox', { name: 'Status' })).toHaveValue('Has Received Profile');

  // B sets his side to In Contact.
  await sideOf(b)
    .getByRole('button', { name: /^Change status of / })
    .click();
  const bDialog = b.getByRole('dialog', { name: 'Change Status' });
  await bDialog.getByRole('combobox', { name: 'Status' }).click();
  await b.getByRole('option', { name: 'Has Started Contact' }).click();
  await bDialog.getByRole('button', { name: 'Save' }).click();
  await expect(bDialog).toBeHidden();

  // A saves on what her dialog opened with: SPEC's words, then who and when, and the value now.
  await aDialog.getByRole('combobox', { name: 'Status' }).click();
  await a.getByRole('option', { name: 'Has Rejected After Contact' }).click();
  await aDialog.getByRole('button', { name: 'Save' }).click();
  await expect(aDialog.getByRole('alert')).toHaveText(
    'This connection was changed by someone else in the meantime. Please reload and try again.',
  );
  await expect(aDialog.getByTestId('changed-by')).toHaveText(
    /^Changed by .+ at \d{1,2} \w{3} \d{4}, \d\d:\d\d: this side is now “Has Started Contact”\.$/,
  );
  await shot(a, 'connection-refused-1280');
  // Without a reload: the dialog takes the current value, and her next save is based on it.
  await a.evaluate(() => Object.assign(window, { __kept: true }));
  await aDialog.getByRole('button', { name: 'Load the current values' }).click();
  await expect(aDialog.getByRole('combobox', { name: 'Status' })).toHaveValue('Has Started Contact');
  await expect(aDialog.getByTestId('loaded-notice')).toContainText('Has Started Contact');
  await aDialog.getByRole('combobox', { name: 'Status' }).click();
  await a.getByRole('option', { name: 'Has Matched' }).click();
  await aDialog.getByRole('button', { name: 'Save' }).click();
  await expect(aDialog).toBeHidden();
  await expect(sideOf(a).locator('[data-colour]')).toHaveText('Has Matched');
  expect(await a.evaluate(() => '__kept' in window)).toBe(true);
});

test('the fee and settings dialogs show the values changed while open and load them without a reload', async ({
  adminPage: page,
  adminApi,
}) => {
  const family = await adminApi.createProfile(
    familyProfile({ name: `Hina ${token()}`, gender: 'Female', age: 24, status: 'Active' }),
  );
  await page.goto(`/profile/${family.id}`);
  const feeBadge = page.getByRole('button', { name: /^Update paid fee/ });
  await expect(feeBadge).toContainText('Rs 0', { timeout: 20_000 });

  // The fee dialog opens on Rs 0; someone else sets Rs 20,000 meanwhile.
  await feeBadge.click();
  const fee = page.getByRole('dialog', { name: 'Update Paid Fee' });
  await expect(fee.getByRole('textbox', { name: 'Paid fee (Rs)' })).toHaveValue('0');
  expect((await adminApi.call('PATCH', `/api/profile/${family.id}`, { paidFee: 20000 })).status).toBe(200);
  await expect(fee.getByTestId('changed-notice')).toBeVisible();
  await expect(fee.getByTestId('fee-now')).toContainText('Rs 20,000');
  await fee.getByRole('button', { name: 'Load the current values' }).click();
  await expect(fee.getByRole('textbox', { name: 'Paid fee (Rs)' })).toHaveValue('20,000');
  await expect(fee.getByTestId('fee-now')).toHaveCount(0);
  // Her save is now based on the version she loaded.
  await fee.getByRole('textbox', { name: 'Paid fee (Rs)' }).fill('25000');
  await fee.getByRole('button', { name: 'Save' }).click();
  await expect(fee).toBeHidden();
  expect((await adminApi.call('GET', `/api/profile/${family.id}`)).body.profile.paidFee).toBe(25000);

  // The settings dialog likewise.
  await page.getByRole('button', { name: 'Admin-only Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Admin-only Settings' });
  await expect(settings.getByRole('switch', { name: 'Restrict photos visibility' })).not.toBeChecked();
  expect(
    (
      await adminApi.call('PATCH', `/api/profile/${family.id}`, {
        restrictPhotosVisibility: true,
        expectedAdvanceFee: 5000,
        expectedPostMatchFee: 15000,
      })
    ).status,
  ).toBe(200);
  await expect(settings.getByTestId('settings-now')).toContainText('photos restricted');
  await settings.getByRole('button', { name: 'Load the current values' }).click();
  await expect(settings.getByRole('switch', { name: 'Restrict photos visibility' })).toBeChecked();
});
