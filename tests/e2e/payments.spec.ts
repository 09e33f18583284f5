/**
 * Issue 28 (decision 052): a matchmaker records a payment in the profile's admin panel, sees the paid fee
 * follow it, and opens its receipt in Urdu on a 360 px phone, with the WhatsApp message to the family.
 * Screenshots of the ledger and the receipt at 360 and 1280 px in English and Urdu go to SHOTS_DIR when it is set.
 */
import { expect, expectNoSidewaysScroll, familyProfile, fillNavbarCounts, shot, test } from './fixtures';

test('a matchmaker records a payment and opens its receipt in Urdu at 360 px', async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  // A working day's navbar: every count in use (the page scrolled sideways by 31 px in Urdu with them).
  await fillNavbarCounts(adminApi, request);
  const family = await adminApi.createProfile(
    familyProfile({ name: 'Sana Ledger', gender: 'Female', age: 25, fatherName: 'Tariq' }),
  );
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/profile/${family.id}`);

  const ledger = page.getByTestId('profile-ledger');
  await expect(ledger.getByText('No payments yet.')).toBeVisible();
  await expect(ledger.getByTestId('fee-standing')).toHaveText('Paid Rs 0 of Rs 20,000');

  await ledger.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  // Nothing chosen for "Received by": refused with the product's words before anything is sent.
  await dialog.getByRole('textbox', { name: /^Amount \(Rs\)/ }).fill('5000');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByText('Please choose how the payment was received.')).toBeVisible();
  await dialog.getByRole('combobox', { name: /^Received by/ }).click();
  await page.getByRole('option', { name: 'JazzCash' }).click();
  await dialog.getByLabel('Reference (optional)').fill('TX-77120');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();

  const entry = ledger.getByTestId('ledger-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Advance');
  await expect(entry).toContainText('Rs 5,000');
  await expect(entry).toContainText('by JazzCash');
  await expect(ledger.getByTestId('fee-standing')).toHaveText('Paid Rs 5,000 of Rs 20,000');
  // The paid fee badge (SPEC §4) reads the sum.
  await expect(page.getByTestId('paid-fee-badge')).toContainText('5,000');
  await expectNoSidewaysScroll(page);
  await shot(ledger, 'ledger-en-360');

  await entry.getByRole('link', { name: /^Open receipt R-\d{4}$/ }).click();
  await expect(page).toHaveURL(/\/admin\/receipts\/\d+$/);
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByTestId('receipt-amount')).toHaveText('Rs 5,000');
  await expect(receipt).toContainText('Payment receipt');
  await expect(receipt).toContainText(`Profile #${family.id}`);
  await shot(page, 'receipt-en-360', { fullPage: true });

  // In Urdu: the same receipt, right to left, still fitting the phone.
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'اردو' }).click();
  await expect(page.locator('html[dir="rtl"][lang="ur"]')).toHaveCount(1);
  await expect(receipt).toContainText('ادائیگی کی رسید');
  await expect(receipt).toContainText(`پروفائل #${family.id}`);
  await expect(receipt.getByTestId('receipt-amount')).toHaveText('Rs 5,000');
  await expectNoSidewaysScroll(page);
  const urdu = page.getByRole('link', { name: 'اردو میں بھیجیں' });
  await expect(urdu).toHaveAttribute('href', /^https:\/\/wa\.me\/92301\d{7}\?text=/);
  const text = decodeURIComponent((await urdu.getAttribute('href'))?.split('?text=')[1] ?? '');
  expect(text).toContain('JazzCash');
  expect(text).toMatch(/رسید R-\d{4}/);
  await shot(page, 'receipt-ur-360', { fullPage: true });

  // The wide screen, both languages, for the eye.
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'receipt-ur-1280', { fullPage: true });
});

test('the ledger and its receipt on a wide screen and a phone, in English and Urdu', async ({
  adminPage: page,
  adminApi,
}) => {
  const family = await adminApi.createProfile(
    familyProfile({ name: 'Sadia Ledger', gender: 'Female', age: 25, fatherName: 'Tariq' }),
  );
  const paid = await adminApi.call('POST', `/api/profile/${family.id}/payments`, {
    amount: 5000,
    kind: 'advance',
    method: 'JazzCash',
    reference: 'TX-77121',
    receivedOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date()),
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/profile/${family.id}`);
  const ledger = page.getByTestId('profile-ledger');
  await expect(ledger.getByTestId('ledger-entry')).toHaveCount(1);
  await expect(page.locator('html[lang="en"]')).toHaveCount(1);
  await shot(ledger, 'ledger-en-1280');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'اردو' }).click();
  await expect(ledger.getByText('ادائیگیاں', { exact: false }).first()).toBeVisible();
  await shot(ledger, 'ledger-ur-1280');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(ledger.getByText('ادائیگیاں', { exact: false }).first()).toBeVisible();
  await shot(ledger, 'ledger-ur-360');
  await page
    .getByRole('group', { name: /زبان|Language/ })
    .getByRole('button', { name: 'English' })
    .click();
  await expect(page.locator('html[lang="en"]')).toHaveCount(1);
  await page.setViewportSize({ width: 1280, height: 900 });
  await ledger.getByRole('link', { name: /^Open receipt/ }).click();
  await expect(page.getByTestId('receipt')).toBeVisible();
  await shot(page, 'receipt-en-1280', { fullPage: true });
});
