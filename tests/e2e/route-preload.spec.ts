import { expect, test } from './fixtures';

/**
 * Decision 020 on the real build: `/profile/add` names its page's chunks in the first HTML, from the manifest
 * `npm run build` writes, and the browser gets every one of them.
 */
test('the form page names its code in the HTML, and the page uses it', async ({ page, request }) => {
  const html = await (await request.get('/profile/add')).text();
  const preloaded = [
    ...html.matchAll(/<link rel="modulepreload" fetchpriority="low"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]);
  expect(preloaded.some((href) => /\/assets\/profile-form-route-[\w-]+\.js$/.test(href))).toBe(true);
  for (const href of preloaded) expect((await request.get(href)).status(), href).toBe(200);
  // The home page is not given the form's code.
  expect(await (await request.get('/')).text()).not.toContain('profile-form-route');

  // Chrome warns about a preloaded file the page did not use within a few seconds.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/profile/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit your profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Profile' })).toBeVisible();
  await page.waitForTimeout(4000);
  expect(warnings).toEqual([]);
});
