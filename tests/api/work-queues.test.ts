/**
 * Issue 29, decision 053: the dashboard's work queues. GET /api/admin/queues counts what each queue's list
 * holds: profiles in Review (with since when the oldest waits), profiles with a family's edit not yet seen (the
 * list's `edited=true`, any status), open reports. Matchmakers only.
 */
import { beforeAll, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const DAY = 24 * 60 * 60 * 1000;
const t = apiFixture();
let family: string;

beforeAll(async () => {
  const man = await insertProfile(t.db, { gender: 'Male' });
  family = await t.familyAuth(man);
});
const get = (url: string, authorization = t.admin) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });

it('counts each queue as its list holds it', async () => {
  const empty = await get('/api/admin/queues');
  expect(empty.statusCode).toBe(200);
  expect(empty.json()).toEqual({ review: { count: 0, oldestSince: null }, familyEdits: 0, openReports: 0 });

  const oldest = new Date(Date.now() - 86 * DAY);
  await insertProfile(t.db, { status: 'Review', createdAt: oldest });
  await insertProfile(t.db, { status: 'Review', createdAt: new Date(Date.now() - 2 * DAY) });
  const edited = await insertProfile(t.db, { status: 'InActive', familyEditedAt: new Date() });
  await insertProfile(t.db, { familyEditedAt: new Date() });
  // One open report per reporter and profile: two reporters, and one report resolved.
  const woman = await insertProfile(t.db, { gender: 'Female' });
  for (const resolvedAt of [null, null, new Date()]) {
    const reporter = await insertProfile(t.db, { gender: 'Male' });
    await t.db
      .insertInto('reports')
      .values({ profileId: woman.id, reporterId: reporter.id, reason: 'Other', resolvedAt })
      .execute();
  }

  const queues = (await get('/api/admin/queues')).json();
  expect(queues).toEqual({
    review: { count: 2, oldestSince: oldest.toISOString() },
    familyEdits: 2,
    openReports: 2,
  });
  // Each count is what its list shows.
  expect((await get('/api/profiles?status=Review')).json().total).toBe(2);
  const edits = (await get('/api/profiles?status=All&edited=true')).json();
  expect(edits.total).toBe(2);
  expect(edits.profiles.map((p: { _id: number }) => p._id)).toContain(edited.id);
});

it('is the matchmakers’ only', async () => {
  expect((await get('/api/admin/queues', family)).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/queues' })).statusCode).toBe(401);
});
