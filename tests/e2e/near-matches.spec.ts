import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, familyProfile, shot, test } from './fixtures';

/**
 * Issue 17 (decision 044): under a profile's few exact matches, a matchmaker sees its near matches at once,
 * each card saying what is relaxed ("2 years older than he asked"). In Skardu, where no other test lives.
 */
/** The card of profile `id` within `scope` (the page, or the near matches' section). */
const card = (page: Page, id: number, scope: Page | Locator = page) =>
  scope.getByRole('article').filter({ has: page.locator(`a[href^="/profile/${id}?"]`) });

for (const [width, height] of [
  [1280, 900],
  [360, 780],
] as const) {
  test(`a matchmaker sees near matches under fewer than 12 exact ones, at ${width} px`, async ({
    adminApi,
    adminPage: page,
  }) => {
    await page.setViewportSize({ width, height });
    const stamp = Date.now() % 100000;
    // He asks (SPEC §9 defaults) for women of 24 to 30, at least 6'3" − 9" = 5'6", within 50 km of Skardu.
    const man = await adminApi.createProfile(
      familyProfile({
        name: `Tariq ${stamp}`,
        gender: 'Male',
        age: 30,
        city: 'Skardu',
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
          city: 'Skardu',
          heightFt: 5,
          heightIn: 7,
          // Her own requirement takes a man of 30 whatever her age.
          aiFilters: { minAge: 18, maxAge: 40 },
          ...values,
        }),
      );
    const exact = await woman('Sana', {});
    const older = await woman('Amna', { age: 32 });
    const shorter = await woman('Shazia', { heightFt: 5, heightIn: 4 });
    const twoAway = await woman('Zainab', { age: 32, heightFt: 5, heightIn: 4 });

    await page.goto(`/profiles?matchProfileId=${man.id}`);
    await expect(card(page, exact.id)).toBeVisible();
    const near = page.getByRole('region', { name: /^Near matches/ });
    await expect(near).toBeVisible();
    await expect(near.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
    await expect(card(page, older.id, near)).toContainText('2 years older than he asked');
    await expect(card(page, shorter.id, near)).toContainText('2 inches shorter than he asked');
    await expect(card(page, twoAway.id)).toHaveCount(0);
    await expect(card(page, exact.id, near)).toHaveCount(0);
    // Right under the exact ones.
    const exactBox = await card(page, exact.id).first().boundingBox();
    const nearBox = await near.boundingBox();
    expect(nearBox!.y).toBeGreaterThan(exactBox!.y);
    await expectNoSidewaysScroll(page);
    await near.scrollIntoViewIfNeeded();
    await shot(page, `near-${width}`, { fullPage: true });

    // The section closes and opens again.
    await near.getByRole('button', { name: 'Hide' }).click();
    await expect(card(page, older.id, near)).toHaveCount(0);
    await near.getByRole('button', { name: 'Show near matches' }).click();
    await expect(card(page, older.id, near)).toContainText('2 years older than he asked');
  });
}

test('with 12 exact matches or more, the near matches are closed below the list, and open on demand', async ({
  adminApi,
  adminPage: page,
}) => {
  const stamp = Date.now() % 100000;
  const man = await adminApi.createProfile(
    familyProfile({
      name: `Waqas ${stamp}`,
      gender: 'Male',
      age: 30,
      city: 'Turbat',
      heightFt: 6,
      heightIn: 0,
    }),
  );
  const woman = (name: string, values: Record<string, unknown> = {}) =>
    adminApi.createProfile(
      familyProfile({
        name: `${name} ${stamp}`,
        gender: 'Female',
        age: 26,
        city: 'Turbat',
        heightFt: 5,
        heightIn: 4,
        aiFilters: { minAge: 18, maxAge: 40 },
        ...values,
      }),
    );
  for (let i = 0; i < 12; i++) await woman(`Exact ${i}`);
  const older = await woman('Hina', { age: 31 });

  await page.goto(`/profiles?matchProfileId=${man.id}`);
  const near = page.getByRole('region', { name: /^Near matches/ });
  await expect(near).toBeVisible();
  await expect(near).toHaveAttribute('data-prominent', 'false');
  const show = near.getByRole('button', { name: 'Show near matches' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expect(card(page, older.id, near)).toHaveCount(0);
  await show.click();
  await expect(card(page, older.id, near)).toContainText('1 year older than he asked');
});
