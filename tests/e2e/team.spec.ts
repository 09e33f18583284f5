/**
 * Issue 27 (decision 054): an owner adds a matchmaker at /admin/team and hands over the invitation link; the
 * new matchmaker opens it, sets a password, signs in and finds "My families" in the menu. A reminder that came
 * due shows on the dashboard and goes with Done. Screenshots at 1280 and 360 px go to SHOTS_DIR when it is set.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSidewaysScroll,
  familyProfile,
  loginThroughOverlay,
  scaled,
  shot,
  test,
} from './fixtures';

async function shoot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await shot(page, `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an owner invites a matchmaker, who sets a password through the link, signs in and sees My families', async ({
  adminPage: page,
  browser,
}) => {
  const email = `sana.${Date.now()}@rishta.test`;
  await page.goto('/admin/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  // Refused before anything is sent, in the product's words.
  await page.getByRole('button', { name: 'Add and get invitation link' }).click();
  await expect(page.getByText('Please enter a name.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill('Sana Invited');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Add and get invitation link' }).click();
  const url = (await page.getByTestId('invitation-url').innerText()).trim();
  expect(url).toMatch(/\/admin\/invitation\/[A-Za-z0-9_-]{43}$/);
  const member = page.getByTestId('team-member').filter({ hasText: email });
  await expect(member).toContainText('Invitation open until');
  await expectNoSidewaysScroll(page);
  await shoot(page, 'team');

  // The new matchmaker, in a browser of her own.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(new URL(url).pathname);
  await expect(invitee.getByText(`Welcome, Sana Invited. You will sign in as ${email}.`)).toBeVisible();
  await shoot(invitee, 'invitation');
  await invitee.getByLabel('New password').fill('short');
  await invitee.getByLabel('Repeat the password').fill('short');
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await expect(invitee.getByText('Please use at least 8 characters for the password.')).toBeVisible();
  await invitee.getByLabel('New password').fill('sana password 1');
  await invitee.getByLabel('Repeat the password').fill('sana password 1');
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await expect(invitee.getByText('Your password is set.')).toBeVisible();
  await invitee.getByRole('link', { name: 'Sign in' }).click();
  await loginThroughOverlay(invitee, email, 'sana password 1');

  // Her menu is opened once the dashboard she signed in on is drawn (CI, on a slow machine, clicked a /Sana/
  // button while the signed-in page was still coming and saw no menu).
  await expect(invitee.getByRole('heading', { level: 1, name: 'Pending Connections Dashboard' })).toBeVisible(
    {
      timeout: scaled(15_000),
    },
  );
  await invitee.getByRole('button', { name: 'Open user menu' }).click();
  await expect(invitee.getByRole('menuitem', { name: 'My families' })).toBeVisible();
  // Not an owner: no Team entry.
  await expect(invitee.getByRole('menuitem', { name: 'Team' })).toHaveCount(0);
  await invitee.getByRole('menuitem', { name: 'My families' }).click();
  await expect(invitee).toHaveURL(/assignedTo=me/);

  // The link worked once.
  await invitee.goto(new URL(url).pathname);
  await expect(
    invitee.getByText('This invitation link is not valid any more.', { exact: false }),
  ).toBeVisible();
  await context.close();
});

test('a reminder that came due shows on the dashboard and goes with Done', async ({
  adminPage: page,
  adminApi,
}) => {
  const family = await adminApi.createProfile(
    familyProfile({ name: 'Reema Reminder', gender: 'Female', age: 26 }),
  );
  const note = await adminApi.call('POST', `/api/profile/${family.id}/notes`, {
    text: 'Call the father back about the meeting.',
    dueAt: new Date(Date.now() - 3600_000).toISOString(),
  });
  expect(note.status).toBe(201);

  await page.goto('/admin/dashboard');
  const section = page.getByTestId('reminders-due');
  const reminder = section.getByTestId('reminder').filter({ hasText: 'Call the father back' });
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText(`Reema Reminder #${family.id}`);
  await expect(page.getByTestId('reminders-due-count').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shoot(page, 'reminders');
  await reminder.getByRole('button', { name: 'Done' }).click();
  await expect(reminder).toHaveCount(0);
});

test('a due reminder is given to another matchmaker from the dashboard; it shows as hers', async ({
  adminPage: page,
  adminApi,
}) => {
  const tag = Date.now().toString(36);
  const colleague = await adminApi.call('POST', '/api/admin/matchmakers', {
    name: `Sana Giver ${tag}`,
    email: `sana.giver.${tag}@rishta.test`,
  });
  expect(colleague.status).toBe(201);
  const family = await adminApi.createProfile(
    familyProfile({ name: 'Rukhsana Handover', gender: 'Female', age: 27 }),
  );
  const text = `Send the pictures to the aunt ${tag}.`;
  const note = await adminApi.call('POST', `/api/profile/${family.id}/notes`, {
    text,
    dueAt: new Date(Date.now() - 3600_000).toISOString(),
  });
  expect(note.status).toBe(201);

  await page.goto('/admin/dashboard');
  const reminder = page.getByTestId('reminders-due').getByTestId('reminder').filter({ hasText: text });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: `Give the reminder “${text}” to another matchmaker` }).click();
  const given = page.waitForResponse(
    (r) => r.url().endsWith(`/api/reminders/${note.body._id}`) && r.request().method() === 'PATCH',
  );
  await page.getByRole('menuitem', { name: `Sana Giver ${tag}`, exact: true }).click();
  expect((await given).status()).toBe(200);
  // Now hers: the row says for whom, and her list would have it first.
  await expect(reminder).toContainText(`for Sana Giver ${tag}`);
  const { body } = await adminApi.call('GET', '/api/reminders?due=true');
  expect(body.find((r: { _id: number }) => r._id === note.body._id)).toMatchObject({
    matchmakerId: colleague.body._id,
    mine: false,
  });
});
