import type { Locator } from '@playwright/test';
import { expect, expectNoSidewaysScroll, test } from './fixtures';

const man = {
  name: 'Usman Rajput',
  age: 30,
  gender: 'Male',
  phoneNo: '03001234567',
  city: 'Lahore',
  address: 'x',
  residenceType: 'Own',
  maritalStatus: 'Single',
  hasDisability: false,
  religion: 'Muslim',
  sect: 'Sunni',
  nativeLanguage: 'Punjabi',
  brothers: 1,
  sisters: 1,
  status: 'Active',
  partnerDetails: 'Looking for a Rajput girl, age 22-26, unmarried, Urdu speaking family',
};

/** One line of the AI Filters listing, by its label. */
const line = (panel: Locator, label: string) =>
  panel.getByRole('listitem').filter({ has: panel.page().getByText(label, { exact: true }) });

test('a matchmaker sees the default preferences, applies suggestions from the partner details and saves them', async ({
  adminApi,
  adminPage: page,
}) => {
  const created = await adminApi.createProfile(man);
  await page.goto(`/profile/${created.id}`);
  const panel = page.getByRole('region', { name: 'AI Filters' });

  // The SPEC §9 defaults for a single man of 30: 24-30, Single/Nikah Broken, his own sect.
  await expect(line(panel, 'Minimum age')).toContainText('24');
  await expect(line(panel, 'Minimum age')).toContainText('default');
  await expect(line(panel, 'Maximum age')).toContainText('30');
  await expect(line(panel, 'Sect')).toContainText('Sunni');
  await expect(line(panel, 'Caste')).toContainText('No requirement');
  await expect(panel.getByRole('listitem')).toHaveCount(12);

  await panel.getByRole('button', { name: 'Suggest from partner details' }).click();
  const suggestions = panel.getByRole('region', { name: 'Suggestions from partner details' });
  for (const text of [
    'Minimum age 22 — from "22-26"',
    'Maximum age 26 — from "22-26"',
    'Marital status Single — from "unmarried"',
    'Caste Rajput — from "Rajput"',
    'Native language Urdu Speaking — from "Urdu speaking"',
  ])
    await expect(suggestions.getByRole('checkbox', { name: text })).toBeChecked();
  // Leave the language out: only the ticked lines fill the form.
  await suggestions.getByRole('checkbox', { name: /^Native language/ }).uncheck();
  await suggestions.getByRole('button', { name: 'Apply selected' }).click();

  const form = panel.getByRole('form', { name: 'Partner preferences' });
  await expect(form.getByRole('textbox', { name: 'Minimum age', exact: true })).toHaveValue('22');
  await expect(form.getByRole('textbox', { name: 'Maximum age', exact: true })).toHaveValue('26');
  await expect(form.getByRole('textbox', { name: 'Caste', exact: true })).toHaveValue('Rajput');
  await expect(form.getByLabel('Native language', { exact: true })).toHaveValue('');
  // Applying never saves by itself.
  expect((await adminApi.call('GET', `/api/profile/${created.id}`)).body.profile.aiFilters).toEqual({});

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(line(panel, 'Caste')).toContainText('Rajput');
  await expect(line(panel, 'Caste')).toContainText('set');
  await expect(line(panel, 'Minimum age')).toContainText('22');
  await expect(line(panel, 'Minimum age')).toContainText('set');
  await expect(line(panel, 'Sect')).toContainText('default');
  const saved = await adminApi.call('GET', `/api/profile/${created.id}`);
  expect(saved.body.profile.aiFilters).toEqual({
    minAge: 22,
    maxAge: 26,
    maritalStatus: ['Single'],
    caste: 'Rajput',
  });

  // A minimum above the maximum is refused on the field; Clear returns a line to its default.
  await panel.getByRole('button', { name: 'Edit partner preferences' }).click();
  await form.getByRole('textbox', { name: 'Minimum age', exact: true }).fill('28');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Minimum age cannot be above maximum age')).toBeVisible();
  await form.getByRole('button', { name: /^Clear Minimum age/ }).click();
  await form.getByRole('button', { name: /^Clear Caste/ }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(line(panel, 'Minimum age')).toContainText('24');
  await expect(line(panel, 'Minimum age')).toContainText('default');
  await expect(line(panel, 'Caste')).toContainText('No requirement');
  expect((await adminApi.call('GET', `/api/profile/${created.id}`)).body.profile.aiFilters).toEqual({
    maxAge: 26,
    maritalStatus: ['Single'],
  });
  // The server's 400 names the field the form shows it on.
  const refused = await adminApi.call('PATCH', `/api/profile/${created.id}`, {
    aiFilters: { minAge: 31, maxAge: 29 },
  });
  expect(refused.status).toBe(400);
  expect(refused.body.errors).toEqual([
    { path: 'aiFilters.maxAge', message: 'Minimum age cannot be above maximum age' },
  ]);
});

test('at 360 px the panel fits; no suggestions without partner details; a failed save says so', async ({
  adminApi,
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const created = await adminApi.createProfile({ ...man, name: 'Hamza', partnerDetails: 'A good family' });
  await page.goto(`/profile/${created.id}`);
  const panel = page.getByRole('region', { name: 'AI Filters' });
  await panel.getByRole('button', { name: 'Suggest from partner details' }).click();
  await expect(panel.getByText('No suggestions found in the partner details.')).toBeVisible();
  await panel.getByRole('button', { name: 'Edit partner preferences' }).click();
  const form = panel.getByRole('form', { name: 'Partner preferences' });
  await expect(form.getByRole('textbox', { name: 'Minimum age', exact: true })).toHaveAttribute(
    'placeholder',
    'Default: 24',
  );
  await expect(form.getByRole('textbox', { name: 'Minimum height, feet' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A failure that is not about one field says so, and keeps what was entered.
  await page.route(`**/api/profile/${created.id}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 500,
          json: { statusCode: 500, error: 'Internal Server Error', message: 'x' },
        })
      : route.continue(),
  );
  await form.getByRole('textbox', { name: 'Minimum age', exact: true }).fill('25');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('Failed to update. Please try again later.');
  await expect(form.getByRole('textbox', { name: 'Minimum age', exact: true })).toHaveValue('25');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect(line(panel, 'Minimum age')).toContainText('default');
});
