import type { Page } from '@playwright/test';
import { AdminApi, type CreatedProfile, expect, familyProfile, shot, test } from './fixtures';

/** Every control a finger taps on a family's page, as the family's phone lays it out (issue 30, item 7). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Set<Element>();
    const found: string[] = [];
    const controls = document.querySelectorAll(
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=combobox], [role=switch], [role=tab], [role=checkbox], [role=radio]',
    );
    for (const control of controls) {
      // A check box or radio is tapped by its whole row (its label is part of it).
      const target =
        control.closest(
          '.mantine-Checkbox-root, .mantine-Radio-root, .mantine-Switch-root, .mantine-Chip-root',
        ) ?? (control.closest('.filepond--root') ? null : control);
      if (!target || seen.has(target)) continue;
      seen.add(target);
      // A card's link is stretched over the whole card by its ::after: the card is what a finger taps.
      const after = getComputedStyle(target, '::after');
      const tapped =
        after.content !== 'none' && after.position === 'absolute' && target instanceof HTMLElement
          ? (target.offsetParent ?? target)
          : target;
      const box = tapped.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // A link inside running text is sized by its line (WCAG 2.5.8's inline exception).
      if (target.tagName === 'A' && target.closest('p') && !target.closest('footer')) continue;
      if (Math.round(box.height) < 44) {
        const name = (
          target.getAttribute('aria-label') ||
          target.textContent ||
          target.getAttribute('name') ||
          ''
        )
          .trim()
          .slice(0, 40);
        found.push(
          `${target.tagName.toLowerCase()}.${[...target.classList].join('.').slice(0, 60)} "${name}" ${Math.round(box.height)} px`,
        );
      }
    }
    return found;
  });
}

/** Urdu set in Nastaliq needs tall lines: a badge, pill or button whose text is cut shows less than it holds. */
async function clippedTexts(page: Page): Promise<string[]> {
  // Measured in the face the page is read in, not the fallback drawn while the Nastaliq face still loads.
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '.mantine-Badge-label, .mantine-Pill-label, .mantine-Button-label, .mantine-Badge-root, .mantine-Button-inner',
      ),
    ]
      .filter((e) => e.getBoundingClientRect().height > 0 && e.scrollHeight > e.clientHeight + 1)
      .map(
        (e) =>
          `${[...e.classList].join('.')} "${e.textContent?.trim().slice(0, 30)}" ${e.scrollHeight}>${e.clientHeight}`,
      ),
  );
}

/** Walks the page by the keyboard: every element that takes the focus shows a ring (its own or its card's). */
async function focusWithoutRing(page: Page, presses: number): Promise<string[]> {
  const missing: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const unringed = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const ringed = (e: Element) => {
        const style = getComputedStyle(e);
        return (
          (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none'
        );
      };
      // A card's stretched link draws its ring around the whole card (profile-card.module.css).
      let ancestor: Element | null = element;
      for (let depth = 0; ancestor && depth < 4; depth++, ancestor = ancestor.parentElement) {
        if (ringed(ancestor)) return null;
      }
      return `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 30)}"`;
    });
    if (unringed) missing.push(unringed);
  }
  return missing;
}

const familyScreens: [string, (man: CreatedProfile, woman: CreatedProfile) => string][] = [
  ['my profile', () => '/my-profile'],
  ['edit my profile', (man) => `/profile/${man.id}/edit`],
  ['your matches', () => '/profiles'],
  ['my connections', () => '/my-connections'],
  ['a sent profile', (_man, woman) => `/profile/${woman.id}`],
];

for (const lang of ['en', 'ur'] as const) {
  test.describe(`a family's pages on a phone in ${lang === 'en' ? 'English' : 'Urdu'}`, () => {
    test.use({ viewport: { width: 360, height: 740 } });
    let pair: { man: CreatedProfile; woman: CreatedProfile };
    test.beforeAll(async ({ playwright, suiteServer }) => {
      const request = await playwright.request.newContext({ baseURL: suiteServer.url });
      const adminApi = new AdminApi(request);
      await adminApi.signIn();
      const woman = await adminApi.createProfile(familyProfile({ name: 'Sadia', gender: 'Female', age: 25 }));
      const man = await adminApi.createProfile(familyProfile({ name: 'Bilal', gender: 'Male', age: 29 }));
      await adminApi.call('POST', '/api/profile-connection', { sentTo: man.id, profileSent: woman.id });
      pair = { man, woman };
      await request.dispose();
    });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
    });

    for (const [screen, path] of [
      ['home', '/'],
      ['profile form', '/profile/add'],
    ] as const) {
      test(`${screen}: every control at least 44 px tall, no Urdu cut`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await shot(page, `${lang}-${screen}`, { fullPage: true });
        expect(await smallTargets(page)).toEqual([]);
        expect(await clippedTexts(page)).toEqual([]);
      });
    }

    test('the keyboard always shows where it is', async ({ page, loginAsFamily }) => {
      await page.goto('/profile/add');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await focusWithoutRing(page, 15)).toEqual([]);
      await loginAsFamily(page, pair.man, '/profiles');
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      expect(await focusWithoutRing(page, 15)).toEqual([]);
    });

    for (const [screen, path] of familyScreens) {
      test(`${screen}: every control at least 44 px tall, no Urdu cut`, async ({ page, loginAsFamily }) => {
        await loginAsFamily(page, pair.man, path(pair.man, pair.woman));
        await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await shot(page, `${lang}-${screen}`, { fullPage: true });
        expect(await smallTargets(page)).toEqual([]);
        expect(await clippedTexts(page)).toEqual([]);
      });
    }
  });
}
