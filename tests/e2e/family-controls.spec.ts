/**
 * Issue 30 item 8 (decisions 060, 061): a family's control over its own profile, on a 360 px phone in English
 * and Urdu. From My Profile it pauses and resumes its profile (the other family loses and regains it), sees
 * its own fees and how to pay, downloads its data and deletes its profile (the other family sees it gone).
 * The Login overlay tells a family that lost its link how to get it again.
 */
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  type AdminApi,
  basic,
  type CreatedProfile,
  expect,
  expectNoSidewaysScroll,
  familyProfile,
  test,
} from './fixtures';

test.use({ viewport: { width: 360, height: 740 } });

const MATCHMAKERS = 'https://wa.me/923001234567';
const inUrdu = (page: Page) => page.addInitScript(() => localStorage.setItem('lang', 'ur'));

async function send(adminApi: AdminApi, sentTo: number, profileSent: number) {
  const answer = await adminApi.call('POST', '/api/profile-connection', { sentTo, profileSent });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** What the other family's own session is answered for her profile, as its browser would ask. */
async function statusFor(request: APIRequestContext, family: CreatedProfile, url: string) {
  const login = await request.get('/api/login', {
    headers: { authorization: basic(String(family.id), family.accessToken) },
  });
  const { token } = (await login.json()) as { token: string };
  return (await request.get(url, { headers: { authorization: basic(String(family.id), token) } })).status();
}

/** A woman and a man the matchmakers sent to each other. */
async function pair(adminApi: AdminApi, name: string) {
  const woman = await adminApi.createProfile(familyProfile({ name, age: 26, gender: 'Female' }));
  const man = await adminApi.createProfile(familyProfile({ name: `${name} Match`, age: 30, gender: 'Male' }));
  await send(adminApi, man.id, woman.id);
  return { woman, man };
}

test('a family pauses and resumes its profile from My Profile, in English and Urdu', async ({
  adminApi,
  page,
  request,
  loginAsFamily,
  matchmakerPage,
}) => {
  const { woman, man } = await pair(adminApi, 'Sana Pause');
  expect(await statusFor(request, man, `/api/profile/${woman.id}`)).toBe(200);

  await loginAsFamily(page, woman, '/my-profile');
  const controls = page.getByRole('region', { name: 'Your profile' });
  await expect(controls).toBeVisible();
  await expectNoSidewaysScroll(page);
  await controls.getByRole('button', { name: 'Pause my profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is paused' })).toBeVisible();
  await expect(controls.getByRole('button', { name: 'Resume my profile' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Hidden from the other family; the matchmakers' list marks it.
  expect(await statusFor(request, man, `/api/profile/${woman.id}`)).toBe(404);
  const card = await adminApi.call('GET', `/api/profiles?status=All&q=${woman.id}`);
  expect(card.body.profiles[0]).toMatchObject({ _id: woman.id, pausedAt: expect.any(String) });
  const admin = await matchmakerPage({ viewport: { width: 360, height: 740 } });
  await admin.goto(`/profile/${woman.id}`);
  await expect(admin.getByTestId('paused-badge')).toHaveText('Paused');
  await admin.context().close();

  // In Urdu: the notice, and Resume.
  await inUrdu(page);
  await page.reload();
  await expect(page.locator('html[dir="rtl"][lang="ur"]')).toHaveCount(1);
  const notice = page.getByRole('status').filter({ hasText: 'آپ کا پروفائل روکا ہوا ہے' });
  await expect(notice).toBeVisible();
  await expectNoSidewaysScroll(page);
  await notice.getByRole('button', { name: 'میرا پروفائل دوبارہ شروع کریں' }).click();
  await expect(notice).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'آپ کا پروفائل' }).getByRole('button', { name: 'میرا پروفائل روکیں' }),
  ).toBeVisible();
  expect(await statusFor(request, man, `/api/profile/${woman.id}`)).toBe(200);
});

test('a family sees its own fees and how to pay, with a WhatsApp button, in English and Urdu', async ({
  adminApi,
  page,
  loginAsFamily,
}) => {
  const family = await adminApi.createProfile(
    familyProfile({ name: 'Fees Family', age: 29, gender: 'Male' }),
  );
  const paid = await adminApi.call('POST', `/api/profile/${family.id}/payments`, {
    amount: 5000,
    kind: 'advance',
    method: 'JazzCash',
    receivedOn: '2026-01-05',
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);

  await loginAsFamily(page, family, '/my-profile');
  const fees = page.getByRole('region', { name: 'Fees' });
  await expect(fees).toContainText('Contact fee (advance)');
  await expect(fees).toContainText('Rs 5,000 paid of Rs 5,000');
  await expect(fees).toContainText('Rs 0 paid of Rs 15,000');
  await expect(fees).toContainText('2026-01-05 · Advance · Rs 5,000');
  await expect(fees).toContainText('Meezan Bank · Rishta Bureau');
  await expect(fees).toContainText('JazzCash 03001234567');
  await expect(fees.getByRole('link', { name: 'Ask on WhatsApp' })).toHaveAttribute(
    'href',
    `${MATCHMAKERS}?text=${encodeURIComponent(`Aoa. How can I pay the fee? (Profile Id: ${family.id})`)}`,
  );
  await expectNoSidewaysScroll(page);

  await inUrdu(page);
  await page.reload();
  const urdu = page.getByRole('region', { name: 'فیس' });
  await expect(urdu).toContainText('رابطہ فیس (پیشگی)');
  await expect(urdu).toContainText('ادا ہو گئی');
  await expect(urdu.getByRole('link', { name: 'واٹس ایپ پر پوچھیں' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a family downloads its data as a JSON file', async ({ adminApi, page, loginAsFamily }) => {
  const { woman, man } = await pair(adminApi, 'Hina Export');
  await loginAsFamily(page, woman, '/my-profile');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`rishta-profile-${woman.id}.json`);
  const data = JSON.parse(fs.readFileSync((await download.path()) as string, 'utf8'));
  expect(data.profile).toMatchObject({ _id: woman.id, name: 'Hina Export' });
  expect(data.connections).toHaveLength(1);
  expect(data.connections[0].theirs.profile).toBe(man.id);
  expect(JSON.stringify(data)).not.toContain('Hina Export Match');
});

test('a family deletes its profile after a confirmation; the other side sees it gone (English)', async ({
  adminApi,
  page,
  request,
  loginAsFamily,
}) => {
  const { woman, man } = await pair(adminApi, 'Rida Delete');
  await loginAsFamily(page, woman, '/my-profile');
  await page.getByRole('button', { name: 'Delete my profile' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your profile?' });
  await expect(confirm).toContainText('erased for good');
  await expectNoSidewaysScroll(page);
  // Cancel changes nothing.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await statusFor(request, man, `/api/profile/${woman.id}`)).toBe(200);

  await page.getByRole('button', { name: 'Delete my profile' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your profile?' })
    .getByRole('button', { name: 'Yes, delete my profile' })
    .click();
  await expect(page.getByText('Your profile has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Signed out: no user menu, the navbar's Login instead.
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();

  // The other family: gone from its connections and its page.
  expect(await statusFor(request, man, `/api/profile/${woman.id}`)).toBe(404);
  const other = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 360, height: 740 } });
  const manPage = await other.newPage();
  await loginAsFamily(manPage, man, '/my-connections');
  await expect(manPage.getByRole('heading', { level: 1, name: 'My Connections' })).toBeVisible();
  await expect(manPage.getByText('Rida Delete')).toHaveCount(0);
  await manPage.goto(`/profile/${woman.id}`);
  await expect(manPage.getByRole('heading', { name: 'Profile not available' })).toBeVisible();
  await expect(manPage.getByText('Rida Delete')).toHaveCount(0);
  await other.close();
  // The matchmakers find nothing either.
  expect((await adminApi.call('GET', `/api/profile/${woman.id}`)).status).toBe(404);
});

test('a family deletes its profile in Urdu', async ({ adminApi, page, request, loginAsFamily }) => {
  const { woman, man } = await pair(adminApi, 'Urdu Delete');
  await inUrdu(page);
  await loginAsFamily(page, woman, '/my-profile');
  await page.getByRole('button', { name: 'میرا پروفائل حذف کریں' }).click();
  const confirm = page.getByRole('dialog', { name: 'کیا آپ اپنا پروفائل حذف کرنا چاہتے ہیں؟' });
  await expect(confirm).toBeVisible();
  await expectNoSidewaysScroll(page);
  await confirm.getByRole('button', { name: 'جی ہاں، میرا پروفائل حذف کریں' }).click();
  await expect(page.getByText('آپ کا پروفائل حذف کر دیا گیا ہے۔')).toBeVisible();
  expect(await statusFor(request, man, `/api/profile/${woman.id}`)).toBe(404);
});

test('the Login overlay tells a family how to get its link again, naming the phone it typed', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Authentication Required' });
  const lost = dialog.getByRole('region', { name: 'A family? Lost your login link?' });
  await expect(lost).toContainText('you sign in with your personal login link');
  // Nothing typed: it says what is needed rather than opening WhatsApp.
  await lost.getByRole('button', { name: 'Ask for my link on WhatsApp' }).click();
  await expect(lost).toContainText('Please type the phone number on your profile.');
  await lost.getByLabel('Phone number on your profile').fill('0300 1112233');
  await expect(lost.getByRole('link', { name: 'Ask for my link on WhatsApp' })).toHaveAttribute(
    'href',
    `${MATCHMAKERS}?text=${encodeURIComponent('Aoa. I have lost my login link. Please send it again. My phone number: 0300 1112233')}`,
  );
  await expectNoSidewaysScroll(page);

  await inUrdu(page);
  await page.reload();
  await page.getByRole('button', { name: 'لاگ اِن' }).first().click();
  const urdu = page
    .getByRole('dialog', { name: 'لاگ اِن ضروری ہے' })
    .getByRole('region', { name: 'خاندان ہیں؟ لاگ اِن لنک کھو گیا؟' });
  await urdu.getByLabel('آپ کے پروفائل والا فون نمبر').fill('03001112233');
  await expect(urdu.getByRole('link', { name: 'واٹس ایپ پر اپنا لنک مانگیں' })).toHaveAttribute(
    'href',
    `${MATCHMAKERS}?text=${encodeURIComponent('Aoa. I have lost my login link. Please send it again. My phone number: 03001112233')}`,
  );
  await expectNoSidewaysScroll(page);
});
