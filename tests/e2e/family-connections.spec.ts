/**
 * Issue 16, items 2, 7 and 8 (decision 034): what a family sees of its connections and its privacy, on a
 * 360 px phone in English and Urdu.
 * - My Connections lists a profile in every section whose condition holds: mutual interest under both
 *   "Profiles Interested In You" and "Profiles You Are Interested In", marked "You are both interested", with
 *   a WhatsApp button to the matchmakers; "Profiles Sent To You" first. The same button stands beside "Please
 *   contact us to take this forward." on the profile view.
 * - The message card and the answer buttons follow the family's own side first.
 * - The privacy note and the line beside withheld pictures say what is true for this viewer.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from '../../playwright.config';
import {
  type AdminApi,
  basic,
  type CreatedProfile,
  chatOpenedBy,
  expect,
  expectNoSidewaysScroll,
  familyProfile,
  test,
} from './fixtures';

test.use({ viewport: { width: 360, height: 740 } });

/** The matchmakers' number of /api/config (CONTACT_WHATSAPP's default) as wa.me writes it. */
const MATCHMAKERS = 'https://wa.me/923001234567';
const bothInterestedLink = (id: number) =>
  `${MATCHMAKERS}?text=${encodeURIComponent(`Aoa. We are both interested (Profile Id: ${id})`)}`;

const SECTIONS_EN = [
  'Profiles Sent To You',
  'Profiles Interested In You',
  'Profiles You Are Interested In',
  'Rejected Profiles',
];
const SECTIONS_UR = [
  'آپ کو بھیجے گئے پروفائل',
  'جنہیں آپ میں دلچسپی ہے',
  'جن میں آپ کو دلچسپی ہے',
  'مسترد کیے گئے پروفائل',
];

async function send(adminApi: AdminApi, sentTo: number, profileSent: number) {
  const answer = await adminApi.call('POST', '/api/profile-connection', { sentTo, profileSent });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function setSide(adminApi: AdminApi, a: number, b: number, side: number, status: string) {
  const answer = await adminApi.call('PATCH', `/api/profile-connection/${a}-${b}/${side}`, { status });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The family answers with its own session, as its Interested button does. */
async function answer(request: APIRequestContext, family: CreatedProfile, other: number, status: string) {
  const login = await request.get('/api/login', {
    headers: { authorization: basic(String(family.id), family.accessToken) },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.patch('/api/profile-connection', {
    data: { connectionWith: other, status },
    headers: { authorization: basic(String(family.id), token) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function uploadPicture(request: APIRequestContext): Promise<string> {
  const login = await request.get('/api/login', {
    headers: { authorization: basic(E2E_ADMIN.email, E2E_ADMIN.password) },
  });
  const { token } = (await login.json()) as { token: string };
  const buffer = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  const response = await request.post('/api/upload', {
    headers: { authorization: basic(E2E_ADMIN.email, token) },
    multipart: { file: { name: 'picture.jpg', mimeType: 'image/jpeg', buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.text()).trim();
}

const inUrdu = (page: Page) => page.addInitScript(() => localStorage.setItem('lang', 'ur'));
/** The titles of My Connections' sections, in the page's order. */
const sectionTitles = (page: Page) => page.locator('main section h2').allTextContents();

test('mutual interest shows in both sections, marked, with the WhatsApp button; Sent To You first', async ({
  adminApi,
  page,
  request,
  loginAsFamily,
}) => {
  const woman = await adminApi.createProfile(
    familyProfile({ name: 'Rabia Naveed', age: 26, gender: 'Female' }),
  );
  const waiting = await adminApi.createProfile(
    familyProfile({ name: 'Saima Khalid', age: 25, gender: 'Female' }),
  );
  const man = await adminApi.createProfile(familyProfile({ name: 'Hamza Rafiq', age: 30, gender: 'Male' }));
  await send(adminApi, man.id, woman.id);
  await send(adminApi, woman.id, man.id);
  await answer(request, man, woman.id, 'Profile Accepted');
  await answer(request, woman, man.id, 'Profile Accepted');
  await send(adminApi, man.id, waiting.id);
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));

  await loginAsFamily(page, man, '/my-connections');
  await expect(page.getByRole('heading', { level: 1, name: 'My Connections' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profiles Sent To You' })).toBeVisible();
  expect(await sectionTitles(page)).toEqual(SECTIONS_EN);
  await expect(page.getByRole('region', { name: 'Profiles Sent To You' }).getByRole('article')).toContainText(
    [`Profile #${waiting.id}`],
  );

  for (const section of ['Profiles Interested In You', 'Profiles You Are Interested In']) {
    const card = page.getByRole('region', { name: section }).getByRole('article');
    await expect(card, section).toHaveCount(1);
    await expect(card.getByRole('link', { name: 'Rabia Naveed', exact: true })).toHaveAttribute(
      'href',
      `/profile/${woman.id}`,
    );
    await expect(card.getByTestId('both-interested')).toHaveText('You are both interested');
    await expect(card.getByRole('link', { name: 'Contact us on WhatsApp' })).toHaveAttribute(
      'href',
      bothInterestedLink(woman.id),
    );
  }
  await expect(page.getByText("You haven't shown interest in any profiles yet")).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The button opens WhatsApp to the matchmakers (not the profile the card links to).
  const chat = await chatOpenedBy(page, () =>
    page
      .getByRole('region', { name: 'Profiles You Are Interested In' })
      .getByRole('link', { name: 'Contact us on WhatsApp' })
      .click(),
  );
  expect(chat).toBe(bothInterestedLink(woman.id));
  await expect(page).toHaveURL(/\/my-connections$/);

  // The profile view: the same button beside "Please contact us to take this forward."
  await page.goto(`/profile/${woman.id}`);
  await expect(page.getByTestId('connection-message')).toHaveText(
    'You have both shown interest. Please contact us to take this forward.',
  );
  await expect(
    page.getByRole('status').getByRole('link', { name: 'Contact us on WhatsApp' }),
  ).toHaveAttribute('href', bothInterestedLink(woman.id));

  // In Urdu.
  await inUrdu(page);
  await page.goto('/my-connections');
  await expect(page.locator('html[dir="rtl"][lang="ur"]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'آپ کو بھیجے گئے پروفائل' })).toBeVisible();
  expect(await sectionTitles(page)).toEqual(SECTIONS_UR);
  for (const section of ['جنہیں آپ میں دلچسپی ہے', 'جن میں آپ کو دلچسپی ہے']) {
    const card = page.getByRole('region', { name: section }).getByRole('article');
    await expect(card.getByTestId('both-interested')).toHaveText('آپ دونوں کو دلچسپی ہے');
    await expect(card.getByRole('link', { name: /واٹس ایپ پر ہم سے رابطہ کریں/ })).toHaveAttribute(
      'href',
      bothInterestedLink(woman.id),
    );
  }
  await expectNoSidewaysScroll(page);
  await page.goto(`/profile/${woman.id}`);
  await expect(page.getByTestId('connection-message')).toHaveText(
    'آپ دونوں نے دلچسپی ظاہر کی ہے۔ بات آگے بڑھانے کے لیے براہ کرم ہم سے رابطہ کریں۔',
  );
  await expect(
    page.getByRole('status').getByRole('link', { name: 'واٹس ایپ پر ہم سے رابطہ کریں' }),
  ).toHaveAttribute('href', bothInterestedLink(woman.id));
  await expectNoSidewaysScroll(page);

  // In contact: still in both sections and marked; the matchmakers already have it, so no button.
  await setSide(adminApi, man.id, woman.id, woman.id, 'In Contact');
  await setSide(adminApi, man.id, woman.id, man.id, 'In Contact');
  await page.goto('/my-connections');
  for (const section of ['جنہیں آپ میں دلچسپی ہے', 'جن میں آپ کو دلچسپی ہے']) {
    const card = page.getByRole('region', { name: section }).getByRole('article');
    await expect(card.getByTestId('both-interested')).toBeVisible();
    await expect(card.getByRole('link', { name: /واٹس ایپ/ })).toHaveCount(0);
  }
});

test('the message and the buttons follow the family’s own side first: rejected after contact', async ({
  adminApi,
  page,
  request,
  loginAsFamily,
}) => {
  const woman = await adminApi.createProfile(
    familyProfile({ name: 'Nida Asghar', age: 27, gender: 'Female' }),
  );
  const man = await adminApi.createProfile(familyProfile({ name: 'Adeel Shah', age: 31, gender: 'Male' }));
  await send(adminApi, man.id, woman.id);
  await send(adminApi, woman.id, man.id);
  await answer(request, man, woman.id, 'Profile Accepted');
  await answer(request, woman, man.id, 'Profile Accepted');
  await setSide(adminApi, man.id, woman.id, woman.id, 'In Contact');
  await setSide(adminApi, man.id, woman.id, man.id, 'Rejected After Contact');

  await loginAsFamily(page, man, `/profile/${woman.id}`);
  await expect(page.getByTestId('connection-message')).toHaveText('You have rejected this profile.');
  await expect(page.getByRole('button', { name: 'Interested', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Not Interested', exact: true })).toBeDisabled();
  await expect(page.getByTestId('not-interested-closed')).toHaveText(
    'You have already said you are not interested in this profile.',
  );
  await expect(page.getByTestId('connection-answer').getByRole('link')).toHaveCount(0);

  // My Connections: under Rejected Profiles only.
  await page.goto('/my-connections');
  await expect(page.getByRole('region', { name: 'Rejected Profiles' }).getByRole('article')).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: 'Profiles Interested In You' }).getByRole('article'),
  ).toHaveCount(0);

  // Her side, the other way round: she reads that he is not interested, with her buttons closed.
  await loginAsFamily(page, woman, `/profile/${man.id}`);
  await expect(page.getByTestId('connection-message')).toHaveText('This profile is not interested in you.');
  await expect(page.getByRole('button', { name: 'Interested', exact: true })).toBeDisabled();

  await inUrdu(page);
  await loginAsFamily(page, man, `/profile/${woman.id}`);
  await expect(page.locator('html[dir="rtl"][lang="ur"]')).toHaveCount(1);
  await expect(page.getByTestId('connection-message')).toHaveText('آپ نے یہ پروفائل مسترد کر دیا ہے۔');
  await expect(page.getByRole('button', { name: 'دلچسپی ہے', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'دلچسپی نہیں', exact: true })).toBeDisabled();
  await expectNoSidewaysScroll(page);
});

test('a man reads what is true of her pictures before and after she accepts, in English and Urdu', async ({
  adminApi,
  page,
  request,
  loginAsFamily,
}) => {
  const picture = await uploadPicture(request);
  const woman = await adminApi.createProfile(
    familyProfile({ name: 'Maryam Iqbal', age: 24, gender: 'Female', pictures: [picture] }),
  );
  const man = await adminApi.createProfile(familyProfile({ name: 'Tariq Javed', age: 29, gender: 'Male' }));
  await send(adminApi, man.id, woman.id);
  await send(adminApi, woman.id, man.id);

  // Before she accepts: her pictures are not restricted, so nothing says the family keeps them private.
  await loginAsFamily(page, man, `/profile/${woman.id}`);
  const gallery = page.getByTestId('picture-gallery');
  const note = page.getByTestId('privacy-note');
  await expect(gallery).toContainText('Her pictures are shown only after she approves your profile.');
  await expect(note).toContainText(
    "A woman's pictures, phone number and name are shared only after she approves your profile.",
  );
  await expect(page.getByText("Pictures are kept private at the family's wish.")).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // She accepts: he sees her picture and name, and the note says so.
  await answer(request, woman, man.id, 'Profile Accepted');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Maryam Iqbal' })).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Open picture 1 of 1' })).toBeVisible();
  await expect(note).toContainText(
    'She has approved your profile, so you see her name and pictures. Please keep them to yourself. Phone numbers are shared through us.',
  );
  await expect(note).not.toContainText('kept private');

  // In Urdu: the same notes, right to left, once.
  await inUrdu(page);
  await page.reload();
  await expect(page.locator('html[dir="rtl"][lang="ur"]')).toHaveCount(1);
  await expect(note).toHaveText(
    'انہوں نے آپ کا پروفائل منظور کر لیا ہے، اس لیے آپ ان کا نام اور تصاویر دیکھ سکتے ہیں۔ براہ کرم انہیں اپنے تک رکھیں۔ فون نمبر ہمارے ذریعے شیئر کیے جاتے ہیں۔',
  );
  expect(await note.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await setSide(adminApi, man.id, woman.id, woman.id, 'Profile Received');
  await page.reload();
  await expect(gallery).toContainText(
    'خاتون کی تصاویر صرف اُس وقت دکھائی جاتی ہیں جب وہ آپ کا پروفائل منظور کر لیں۔',
  );
  await expect(note).toHaveText(
    'خاتون کی تصاویر، فون نمبر اور نام صرف اُس وقت شیئر کیے جاتے ہیں جب وہ آپ کا پروفائل منظور کر لیں۔',
  );
  await expect(page.getByText('خاندان کی خواہش پر تصاویر پوشیدہ رکھی گئی ہیں۔')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});

test('a woman reads on her own profile who sees her name, pictures and phone, in English and Urdu', async ({
  adminApi,
  page,
  loginAsFamily,
}) => {
  const woman = await adminApi.createProfile(
    familyProfile({ name: 'Zara Hussain', age: 23, gender: 'Female' }),
  );
  await loginAsFamily(page, woman, '/my-profile');
  const note = page.getByTestId('privacy-note');
  await expect(note).toContainText(
    'A family sees your name and pictures only after you answer Interested to its profile. Your phone number, address and e-mail are never shown to other families; we put families in touch ourselves.',
  );
  await expect(note).not.toContainText('after she approves your profile');
  await expect(note.locator('[lang="ur"]')).toHaveAttribute('dir', 'rtl');
  await expectNoSidewaysScroll(page);

  await inUrdu(page);
  await page.reload();
  await expect(page.locator('html[dir="rtl"][lang="ur"]')).toHaveCount(1);
  await expect(note).toHaveText(
    'کوئی بھی خاندان آپ کا نام اور تصاویر صرف اُس وقت دیکھ سکتا ہے جب آپ اُس کے پروفائل میں دلچسپی ظاہر کریں۔ آپ کا فون نمبر، پتہ اور ای میل دوسرے خاندانوں کو کبھی نہیں دکھائے جاتے؛ خاندانوں کا آپس میں رابطہ ہم خود کرواتے ہیں۔',
  );
  await expect(note).not.toContainText('جب وہ آپ کا پروفائل منظور کر لیں');
  expect(await note.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await expectNoSidewaysScroll(page);
});
