import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, type RunningServer, startServer, stopServer } from '../support/server-process';
import { expect, loginThroughOverlay, scaled, serverSettings, test } from './fixtures';

/**
 * A fresh install, as a newcomer meets it (issue 15): its own server on an empty data folder, since the
 * worker's server already holds other tests' profiles.
 */
let server: RunningServer;
let dataDir: string;

test.beforeAll(async () => {
  // A server of its own starts here: as long as the suite's may take.
  test.setTimeout(scaled(60_000));
  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rishta-empty-'));
  server = await startServer(serverSettings(port, dataDir), scaled(60_000));
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

test('on an empty install the matchmaker is told there are no profiles yet, and where they come from', async ({
  page,
}) => {
  await page.goto(`${server.url}/`);
  await loginThroughOverlay(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  for (const list of ['/admin/profiles', '/admin/profiles?status=Review']) {
    await page.goto(`${server.url}${list}`);
    await expect(page.getByText('No profiles yet.')).toBeVisible();
    await expect(page.getByText("Families' profiles appear here once they submit the form.")).toBeVisible();
    await expect(page.getByText('Try adjusting your filters to see more results.')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Open the profile form' })).toHaveAttribute(
      'href',
      '/profile/add',
    );
  }

  // No social page is set on this install: the footer's "Follow Us" shows WhatsApp and e-mail only.
  const follow = page.getByRole('contentinfo');
  await expect(follow.getByRole('link', { name: 'Rishta on WhatsApp' })).toBeVisible();
  await expect(follow.getByRole('link', { name: 'Rishta on Facebook' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Open the profile form' }).click();
  await expect(page).toHaveURL(/\/profile\/add$/);
});
