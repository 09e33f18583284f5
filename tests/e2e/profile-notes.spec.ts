/**
 * Issue 15 (decision 028): a matchmaker writes and reads a note on the profile view, deletes it through the
 * app's own confirmation, and reads the profile's history after changing its status, on a 360 px phone.
 * A family never sees any of it.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, familyProfile, shot, test } from './fixtures';

async function changeStatus(page: Page, status: string, reason?: string) {
  await page.getByRole('button', { name: /^Change status: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  if (reason) {
    await dialog.getByRole('combobox', { name: /reason/i }).click();
    await page.getByRole('option', { name: reason }).click();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Change status: / })).toContainText(status);
}

test('a matchmaker writes a note, reads it and the history after a status change, and deletes it, at 360 px', async ({
  adminPage: page,
  adminApi,
}) => {
  const family = await adminApi.createProfile(
    familyProfile({ name: 'Nadia Notes', gender: 'Female', age: 25, status: 'Review' }),
  );
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/profile/${family.id}`);
  // A profile in Review shows the family's details first on a phone; the notes are with the folded tools
  // (decision 069).
  await page.getByRole('button', { name: 'Show admin tools' }).click();

  const notes = page.getByTestId('profile-notes');
  await expect(notes.getByText('No notes yet.')).toBeVisible();
  // An empty note is refused with the product's message, before anything is sent.
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Please write a note.')).toBeVisible();

  const text = 'Father asked for a doctor in Lahore; call after Asr.';
  await notes.getByLabel('New note').fill(text);
  await notes.getByRole('button', { name: 'Add note' }).click();
  const note = notes.getByTestId('profile-note');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText(text);
  // The matchmaker's display name (decision 054): the e-mail's first part as words until it is changed.
  await expect(note).toContainText('Admin');
  await expect(notes.getByLabel('New note')).toHaveValue('');
  await expectNoSidewaysScroll(page);

  // It is stored: after a reload it is still there.
  await page.reload();
  await page.getByRole('button', { name: 'Show admin tools' }).click();
  await expect(note).toHaveCount(1);
  await expect(note).toContainText(text);

  // The history, opened, shows the note and a status change made on this screen, with who did it.
  await changeStatus(page, 'Active');
  const history = page.getByTestId('profile-history');
  await history.getByRole('button', { name: /^History/ }).click();
  const timeline = history.getByTestId('profile-history-timeline');
  await expect(timeline).toContainText('Status: Review → Active');
  await expect(timeline).toContainText('Note added');
  await expect(timeline).toContainText('by Admin');
  await expectNoSidewaysScroll(page);

  // While it is open, it follows the next change at once.
  await changeStatus(page, 'InActive', 'Not Interested');
  await expect(timeline).toContainText('Status: Active → InActive');
  await expect(timeline).toContainText('Inactive reason: — → Not Interested');

  // Deleting one's own note asks in the app's own dialog first.
  await note.getByRole('button', { name: /^Delete your note/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete note' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(note).toHaveCount(1);
  await note.getByRole('button', { name: /^Delete your note/ }).click();
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(notes.getByText('No notes yet.')).toBeVisible();
  await expect(timeline).toContainText('Note deleted');
  await expectNoSidewaysScroll(page);
  await shot(page, 'profile-notes-360', { fullPage: true });
});

test('a family sees neither notes nor history on its own profile', async ({
  page,
  adminApi,
  loginAsFamily,
}) => {
  const family = await adminApi.createProfile(
    familyProfile({ name: 'Private Notes', gender: 'Male', age: 30 }),
  );
  const secret = 'Matchmakers only: the family may raise the fee question later.';
  expect((await adminApi.call('POST', `/api/profile/${family.id}/notes`, { text: secret })).status).toBe(201);
  await loginAsFamily(page, family, '/my-profile');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByTestId('profile-notes')).toHaveCount(0);
  await expect(page.getByTestId('profile-history')).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);
});
