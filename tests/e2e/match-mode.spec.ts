import type { Page } from '@playwright/test';
import { type AdminApi, expect, expectNoSidewaysScroll, familyProfile, test } from './fixtures';

/**
 * Issue 15 (decision 029): match mode is honest. Every filter the server applies for the searched profile is
 * a pill drawn from its answer (the minimum height included), a matchmaker may take any of them off, Clear
 * All takes the defaults off too, single choices offer "Any", and the context bar names the profile.
 * A family's own requirements show, without ×.
 */

async function people(adminApi: AdminApi) {
  const stamp = Date.now() % 100000;
  // SPEC §9 defaults for him: women 24–30, Single or Nikah Broken, Sunni, within 50 km of Gilgit,
  // at least 6'3" − 9" = 5'6".
  const man = await adminApi.createProfile(
    familyProfile({
      name: `Tall Tariq ${stamp}`,
      gender: 'Male',
      age: 30,
      city: 'Gilgit',
      heightFt: 6,
      heightIn: 3,
    }),
  );
  const woman = (name: string, values: Record<string, unknown>) =>
    adminApi.createProfile(
      familyProfile({
        name: `${name} ${stamp}`,
        gender: 'Female',
        age: 26,
        city: 'Gilgit',
        heightFt: 5,
        heightIn: 7,
        ...values,
      }),
    );
  const tall = await woman('Sana', {});
  const short = await woman('Shazia', { heightFt: 5, heightIn: 2 });
  const shia = await woman('Zainab', { sect: 'Shia' });
  return { man, tall, short, shia, stamp };
}

const card = (page: Page, id: number) =>
  page.getByRole('article').filter({ has: page.locator(`a[href^="/profile/${id}"]`) });
const pills = (page: Page) => page.getByRole('group', { name: 'Active filters' });

test('a matchmaker takes off the default pills one by one, the height too, then all of them, and restores them', async ({
  adminApi,
  adminPage: page,
}) => {
  const { man, tall, short, shia, stamp } = await people(adminApi);
  await page.goto(`/profiles?matchProfileId=${man.id}`);

  // The context bar names the profile: name · #id · age · city.
  await expect(page.getByRole('region', { name: 'Matching for profile' })).toContainText(
    `Tall Tariq ${stamp} · #${man.id} · 30 · Gilgit`,
  );
  await expect(card(page, tall.id)).toBeVisible();
  await expect(card(page, short.id)).toHaveCount(0);
  await expect(card(page, shia.id)).toHaveCount(0);

  // Every filter the server applied is a pill, the minimum height included, each with ×.
  for (const label of [
    'Gender: Female',
    'Minimum age: 24',
    'Maximum age: 30',
    'City: Gilgit',
    'Marital status: Single, Nikah Broken (No Rukhsati)',
    'Religion: Muslim',
    'Sect: Sunni',
    `Minimum height: 5'6"`,
    'Location radius: 50 km',
  ])
    await expect(pills(page).getByRole('button', { name: `Remove filter ${label}` })).toBeVisible();

  // The panel shows the values applied, not "Any".
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('combobox', { name: 'Minimum height (feet)' })).toHaveValue('5');
  await expect(page.getByRole('combobox', { name: 'Minimum height (inches)' })).toHaveValue('6');
  await expect(page.getByRole('combobox', { name: 'Sect' })).toHaveValue('Sunni');

  // × on the height: the address says so, and a shorter woman appears.
  await pills(page).getByRole('button', { name: `Remove filter Minimum height: 5'6"` }).click();
  await expect(page).toHaveURL(/[?&]minHeightFt=Any/);
  await expect(card(page, short.id)).toBeVisible();
  await expect(pills(page).getByText(/^Minimum height/)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Minimum height (feet)' })).toHaveValue('Any');

  // "Any" sect from the panel.
  await page.getByRole('combobox', { name: 'Sect' }).click();
  await page.getByRole('option', { name: 'Any', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sect=Any/);
  await expect(card(page, shia.id)).toBeVisible();
  await expect(pills(page).getByText(/^Sect:/)).toHaveCount(0);

  // Clear All takes off every default but the gender (issue 29: a match list is always of the opposite
  // gender): only that pill stays, and the address says each other default is off.
  const otherMan = await adminApi.createProfile(
    familyProfile({ name: `Other Omer ${stamp}`, gender: 'Male', age: 28, city: 'Gilgit' }),
  );
  await pills(page).getByRole('button', { name: 'Clear All' }).click();
  await expect(page).toHaveURL(/[?&]city=Any/);
  await expect(page).toHaveURL(/[?&]religion=Any/);
  await expect(page).not.toHaveURL(/[?&]gender=/);
  await expect(page).toHaveURL(new RegExp(`matchProfileId=${man.id}`));
  await expect(pills(page).getByRole('button', { name: /^Remove filter/ })).toHaveCount(1);
  await expect(pills(page).getByRole('button', { name: 'Remove filter Gender: Female' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('Female');
  await expect(card(page, tall.id)).toBeVisible();
  await expect(card(page, otherMan.id)).toHaveCount(0);

  // Restore defaults brings them back.
  await pills(page).getByRole('button', { name: 'Restore defaults' }).click();
  await expect(page).not.toHaveURL(/=Any/);
  await expect(pills(page).getByRole('button', { name: `Remove filter Minimum height: 5'6"` })).toBeVisible();
  await expect(card(page, short.id)).toHaveCount(0);
});

test('on a 360 px phone the pills and the bar fit; the back button brings a pill back', async ({
  adminApi,
  adminPage: page,
}) => {
  const { man, short } = await people(adminApi);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/profiles?matchProfileId=${man.id}`);
  const height = pills(page).getByRole('button', { name: `Remove filter Minimum height: 5'6"` });
  await expect(height).toBeVisible();
  await expectNoSidewaysScroll(page);
  await height.click();
  await expect(card(page, short.id)).toBeVisible();
  await page.goBack();
  await expect(height).toBeVisible();
  await expect(card(page, short.id)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});

test("a family's own requirements show as pills without ×, the height included", async ({
  adminApi,
  page,
  loginAsFamily,
}) => {
  const { man, tall, short } = await people(adminApi);
  await loginAsFamily(page, man, '/profiles');
  await expect(page.getByRole('heading', { level: 1, name: 'Your matches' })).toBeVisible();
  await expect(pills(page).getByText(`Minimum height: 5'6"`)).toBeVisible();
  await expect(pills(page).getByText('Sect: Sunni')).toBeVisible();
  await expect(pills(page).getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);
  await expect(pills(page).getByRole('button', { name: 'Clear All' })).toHaveCount(0);
  await expect(card(page, tall.id)).toBeVisible();
  // "Any" in the address widens nothing.
  await page.goto('/profiles?minHeightFt=Any&sect=Any&city=');
  await expect(card(page, tall.id)).toBeVisible();
  await expect(card(page, short.id)).toHaveCount(0);
  await expect(pills(page).getByText(`Minimum height: 5'6"`)).toBeVisible();
});
