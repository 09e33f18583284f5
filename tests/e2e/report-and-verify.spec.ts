/**
 * Issue 18 (decision 036): a family on a 360 px phone reports a profile sent to it, in English and then in
 * Urdu (the second report updates the first); the matchmaker sees it under Reports on the dashboard and
 * resolves it. The matchmaker ticks "Phone verified (called)" on a profile, and the family sees "Verified by
 * Rishta" with the check, in English and in Urdu.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import {
  type AdminApi,
  type CreatedProfile,
  expect,
  expectNoSidewaysScroll,
  familyProfile,
  shot as screenshot,
  test,
} from './fixtures';

/** The whole page, for a person to look at (only with SHOTS_DIR). */
const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: true });

/** A woman's profile sent to a man's family: he may see (and report) hers. */
async function sentPair(adminApi: AdminApi, names: { woman: string; man: string }) {
  const woman = await adminApi.createProfile(
    familyProfile({ name: names.woman, gender: 'Female', age: 25, phoneNo: '03004445566' }),
  );
  const man = await adminApi.createProfile(
    familyProfile({ name: names.man, gender: 'Male', age: 30, phoneNo: '03117778899' }),
  );
  const sent = await adminApi.call('POST', '/api/profile-connection', {
    sentTo: man.id,
    profileSent: woman.id,
  });
  expect(sent.status).toBe(200);
  return { woman, man };
}

async function switchTo(page: Page, language: 'ur' | 'en') {
  const group = page.getByRole('group', { name: language === 'ur' ? 'Language' : 'زبان' });
  await group.getByRole('button', { name: language === 'ur' ? 'اردو' : 'English' }).click();
  await expect(page.locator(`html[lang="${language}"]`)).toHaveCount(1);
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a family reports a profile sent to it; the matchmaker sees the report on the dashboard and resolves it', async ({
    adminApi,
    page,
    loginAsFamily,
    matchmakerPage,
  }) => {
    // A long walk of several screens: three times the usual limit, so a busy machine does not fail it.
    test.slow();
    const { woman, man } = await sentPair(adminApi, { woman: 'Rubina Shah', man: 'Tariq Mehmood' });

    // Its own profile has no Report button.
    await loginAsFamily(page, man, '/my-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Tariq Mehmood' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report this profile' })).toHaveCount(0);

    await page.goto(`/profile/${woman.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Profile #${woman.id}` })).toBeVisible();
    const button = page.getByRole('button', { name: 'Report this profile' });
    await expect(button).toBeVisible();
    await expectNoSidewaysScroll(page);
    await button.click();

    const dialog = page.getByRole('dialog', { name: 'Report this profile' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('The family will not be told that it was reported, or by whom.');
    // Its × has a name: axe found it nameless (serious). After sending, the text button "Close" is the last.
    await expect(dialog.getByRole('button', { name: 'Close' }).first()).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('[data-testid="report-dialog"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    // Nothing is sent without a reason, nor Other without details.
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Please tell us what happened.')).toBeVisible();
    for (const reason of [
      'Fake profile',
      'Inappropriate pictures',
      'Asked for money',
      'Already married or engaged',
    ])
      await expect(dialog.getByRole('radio', { name: reason })).toBeVisible();
    await dialog.getByLabel('Details').fill('Her pictures are the same as another profile we were sent.');
    await expectNoSidewaysScroll(page);
    await shot(page, 'report-dialog-en-360');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Thank you. Our team will look into it.')).toBeVisible();
    await shot(page, 'report-thanks-en-360');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    // In Urdu: the dialog, the reasons and the thanks; sending again updates the open report.
    await switchTo(page, 'ur');
    await page.getByRole('button', { name: 'اس پروفائل کی شکایت کریں' }).click();
    const urdu = page.getByRole('dialog', { name: 'اس پروفائل کی شکایت کریں' });
    await expect(urdu).toBeVisible();
    await urdu.getByRole('radio', { name: 'پیسے مانگے' }).check();
    await urdu.getByLabel('تفصیل').fill('انہوں نے پہلے بیس ہزار روپے مانگے۔');
    await expectNoSidewaysScroll(page);
    await shot(page, 'report-dialog-ur-360');
    await urdu.getByRole('button', { name: 'شکایت بھیجیں' }).click();
    await expect(urdu.getByText('شکریہ۔ ہماری ٹیم اس کا جائزہ لے گی۔')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, 'report-thanks-ur-360');
    await urdu.getByRole('button', { name: 'بند کریں' }).last().click();

    // The matchmaker, on a phone too: the report under Reports, with both profiles, the reason and details.
    const admin = await matchmakerPage({ viewport: { width: 360, height: 900 } });
    await admin.goto('/admin/dashboard');
    const section = admin.getByTestId('reports-section');
    const title = section.getByRole('button', { name: /^Reports \(\d+\)$/ });
    await expect(title).toBeVisible();
    const openBefore = Number(/\((\d+)\)/.exec((await title.textContent()) ?? '')?.[1]);
    expect(openBefore).toBeGreaterThanOrEqual(1);
    const card = section.getByTestId('report').filter({ hasText: `#${woman.id} ·` });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`Rubina Shah · #${woman.id} · 25 · Lahore`);
    await expect(card).toContainText(`Reported by Tariq Mehmood · #${man.id} · 30 · Lahore`);
    await expect(card).toContainText('Asked for money');
    await expect(card).toContainText('انہوں نے پہلے بیس ہزار روپے مانگے۔');
    await expect(card).toContainText(/Reported \d{1,2} \w{3} \d{4}/);
    await expectNoSidewaysScroll(admin);
    await shot(admin, 'dashboard-reports-360');

    // The reported profile's own page shows the open report at its top (decision 065).
    await admin.goto(`/profile/${woman.id}`);
    const onProfile = admin.getByTestId('open-reports');
    await expect(onProfile).toContainText('Asked for money');
    await expect(onProfile).toContainText(`Reported by Tariq Mehmood · #${man.id} · 30 · Lahore`);
    await expect(admin.getByTestId('open-reports-count')).toBeVisible();
    await onProfile.getByRole('link', { name: 'Resolve on the dashboard' }).click();
    await expect(card).toHaveCount(1);

    // Resolve asks what was done, and keeps it with the report.
    await card.getByRole('button', { name: /^Resolve the report about Rubina Shah/ }).click();
    const resolveDialog = admin.getByRole('dialog', { name: 'Resolve the report' });
    await resolveDialog.getByRole('button', { name: 'Resolve' }).click();
    await expect(resolveDialog.getByText('Please say what was done.')).toBeVisible();
    await resolveDialog
      .getByLabel('What was done?')
      .fill('Called the family: a misunderstanding about the fee.');
    await resolveDialog.getByRole('button', { name: 'Resolve' }).click();
    await expect(resolveDialog).toHaveCount(0);
    await expect(card).toContainText(`Resolved by ${E2E_ADMIN.email}`);
    await expect(card).toContainText('What was done: Called the family: a misunderstanding about the fee.');
    await expect(card.getByRole('button', { name: /^Resolve/ })).toHaveCount(0);
    await expect(section.getByRole('button', { name: `Reports (${openBefore - 1})` })).toBeVisible();
    await admin.reload();
    await expect(section.getByTestId('report').filter({ hasText: `#${woman.id} ·` })).toContainText(
      `Resolved by ${E2E_ADMIN.email}`,
    );
    await admin.context().close();

    // The reported family learns nothing: her own profile says nothing of a report.
    await loginAsFamily(page, woman, '/my-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Rubina Shah' })).toBeVisible();
    await expect(page.getByText('شکایت')).toHaveCount(0);
    await expect(page.getByText(/report/i)).toHaveCount(0);
  });

  test('the matchmaker ticks "Phone verified" and the family sees "Verified by Rishta" in English and Urdu', async ({
    adminApi,
    page,
    loginAsFamily,
    matchmakerPage,
  }) => {
    const { woman, man } = await sentPair(adminApi, { woman: 'Sadia Verified', man: 'Usman Viewer' });
    const family = async (profile: CreatedProfile) => {
      await loginAsFamily(page, profile, `/profile/${woman.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    };

    // Nothing is verified yet: no badge.
    await family(man);
    await expect(page.getByTestId('verified-badge')).toHaveCount(0);

    const admin = await matchmakerPage({ viewport: { width: 360, height: 900 } });
    await admin.goto(`/profile/${woman.id}`);
    const control = admin.getByTestId('profile-verification');
    await expect(control).toContainText('Verification (0 of 4)');
    const phone = control.getByRole('switch', { name: 'Phone verified (called)' });
    await expect(phone).not.toBeChecked();
    // A click, then the checked state awaited: the switch follows the mutation's state, which React Query
    // hands to React a moment after the click (check() reads it at once and failed on a busy CI machine).
    await phone.click();
    await expect(control).toContainText('Verification (1 of 4)');
    await expect(phone).toBeChecked();
    await expect(admin.getByTestId('verified-badge')).toContainText('Verified by Rishta');
    await expectNoSidewaysScroll(admin);
    await shot(admin, 'verification-control-360');
    // Kept: after a reload it is still ticked, and the history says who did it.
    await admin.reload();
    await expect(control.getByRole('switch', { name: 'Phone verified (called)' })).toBeChecked();
    await expect(control.getByRole('switch', { name: 'CNIC seen' })).not.toBeChecked();
    const history = admin.getByTestId('profile-history');
    await history.getByRole('button', { name: /^History/ }).click();
    await expect(history.getByTestId('profile-history-timeline')).toContainText(
      /(Verified Phone|Phone verified[^:]*): (false|No) → (true|Yes)/,
    );
    await expect(history.getByTestId('profile-history-timeline')).toContainText('by Admin');
    // Her card in the matchmakers' list carries it too, naming the check.
    await admin.goto(`/admin/profiles?q=${encodeURIComponent('Sadia Verified')}`);
    const card = admin.getByTestId('card-verified-badge');
    await expect(card).toHaveText('Verified by Rishta');
    await expect(card).toHaveAttribute('title', 'Phone number verified');
    await admin.context().close();

    // The family: the badge and the check, in English, then in Urdu.
    await page.reload();
    const badge = page.getByTestId('verified-badge');
    await expect(badge).toContainText('Verified by Rishta');
    await expect(badge).toContainText('Phone number verified');
    await expect(badge).not.toContainText('CNIC');
    await expectNoSidewaysScroll(page);
    await shot(page, 'verified-badge-en-360');
    await switchTo(page, 'ur');
    await expect(badge).toContainText('Rishta کی طرف سے تصدیق شدہ');
    await expect(badge).toContainText('فون نمبر کی تصدیق ہو چکی');
    await expect(badge).not.toContainText('Verified by Rishta');
    await expectNoSidewaysScroll(page);
    await shot(page, 'verified-badge-ur-360');
    await switchTo(page, 'en');

    // Her own family sees it on her own profile too.
    await loginAsFamily(page, woman, '/my-profile');
    await expect(page.getByTestId('verified-badge')).toContainText('Phone number verified');
  });
});

test('at 1280 px: the report dialog, the dashboard section and the verification control', async ({
  adminApi,
  page,
  loginAsFamily,
  matchmakerPage,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { woman, man } = await sentPair(adminApi, { woman: 'Nimra Wide', man: 'Faisal Wide' });
  expect(
    (
      await adminApi.call('PATCH', `/api/profile/${woman.id}`, {
        verifications: { phone: true, meeting: true },
      })
    ).status,
  ).toBe(200);
  await loginAsFamily(page, man, `/profile/${woman.id}`);
  await expect(page.getByTestId('verified-badge')).toContainText('Phone number verified · Met in person');
  await shot(page, 'profile-family-en-1280');
  await page.getByRole('button', { name: 'Report this profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this profile' });
  await dialog.getByRole('radio', { name: 'Fake profile' }).check();
  await shot(page, 'report-dialog-en-1280');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thank you. Our team will look into it.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await switchTo(page, 'ur');
  await expect(page.getByTestId('verified-badge')).toContainText('ذاتی طور پر ملاقات ہو چکی');
  await shot(page, 'profile-family-ur-1280');
  await switchTo(page, 'en');

  const admin = await matchmakerPage({ viewport: { width: 1280, height: 900 } });
  await admin.goto('/admin/dashboard');
  await expect(
    admin
      .getByTestId('reports-section')
      .getByTestId('report')
      .filter({ hasText: `#${woman.id} ·` }),
  ).toContainText('No details given');
  await shot(admin, 'dashboard-reports-1280');
  await admin.goto(`/profile/${woman.id}`);
  await expect(admin.getByTestId('profile-verification')).toContainText('Verification (2 of 4)');
  await admin.getByTestId('profile-verification').scrollIntoViewIfNeeded();
  await shot(admin, 'verification-control-1280');
  await admin.context().close();
});
