/**
 * Issue 15, decision 031: the menu shows how many profiles wait in Review. GET /api/admin/counts → {review},
 * one count query, matchmakers only; it follows every status change, a profile's deletion and a new profile.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../../src/server/auth/viewer';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';
import { womanProfile } from '../support/profiles';

const t = apiFixture();
const counts = async (auth: string | undefined = t.admin) =>
  t.app.inject({ method: 'GET', url: '/api/admin/counts', headers: auth ? { authorization: auth } : {} });
const review = async () => {
  const response = await counts();
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { review: number }).review;
};

describe('GET /api/admin/counts', () => {
  it('counts the profiles in Review, and follows approvals, deletions and new profiles', async () => {
    expect(await counts()).toMatchObject({ statusCode: 200 });
    expect((await counts()).json()).toEqual({ review: 0, heldEdits: 0, openReports: 0 });
    const waiting = await insertProfile(t.db, { status: 'Review' });
    const another = await insertProfile(t.db, { status: 'Review' });
    await insertProfile(t.db, { status: 'Active' });
    await insertProfile(t.db, { status: 'InActive', inactiveReason: 'Not Interested' });
    expect(await review()).toBe(2);

    const approve = await t.app.inject({
      method: 'PATCH',
      url: `/api/profile/${waiting.id}`,
      payload: { status: 'Active' },
      headers: { authorization: t.admin },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await review()).toBe(1);

    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/${another.id}`,
      headers: { authorization: t.admin },
    });
    expect(remove.statusCode).toBe(204);
    expect(await review()).toBe(0);

    // A family's submission starts in Review.
    const submitted = await t.app.inject({ method: 'POST', url: '/api/profile', payload: womanProfile() });
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(await review()).toBe(1);
  });

  it('is for matchmakers only: a family is refused (403), a visitor asked to sign in (401)', async () => {
    const family = await insertProfile(t.db, { status: 'Active' });
    const auth = await t.familyAuth(family);
    const refused = await counts(auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ADMIN_ONLY_MESSAGE);
    expect(refused.body).not.toContain('review');
    expect((await counts('')).statusCode).toBe(401);
  });
});
