import { expect, expectNoSidewaysScroll, test } from './fixtures';

/** SPEC §2 "Profiles list" ("Find a Match") against the real server. */

const uniqueDigits = () => String(Date.now() % 10_000_000).padStart(7, '0');

function profilePayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'List Candidate',
    age: 27,
    gender: 'Female',
    phoneNo: '03001234567',
    city: 'Lahore',
    address: 'Model Town',
    residenceType: 'Own',
    maritalStatus: 'Single',
    hasDisability: false,
    religion: 'Muslim',
    sect: 'Sunni',
    nativeLanguage: 'Punjabi',
    brothers: 1,
    sisters: 1,
    status: 'Review',
    ...overrides,
  };
}

test('a matchmaker finds a profile in review by its phone digits, filters by the address and clears a pill', async ({
  adminApi,
  adminPage: page,
}) => {
  const phone = `0321${uniqueDigits()}`;
  const name = `Review Candidate ${phone.slice(-4)}`;
  const created = await adminApi.createProfile(profilePayload({ name, phoneNo: phone }));

  await page.goto('/admin/profiles?status=Review');
  await expect(page.getByRole('heading', { level: 1, name: 'Review Profiles' })).toBeVisible();

  // Free-text search by the phone digits goes into the address after a pause.
  await page.getByLabel('Search profiles').fill(phone);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${phone}`));
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(page.getByText(/^1 profiles?$/)).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(card.getByText('Review', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name })).toHaveAttribute('href', `/profile/${created.id}`);

  // A filter from the panel goes into the address (§9 key) and shows as a pill.
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toBeVisible();
  await expect(page.getByLabel('Minimum paid fee')).toBeVisible();
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await expect(page).toHaveURL(/[?&]gender=Female/);
  await expect(card).toHaveCount(1);

  // The city dropdown searches by substring and says when nothing matches.
  const city = page.getByRole('combobox', { name: 'City' });
  await city.fill('zzzz');
  await expect(page.getByText('No options available')).toBeVisible();
  await city.fill('ahor');
  await page.getByRole('option', { name: 'Lahore' }).click();
  await expect(page).toHaveURL(/[?&]city=Lahore/);
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(1);

  // A typed number goes in once it is a valid age.
  await page.getByRole('textbox', { name: 'Minimum age' }).fill('20');
  await expect(page).toHaveURL(/[?&]minAge=20/);
  await expect(page.getByRole('button', { name: 'Remove filter Minimum age: 20' })).toBeVisible();
  await expect(card).toHaveCount(1);

  const genderPill = page.getByRole('button', { name: 'Remove filter Gender: Female' });
  await expect(genderPill).toBeVisible();
  await genderPill.click();
  await expect(page).not.toHaveURL(/gender=/);
  await expect(page).toHaveURL(/[?&]city=Lahore/);

  // Back brings the removed filter back: the address is the list's state.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]gender=Female/);
  await expect(page.getByRole('button', { name: 'Remove filter Gender: Female' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page).not.toHaveURL(/gender=|city=|q=|minAge=/);
  await expect(page.getByLabel('Search profiles')).toHaveValue('');
  await expect(page).toHaveURL(/status=Review/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review Profiles' })).toBeVisible();
});

test('a search without a match says so', async ({ adminPage: page }) => {
  await page.goto('/admin/profiles?q=no-such-profile-zq');
  await expect(page.getByText('No profiles found matching your criteria.')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters to see more results.')).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Remove filter Search: “no-such-profile-zq”' }),
  ).toBeVisible();
});

test('a family sees its matches without the matchmaker-only controls, on a 360 px screen', async ({
  adminApi,
  page,
  loginAsFamily,
}) => {
  const family = await adminApi.createProfile(
    profilePayload({
      name: 'Searching Family',
      gender: 'Male',
      age: 30,
      phoneNo: `0333${uniqueDigits()}`,
      status: 'Active',
    }),
  );
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAsFamily(page, family, '/profiles');
  await expect(page).toHaveURL(/\/profiles/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your matches' })).toBeVisible();
  // One pager, or two (above and below the list) once earlier tests have made more than a page of matches.
  await expect(page.getByText(/Page \d+ of \d+/).last()).toBeVisible();
  // Its own requirements show as pills, but are not the family's to remove.
  await expect(page.getByRole('group', { name: 'Active filters' }).getByText('Gender: Female')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove filter Gender/ })).toHaveCount(0);

  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('combobox', { name: 'Gender' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Minimum paid fee')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Use partner preferences' })).toBeVisible();

  await expectNoSidewaysScroll(page);
});
