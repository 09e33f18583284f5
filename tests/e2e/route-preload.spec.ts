import type { Page } from '@playwright/test';
import { type AdminApi, type CreatedProfile, expect, familyProfile, test } from './fixtures';

/**
 * Decisions 020 and 022 on the real build: `/profile/add` links its form's stylesheets in the first HTML,
 * from the manifest `npm run build` writes; its title and note come with the main bundle, and the form's code
 * is asked for once they are painted (no modulepreload, which would share a slow link with the main bundle).
 */
test('the form page links its stylesheets in the HTML, shows its note, then its form', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/profile/add')).text();
  const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  expect(stylesheets.length).toBeGreaterThan(1);
  for (const href of stylesheets) expect((await request.get(href)).status(), href).toBe(200);
  expect(html).not.toContain('modulepreload" fetchpriority="low"');
  // The home page is not given the form's stylesheets.
  const home = await (await request.get('/')).text();
  for (const href of stylesheets.slice(1)) expect(home).not.toContain(href);

  // Chrome warns about a preloaded file the page did not use within a few seconds.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/profile/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit your profile' })).toBeVisible();
  await expect(page.getByText('Please fill in the details below.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Profile' })).toBeVisible();
  await page.waitForTimeout(4000);
  expect(warnings).toEqual([]);
});

/** The scripts the page has loaded so far. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );

/** Those of `urls` that hold zod: its own class names, which minifying keeps (its errors and types are named by strings). */
async function holdingZod(page: Page, urls: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls)
    if ((await (await page.request.get(url)).text()).includes('$ZodType')) found.push(url);
  return found;
}

/**
 * Decision 023, and 099: the form draws without zod (94 KB of script, 23 KB over the wire, and a long task to
 * evaluate on a slow phone) and loads it once the family starts filling it in. A shared module the form's first
 * render imports must not import zod: the digits rule and the edit's profile read once did.
 */
test('the form is drawn without zod, which arrives once the family starts filling it in', async ({
  page,
}) => {
  const scripts = () => loadedScripts(page);
  const holdsZod = (urls: string[]) => holdingZod(page, urls);
  await page.goto('/profile/add');
  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).toBeVisible();
  expect(await holdsZod(await scripts())).toEqual([]);

  await name.fill('A');
  await expect.poll(async () => (await holdsZod(await scripts())).length).toBeGreaterThan(0);
});

/**
 * Decision 102: a family's match list, opened from its login link, draws its cards without zod (issue 30: the
 * list on a slow phone). The list's answer is read without it, and no shared module its page imports may
 * import zod.
 */
/** A man with one matching woman opens his login link: his match list, its first card drawn. */
async function openListOfOne(
  adminApi: AdminApi,
  page: Page,
  loginAsFamily: (page: Page, profile: CreatedProfile) => Promise<void>,
) {
  const tag = Date.now() % 100_000;
  const family = await adminApi.createProfile(
    familyProfile({ name: `Listing Groom ${tag}`, gender: 'Male', age: 30 }),
  );
  await adminApi.createProfile(familyProfile({ name: `Listed Bride ${tag}`, gender: 'Female', age: 26 }));
  await loginAsFamily(page, family);
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(page.getByRole('article').first()).toBeVisible();
}

test('a family opening its login link sees its first match card drawn without zod', async ({
  adminApi,
  page,
  loginAsFamily,
}) => {
  await openListOfOne(adminApi, page, loginAsFamily);
  expect(await holdingZod(page, await loadedScripts(page))).toEqual([]);
});

/**
 * Decision 104: what a family's first match card does not need (the user menu's code, the kept submission's
 * sender, the offline app's worker) is asked for only once the card is drawn: on a slow phone they shared the
 * link, and HTTP/1.1's six connections, with the list's own files and answer. The page's clock: when a card was
 * first in the page, when each script was asked for.
 */
const FIRST_CARD_CLOCK = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('main article')) return;
    window.__firstCard = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

/** Asked for after the first card. */
const AFTER_FIRST_CARD = [
  /\/assets\/user-menu-[^/]+\.js$/,
  /\/assets\/kept-submission-sender-[^/]+\.js$/,
  /\/assets\/virtual_pwa-register-[^/]+\.js$/,
];

test("the frame's extras wait until a family's first match card is drawn", async ({
  adminApi,
  page,
  loginAsFamily,
}) => {
  await page.addInitScript(FIRST_CARD_CLOCK);
  await openListOfOne(adminApi, page, loginAsFamily);
  // They all come once the card is drawn: the menu opens, the worker is registered.
  await expect(page.getByRole('button', { name: /^Open user menu/ })).toBeVisible();
  const clock = () =>
    page.evaluate(() => {
      const own = window as unknown as { __firstCard?: number };
      const asked = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (entry) => [new URL(entry.name).pathname, entry.startTime] as [string, number],
      );
      return { card: own.__firstCard ?? null, asked };
    });
  const askedAt = (asked: [string, number][], pattern: RegExp) =>
    asked.find(([path]) => pattern.test(path))?.[1] ?? null;
  await expect
    .poll(async () => {
      const { asked } = await clock();
      return AFTER_FIRST_CARD.filter((pattern) => askedAt(asked, pattern) === null).map(String);
    })
    .toEqual([]);
  const { card, asked } = await clock();
  expect(card).not.toBeNull();
  const early = AFTER_FIRST_CARD.filter((pattern) => (askedAt(asked, pattern) ?? 0) <= (card ?? 0)).map(
    (pattern) =>
      `${pattern} at ${Math.round(askedAt(asked, pattern) ?? 0)} ms, card at ${Math.round(card ?? 0)} ms`,
  );
  expect(early).toEqual([]);
});
