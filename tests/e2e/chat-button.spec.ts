import { expect, test } from './fixtures';

/** The floating WhatsApp button never sits on what a family reads or types (issue 16, item 11). */
test.describe('the chat button on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('steps aside while a field has focus, and leaves room under the page end', async ({ page }) => {
    await page.goto('/profile/add');
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(chat).toBeVisible();

    const field = page.getByRole('textbox').first();
    await field.focus();
    await expect(chat).toBeHidden();
    await field.blur();
    await expect(chat).toBeVisible();

    // At the page's end the button sits below the last line of the footer, not on it. The form's later
    // sections may still be drawn after the first scroll, which makes the page longer: scroll until the end holds.
    const gap = async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const button = await chat.boundingBox();
      const lastLine = await page.getByRole('contentinfo').locator('p').last().boundingBox();
      return button && lastLine ? button.y - (lastLine.y + lastLine.height) : Number.NEGATIVE_INFINITY;
    };
    await expect.poll(gap).toBeGreaterThanOrEqual(0);
  });

  test('stays on a desktop while a field has focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/profile/add');
    await page.getByRole('textbox').first().focus();
    await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeVisible();
  });
});
