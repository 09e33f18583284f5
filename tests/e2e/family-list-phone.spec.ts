import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, familyProfile, shot, test } from './fixtures';

/**
 * Issue 16 items 4 and 12, on a 360 px phone in English and Urdu: a family's filter pills show exactly what
 * the server applied (a wider radius or age range in the address is not claimed), the minimum height
 * included and no age below 16; the filter panel says the list already follows both families'
 * requirements; the radius slider's labels stand apart.
 */

const uniqueDigits = () => String(Date.now() % 10_000_000).padStart(7, '0');

const pillGroup = (page: Page) => page.locator('[role="group"]:has(.mantine-Pill-root)');

/** The texts of the pills shown. */
async function pillTexts(page: Page): Promise<string[]> {
  return (await pillGroup(page).locator('.mantine-Pill-root').allInnerTexts()).map((t) => t.trim());
}

/** The server's answer to the list request the page makes while `action` runs. */
async function listAnswer(page: Page, action: () => Promise<unknown>) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/profiles' && r.status() === 200),
    action(),
  ]);
  return (await response.json()) as { appliedFilters: Record<string, unknown> };
}

/** The number of pills an answer stands for: one per filter, minimum height as one, no status. */
function pillCount(applied: Record<string, unknown>): number {
  return Object.keys(applied).filter((key) => key !== 'status' && key !== 'minHeightIn').length;
}

/** The slider's mark labels are legible and none runs into the next, all inside the screen. */
async function expectMarkLabelsApart(page: Page) {
  const labels = page.locator('.mantine-Slider-markLabel');
  await expect(labels.first()).toBeVisible();
  const boxes = [];
  for (const label of await labels.all()) {
    const box = await label.boundingBox();
    if (box && box.width > 0) boxes.push(box);
  }
  expect(boxes.length).toBeGreaterThanOrEqual(2);
  boxes.sort((a, b) => a.x - b.x);
  for (let i = 1; i < boxes.length; i += 1) {
    const [left, right] = [boxes[i - 1], boxes[i]];
    // At least 4 px of space between one label's end and the next one's start.
    expect(left.x + left.width + 4, JSON.stringify(boxes)).toBeLessThanOrEqual(right.x);
  }
  const width = page.viewportSize()?.width ?? 0;
  for (const box of boxes) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  const fontSize = await labels.first().evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(12);
}

test.describe('a family list on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('English: the pills show what the server applied, and the panel says the list follows both sides', async ({
    adminApi,
    page,
    loginAsFamily,
  }) => {
    const family = await adminApi.createProfile(
      familyProfile({
        name: 'Phone Family',
        gender: 'Male',
        age: 30,
        heightFt: 5,
        heightIn: 9,
        phoneNo: `0333${uniqueDigits()}`,
      }),
    );
    await adminApi.createProfile(
      familyProfile({ name: 'Near Bride', gender: 'Female', age: 26, phoneNo: `0334${uniqueDigits()}` }),
    );
    const answer = await listAnswer(page, () =>
      loginAsFamily(page, family, '/profiles?locationRadius=200&minAge=20&maxAge=45'),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Your matches' })).toBeVisible();
    expect(answer.appliedFilters).toMatchObject({ locationRadius: 50, minAge: 24, maxAge: 30 });

    await expect(pillGroup(page).getByText('Location radius: 50 km')).toBeVisible();
    const pills = await pillTexts(page);
    expect(pills).toHaveLength(pillCount(answer.appliedFilters));
    expect(pills).toEqual(
      expect.arrayContaining([
        'Gender: Female',
        'City: Lahore',
        'Location radius: 50 km',
        'Minimum age: 24',
        'Maximum age: 30',
        `Minimum height: 5'0"`,
      ]),
    );
    for (const claimed of ['Location radius: 200 km', 'Minimum age: 20', 'Maximum age: 45'])
      expect(pills).not.toContain(claimed);
    // Its own requirements, shown in place of the wider wish, have no × (taking them off changes nothing).
    await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const panel = page.getByRole('region', { name: 'Filter profiles' });
    await expect(
      panel.getByText(
        'This list already follows your requirements and theirs. Filters here can only narrow it.',
      ),
    ).toBeVisible();
    // The panel shows the values in force, not the address's wider ones.
    await expect(panel.getByText('Location radius: 50 km')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Minimum age' })).toHaveValue('24');
    await expectMarkLabelsApart(page);
    await expectNoSidewaysScroll(page);
    await shot(page, 'family-list-en-360', { fullPage: true });

    // A narrower radius is applied and shown.
    const narrowed = await listAnswer(page, () => page.goto('/profiles?locationRadius=10'));
    expect(narrowed.appliedFilters.locationRadius).toBe(10);
    await expect(pillGroup(page).getByText('Location radius: 10 km')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter Location radius: 10 km' })).toBeVisible();

    // A 16-year-old's own minimum age is 16, not the 10 of the male tiers.
    const boy = await adminApi.createProfile(
      familyProfile({ name: 'Young Family', gender: 'Male', age: 16, phoneNo: `0335${uniqueDigits()}` }),
    );
    await loginAsFamily(page, boy, '/profiles');
    await expect(pillGroup(page).getByText('Minimum age: 16')).toBeVisible();
    expect(await pillTexts(page)).not.toContain('Minimum age: 10');
  });

  test('Urdu: the same pills and the panel sentence, in Urdu', async ({ adminApi, page, loginAsFamily }) => {
    const family = await adminApi.createProfile(
      familyProfile({
        name: 'Urdu Family',
        gender: 'Male',
        age: 30,
        heightFt: 5,
        heightIn: 9,
        phoneNo: `0336${uniqueDigits()}`,
      }),
    );
    await page.addInitScript(() => localStorage.setItem('lang', 'ur'));
    const answer = await listAnswer(page, () =>
      loginAsFamily(page, family, '/profiles?locationRadius=200&minAge=20&maxAge=45'),
    );
    await expect(page.locator('html[dir="rtl"][lang="ur"]')).toHaveCount(1);
    await expect(pillGroup(page).getByText('کم از کم عمر: 24')).toBeVisible();
    const pills = await pillTexts(page);
    expect(pills).toHaveLength(pillCount(answer.appliedFilters));
    expect(pills).toEqual(expect.arrayContaining(['زیادہ سے زیادہ عمر: 30']));
    expect(pills.join(' ')).toContain('50 کلومیٹر');
    expect(pills.join(' ')).not.toContain('200');
    expect(pills.join(' ')).not.toContain('45');

    await page.locator('button[aria-controls]').filter({ hasText: 'فلٹر' }).click();
    await expect(
      page.getByText(
        'یہ فہرست پہلے ہی آپ کی اور اُن کی شرائط کے مطابق ہے۔ یہاں کے فلٹر اسے صرف محدود کر سکتے ہیں۔',
      ),
    ).toBeVisible();
    await expectMarkLabelsApart(page);
    await expectNoSidewaysScroll(page);
    await shot(page, 'family-list-ur-360', { fullPage: true });
  });

  test("the matchmaker's 0–400 km slider keeps its labels apart, in English and Urdu", async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/profiles?city=Lahore&locationRadius=100');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expectMarkLabelsApart(page);
    expect(await page.locator('.mantine-Slider-mark').count()).toBe(9);
    await page.locator('.mantine-Slider-root').scrollIntoViewIfNeeded();
    await shot(page, 'admin-slider-en-360');
    await page.evaluate(() => localStorage.setItem('lang', 'ur'));
    await page.reload();
    await page.locator('button[aria-controls]').filter({ hasText: 'فلٹر' }).click();
    await expectMarkLabelsApart(page);
    await page.locator('.mantine-Slider-root').scrollIntoViewIfNeeded();
    await shot(page, 'admin-slider-ur-360');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectMarkLabelsApart(page);
    await page.locator('.mantine-Slider-root').scrollIntoViewIfNeeded();
    await shot(page, 'admin-slider-ur-1280');
  });
});
