/**
 * Issue 25 (decision 048): a family's edit of its text after approval waits for a matchmaker. The man it was
 * sent to keeps reading the approved text; the family reads its new text with a "waiting for review" note (in
 * English and Urdu); the matchmaker sees both side by side, approves in one click, and the man reads the new.
 */
import { basic, expect, expectNoSidewaysScroll, familyProfile, scaled, shot, test } from './fixtures';

const OLD_TEXT = 'Loves gardening and Urdu poetry.';
const NEW_TEXT = 'Teaches music to children on weekends and loves long walks.';

test('the man reads the approved text until the matchmaker approves the family’s edit in the panel', async ({
  adminApi,
  browser,
  matchmakerPage,
  page,
  request,
  loginAsFamily,
}) => {
  // Three people's browsers (the man, her family in two languages and widths, the matchmaker): 13 s when quiet.
  test.setTimeout(scaled(45_000));
  const woman = await adminApi.createProfile(
    familyProfile({ name: 'Sobia Heldtext', age: 25, gender: 'Female', aboutYou: OLD_TEXT }),
  );
  const man = await adminApi.createProfile(familyProfile({ name: 'Adeel Waiting', age: 29, gender: 'Male' }));
  expect(
    (await adminApi.call('POST', '/api/profile-connection', { sentTo: man.id, profileSent: woman.id }))
      .status,
  ).toBe(200);

  // Her family reads its profile and sends it back whole with new text (SPEC §7), as a client may.
  const login = await request.get('/api/login', {
    headers: { authorization: basic(String(woman.id), woman.accessToken) },
  });
  const auth = basic(String(woman.id), ((await login.json()) as { token: string }).token);
  const own = (
    await (await request.get(`/api/profile/${woman.id}`, { headers: { authorization: auth } })).json()
  ).profile as Record<string, unknown>;
  const saved = await request.put(`/api/profile/${woman.id}`, {
    data: { ...own, aboutYou: NEW_TEXT },
    headers: { authorization: auth },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The man still reads the approved text.
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAsFamily(page, man, `/profile/${woman.id}`);
  await expect(page.getByText(OLD_TEXT)).toBeVisible();
  await expect(page.getByText(NEW_TEXT)).toHaveCount(0);

  // Her family reads its new text and the note, in English and in Urdu, on a phone and a wide screen.
  const family = await browser.newContext();
  const familyPage = await family.newPage();
  await loginAsFamily(familyPage, woman, '/my-profile');
  for (const language of ['en', 'ur'] as const) {
    if (language === 'ur') {
      await familyPage.evaluate(() => localStorage.setItem('lang', 'ur'));
      await familyPage.reload();
      await expect(familyPage.locator('html[dir="rtl"][lang="ur"]')).toHaveCount(1);
    }
    const note = familyPage.getByTestId('held-note');
    await expect(note).toContainText(
      language === 'en' ? 'Your changes are waiting for review' : 'آپ کی تبدیلیاں جائزے کی منتظر ہیں',
    );
    await expect(note).toContainText(language === 'en' ? 'Waiting: About' : 'منتظر: تعارف');
    await expect(familyPage.getByText(NEW_TEXT)).toBeVisible();
    for (const width of [360, 1280]) {
      await familyPage.setViewportSize({ width, height: 800 });
      await expectNoSidewaysScroll(familyPage);
      await note.scrollIntoViewIfNeeded();
      await shot(familyPage, `family-held-note-${language}-${width}`);
    }
  }
  // Its form holds the new text, with the same note.
  await familyPage.goto('/my-profile/edit');
  await expect(familyPage.getByTestId('held-note')).toContainText('آپ کی تبدیلیاں جائزے کی منتظر ہیں');
  await shot(familyPage, 'family-held-form-ur-1280');
  await family.close();

  // The matchmaker: the approved and the new text side by side, and the menu's count.
  const adminPage = await matchmakerPage();
  await adminPage.goto('/');
  await expect(adminPage.getByTestId('held-edits-count')).toBeVisible();
  await adminPage.getByTestId('held-edits-count').click();
  await expect(adminPage).toHaveURL(/held=true/);
  await adminPage
    .getByRole('article')
    .filter({ hasText: 'Sobia Heldtext' })
    .getByRole('link', { name: 'Sobia Heldtext' })
    .click();
  const panel = adminPage.getByTestId('held-edits');
  await expect(panel.getByTestId('held-aboutYou').getByTestId('held-approved')).toHaveText(OLD_TEXT);
  await expect(panel.getByTestId('held-aboutYou').getByTestId('held-new')).toHaveText(NEW_TEXT);
  for (const width of [1280, 360]) {
    await adminPage.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(adminPage);
    await panel.scrollIntoViewIfNeeded();
    await shot(adminPage, `matchmaker-held-${width}`);
  }
  await panel.getByRole('button', { name: 'Approve' }).click();
  await expect(panel).toBeHidden();
  await adminPage.context().close();

  // The man now reads the new text.
  await page.reload();
  await expect(page.getByText(NEW_TEXT)).toBeVisible();
  await expect(page.getByText(OLD_TEXT)).toHaveCount(0);
});
