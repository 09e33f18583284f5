import { MATCHMAKER_STATE } from '../../playwright.config';
import { expect, loginThroughOverlay, test } from './fixtures';

/**
 * The matchmaker signs in once for the run, through the overlay, and her browser's storage (the session in
 * local storage, the picture cookie) is kept for the tests that start signed in (fixtures: adminPage,
 * matchmakerPage, adminApi). The tests about signing in sign in themselves.
 */
test('the matchmaker signs in through the overlay', async ({ page }) => {
  await page.goto('/');
  await loginThroughOverlay(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.context().storageState({ path: MATCHMAKER_STATE });
});
