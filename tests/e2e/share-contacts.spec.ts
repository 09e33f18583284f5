/**
 * Issue 29 (decision 068): on an Awaiting Contact pair the matchmaker shares the contacts. She reads both
 * messages (each family's phone and language chosen; a woman's family phone first), confirms, both sides move
 * to In Contact, and WhatsApp opens to each family in turn: the two wa.me links are decoded and checked here,
 * and WhatsApp itself is never reached (answered locally).
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import {
  type AdminApi,
  basic,
  type CreatedProfile,
  chatOpenedBy,
  expect,
  familyProfile,
  test,
} from './fixtures';

/** Letters only (names take no digits), different on every run: the database is shared by the specs. */
const tag = () => Array.from(String(Date.now() % 1e8), (d) => String.fromCharCode(97 + Number(d))).join('');
const phone = (prefix: string) => `${prefix}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const digits = (local: string) => `92${local.slice(1)}`;
/** As the profile keeps a phone: the international form. */
const stored = (local: string) => `+${digits(local)}`;

async function send(adminApi: AdminApi, sentTo: number, profileSent: number) {
  const answer = await adminApi.call('POST', '/api/profile-connection', { sentTo, profileSent });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function answerInterested(request: APIRequestContext, family: CreatedProfile, other: number) {
  const login = await request.get('/api/login', {
    headers: { authorization: basic(String(family.id), family.accessToken) },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const response = await request.patch('/api/profile-connection', {
    data: { connectionWith: other, status: 'Profile Accepted' },
    headers: { authorization: basic(String(family.id), token) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const textOf = (href: string | null) => new URL(href ?? '').searchParams.get('text') ?? '';

test('share contacts on an Awaiting Contact pair: both In Contact, each family its wa.me message', async ({
  adminApi,
  adminPage: page,
  request,
}) => {
  // Two families made and answered through the API, then two WhatsApp windows: longer than most walks.
  test.slow();
  const suffix = tag();
  const womanName = `Rabia ${suffix}`;
  const manName = `Kamran ${suffix}`;
  const womanPhone = phone('0302');
  const womanFamilyPhone = phone('0322');
  const manPhone = phone('0303');
  const woman = await adminApi.createProfile(
    familyProfile({
      name: womanName,
      age: 25,
      gender: 'Female',
      phoneNo: womanPhone,
      familyPhoneNo: womanFamilyPhone,
    }),
  );
  const man = await adminApi.createProfile(
    familyProfile({ name: manName, age: 29, gender: 'Male', phoneNo: manPhone }),
  );
  await send(adminApi, woman.id, man.id);
  await send(adminApi, man.id, woman.id);
  await answerInterested(request, woman, man.id);
  await answerInterested(request, man, woman.id);
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/dashboard');
  const awaiting = page.getByRole('region', { name: /^Awaiting Contact \(\d+\)$/ });
  const card = awaiting.getByTestId('connection-pair').filter({ hasText: womanName });
  const more = page.getByRole('button', { name: /^Show more of Awaiting Contact/ });
  await expect(async () => {
    if (!(await card.isVisible()) && (await more.isVisible())) await more.click();
    await expect(card).toBeVisible({ timeout: 1000 });
  }).toPass();

  await card.getByRole('button', { name: /^Share contacts of / }).click();
  const dialog = page.getByRole('dialog', { name: 'Share contacts' });
  await expect(dialog).toBeVisible();
  const toWoman = dialog.getByTestId('shared-contact').filter({ hasText: `To ${womanName}` });
  const toMan = dialog.getByTestId('shared-contact').filter({ hasText: `To ${manName}` });
  // Her message goes to the family phone by default (a woman with one); his to his own phone.
  await expect(
    toWoman.getByRole('radio', { name: `Family phone ${stored(womanFamilyPhone)}` }),
  ).toBeChecked();
  await expect(toMan.getByRole('radio', { name: `Candidate’s phone ${stored(manPhone)}` })).toBeChecked();
  // Urdu first; the man's family is written to in English.
  await expect(toWoman.getByTestId('shared-contact-text')).toHaveAttribute('lang', 'ur');
  await toMan.getByText('English', { exact: true }).click();
  await expect(toMan.getByTestId('shared-contact-text')).toHaveAttribute('lang', 'en');
  await expect(toMan.getByTestId('shared-contact-text')).toContainText(`Name: ${womanName}`);
  // The dialog passes axe (no serious or critical violation).
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  // Escape leaves everything as it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: /^Share contacts of / }).click();
  await expect(dialog).toBeVisible();
  await toMan.getByText('English', { exact: true }).click();

  const shared = page.waitForResponse(
    (r) => r.url().endsWith('/share-contacts') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Share and move both to In Contact' }).click();
  expect((await shared).status()).toBe(200);
  await expect(dialog.getByRole('status')).toContainText('Both sides are now In Contact');

  const links = dialog.getByTestId('shared-contact-link');
  await expect(links).toHaveCount(2);
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  const byPhone = (local: string) => hrefs.find((h) => h?.startsWith(`https://wa.me/${digits(local)}?text=`));
  // To the man's family, in English: her name (she accepted him), her family phone and our note.
  const manText = textOf(byPhone(manPhone) ?? null);
  expect(manText).toContain(`Name: ${womanName} (Profile Id: ${woman.id})`);
  expect(manText).toContain(`Phone: ${stored(womanFamilyPhone)}`);
  expect(manText).toContain('keep us informed');
  // To her family phone, in Urdu: his name, his phone and the note.
  const womanText = textOf(byPhone(womanFamilyPhone) ?? null);
  expect(womanText).toContain(`نام: ${manName} (پروفائل نمبر: ${man.id})`);
  // The number left to right inside the Urdu text (LRI … PDI), so its "+" stays in front.
  expect(womanText).toContain(`فون: \u2066${stored(manPhone)}\u2069`);
  expect(womanText).toContain('ہمیں بتاتے رہیں');
  for (const text of [manText, womanText]) {
    expect(text).not.toContain('[hidden]');
    expect(text).not.toMatch(/[.,;:!?،۔]\s*[.,;:!?،۔]/u);
  }

  // Each in turn: the first opens WhatsApp, then the second.
  for (const index of [0, 1]) {
    expect(await chatOpenedBy(page, () => links.nth(index).click())).toBe(hrefs[index]);
  }
  await expect(dialog.getByText(/^Opened for /)).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // Both sides In Contact, in the history under the matchmaker's name.
  const connections = await adminApi.call('GET', `/api/profile/${woman.id}/connections`);
  const connection = (
    connections.body as { connections: { _id: number; other: { _id: number } }[] }
  ).connections.find((c) => c.other._id === man.id);
  expect(connection).toBeDefined();
  const history = await adminApi.call('GET', `/api/connections/${connection!._id}/history`);
  const moved = (history.body as { to: string; byName?: string; profile: number }[]).filter(
    (e) => e.to === 'In Contact',
  );
  expect(moved.map((e) => e.profile).sort()).toEqual([woman.id, man.id].sort());
  expect(moved.every((e) => e.byName)).toBe(true);
  await expect(card).toBeHidden();
});
