import { expect, familyProfile, test } from './fixtures';

test('a matchmaker replaces a login link: the old link stops working, the new one works', async ({
  adminPage: page,
  adminApi,
  browser,
}) => {
  const family = await adminApi.createProfile(
    familyProfile({ name: 'Rotate Test', gender: 'Male', age: 31 }),
  );
  await page.goto(`/profile/${family.id}`);
  const link = page.getByTestId('login-link');
  await expect(link).toHaveText(family.loginLink);
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Replace login link' }).click();
  await expect(link).not.toHaveText(family.loginLink);
  const fresh = (await link.textContent()) ?? '';
  expect(fresh).toMatch(new RegExp(`/login/${family.id}:`));

  const phone = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const tab = await phone.newPage();
  await tab.goto(`/login/${family.id}:${family.accessToken}`);
  await expect(
    tab.getByText('This login link is not valid any more. Please ask your matchmaker for a new link.'),
  ).toBeVisible();
  await tab.goto(new URL(fresh).pathname);
  await expect(tab).toHaveURL(/\/profiles/);
  await phone.close();
});
