/**
 * Issue 15, decision 031: the dashboard says how long each pair has waited (and marks those waiting longer
 * than FOLLOW_UP_DAYS; the marking itself is in tests/api/follow-up.test.ts, as a pair cannot be aged here),
 * its sections stay collapsed across reloads, the menu counts the profiles in Review and follows every
 * change without a reload, and another profile reads "Name · #id · age · city".
 */
import type { Page } from '@playwright/test';
import { type AdminApi, expect, familyProfile, test } from './fixtures';

/** A man and a woman who both accepted: the pair waits under Awaiting Contact. */
async function acceptedPair(adminApi: AdminApi, woman: string, man: string) {
  const her = await adminApi.createProfile(familyProfile({ name: woman, age: 26, gender: 'Female' }));
  const him = await adminApi.createProfile(familyProfile({ name: man, age: 31, gender: 'Male' }));
  const sent = await adminApi.call('POST', '/api/profile-connection', {
    sentTo: him.id,
    profileSent: her.id,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  for (const side of [him.id, her.id]) {
    const set = await adminApi.call('PATCH', `/api/profile-connection/${him.id}-${her.id}/${side}`, {
      status: 'Profile Accepted',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }
  return { woman: her, man: him };
}

const section = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^${title} \\(\\d+\\)$`) });

test('each pair says how long it has waited; the top says how many need follow-up', async ({
  adminApi,
  adminPage: page,
}) => {
  const tag = Date.now() % 100000;
  const { woman, man } = await acceptedPair(adminApi, `Zara ${tag}`, `Faisal ${tag}`);
  await page.goto('/admin/dashboard');
  const pair = page
    .getByRole('region', { name: /^Awaiting Contact \(\d+\)$/ })
    .getByTestId('connection-pair')
    .filter({ hasText: `Zara ${tag}` });
  await expect(pair).toBeVisible();
  // Both profiles named "Name · #id · age · city".
  await expect(pair.getByRole('link', { name: `Zara ${tag} · #${woman.id} · 26 · Lahore` })).toBeVisible();
  await expect(pair.getByRole('link', { name: `Faisal ${tag} · #${man.id} · 31 · Lahore` })).toBeVisible();
  // Just accepted: waiting, not yet a follow-up.
  const followUp = pair.getByTestId('follow-up');
  await expect(followUp).toHaveText('Waiting less than a day');
  await expect(followUp).toHaveAttribute('data-needed', 'false');
  await expect(pair.getByText('Needs follow-up')).toHaveCount(0);
  // The rule, with the server's FOLLOW_UP_DAYS (3 by default).
  await expect(page.getByTestId('follow-up-summary')).toContainText('more than 3 days');
});

test('dashboard sections stay collapsed across reloads until opened again', async ({ adminPage: page }) => {
  await page.goto('/admin/dashboard');
  const awaiting = section(page, 'Awaiting Contact');
  const matched = section(page, 'Matched');
  const recent = section(page, 'Recent Connections');
  for (const control of [awaiting, matched, recent])
    await expect(control).toHaveAttribute('aria-expanded', 'true');

  await matched.click();
  await recent.click();
  await expect(matched).toHaveAttribute('aria-expanded', 'false');
  await expect(recent).toHaveAttribute('aria-expanded', 'false');

  await page.reload();
  await expect(awaiting).toHaveAttribute('aria-expanded', 'true');
  await expect(matched).toHaveAttribute('aria-expanded', 'false');
  await expect(recent).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: /^Matched \(\d+\)$/ })).toBeHidden();

  // Opened again, it stays open.
  await matched.click();
  await page.reload();
  await expect(matched).toHaveAttribute('aria-expanded', 'true');
  await expect(recent).toHaveAttribute('aria-expanded', 'false');
});

test('the menu counts the profiles in Review and drops the count at an approval, without a reload', async ({
  adminApi,
  adminPage: page,
}) => {
  const waiting = await adminApi.createProfile(
    familyProfile({ name: `Review ${Date.now() % 100000}`, age: 27, gender: 'Female', status: 'Review' }),
  );
  await page.goto('/admin/dashboard');
  const count = page.getByTestId('review-count');
  await expect(count).not.toHaveAttribute('data-count', '');
  const before = Number(await count.getAttribute('data-count'));
  expect(before).toBeGreaterThanOrEqual(1);
  const link = page.getByRole('link', { name: /^Pending Reviews: \d+ profiles?$/ });
  await expect(link).toHaveAttribute('href', '/admin/profiles?status=Review');
  await expect(link).toHaveAccessibleName(`Pending Reviews: ${before} profile${before === 1 ? '' : 's'}`);

  // Approve it on its page: the count drops at once.
  await page.goto(`/profile/${waiting.id}`);
  await page.getByRole('button', { name: /^Change status: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(count).toHaveAttribute('data-count', String(before - 1));

  // Another matchmaker's new profile in Review shows when the window comes back into view.
  await adminApi.createProfile(
    familyProfile({ name: 'Another Review', age: 29, gender: 'Male', status: 'Review' }),
  );
  // As the browser does when the tab is shown again (the event bubbles from the document to the window).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(count).toHaveAttribute('data-count', String(before));
});

test('the profile view names the other profile, and the connection modal says whose side it is', async ({
  adminApi,
  adminPage: page,
}) => {
  const tag = Date.now() % 100000;
  const { woman, man } = await acceptedPair(adminApi, `Iqra ${tag}`, `Danish ${tag}`);
  await page.goto(`/profile/${woman.id}`);
  await page.getByRole('button', { name: 'Connections (1)' }).click();
  const connection = page.getByTestId('connection');
  const him = `Danish ${tag} · #${man.id} · 31 · Lahore`;
  const her = `Iqra ${tag} · #${woman.id} · 26 · Lahore`;
  await expect(connection.getByRole('link', { name: `With ${him}` })).toHaveAttribute(
    'href',
    `/profile/${man.id}`,
  );

  await connection.getByRole('button', { name: `Change status of ${him}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await expect(dialog).toContainText(`Side of ${him}`);
  await expect(dialog).not.toContainText('(this profile)');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await connection.getByRole('button', { name: 'Change status of This profile' }).click();
  await expect(dialog).toContainText(`Side of ${her} (this profile)`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
