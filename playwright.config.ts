import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './tests/support/server-process';

// The suite's server port: E2E_PORT when set, otherwise one the system says is free (a fixed default was
// sometimes taken). Chosen once by the runner; its workers load this file again and inherit the choice.
process.env.E2E_PORT ||= String(await freePort());
export const E2E_PORT = Number(process.env.E2E_PORT);
// This run's name, for what it keeps between its workers (the matchmaker's signed-in browser storage).
process.env.E2E_RUN ||= `${process.pid}-${Date.now()}`;
/** The matchmaker's browser storage once signed in (tests/e2e/matchmaker.setup.ts), in the run's output. */
export const MATCHMAKER_STATE = path.resolve(
  'test-results',
  '.auth',
  `matchmaker-${process.env.E2E_RUN}.json`,
);
export const E2E_ADMIN = { email: 'admin@rishta.test', password: 'e2e-admin-password' };
// The server makes this folder. It is removed when the runner exits, once Playwright has stopped the server;
// each worker loads this file too but only gets a name of its own, never made.
const dataDir = path.join(os.tmpdir(), `rishta-e2e-${process.pid}-${Date.now()}`);
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

/** How much longer than usual the time limits are (E2E_TIMEOUT_SCALE, 1 when unset). */
const timeoutScale = Math.max(1, Number(process.env.E2E_TIMEOUT_SCALE) || 1);

/** Debian's Chromium: Playwright's own browser download does not work on these machines. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // A test is short (issue 26): the matchmaker is signed in once for the run, pictures are taken only with
  // SHOTS_DIR. A test that needs longer says so, with test.setTimeout and a reason. On a machine busy with other
  // work, E2E_TIMEOUT_SCALE (e.g. 3) stretches every time limit alike.
  timeout: 15_000 * timeoutScale,
  expect: { timeout: 5_000 * timeoutScale },
  // The progress, then the 10 slowest tests (tests/support/playwright-slowest.ts).
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    ['./tests/support/playwright-slowest.ts'],
  ],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker precaches the whole app in each new context; only the offline app's tests want it
    // (tests/e2e/offline-app.spec.ts allows it).
    serviceWorkers: 'block',
  },
  projects: [
    // The matchmaker signs in through the overlay once; the tests start from the storage it left.
    { name: 'sign-in', testMatch: /\.setup\.ts$/, use: { launchOptions: chromium } },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      dependencies: ['sign-in'],
    },
  ],
  webServer: {
    command: 'npx tsx src/server/main.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/config`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      LOG_LEVEL: 'warn',
      // One social page set, the others not: the footer shows only what is set (issue 16).
      FACEBOOK_URL: 'https://facebook.com/rishta.e2e',
      // How families pay, shown beside each family's own fees on My Profile (decision 061).
      PAYMENT_DETAILS: 'Meezan Bank · Rishta Bureau · PK00MEZN0001234567890123\\nJazzCash 03001234567',
      ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}),
    },
  },
});
