/**
 * Issue 28, part 7 (decision 064): "Download CSV" on the overview, the list and the dashboard saves the bureau's
 * files with the matchmaker's session: UTF-8 with a byte-order mark, Urdu kept, the list's filters honoured.
 */
import fs from 'node:fs';
import type { Download } from '@playwright/test';
import { expect, familyProfile, test } from './fixtures';

async function textOf(download: Download): Promise<string> {
  const file = await download.path();
  return fs.readFileSync(file, 'utf8');
}

test('the overview, the list and the dashboard each download their CSV file', async ({
  adminApi,
  adminPage: page,
}) => {
  const name = `عائشہ ${Date.now()}`;
  const family = await adminApi.createProfile(familyProfile({ name, gender: 'Female', age: 25 }));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
  const paid = await adminApi.call('POST', `/api/profile/${family.id}/payments`, {
    amount: 5000,
    kind: 'advance',
    method: 'JazzCash',
    receivedOn: today,
  });
  expect(paid.status).toBe(201);

  await page.goto('/admin/overview');
  const exportsCard = page.getByTestId('overview-exports');
  await expect(exportsCard.getByLabel('Payments from')).toHaveValue(`${today.slice(0, 7)}-01`);
  let saved = page.waitForEvent('download');
  await exportsCard.getByRole('button', { name: 'Payments CSV' }).click();
  let download = await saved;
  expect(download.suggestedFilename()).toBe(`payments-${today}.csv`);
  let text = await textOf(download);
  expect(text.startsWith('\uFEFFReceipt,Received on,Profile,')).toBe(true);
  expect(text).toContain(`,${today},${family.id},advance,5000,JazzCash,`);

  // The list's file holds what the list shows: here, a search for her name, every status.
  await page.goto(`/admin/profiles?status=All&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  download = await saved;
  text = await textOf(download);
  const lines = text.trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(name);
  expect(lines[1]!.startsWith(`${family.id},`)).toBe(true);

  await page.goto('/admin/dashboard');
  saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  download = await saved;
  expect(download.suggestedFilename()).toBe(`connections-${today}.csv`);
  expect((await textOf(download)).startsWith('\uFEFFConnection,Profile 1,')).toBe(true);
});
