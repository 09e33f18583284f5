import { basic, expect, expectNoSidewaysScroll, familyProfile, shot, test } from './fixtures';

test('a matchmaker sees what a family changed on its own profile, on the card and the profile, and marks it seen', async ({
  adminApi,
  adminPage: page,
  request,
}) => {
  const payload = familyProfile({
    name: 'Rabia Editwell',
    age: 25,
    gender: 'Female',
    aboutYou: 'Loves cooking.',
  });
  const woman = await adminApi.createProfile(payload);

  // The family saves its own profile through the API, as its form does.
  const login = await request.get('/api/login', {
    headers: { authorization: basic(String(woman.id), woman.accessToken) },
  });
  const { token } = (await login.json()) as { token: string };
  const { status: _status, ...fields } = payload;
  const saved = await request.put(`/api/profile/${woman.id}`, {
    data: { ...fields, aboutYou: 'Loves cooking and reading.', city: 'Karachi' },
    headers: { authorization: basic(String(woman.id), token) },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/profiles?edited=true');
  const card = page.getByRole('article').filter({ hasText: 'Rabia Editwell' });
  await expect(card.getByTestId('edited-by-family')).toHaveText('Edited by the family');
  await expect(page.getByRole('button', { name: /Remove filter Edited by the family/ })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Clicked again if the list drew itself anew under the first click (CI, a loaded machine: the page stayed).
  await expect(async () => {
    await card.getByRole('link', { name: 'Rabia Editwell' }).click();
    await expect(page).toHaveURL(/\/profile\/\d+$/, { timeout: 3_000 });
  }).toPass();
  const edits = page.getByTestId('family-edits');
  await expect(edits).toContainText('Edited by the family');
  // Her new text waits for review (decision 048); the listed city applies at once.
  await expect(edits).toContainText(
    'About (waiting for review): Loves cooking. → Loves cooking and reading.',
  );
  await expect(edits).toContainText('City: Lahore → Karachi');
  await expectNoSidewaysScroll(page);
  await shot(page, 'family-edits-360');

  await edits.getByRole('button', { name: 'Mark as seen' }).click();
  await expect(edits).toBeHidden();
  await page.goto('/admin/profiles?edited=true');
  await expect(page.getByText('No profiles found matching your criteria.')).toBeVisible();
});

test('a man reads a woman’s text without her name or numbers, in English and Urdu at 360 px', async ({
  adminApi,
  page,
  loginAsFamily,
}) => {
  const woman = await adminApi.createProfile(
    familyProfile({
      name: 'Zainab Hiddenname',
      age: 25,
      gender: 'Female',
      aboutYou: 'My name is Zainab Hiddenname, call 0313-7777771 or write zainab@example.pk.',
    }),
  );
  const man = await adminApi.createProfile(familyProfile({ name: 'Saad Reader', age: 29, gender: 'Male' }));
  expect(
    (await adminApi.call('POST', '/api/profile-connection', { sentTo: man.id, profileSent: woman.id }))
      .status,
  ).toBe(200);

  await page.setViewportSize({ width: 360, height: 740 });
  await loginAsFamily(page, man, `/profile/${woman.id}`);
  await expect(
    page.getByText('My name is [hidden] [hidden], call [hidden] or write [hidden].'),
  ).toBeVisible();
  const html = await page.content();
  for (const secret of ['Zainab', 'Hiddenname', '7777771', 'zainab@example.pk'])
    expect(html).not.toContain(secret);
  await expectNoSidewaysScroll(page);

  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'اردو' }).click();
  await expect(page.locator('html[dir="rtl"][lang="ur"]')).toHaveCount(1);
  await expect(
    page.getByText('My name is [hidden] [hidden], call [hidden] or write [hidden].'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'دلچسپی نہیں', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'دلچسپی نہیں', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('کیا آپ کو یقین ہے؟');
  await confirm.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await expectNoSidewaysScroll(page);
  await shot(page, 'not-interested-ur-360');
});
