/**
 * Issue 29, decision 069: the review queue. GET /api/review-queue/next?after={id} names the profile "Approve and
 * next" and "Next in queue" open: the next one in Review in Pending Reviews' order (oldest first, then by id),
 * round to the oldest left at the end; an approved profile keeps its place to continue from. Matchmakers only;
 * `after` is a profile id or a 400. Approving carries the profile's version like every other write (409 when
 * stale).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const DAY = 24 * 60 * 60 * 1000;
const t = apiFixture();
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const next = async (after?: number | string, auth = t.admin) =>
  t.call({
    method: 'GET',
    url: `/api/review-queue/next${after === undefined ? '' : `?after=${after}`}`,
    auth,
  });
const nextId = async (after?: number) => {
  const answer = await next(after);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { next: { _id: number } | null }).next?._id ?? null;
};

let oldest: number;
let middle: number;
let twin: number;
let newest: number;
let family: string;
const sameDay = daysAgo(10);

beforeAll(async () => {
  // Inserted out of order: the queue's order is when each was submitted, then the id.
  newest = (await insertProfile(t.db, { status: 'Review', createdAt: daysAgo(2) })).id;
  middle = (
    await insertProfile(t.db, {
      status: 'Review',
      createdAt: sameDay,
      name: 'Sana Iqbal',
      city: 'Multan',
      age: 27,
    })
  ).id;
  twin = (await insertProfile(t.db, { status: 'Review', createdAt: sameDay })).id;
  oldest = (await insertProfile(t.db, { status: 'Review', createdAt: daysAgo(86) })).id;
  // Older than all of them, but not waiting for review.
  await insertProfile(t.db, { status: 'Active', createdAt: daysAgo(200) });
  await insertProfile(t.db, { status: 'InActive', createdAt: daysAgo(150) });
  const man = await insertProfile(t.db, { gender: 'Male' });
  family = await t.familyAuth(man);
});

describe('the next profile in the review queue', () => {
  it('starts with the oldest and walks Pending Reviews’ order, oldest first', async () => {
    expect(await nextId()).toBe(oldest);
    expect(await nextId(oldest)).toBe(middle);
    expect(await nextId(middle)).toBe(twin);
    expect(await nextId(twin)).toBe(newest);
    // The queue's order is the list's: Pending Reviews (status=Review, oldest first) reads the same.
    const list = (await t.asMatchmaker({ method: 'GET', url: '/api/profiles?status=Review' })).json();
    expect(list.profiles.map((p: { _id: number }) => p._id)).toEqual([oldest, middle, twin, newest]);
  });

  it('goes round to the oldest left after the last one, never to the profile it came from', async () => {
    expect(await nextId(newest)).toBe(oldest);
  });

  it('names the profile as matchmakers’ screens do, with how many wait besides the current one', async () => {
    const answer = (await next(oldest)).json();
    expect(answer.next).toEqual({
      _id: middle,
      name: 'Sana Iqbal',
      age: 27,
      city: 'Multan',
      createdAt: sameDay.toISOString(),
    });
    expect(answer.waiting).toBe(3);
    expect((await next()).json().waiting).toBe(4);
  });

  it('continues from an approved profile’s place; approving carries the version (a stale one is a 409)', async () => {
    const opened = (await t.asMatchmaker({ method: 'GET', url: `/api/profile/${middle}` })).json().profile;
    const approved = await t.asMatchmaker({
      method: 'PATCH',
      url: `/api/profile/${middle}`,
      payload: { status: 'Active', version: opened.version },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('Active');
    // A second matchmaker approving from the page she opened before: refused, nothing changed.
    const stale = await t.asMatchmaker({
      method: 'PATCH',
      url: `/api/profile/${middle}`,
      payload: { status: 'Review', version: opened.version },
    });
    expect(stale.statusCode).toBe(409);

    expect(await nextId(middle)).toBe(twin);
    expect(await nextId(oldest)).toBe(twin);
    expect((await next(middle)).json().waiting).toBe(3);
  });

  it('answers nothing when no other profile waits', async () => {
    for (const id of [oldest, twin]) {
      await t.db.updateTable('profiles').set({ status: 'Active' }).where('id', '=', id).execute();
    }
    expect(await nextId(newest)).toBeNull();
    expect((await next(newest)).json()).toEqual({ next: null, waiting: 0 });
    expect(await nextId()).toBe(newest);
    // A profile that no longer exists: the queue from its start.
    expect(await nextId(2_000_000_000)).toBe(newest);
  });

  it('refuses an `after` that is not a profile id, in the product’s words', async () => {
    for (const bad of ['0', 'abc', '%2B1', '1.0', '99999999999', '']) {
      const answer = await next(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().message).toBe('The profile to continue after must be a profile id.');
    }
  });

  it('is the matchmakers’ only', async () => {
    expect((await next(undefined, family)).statusCode).toBe(403);
    expect((await t.anonymous({ method: 'GET', url: '/api/review-queue/next' })).statusCode).toBe(401);
  });
});
