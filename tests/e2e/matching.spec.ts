import { type AdminApi, expect, familyProfile, test } from './fixtures';

async function people(adminApi: AdminApi) {
  const stamp = Date.now() % 100000;
  const man = await adminApi.createProfile(
    familyProfile({
      name: `Hamza ${stamp}`,
      gender: 'Male',
      age: 30,
      city: 'Lahore',
      heightFt: 5,
      heightIn: 9,
    }),
  );
  const woman = (name: string, city: string) =>
    adminApi.createProfile(
      familyProfile({
        name: `${name} ${stamp}`,
        gender: 'Female',
        age: 26,
        city,
        heightFt: 5,
        heightIn: 3,
      }),
    );
  const lahore = await woman('Sana', 'Lahore');
  const sheikhupura = await woman('Hira', 'Sheikhupura');
  const karachi = await woman('Maryam', 'Karachi');
  const wantsTaller = await woman('Amna', 'Lahore');
  const patched = await adminApi.call('PATCH', `/api/profile/${wantsTaller.id}`, {
    aiFilters: { minHeightFt: 6, minHeightIn: 0 },
  });
  expect(patched.status).toBe(200);
  return { man, lahore, sheikhupura, karachi, wantsTaller, stamp };
}

const card = (page: import('@playwright/test').Page, id: number) =>
  page.getByRole('article').filter({ has: page.locator(`a[href^="/profile/${id}"]`) });

test('a matchmaker opens Match Profile for a man in Lahore and sees women within 50 km, with the requirements he fails', async ({
  adminPage: page,
  adminApi,
}) => {
  const { man, lahore, sheikhupura, karachi, wantsTaller, stamp } = await people(adminApi);
  await page.goto(`/profile/${man.id}`);
  await page.getByRole('link', { name: 'Match Profile' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/profiles\\?matchProfileId=${man.id}`));
  // Issue 15: the context bar names the profile as matchmakers' screens do, "Name · #id · age · city".
  await expect(page.getByRole('region', { name: 'Matching for profile' })).toContainText(
    `Matching for profile Hamza ${stamp} · #${man.id} · 30 · Lahore`,
  );

  await expect(card(page, lahore.id)).toBeVisible();
  await expect(card(page, sheikhupura.id)).toBeVisible();
  await expect(card(page, karachi.id)).toHaveCount(0);
  const taller = card(page, wantsTaller.id);
  await expect(taller.getByText('Requirements Not Met')).toBeVisible();
  await expect(taller).toContainText('Requires');
  await expect(taller).toContainText("Your's");
  await expect(card(page, lahore.id).getByText('Requirements Not Met')).toHaveCount(0);
});

test('a family signed in by magic link sees only its two-way matches and cannot reach others by editing the URL', async ({
  page,
  adminApi,
  loginAsFamily,
}) => {
  const { man, lahore, sheikhupura, karachi, wantsTaller, stamp } = await people(adminApi);
  await loginAsFamily(page, man);
  await expect(page).toHaveURL(/\/profiles/);
  await expect(page.getByRole('heading', { name: 'Your matches', level: 1 })).toBeVisible();
  await expect(card(page, lahore.id)).toBeVisible();
  await expect(card(page, sheikhupura.id)).toBeVisible();
  await expect(card(page, wantsTaller.id)).toHaveCount(0);
  await expect(card(page, karachi.id)).toHaveCount(0);
  await expect(page.getByText(`Sana ${stamp}`)).toHaveCount(0);
  await expect(page.getByText('Requirements Not Met')).toHaveCount(0);

  await page.goto(`/profile/${karachi.id}`);
  await expect(page.getByText('Profile not available')).toBeVisible();
  await page.goto(`/profile/${wantsTaller.id}`);
  await expect(page.getByText('Profile not available')).toBeVisible();
  await page.goto(`/profile/${lahore.id}`);
  await expect(page.getByText('Profile not available')).toHaveCount(0);
  await expect(page.getByText(`Sana ${stamp}`)).toHaveCount(0);
});
