import type { Browser, Page } from '@playwright/test';
import { type CreatedProfile, chatOpenedBy, expect, familyProfile, scaled, test } from './fixtures';

/** A family's own phone, signed in by its magic link in a browser of its own. */
async function familyPhone(browser: Browser, profile: CreatedProfile, to: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/login/${profile.id}:${profile.accessToken}?to=${encodeURIComponent(to)}`);
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  return { page, close: () => context.close() };
}

async function sendProfile(page: Page, sent: CreatedProfile, to: CreatedProfile) {
  await page.goto(`/profile/${sent.id}?matchProfileId=${to.id}`);
  await page.getByRole('button', { name: 'Send Profile' }).click();
  const dialog = page.getByRole('dialog', { name: `Send Profile #${sent.id}` });
  const chat = await chatOpenedBy(page, async () => {
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByText('Profile sent successfully')).toBeVisible();
  });
  expect(chat).toMatch(/^https:\/\/wa\.me\/92/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function answerInterested(
  browser: Browser,
  family: CreatedProfile,
  other: CreatedProfile,
  withheld?: string,
) {
  const phone = await familyPhone(browser, family, '/my-connections');
  const card = phone.page
    .getByRole('article')
    .filter({ has: phone.page.locator(`a[href="/profile/${other.id}"]`) });
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(phone.page).toHaveURL(new RegExp(`/profile/${other.id}$`));
  // The message may already stand before the answer ("This profile has shown interest in you."): read the
  // one the answer brings, not the one it replaces.
  const said = phone.page.getByTestId('connection-message');
  // The answer buttons and the message come with the same connection: read the message once they are drawn.
  const interested = phone.page.getByRole('button', { name: 'Interested', exact: true });
  await expect(interested).toBeVisible();
  const before = (await said.count()) > 0 ? await said.textContent() : null;
  const answered = phone.page.waitForResponse(
    (r) => r.url().includes('/api/profile-connection') && r.request().method() === 'PATCH',
  );
  await interested.click();
  expect((await answered).status()).toBe(200);
  await expect(said).toBeVisible();
  if (before !== null) await expect(said).not.toHaveText(before);
  const message = await said.textContent();
  if (withheld) await expect(phone.page.getByText(withheld)).toHaveCount(0);
  await phone.close();
  return message ?? '';
}

async function setSide(page: Page, pair: ReturnType<Page['getByTestId']>, who: string, label: string) {
  await pair.getByRole('button', { name: `Change Status of ${who}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The second side saved as Matched asks to close the match (issue 28, part 4); this walk closes it later.
  const notNow = dialog.getByRole('button', { name: 'Not now' });
  await expect.poll(async () => (await dialog.isHidden()) || (await notNow.isVisible())).toBe(true);
  if (await notNow.isVisible()) await notNow.click();
  await expect(dialog).toBeHidden();
}

test('a matchmaker takes a pair from sending to Matched, as the families and matchmaker would', async ({
  adminApi,
  adminPage: page,
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  // There is no internet here: WhatsApp answers locally so that the opened chat's address can be read.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
  const stamp = Date.now() % 100000;
  const herName = `Mahnoor ${stamp}`;
  const hisName = `Shahzaib ${stamp}`;
  const woman = await adminApi.createProfile(
    familyProfile({ name: herName, gender: 'Female', age: 25, phoneNo: '03211234567' }),
  );
  const man = await adminApi.createProfile(
    familyProfile({ name: hisName, gender: 'Male', age: 29, phoneNo: '03331234567' }),
  );

  // The matchmaker sends each profile to the other family over WhatsApp.
  await sendProfile(page, woman, man);
  await sendProfile(page, man, woman);

  // His family answers first: her name is still withheld from him; he is told to wait.
  expect(await answerInterested(browser, man, woman, herName)).toBe(
    'You have shown interest in this profile. Please wait for their response.',
  );
  // Her family answers: both have shown interest.
  expect(await answerInterested(browser, woman, man)).toBe(
    'You have both shown interest. Please contact us to take this forward.',
  );

  // The matchmaker sees the pair under Awaiting Contact and takes it to In Contact, then Matched.
  await page.goto('/admin/dashboard');
  const pairIn = (section: string) =>
    page
      .getByRole('region', { name: new RegExp(`^${section} \\(\\d+\\)$`) })
      .getByTestId('connection-pair')
      .filter({ hasText: herName });
  await expect(pairIn('Awaiting Contact')).toBeVisible();
  const her = `${herName} · #${woman.id} · 25 · Lahore`;
  const him = `${hisName} · #${man.id} · 29 · Lahore`;
  await setSide(page, pairIn('Awaiting Contact'), her, 'Has Started Contact');
  await setSide(page, pairIn('In Contact'), him, 'Has Started Contact');
  await expect(pairIn('In Contact').getByText('Has Started Contact')).toHaveCount(2);
  await setSide(page, pairIn('In Contact'), her, 'Has Matched');
  await setSide(page, pairIn('Matched'), him, 'Has Matched');
  await expect(pairIn('Matched').getByText('Has Matched')).toHaveCount(2);

  // The families now see the congratulation.
  const his = await familyPhone(browser, man, `/profile/${woman.id}`);
  await expect(his.page.getByTestId('connection-message')).toHaveText(
    'Congratulations! This match has been finalised. We pray for a blessed marriage.',
  );
  await expect(his.page.getByText(herName).first()).toBeVisible();
  await his.close();

  // Both profiles leave the lists: InActive with the reason 'Matched (the provider)'.
  for (const profile of [woman, man]) {
    await page.goto(`/profile/${profile.id}`);
    await page.getByRole('button', { name: /^Change status: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Status' });
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'InActive' }).click();
    await dialog.getByRole('combobox', { name: /reason/i }).click();
    await page.getByRole('option', { name: 'Matched (the provider)' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^Change status: / })).toContainText('InActive');
  }
  const saved = await adminApi.call('GET', `/api/profile/${woman.id}`);
  expect(saved.body.profile).toMatchObject({ status: 'InActive', inactiveReason: 'Matched (the provider)' });
});
