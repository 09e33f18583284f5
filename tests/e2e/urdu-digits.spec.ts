import { basic, expect, expectNoSidewaysScroll, familyProfile, shot, test } from './fixtures';

/**
 * Issue 30 "A family's phone", at 360 px: digits typed on an Urdu keyboard (items 3), where the login link
 * lands and what the family's list is called (5), and the Not Interested confirmation (9, 10).
 */

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const URDU = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';
const spell = (western: string, digits: string) => western.replace(/\d/g, (d) => digits[Number(d)] as string);
/** A phone number of this run's own (a shared one would make the families possible duplicates). */
const ownPhone = () => `0300${String(Date.now() % 10_000_000).padStart(7, '0')}`;

test('a family in Urdu types its age and phones in Urdu and Arabic-Indic digits, and they are saved', async ({
  adminApi,
  page,
  loginAsFamily,
}) => {
  const family = await adminApi.createProfile(
    familyProfile({ name: 'Nadeem Digits', age: 33, gender: 'Male' }),
  );
  await page.addInitScript(() => localStorage.setItem('lang', 'ur'));
  await loginAsFamily(page, family, '/my-profile/edit');
  await expect(page.locator('html[dir="rtl"][lang="ur"]')).toHaveCount(1);

  const phone = ownPhone();
  const age = page.locator('#field-age');
  const phoneNo = page.locator('#field-phoneNo');
  const familyPhoneNo = page.locator('#field-familyPhoneNo');
  await expect(age).toHaveValue('33');
  // Typed key by key, as a phone's Urdu keyboard sends them: shown as typed, nothing dropped.
  await age.fill('');
  await age.pressSequentially('۲۹');
  await expect(age).toHaveValue('۲۹');
  await phoneNo.fill('');
  await phoneNo.pressSequentially(spell(phone, URDU));
  await expect(phoneNo).toHaveValue(spell(phone, URDU));
  await familyPhoneNo.fill('');
  await familyPhoneNo.pressSequentially(spell('+92 321 7654321', ARABIC));
  await expect(familyPhoneNo).toHaveValue(spell('+92 321 7654321', ARABIC));
  // Latin text typed on the Urdu page keeps its own direction: "school." reads so, not ".school".
  const institute = page.locator('#field-educationInstituteName');
  await institute.fill('Beaconhouse school.');
  expect(await institute.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
  await expectNoSidewaysScroll(page);
  await shot(page, 'urdu-digits-form-ur-360');

  await page.getByRole('button', { name: 'پروفائل اپ ڈیٹ کریں' }).click();
  await expect(page).toHaveURL(/\/my-profile$/);
  // No "Please enter a valid phone number", no "Please enter age": the server holds Western digits.
  const saved = await adminApi.call('GET', `/api/profile/${family.id}`);
  expect(saved.status).toBe(200);
  expect(saved.body.profile).toMatchObject({
    age: 29,
    phoneNo: `+92${phone.slice(1)}`,
    familyPhoneNo: '+923217654321',
  });
});

test('the login link opens the profile waiting for the family’s answer; its list is “Your matches”', async ({
  adminApi,
  page,
  loginAsFamily,
}) => {
  const stamp = Date.now();
  const man = await adminApi.createProfile(
    familyProfile({ name: `Landing ${stamp}`, age: 30, gender: 'Male' }),
  );
  // Sent to him though outside his own filters (Karachi, far from Lahore): the link still opens her.
  const woman = await adminApi.createProfile(
    familyProfile({ name: `Sent ${stamp}`, age: 27, gender: 'Female', city: 'Karachi' }),
  );
  expect(
    (await adminApi.call('POST', '/api/profile-connection', { sentTo: man.id, profileSent: woman.id }))
      .status,
  ).toBe(200);
  await loginAsFamily(page, man);
  await expect(page).toHaveURL(new RegExp(`/profile/${woman.id}$`));
  await expect(page.getByRole('button', { name: 'Interested', exact: true })).toBeEnabled();

  // Not Interested says whether it can be undone (SPEC §4): she has not shown interest, so it cannot.
  await page.getByRole('button', { name: 'Not Interested', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Not Interested' });
  await expect(confirm.getByTestId('not-interested-undo')).toContainText(
    'You cannot take this answer back yourself: Interested opens again only if this family shows interest in you.',
  );
  await expectNoSidewaysScroll(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // A second profile waiting: the link opens My Connections, where both are listed first.
  const second = await adminApi.createProfile(
    familyProfile({ name: `Second ${stamp}`, age: 26, gender: 'Female' }),
  );
  expect(
    (await adminApi.call('POST', '/api/profile-connection', { sentTo: man.id, profileSent: second.id }))
      .status,
  ).toBe(200);
  await loginAsFamily(page, man);
  await expect(page).toHaveURL(/\/my-connections$/);
  const sentToYou = page.getByRole('region', { name: 'Profiles Sent To You' });
  await expect(sentToYou.locator(`a[href="/profile/${woman.id}"]`).first()).toBeVisible();
  await expect(sentToYou.locator(`a[href="/profile/${second.id}"]`).first()).toBeVisible();

  // Nothing waiting: the link opens his matches, named for a family, in English and in Urdu.
  const other = await adminApi.createProfile(
    familyProfile({ name: `Calm ${stamp}`, age: 31, gender: 'Male' }),
  );
  await loginAsFamily(page, other);
  await expect(page).toHaveURL(/\/profiles/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your matches' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Active Profiles' })).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('lang', 'ur'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'آپ کے رشتے' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('in Urdu the Not Interested confirmation reads پروفائل as masculine and says how it can be undone', async ({
  adminApi,
  page,
  loginAsFamily,
}) => {
  const stamp = Date.now();
  const man = await adminApi.createProfile(
    familyProfile({ name: `Urdu Answer ${stamp}`, age: 30, gender: 'Male' }),
  );
  const woman = await adminApi.createProfile(
    familyProfile({ name: `Keen ${stamp}`, age: 27, gender: 'Female' }),
  );
  expect(
    (await adminApi.call('POST', '/api/profile-connection', { sentTo: man.id, profileSent: woman.id }))
      .status,
  ).toBe(200);
  // She is interested in him already: Interested stays open after a no, and the confirmation says so.
  expect(
    (await adminApi.call('POST', '/api/profile-connection', { sentTo: woman.id, profileSent: man.id }))
      .status,
  ).toBe(200);
  const signedIn = await page.request.get('/api/login', {
    headers: { authorization: basic(String(woman.id), woman.accessToken) },
  });
  expect(signedIn.status()).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  const herAnswer = await page.request.patch('/api/profile-connection', {
    data: { connectionWith: man.id, status: 'Profile Accepted' },
    headers: { authorization: basic(String(woman.id), token) },
  });
  expect(herAnswer.status(), await herAnswer.text()).toBe(200);

  await page.addInitScript(() => localStorage.setItem('lang', 'ur'));
  await loginAsFamily(page, man, `/profile/${woman.id}`);
  // Under her name: "پروفائل #id", its "#id" one left-to-right run (not "id#"), and her city in Urdu, as the
  // form offers it.
  const facts = page.getByText(`پروفائل #${woman.id} · 27 سال · لاہور`);
  await expect(facts).toBeVisible();
  await expect(facts.locator('bdi[dir="ltr"]')).toHaveText(`#${woman.id}`);
  await page.getByRole('button', { name: 'دلچسپی نہیں', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('یہ پروفائل اب آپ کی تفصیلات نہیں دیکھ سکے گا۔');
  await expect(confirm).not.toContainText('سکے گی');
  await expect(confirm.getByTestId('not-interested-undo')).toContainText('آپ بعد میں اپنا جواب بدل سکتے ہیں');
  await expectNoSidewaysScroll(page);
  await shot(page, 'not-interested-confirm-ur-360');
});

test('in Urdu, what the server keeps back from a family’s Urdu text reads [پوشیدہ]', async ({
  adminApi,
  page,
  loginAsFamily,
}) => {
  const stamp = Date.now();
  const woman = await adminApi.createProfile(
    familyProfile({
      name: `Hidden ${stamp}`,
      age: 26,
      gender: 'Female',
      aboutYou: 'میرا نمبر 0313-7777772 ہے۔',
    }),
  );
  const man = await adminApi.createProfile(
    familyProfile({ name: `Reader ${stamp}`, age: 29, gender: 'Male' }),
  );
  expect(
    (await adminApi.call('POST', '/api/profile-connection', { sentTo: man.id, profileSent: woman.id }))
      .status,
  ).toBe(200);
  await page.addInitScript(() => localStorage.setItem('lang', 'ur'));
  await loginAsFamily(page, man, `/profile/${woman.id}`);
  const about = page.locator('[data-field="aboutYou"] dd');
  await expect(about).toHaveText('میرا نمبر [پوشیدہ] ہے۔');
  expect(await page.content()).not.toContain('7777772');
  await expectNoSidewaysScroll(page);
});

test('a matchmaker’s number fields take Urdu and Arabic-Indic digits too (the fee, as typed)', async ({
  adminApi,
  adminPage: page,
}) => {
  const profile = await adminApi.createProfile(
    familyProfile({ name: 'Fee Digits', gender: 'Female', age: 27 }),
  );
  await page.goto(`/profile/${profile.id}`);
  await page.getByTestId('paid-fee-badge').click();
  const feeDialog = page.getByRole('dialog', { name: 'Update Paid Fee' });
  const field = feeDialog.getByLabel('Paid fee (Rs)');
  await field.clear();
  // Typed key by key, as an Urdu keyboard sends them: each digit goes in as the Western one.
  await field.pressSequentially(spell('5000', URDU));
  await expect(field).toHaveValue('5,000');
  await field.clear();
  await field.pressSequentially(spell('7000', ARABIC));
  await expect(field).toHaveValue('7,000');
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && response.url().endsWith(`/api/profile/${profile.id}`),
  );
  await feeDialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(feeDialog).toBeHidden();
  expect((await adminApi.call('GET', `/api/profile/${profile.id}`)).body.profile.paidFee).toBe(7000);
});
