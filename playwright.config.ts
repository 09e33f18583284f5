import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

export const E2E_ADMIN = { email: 'admin@rishta.test', password: 'e2e-admin-password' };

/**
 * Two workers, each with a server and a database of its own (tests/e2e/fixtures.ts, decision 075): the suite
 * takes half the time on a 2-core machine, and what one test changes of the bureau (its settings, its team,
 * its analytics) is never seen by a test of the other worker. E2E_WORKERS or `--workers` sets another number.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

/**
 * How much longer than usual the time limits are (E2E_TIMEOUT_SCALE, 1 when unset): the suite's, and the longer
 * ones a test or a fixture sets (`scaled()` in tests/e2e/fixtures.ts).
 */
export const E2E_TIMEOUT_SCALE = Math.max(1, Number(process.env.E2E_TIMEOUT_SCALE) || 1);

/**
 * Debian's Chromium: Playwright's own browser download does not work on these machines. The whole browser, for
 * what only it has (Background Sync; tests/e2e/background-sync.spec.ts asks for it), and the benches.
 */
export const FULL_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The tests run in Debian's headless shell (`chromium-headless-shell`, the same Chromium without the browser's
 * own windows, what Playwright itself runs headless) when it is installed: the suite took 7.3 min in it against
 * 11.7 in the whole browser on the same machine, all of it Chromium's own CPU (decision 097). CHROMIUM_PATH
 * names one browser for every test.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_CHROMIUM_PATH);

export const chromiumLaunchOptions = (executablePath: string) => ({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // V8's interpreter and baseline compiler only: a test's pages live seconds, and the optimising tiers' compiles
    // on background threads were CPU the two workers' browsers and servers wait for. Ten specs took 50–51 s
    // against 53–57 with them (2026-11-29, alternated); what a page does is the same.
    '--js-flags=--max-opt=1',
  ],
});
const chromium = chromiumLaunchOptions(testChromiumPath);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: true,
  // A test is short (issue 26): the matchmaker is signed in once per worker, pictures are taken only with
  // SHOTS_DIR. A test that needs longer says so, with test.setTimeout and a reason. On a machine busy with other
  // work, E2E_TIMEOUT_SCALE (e.g. 3) stretches every time limit alike. 30 s, not 15: with two workers sharing two
  // cores, multi-browser walks took 15–17 s in CI and four timed out at 15 s in one run (2026-11-27).
  timeout: 30_000 * E2E_TIMEOUT_SCALE,
  expect: { timeout: 5_000 * E2E_TIMEOUT_SCALE },
  // The progress, then the 10 slowest tests (tests/support/playwright-slowest.ts).
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    ['./tests/support/playwright-slowest.ts'],
  ],
  // The base address is the worker's own server's (the `baseURL` fixture in tests/e2e/fixtures.ts).
  use: {
    launchOptions: chromium,
    // A trace is recorded only when asked for (E2E_TRACE=1, kept for failed tests): recording one slows every
    // page that animates (FilePond's upload steps took over 30 s instead of 3 s at load), and a failure already
    // leaves its screenshot and the page's accessibility snapshot (error-context.md).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The service worker precaches the whole app in each new context; only the offline app's tests want it
    // (tests/e2e/offline-app.spec.ts allows it).
    serviceWorkers: 'block',
    // Mantine's transitions off (the theme respects reduced motion): a click right after a panel or dialog opens
    // lands where the control is, not where it was mid-slide (CI lost the "Possible duplicates" switch's click
    // while the filter panel unfolded; decision 097).
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
});
