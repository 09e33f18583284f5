import { chatOpenedBy, expect, familyProfile, test } from './fixtures';

test('a matchmaker sends a profile, sees Resend, changes a side and reads the history', async ({
  adminApi,
  adminPage: page,
  context,
}) => {
  const woman = await adminApi.createProfile(
    familyProfile({ name: 'Ayesha Noor', age: 26, gender: 'Female' }),
  );
  const man = await adminApi.createProfile(
    familyProfile({
      name: 'Hamza Rauf',
      age: 30,
      gender: 'Male',
      phoneNo: '03217654321',
    }),
  );

  await page.goto(`/profile/${woman.id}?matchProfileId=${man.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ayesha Noor' })).toBeVisible();

  // Send Profile: the recipient comes from the matching context.
  await page.getByRole('button', { name: 'Send Profile' }).click();
  const dialog = page.getByRole('dialog', { name: `Send Profile #${woman.id}` });
  await expect(dialog.getByTestId('send-recipient')).toContainText(
    `Hamza Rauf · #${man.id} · Male · 30 years · Lahore · Active`,
  );
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'ok' }));
  const chat = await chatOpenedBy(page, async () => {
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByText('Profile sent successfully')).toBeVisible();
  });
  expect(chat).toMatch(/^https:\/\/wa\.me\//);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // Reopened, the same recipient now gets a Resend; the search finds a recipient by name.
  await page.getByRole('button', { name: 'Send Profile' }).click();
  await expect(dialog.getByRole('button', { name: 'Resend', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Choose another recipient' }).click();
  await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await dialog.getByLabel('Find the recipient').fill('Hamza Rauf');
  await dialog.getByRole('button', { name: `Send to Hamza Rauf · #${man.id}` }).click();
  await expect(dialog.getByRole('button', { name: 'Resend', exact: true })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The connection: the man's side has received the profile (orange).
  await page.getByRole('button', { name: 'Connections (1)' }).click();
  const connection = page.getByTestId('connection');
  // Named "Name · #id · age · city" (decision 031).
  const him = `Hamza Rauf · #${man.id} · 30 · Lahore`;
  await expect(connection.getByRole('link', { name: `With ${him}` })).toBeVisible();
  const manSide = connection.locator(`[data-testid="connection-side"][data-profile="${man.id}"]`);
  const badge = manSide.locator('[data-colour]');
  await expect(badge).toHaveText('Has Received Profile');
  await expect(badge).toHaveAttribute('data-colour', 'orange');

  // Change Status of his side to In Contact.
  await manSide.getByRole('button', { name: `Change status of ${him}` }).click();
  const statusDialog = page.getByRole('dialog', { name: 'Change Status' });
  await expect(statusDialog).toContainText(`Side of ${him}`);
  await statusDialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Has Started Contact' }).click();
  await statusDialog.getByRole('button', { name: 'Save' }).click();
  await expect(statusDialog).toBeHidden();
  await expect(badge).toHaveText('Has Started Contact');
  await expect(badge).toHaveAttribute('data-colour', 'yellow');

  // The history shows the change, by whom.
  await connection.getByRole('button', { name: 'History' }).click();
  const history = connection.getByTestId('connection-history');
  await expect(history).toContainText(`#${man.id}: Has Received Profile → Has Started Contact`);
  await expect(history).toContainText('by admin@rishta.test');

  // Someone else changes the side meanwhile: the dialog shows the server's message; backdrop closes it.
  await manSide.getByRole('button', { name: `Change status of ${him}` }).click();
  const meanwhile = await adminApi.call('PATCH', `/api/profile-connection/${man.id}-${woman.id}/${man.id}`, {
    status: 'Matched',
  });
  expect(meanwhile.status).toBe(200);
  await statusDialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Has Rejected After Contact' }).click();
  await statusDialog.getByRole('button', { name: 'Save' }).click();
  await expect(statusDialog.getByRole('alert')).toHaveText(
    'This connection was changed by someone else in the meantime. Please reload and try again.',
  );
  await page.mouse.click(5, 5);
  await expect(statusDialog).toBeHidden();
});

test('a family answers Interested on a profile sent to it and never sees her name', async ({
  adminApi,
  page,
  loginAsFamily,
}) => {
  const woman = await adminApi.createProfile(
    familyProfile({ name: 'Mahnoor Saleem', age: 26, gender: 'Female' }),
  );
  const man = await adminApi.createProfile(familyProfile({ name: 'Usman Tariq', age: 30, gender: 'Male' }));
  const sent = await adminApi.call('POST', '/api/profile-connection', {
    sentTo: man.id,
    profileSent: woman.id,
  });
  expect(sent.status).toBe(200);

  await page.setViewportSize({ width: 360, height: 740 });
  await loginAsFamily(page, man, `/profile/${woman.id}`);
  await expect(page).toHaveURL(new RegExp(`/profile/${woman.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Profile #${woman.id}` })).toBeVisible();

  const interested = page.getByRole('button', { name: 'Interested', exact: true });
  const notInterested = page.getByRole('button', { name: 'Not Interested', exact: true });
  await expect(interested).toBeEnabled();
  await expect(notInterested).toBeEnabled();
  await expect(page.getByTestId('connection-message')).toHaveCount(0);

  await interested.click();
  await expect(page.getByTestId('connection-message')).toHaveText(
    'You have shown interest in this profile. Please wait for their response.',
  );
  await expect(interested).toBeDisabled();

  // A family can always say no, even after saying yes (issue 14): it is asked first, and may go back.
  await expect(notInterested).toBeEnabled();
  await notInterested.click();
  const confirm = page.getByRole('dialog', { name: 'Not Interested' });
  await expect(confirm).toContainText('Are you sure? This profile will no longer see your details.');
  // It says whether the answer can be taken back (SPEC §4: not while she has not shown interest; issue 30).
  await expect(confirm.getByTestId('not-interested-undo')).toHaveText(
    'You cannot take this answer back yourself: Interested opens again only if this family shows interest in you. Until then, please contact us on WhatsApp to change it.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('connection-message')).toHaveText(
    'You have shown interest in this profile. Please wait for their response.',
  );
  await notInterested.click();
  await page
    .getByRole('dialog', { name: 'Not Interested' })
    .getByRole('button', { name: 'Yes, not interested' })
    .click();
  await expect(page.getByTestId('connection-message')).toHaveText('You have rejected this profile.');
  await expect(notInterested).toBeDisabled();
  await expect(page.getByTestId('not-interested-closed')).toHaveText(
    'You have already said you are not interested in this profile.',
  );

  // Her name is withheld until she accepts; the page fits a 360 px screen.
  expect(await page.content()).not.toContain('Mahnoor');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
