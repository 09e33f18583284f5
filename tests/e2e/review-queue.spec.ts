import { expect, familyProfile, scaled, test } from './fixtures';

/**
 * Issue 29 (decision 069): the review queue. A matchmaker opening a profile in Review reads the family's details
 * first, the admin tools beside them at 1440 px (folded above on a phone); "Approve and next" approves it (with
 * its version) and opens the next profile the server names, oldest first; "Next in queue" moves on without
 * approving.
 */

test('walks the review queue oldest first with “Approve and next” at 1440 px', async ({
  adminPage: page,
  adminApi,
}) => {
  // Three profile pages and two approvals, each waited for: longer than a usual test on a busy machine.
  test.setTimeout(scaled(30_000));
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = Date.now() % 100_000;
  // The three newest in the queue, in the order they were submitted.
  const [first, second, third] = [
    await adminApi.createProfile(
      familyProfile({ name: `Queue A ${tag}`, gender: 'Female', age: 24, status: 'Review' }),
    ),
    await adminApi.createProfile(
      familyProfile({ name: `Queue B ${tag}`, gender: 'Male', age: 29, status: 'Review' }),
    ),
    await adminApi.createProfile(
      familyProfile({ name: `Queue C ${tag}`, gender: 'Female', age: 26, status: 'Review' }),
    ),
  ];

  await page.goto(`/profile/${first!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Queue A ${tag}` })).toBeVisible();
  const review = page.getByRole('region', { name: 'Review' });
  await expect(review.getByTestId('submitted-waiting')).toHaveText(
    /^Submitted \d{1,2} [A-Z][a-z]{2} · 0 days$/,
  );

  // The family's details first: beside the admin tools, starting at the top of the screen.
  const details = page.getByTestId('review-details');
  const tools = page.getByRole('complementary', { name: 'Admin tools' });
  await expect(tools.getByRole('link', { name: 'Match Profile' })).toBeVisible();
  const detailsBox = (await details.boundingBox())!;
  const toolsBox = (await tools.boundingBox())!;
  expect(detailsBox.x + detailsBox.width).toBeLessThanOrEqual(toolsBox.x);
  expect(detailsBox.y).toBeLessThan(400);
  await expect(details.getByRole('heading', { name: 'Personal', exact: true })).toBeInViewport();

  // Approve and next: the PATCH names the version on screen, then the server names the next one.
  const patched = page.waitForResponse(
    (r) => r.url().endsWith(`/api/profile/${first!.id}`) && r.request().method() === 'PATCH',
  );
  const asked = page.waitForResponse((r) => r.url().includes(`/api/review-queue/next?after=${first!.id}`));
  await review.getByRole('button', { name: 'Approve and next' }).click();
  const patch = await patched;
  expect(patch.status()).toBe(200);
  expect(patch.request().postDataJSON()).toMatchObject({ status: 'Active', version: 1 });
  expect((await asked).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/profile/${second!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Queue B ${tag}` })).toBeVisible();
  await expect(
    page.getByText(`Approved: Queue A ${tag} · #${first!.id} · 24 · Lahore is Active.`),
  ).toBeVisible();

  // Next in queue: on to the third without approving the second.
  await page.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Next in queue' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${third!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Queue C ${tag}` })).toBeVisible();

  // The newest approved: the queue goes round to the oldest still waiting (the second at the latest).
  await page
    .getByRole('region', { name: 'Review' })
    .getByRole('button', { name: 'Approve and next' })
    .click();
  await expect(page).not.toHaveURL(new RegExp(`/profile/(${first!.id}|${third!.id})$`));
  await expect(page.getByRole('region', { name: 'Review' })).toBeVisible();

  const statusOf = async (id: number) =>
    (await adminApi.call('GET', `/api/profile/${id}`)).body.profile.status;
  expect(await statusOf(first!.id)).toBe('Active');
  expect(await statusOf(second!.id)).toBe('Review');
  expect(await statusOf(third!.id)).toBe('Active');
});

test('on a phone the review’s actions stay above and the admin tools fold away', async ({
  adminPage: page,
  adminApi,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = Date.now() % 100_000;
  const waiting = await adminApi.createProfile(
    familyProfile({ name: `Folded ${tag}`, gender: 'Female', age: 25, status: 'Review' }),
  );
  await page.goto(`/profile/${waiting.id}`);
  await expect(page.getByRole('button', { name: 'Approve and next' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Match Profile' })).toHaveCount(0);
  const show = page.getByRole('button', { name: 'Show admin tools' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  await expect(page.getByRole('link', { name: 'Match Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide admin tools' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
