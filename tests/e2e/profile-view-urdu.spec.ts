import type { Locator } from '@playwright/test';
import { expect, expectNoSidewaysScroll, familyProfile, test } from './fixtures';

/**
 * Issue 7 "Languages" on the profile view: a family reading in Urdu sees its own profile (`/my-profile`) and
 * a profile sent to it in Urdu, right to left with numbers and phone numbers left to right, answers it and
 * reads the answer's message in Urdu; in English the same screens read as before.
 */

const direction = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).direction);

const OWN_ACCEPTED_UR = 'آپ نے اس پروفائل میں دلچسپی ظاہر کی ہے۔ براہ کرم ان کے جواب کا انتظار کریں۔';
const OWN_ACCEPTED_EN = 'You have shown interest in this profile. Please wait for their response.';

test.use({ viewport: { width: 360, height: 740 } });

test('a family in Urdu reads its own profile and a profile sent to it, and answers it in Urdu', async ({
  adminApi,
  page,
  loginAsFamily,
}) => {
  const woman = await adminApi.createProfile(
    familyProfile({ name: 'Hira Aslam', age: 25, gender: 'Female' }),
  );
  const man = await adminApi.createProfile(
    familyProfile({
      name: 'Kamran Yousaf',
      age: 31,
      gender: 'Male',
      heightFt: 5,
      heightIn: 10,
      email: 'kamran@example.com',
      jobType: 'Private',
      workCountry: 'Pakistan',
      monthlyIncome: 150000,
    }),
  );
  const sent = await adminApi.call('POST', '/api/profile-connection', {
    sentTo: man.id,
    profileSent: woman.id,
  });
  expect(sent.status).toBe(200);

  await page.addInitScript(() => localStorage.setItem('lang', 'ur'));
  await loginAsFamily(page, man, '/my-profile');
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.locator('html[dir="rtl"][lang="ur"]')).toHaveCount(1);

  // My Profile: Urdu titles, labels, options and words; digits, phone and e-mail left to right.
  await expect(page.getByRole('heading', { level: 1, name: 'Kamran Yousaf' })).toBeVisible();
  // A listed city in Urdu, as the form's city picker offers it (issue 30).
  await expect(page.getByText(`پروفائل #${man.id} · 31 سال · لاہور`)).toBeVisible();
  for (const title of ['ذاتی معلومات', 'خاندانی معلومات', 'تعلیم اور پیشہ']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Personal', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'پروفائل میں ترمیم کریں' })).toHaveAttribute(
    'href',
    '/my-profile/edit',
  );
  await expect(page.locator('[data-field="maritalStatus"]')).toContainText('ازدواجی حیثیت');
  await expect(page.locator('[data-field="maritalStatus"]')).toContainText('غیر شادی شدہ');
  await expect(page.locator('[data-field="jobType"]')).toContainText('نجی ملازمت');
  const income = page.locator('[data-field="monthlyIncome"]');
  await expect(income).toContainText('Rs 150,000');
  await expect(income).toContainText('1 لاکھ 50 ہزار');
  await expect(page.locator('[data-field="height"] [dir="ltr"]')).toHaveText('5\'10"');
  for (const key of ['phoneNo', 'email', 'height', 'monthlyIncome']) {
    expect(await direction(page.locator(`[data-field="${key}"] [dir="ltr"]`)), key).toBe('ltr');
  }
  expect(await direction(page.getByRole('heading', { level: 2, name: 'ذاتی معلومات' }))).toBe('rtl');
  await expect(page.getByTestId('connection-answer')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The profile sent to the family: Urdu buttons, and the message after answering in Urdu.
  await page.goto(`/profile/${woman.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `پروفائل #${woman.id}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'ذاتی معلومات' })).toBeVisible();
  await expect(page.getByTestId('privacy-note')).toContainText('خاتون کی تصاویر، فون نمبر اور نام');
  await expect(page.getByTestId('privacy-note')).not.toContainText("A woman's pictures");
  const answers = page.getByRole('group', { name: 'اس پروفائل کے بارے میں آپ کا جواب' });
  const interested = answers.getByRole('button', { name: 'دلچسپی ہے', exact: true });
  const notInterested = answers.getByRole('button', { name: 'دلچسپی نہیں', exact: true });
  await expect(interested).toBeEnabled();
  // A family can always say no to a profile it has received (decision 010).
  await expect(notInterested).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Interested', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('connection-message')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await interested.click();
  await expect(page.getByTestId('connection-message')).toHaveText(OWN_ACCEPTED_UR);
  await expect(interested).toBeDisabled();
  expect(await page.content()).not.toContain('Hira');

  // Switched to English on the same page: the words the English tests rely on are back.
  await page.getByRole('group', { name: 'زبان' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html[dir="ltr"][lang="en"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Interested', exact: true })).toBeDisabled();
  await expect(page.getByTestId('connection-message')).toHaveText(OWN_ACCEPTED_EN);
  await expect(page.getByRole('heading', { level: 2, name: 'Personal' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Profile #${woman.id}` })).toBeVisible();
});

test('a family in English answers a profile sent to it and reads its own profile', async ({
  adminApi,
  page,
  loginAsFamily,
}) => {
  const woman = await adminApi.createProfile(familyProfile({ name: 'Amna Rauf', age: 24, gender: 'Female' }));
  const man = await adminApi.createProfile(
    familyProfile({ name: 'Faisal Javed', age: 29, gender: 'Male', monthlyIncome: 150000 }),
  );
  const sent = await adminApi.call('POST', '/api/profile-connection', {
    sentTo: man.id,
    profileSent: woman.id,
  });
  expect(sent.status).toBe(200);

  await loginAsFamily(page, man, `/profile/${woman.id}`);
  await expect(page.locator('html[dir="ltr"][lang="en"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Personal' })).toBeVisible();
  await expect(page.getByTestId('privacy-note')).toContainText(
    "A woman's pictures, phone number and name are shared only after she approves your profile.",
  );
  await expect(page.getByTestId('privacy-note')).toContainText('خاتون کی تصاویر');
  const interested = page.getByRole('button', { name: 'Interested', exact: true });
  await expect(page.getByRole('button', { name: 'Not Interested', exact: true })).toBeEnabled();
  await interested.click();
  await expect(page.getByTestId('connection-message')).toHaveText(OWN_ACCEPTED_EN);
  await expect(interested).toBeDisabled();

  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Faisal Javed' })).toBeVisible();
  await expect(page.getByText(`Profile #${man.id} · 29 years · Lahore`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/my-profile/edit');
  await expect(page.getByRole('heading', { level: 2, name: 'Family' })).toBeVisible();
  await expect(page.locator('[data-field="maritalStatus"]')).toContainText('Single');
  await expect(page.locator('[data-field="monthlyIncome"]')).toContainText('Rs 150,000');
  await expect(page.locator('[data-field="monthlyIncome"]')).toContainText('1 lakh 50 hazar');
});
