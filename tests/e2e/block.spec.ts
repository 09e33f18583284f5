/**
 * Issue 18 (decision 039): a family on a 360 px phone blocks a profile from its view (after a confirmation
 * that says what blocking does), is taken back to its list where the profile is gone, finds it under
 * "Blocked Profiles" on My Connections and unblocks it; in English, then once more in Urdu. The matchmaker
 * sees the block on the profile and is told of it in the Send Profile modal before Send.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
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

/** A man's family and two women who are his two-way matches; the first woman was sent to him. */
async function world(adminApi: AdminApi, names: { man: string; woman: string; other: string }) {
  const woman = await adminApi.createProfile(
    familyProfile({ name: names.woman, gender: 'Female', age: 25, phoneNo: '03004445566' }),
  );
  const other = await adminApi.createProfile(
    familyProfile({ name: names.other, gender: 'Female', age: 26, phoneNo: '03004445577' }),
  );
  const man = await adminApi.createProfile(
    familyProfile({ name: names.man, gender: 'Male', age: 30, phoneNo: '03117778899' }),
  );
  const sent = await adminApi.call('POST', '/api/profile-connection', {
    sentTo: man.id,
    profileSent: woman.id,
  });
  expect(sent.status).toBe(200);
  return { man, woman, other };
}

async function switchTo(page: Page, language: 'ur' | 'en') {
  const group = page.getByRole('group', { name: language === 'ur' ? 'Language' : 'زبان' });
  await group.getByRole('button', { name: language === 'ur' ? 'اردو' : 'English' }).click();
  await expect(page.locator(`html[lang="${language}"]`)).toHaveCount(1);
}

/** A modal has finished opening (its transition) before a screenshot is taken. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('section[role="dialog"], [role="dialog"]')].every(
      (d) => getComputedStyle(d).opacity === '1',
    ),
  );

/** axe-core: no serious or critical violation on the screen as it is. */
async function expectAccessible(page: Page, screen: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${screen}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const cardOf = (page: Page, profile: CreatedProfile) => page.locator(`a[href="/profile/${profile.id}"]`);

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a family blocks a profile from its view, it leaves the list, and the family unblocks it on My Connections', async ({
    adminApi,
    page,
    loginAsFamily,
  }) => {
    const { man, woman, other } = await world(adminApi, {
      man: 'Tariq Blocker',
      woman: 'Rubina Blocked',
      other: 'Sadia Stays',
    });
    await loginAsFamily(page, man, '/profiles');
    await expect(cardOf(page, woman)).toHaveCount(1);
    await expect(cardOf(page, other)).toHaveCount(1);

    // Its own profile has no Block button; hers has one beside Report.
    await page.goto('/my-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Tariq Blocker' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Block this profile' })).toHaveCount(0);
    await page.goto(`/profile/${woman.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Profile #${woman.id}` })).toBeVisible();
    // He shows interest first: blocking withdraws it.
    await page.getByRole('button', { name: 'Interested', exact: true }).click();
    await expect(page.getByTestId('connection-message')).toHaveText(
      'You have shown interest in this profile. Please wait for their response.',
    );
    const actions = page.getByTestId('family-actions');
    await expect(actions.getByRole('button', { name: 'Report this profile' })).toBeVisible();
    const button = actions.getByRole('button', { name: 'Block this profile' });
    await expect(button).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, 'block-button-en-360');

    // The confirmation says what blocking does; Cancel changes nothing.
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Block this profile?' });
    await expect(dialog).toBeVisible();
    for (const line of [
      'You will no longer see this profile, and this family will no longer see yours.',
      'If you had shown interest, it is withdrawn, as when you answer Not Interested.',
      'Our matchmakers will not send either of you to the other.',
      'The family is not told that you blocked it.',
      'You can unblock it at any time under Blocked Profiles on My Connections.',
    ])
      await expect(dialog.getByText(line)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await settled(page);
    await shot(page, 'block-dialog-en-360');
    await expectAccessible(page, 'block dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/profile/${woman.id}$`));

    await button.click();
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    // Back on its list: she is gone, the other woman stays.
    await expect(page).toHaveURL(/\/profiles/);
    await expect(cardOf(page, other)).toHaveCount(1);
    await expect(cardOf(page, woman)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await shot(page, 'block-list-after-en-360');
    // Her page is gone for him.
    await page.goto(`/profile/${woman.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Profile #${woman.id}` })).toHaveCount(0);

    // My Connections: not among his interests any more; under Blocked Profiles, with Unblock.
    await page.goto('/my-connections');
    const blocked = page.getByTestId('blocked-profiles');
    await expect(blocked.getByRole('heading', { name: 'Blocked Profiles' })).toBeVisible();
    await expect(blocked.getByTestId('blocked-card')).toHaveCount(1);
    await expect(blocked.getByTestId('blocked-card')).toContainText(`Profile #${woman.id}`);
    await expect(blocked).not.toContainText('Rubina');
    await expect(page.getByTestId('connection-card')).toHaveCount(0);
    await expect(page.getByText("You haven't shown interest in any profiles yet")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, 'blocked-profiles-en-360');
    await expectAccessible(page, 'blocked profiles');

    await blocked.getByRole('button', { name: `Unblock Profile #${woman.id}` }).click();
    await expect(blocked.getByText('Unblocked. The profile can appear in your lists again.')).toBeVisible();
    await expect(blocked.getByTestId('blocked-card')).toHaveCount(0);
    // She is back, in Rejected Profiles: the interest it withdrew is not given back.
    await expect(
      page.getByRole('region', { name: 'Rejected Profiles' }).getByTestId('connection-card'),
    ).toHaveCount(1);
    await shot(page, 'unblocked-en-360');
    await page.goto('/profiles');
    await expect(cardOf(page, woman)).toHaveCount(1);
  });

  // The same walk once in Urdu, a test of its own (together they took most of the time limit on a busy machine).
  test('in Urdu, a family blocks a profile from its view and unblocks it on My Connections', async ({
    adminApi,
    page,
    loginAsFamily,
  }) => {
    const { man, woman, other } = await world(adminApi, {
      man: 'Tariq Blocker Urdu',
      woman: 'Rubina Blocked Urdu',
      other: 'Sadia Stays Urdu',
    });
    await loginAsFamily(page, man, `/profile/${woman.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Profile #${woman.id}` })).toBeVisible();
    await switchTo(page, 'ur');
    await page.getByRole('button', { name: 'اس پروفائل کو بلاک کریں' }).click();
    const urdu = page.getByRole('dialog', { name: 'اس پروفائل کو بلاک کریں؟' });
    await expect(urdu).toBeVisible();
    await expect(urdu.getByText('ہماری ٹیم آپ دونوں کے پروفائل ایک دوسرے کو نہیں بھیجے گی۔')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await settled(page);
    await shot(page, 'block-dialog-ur-360');
    await expectAccessible(page, 'block dialog (Urdu)');
    await urdu.getByRole('button', { name: 'بلاک کریں', exact: true }).click();
    await expect(page).toHaveURL(/\/profiles/);
    await expect(cardOf(page, other)).toHaveCount(1);
    await expect(cardOf(page, woman)).toHaveCount(0);
    await page.goto('/my-connections');
    const urduBlocked = page.getByTestId('blocked-profiles');
    await expect(urduBlocked.getByRole('heading', { name: 'بلاک کیے گئے پروفائل' })).toBeVisible();
    await expect(urduBlocked.getByTestId('blocked-card')).toContainText(`پروفائل #${woman.id}`);
    await expectNoSidewaysScroll(page);
    await shot(page, 'blocked-profiles-ur-360');
    await expectAccessible(page, 'blocked profiles (Urdu)');
    await urduBlocked.getByRole('button', { name: `پروفائل #${woman.id} کو ان بلاک کریں` }).click();
    await expect(
      urduBlocked.getByText('ان بلاک ہو گیا۔ یہ پروفائل دوبارہ آپ کی فہرست میں آ سکتا ہے۔'),
    ).toBeVisible();
    await shot(page, 'unblocked-ur-360');
  });
});

test('at 1280 px: the dialog and Blocked Profiles in English and Urdu; the matchmaker sees the block and cannot send the pair', async ({
  adminApi,
  page,
  matchmakerPage,
  loginAsFamily,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { man, woman } = await world(adminApi, {
    man: 'Kashif Wide',
    woman: 'Amna Wide',
    other: 'Hira Wide',
  });
  await loginAsFamily(page, man, `/profile/${woman.id}`);
  await page.getByRole('button', { name: 'Block this profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block this profile?' });
  await expect(dialog).toBeVisible();
  await settled(page);
  await shot(page, 'block-dialog-en-1280');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page).toHaveURL(/\/profiles/);
  await page.goto('/my-connections');
  await expect(page.getByTestId('blocked-card')).toHaveCount(1);
  await shot(page, 'blocked-profiles-en-1280');
  await switchTo(page, 'ur');
  await expect(page.getByRole('heading', { name: 'بلاک کیے گئے پروفائل' })).toBeVisible();
  await shot(page, 'blocked-profiles-ur-1280');

  // The matchmaker: the block on her profile, and the send of the pair refused before Send.
  const admin = await matchmakerPage({ viewport: { width: 1280, height: 900 } });
  await admin.goto(`/profile/${woman.id}?matchProfileId=${man.id}`);
  const blocks = admin.getByTestId('profile-blocks');
  await expect(blocks).toContainText('Blocks (1)');
  await expect(blocks).toContainText(`Blocked by the family of:`);
  await expect(blocks.getByRole('link', { name: `Kashif Wide · #${man.id} · 30 · Lahore` })).toBeVisible();
  await expectAccessible(admin, "matchmaker's profile view");
  await admin.getByRole('button', { name: 'Send Profile' }).click();
  const send = admin.getByRole('dialog', { name: `Send Profile #${woman.id}` });
  await expect(send.getByRole('alert')).toHaveText(
    'This family has blocked this profile. A blocked pair cannot be sent to each other.',
  );
  await expect(send.getByRole('button', { name: 'Resend', exact: true })).toBeDisabled();
  await settled(admin);
  await shot(admin, 'send-refused-en-1280');
  await admin.context().close();
});
