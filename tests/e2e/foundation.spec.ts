import { E2E_ADMIN } from '../../playwright.config';
import { expect, test } from './fixtures';

test('a newcomer signs in through the overlay, stays signed in across a reload and logs out cleanly', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Rishta' }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Rishta`);

  await page.getByRole('button', { name: 'Login' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Authentication Required' });
  await expect(dialog.getByPlaceholder('Enter email')).toBeVisible();
  await expect(dialog.getByPlaceholder('Enter password')).toBeVisible();

  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByText('Both fields are required.')).toBeVisible();

  await dialog.getByLabel('Email').fill(E2E_ADMIN.email);
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByText('Invalid username or password!')).toBeVisible();

  await dialog.getByLabel('Password').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeHidden();

  // Logout reloads the page: a read during that navigation is retried by the poll below, not failed.
  const storage = () =>
    page
      .evaluate(() => ({
        u: localStorage.getItem('u'),
        p: localStorage.getItem('p'),
        user: localStorage.getItem('user'),
      }))
      .catch(() => ({ u: 'reloading', p: 'reloading', user: 'reloading' }));
  const signedIn = await storage();
  expect(signedIn.u).toBe(E2E_ADMIN.email);
  expect(signedIn.p).not.toBe(E2E_ADMIN.password);
  expect(signedIn.p?.length).toBeGreaterThan(30);

  const openMenu = async () => {
    await page
      .getByRole('button', { name: /account menu|Matchmaker|Admin/i })
      .first()
      .click();
  };
  await openMenu();
  for (const item of ['Dashboard', 'Active Profiles', 'Pending Reviews', 'Inactive Profiles']) {
    await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('menu').getByText('Administrator')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await openMenu();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Active Profiles', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/profiles/);
  await expect(page.getByRole('heading', { name: 'Active Profiles' })).toBeVisible();

  await openMenu();
  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('menuitem', { name: 'Logout' }))
    .click();
  await page.waitForLoadState('load');
  await expect.poll(storage).toEqual({ u: null, p: null, user: null });
});

test('a signed-out visitor who opens an admin page is asked to sign in, and /admin goes to the profiles', async ({
  page,
}) => {
  await page.goto('/admin');
  const dialog = page.getByRole('dialog', { name: 'Authentication Required' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(E2E_ADMIN.email);
  await dialog.getByLabel('Password').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/profiles$/);
});

test('a family signs in by its magic link and lands where the link says', async ({
  page,
  adminApi,
  loginAsFamily,
}) => {
  const profile = await adminApi.createProfile({
    age: 29,
    gender: 'Male',
    phoneNo: '03001234567',
    city: 'Lahore',
    address: 'Johar Town',
    residenceType: 'Own',
    maritalStatus: 'Single',
    hasDisability: false,
    religion: 'Muslim',
    sect: 'Sunni',
    nativeLanguage: 'Punjabi',
    brothers: 1,
    sisters: 2,
    name: 'Usman Tariq',
    status: 'Active',
  });
  await loginAsFamily(page, profile, '/my-profile');
  await expect(page).toHaveURL(/\/my-profile$/);
  expect(await page.evaluate(() => localStorage.getItem('u'))).toBe(String(profile.id));

  await page.goto(`/login/${profile.id}:wrong-token`);
  await expect(
    page.getByText('This login link is not valid any more. Please ask your matchmaker for a new link.'),
  ).toBeVisible();
});

test("the footer's Follow Us links the social pages that are set, in English and Urdu", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Rishta on Facebook' })).toHaveAttribute(
    'href',
    'https://facebook.com/rishta.e2e',
  );
  await expect(footer.getByRole('link', { name: 'Rishta on Instagram' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Rishta on YouTube' })).toHaveCount(0);
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'اردو' }).click();
  await expect(footer.getByRole('link', { name: 'فیس بک پر Rishta' })).toBeVisible();
});
