import type { Page } from '@playwright/test';
import { type AdminApi, expect, expectNoSidewaysScroll, familyProfile, shot, test } from './fixtures';

/**
 * Issue 17 (decision 043): a family's match list is best first, each card with its score and first three
 * reasons as chips, in English and in Urdu, on a 360 px phone; the profile opened from the list shows every
 * reason; the matchmaker's match list shows the scores.
 */

let worlds = 0;

/** Each test's family and brides; a caste and a home town no other family has make its best match the best. */
async function world(adminApi: AdminApi) {
  worlds += 1;
  const word = `Scoretest${`${Date.now()}${worlds}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x')}`;
  const family = await adminApi.createProfile(
    familyProfile({
      name: 'Score Family',
      gender: 'Male',
      age: 30,
      heightFt: 6,
      heightIn: 0,
      caste: word,
      homeTown: `${word}pur`,
      educationYears: 16,
    }),
  );
  const best = await adminApi.createProfile(
    familyProfile({
      name: 'Best Bride',
      gender: 'Female',
      age: 26,
      heightFt: 5,
      heightIn: 5,
      caste: word,
      homeTown: `${word}pur`,
      educationYears: 15,
    }),
  );
  // Created last, so newest first would put her above the best.
  const plain = await adminApi.createProfile(
    familyProfile({ name: 'Plain Bride', gender: 'Female', age: 29, nativeLanguage: 'Sindhi' }),
  );
  return { family, best, plain };
}

const cards = (page: Page) => page.getByRole('article');

test.describe('a family on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('English: best first, the score and three reasons as chips; the profile shows every reason', async ({
    adminApi,
    page,
    loginAsFamily,
  }) => {
    const { family, best } = await world(adminApi);
    await loginAsFamily(page, family, '/profiles');
    await expect(page.getByRole('heading', { level: 1, name: 'Your matches' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('Best match first');
    // Best first: her card is the first of the list.
    await expect(cards(page).first()).toContainText('26');
    await expect(cards(page).first().getByRole('link').first()).toHaveAttribute(
      'href',
      `/profile/${best.id}`,
    );
    const chips = cards(page).first().getByTestId('match-chips');
    // A family's score is its own side's, out of 85 (decision 047): 77 points, 91%; the matchmaker reads 84%.
    await expect(chips.getByTestId('match-score')).toHaveText('91% match');
    // The head line says "Same city" already: one per card (issue 30), so the chips go on to the next reason.
    await expect(chips.getByTestId('match-reason')).toHaveText([
      'Same caste',
      'Both Punjabi',
      'Same home town',
    ]);
    await expect(cards(page).first().getByText('Same city', { exact: true })).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    await shot(page, 'family-list-en-360');

    await cards(page).first().getByRole('link').first().click();
    const why = page.getByRole('region', { name: 'Why this match' });
    await expect(why.getByTestId('match-reason')).toHaveText([
      'Same caste',
      'Same city',
      'Both Punjabi',
      'Same home town',
      'Similar education',
      'Heights suit',
    ]);
    await expectNoSidewaysScroll(page);
    await shot(page, 'family-profile-en-360');
  });

  test('Urdu: the same chips in Urdu', async ({ adminApi, page, loginAsFamily }) => {
    const { family, best } = await world(adminApi);
    await page.addInitScript(() => localStorage.setItem('lang', 'ur'));
    await loginAsFamily(page, family, '/profiles');
    await expect(page.locator('html[dir="rtl"][lang="ur"]')).toHaveCount(1);
    await expect(cards(page).first().getByRole('link').first()).toHaveAttribute(
      'href',
      `/profile/${best.id}`,
    );
    const chips = cards(page).first().getByTestId('match-chips');
    await expect(chips.getByTestId('match-score')).toHaveText('مطابقت 91%');
    await expect(chips.getByTestId('match-reason')).toHaveText([
      'ایک ہی ذات',
      'دونوں پنجابی',
      'ایک ہی آبائی شہر',
    ]);
    // Nastaliq at a badge's 10 px was too small to read: 12 px at least, the whole line shown.
    const chip = chips.getByTestId('match-reason').first();
    const size = await chip.evaluate((element) => {
      const style = getComputedStyle(element);
      return { font: Number.parseFloat(style.fontSize), height: element.getBoundingClientRect().height };
    });
    expect(size.font).toBeGreaterThanOrEqual(12);
    expect(size.height).toBeGreaterThanOrEqual(size.font * 1.6);
    await shot(chips, 'family-chips-ur-360');
    await expectNoSidewaysScroll(page);
    await shot(page, 'family-list-ur-360');
  });
});

test("the matchmaker's match list shows the scores, best first, and the profile its reasons", async ({
  adminApi,
  adminPage: page,
}) => {
  const { family, best } = await world(adminApi);
  await page.goto(`/profiles?matchProfileId=${family.id}`);
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('Best match first');
  await expect(cards(page).first().getByRole('link').first()).toHaveAttribute(
    'href',
    `/profile/${best.id}?matchProfileId=${family.id}`,
  );
  await expect(cards(page).first().getByTestId('match-score')).toHaveText('84% match');
  // Every card of a match list has its score.
  await expect(cards(page).getByTestId('match-score')).toHaveCount(await cards(page).count());
  await shot(page, 'matchmaker-list');

  // Newest first stays available; the scores stay on the cards.
  await page.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'Newest first' }).click();
  await expect(page).toHaveURL(/[?&]sort=newest/);
  await expect(cards(page).first().getByTestId('match-score')).toBeVisible();

  await page.goto(`/profile/${best.id}?matchProfileId=${family.id}`);
  const why = page.getByRole('region', { name: 'Why this match' });
  await expect(why.getByTestId('match-score')).toHaveText('84% match');
  await expect(why.getByTestId('match-reason')).toHaveCount(7);
});

test.describe("the matchmaker's match list on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the badges and chips take the card’s width under its checkbox and picture', async ({
    adminApi,
    adminPage: page,
  }) => {
    const { family } = await world(adminApi);
    await page.goto(`/profiles?matchProfileId=${family.id}`);
    const card = cards(page).first();
    const picture = card.locator('img').first();
    await expect(card.getByRole('checkbox')).toBeVisible();
    const score = card.getByTestId('match-score');
    const reason = card.getByTestId('match-reason').first();
    await expect(score).toBeVisible();
    const [pictureBox, scoreBox, reasonBox] = await Promise.all(
      [picture, score, reason].map(async (locator) => (await locator.boundingBox())!),
    );
    // Under the picture, not squeezed beside it: the score and its first reason side by side on one row.
    expect(scoreBox.y).toBeGreaterThanOrEqual(pictureBox.y + pictureBox.height - 1);
    expect(Math.abs(reasonBox.y - scoreBox.y)).toBeLessThan(2);
    await expectNoSidewaysScroll(page);
    await shot(card, 'matchmaker-card-360');
  });
});
