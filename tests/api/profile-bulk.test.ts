/**
 * Issue 15 (decision 030): PATCH /api/profiles {ids, status, inactiveReason?}, a matchmaker's status change
 * of up to 54 profiles at once. All or nothing; each profile's change is in its history exactly as a single
 * status change would be; the body is the single status body plus the ids, refused the same ways.
 */

import { PROFILE_ID_MESSAGE } from '@shared/ids';
import { BULK_MESSAGES } from '@shared/profile-bulk';
import { ADMIN_MESSAGES } from '@shared/profile-messages';
import type { ProfileHistoryEntry } from '@shared/profile-view';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '../../src/server/auth/viewer';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';
import { ADMIN } from '../support/test-app';

/** No session: the helpers' `auth` for an anonymous caller (undefined would mean the matchmaker). */
const ANONYMOUS = '';

const t = apiFixture();
const { call } = t;
const bulk = (payload: unknown, auth = t.admin) =>
  call({ method: 'PATCH', url: '/api/profiles', auth, payload: payload as InjectOptions['payload'] });
const history = async (id: number) => {
  const response = await call({ method: 'GET', url: `/api/profile/${id}/history`, auth: t.admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProfileHistoryEntry[];
};

/** `n` profiles waiting in Review. */
async function inReview(n: number, overrides: Parameters<typeof insertProfile>[1] = {}) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push((await insertProfile(t.db, { status: 'Review', ...overrides })).id);
  return ids;
}

const statuses = async (ids: number[]) => {
  const rows = await t.db
    .selectFrom('profiles')
    .select(['id', 'status', 'inactiveReason', 'updatedAt'])
    .where('id', 'in', ids)
    .execute();
  return ids.map((id) => rows.find((r) => r.id === id));
};
const historyCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('history')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Whatever the request, nothing was written: the profiles as they were, the history no longer. */
async function expectNothingChanged(ids: number[], run: () => Promise<void>) {
  const [before, rows] = [await statuses(ids), await historyCount()];
  await run();
  expect(await statuses(ids)).toEqual(before);
  expect(await historyCount()).toBe(rows);
}

describe('PATCH /api/profiles (bulk status)', () => {
  it('approves several profiles at once; each change is in its own history with who and when', async () => {
    const ids = await inReview(3);
    const started = Date.now();
    const response = await bulk({ ids, status: 'Active' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ids, status: 'Active', inactiveReason: null, skipped: [] });
    for (const row of await statuses(ids))
      expect(row).toMatchObject({ status: 'Active', inactiveReason: null });

    for (const id of ids) {
      const changes = (await history(id)).filter((e) => e.field === 'status' || e.field === 'inactiveReason');
      expect(changes.map((e) => [e.field, e.from, e.to, e.by])).toEqual([
        ['status', 'Review', 'Active', ADMIN.email],
      ]);
      const at = Date.parse(changes[0]?.at ?? '');
      expect(at).toBeGreaterThanOrEqual(started - 5_000);
      expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
    }

    // They leave the review queue and join the Active list.
    const review = await call({ method: 'GET', url: '/api/profiles?status=Review', auth: t.admin });
    const reviewIds = (review.json().profiles as { _id: number }[]).map((p) => p._id);
    for (const id of ids) expect(reviewIds).not.toContain(id);
  });

  it('records a bulk change exactly as the single status change records it', async () => {
    const [single, other] = await inReview(2);
    const one = await call({
      method: 'PATCH',
      url: `/api/profile/${single}`,
      auth: t.admin,
      payload: { status: 'InActive', inactiveReason: 'Matched (Elsewhere)' },
    });
    expect(one.statusCode, one.body).toBe(200);
    const many = await bulk({ ids: [other], status: 'InActive', inactiveReason: 'Matched (Elsewhere)' });
    expect(many.statusCode, many.body).toBe(200);
    expect(many.json()).toEqual({
      ids: [other],
      status: 'InActive',
      inactiveReason: 'Matched (Elsewhere)',
      skipped: [],
    });
    const shape = (entries: ProfileHistoryEntry[]) => entries.map((e) => [e.field, e.from, e.to, e.by]);
    expect(shape(await history(other as number))).toEqual(shape(await history(single as number)));
    expect(shape(await history(other as number)).slice(-2)).toEqual([
      ['status', 'Review', 'InActive', ADMIN.email],
      ['inactiveReason', null, 'Matched (Elsewhere)', ADMIN.email],
    ]);

    // Back to Review: the reason goes (as on the single profile), each in the history.
    const back = await bulk({ ids: [other], status: 'Review' });
    expect(back.statusCode, back.body).toBe(200);
    expect(shape(await history(other as number)).slice(-2)).toEqual([
      ['status', 'InActive', 'Review', ADMIN.email],
      ['inactiveReason', 'Matched (Elsewhere)', null, ADMIN.email],
    ]);
  });

  it('takes up to 54 profiles and refuses 55, changing nothing', async () => {
    const ids = await inReview(55);
    await expectNothingChanged(ids, async () => {
      const response = await bulk({ ids, status: 'Active' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(BULK_MESSAGES.tooMany);
    });
    const response = await bulk({ ids: ids.slice(0, 54), status: 'Active' });
    expect(response.statusCode, response.body).toBe(200);
    const after = await statuses(ids);
    expect(after.filter((r) => r?.status === 'Active')).toHaveLength(54);
    expect(after[54]?.status).toBe('Review');
  });

  it('refuses an empty or missing list, a duplicate id and an id that is not a plain number', async () => {
    const ids = await inReview(2);
    const [a, b] = ids as [number, number];
    await expectNothingChanged(ids, async () => {
      for (const [payload, message] of [
        [{ status: 'Active' }, BULK_MESSAGES.idsRequired],
        [{ ids: [], status: 'Active' }, BULK_MESSAGES.idsRequired],
        [{ ids: a, status: 'Active' }, BULK_MESSAGES.idsRequired],
        [{ ids: [a, b, a], status: 'Active' }, BULK_MESSAGES.duplicate(a)],
        // The same profile written two ways is still one profile twice.
        [{ ids: [a, String(a)], status: 'Active' }, BULK_MESSAGES.duplicate(a)],
        [{ ids: [a, '+1'], status: 'Active' }, PROFILE_ID_MESSAGE],
        [{ ids: [a, '0x10'], status: 'Active' }, PROFILE_ID_MESSAGE],
        [{ ids: [a, 1.5], status: 'Active' }, PROFILE_ID_MESSAGE],
        [{ ids: [a, 0], status: 'Active' }, PROFILE_ID_MESSAGE],
        [{ ids: [a, -3], status: 'Active' }, PROFILE_ID_MESSAGE],
        [{ ids: [a, 2_147_483_648], status: 'Active' }, PROFILE_ID_MESSAGE],
        [{ ids: [a, null], status: 'Active' }, PROFILE_ID_MESSAGE],
        [{ ids: [a, 'abc'], status: 'Active' }, PROFILE_ID_MESSAGE],
        [[a, b], BULK_MESSAGES.idsRequired],
      ] as const) {
        const response = await bulk(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message, JSON.stringify(payload)).toBe(message);
      }
    });
  });

  it('asks for a reason exactly when the status is InActive, with the single profile’s messages', async () => {
    const ids = await inReview(2);
    await expectNothingChanged(ids, async () => {
      for (const [payload, message] of [
        [{ ids, status: 'InActive' }, ADMIN_MESSAGES.inactiveReasonRequired],
        [{ ids, status: 'InActive', inactiveReason: 'Bored' }, ADMIN_MESSAGES.inactiveReasonRequired],
        [{ ids }, ADMIN_MESSAGES.statusRequired],
        [{ ids, status: 'Deleted' }, ADMIN_MESSAGES.statusRequired],
      ] as const) {
        const response = await bulk(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message, JSON.stringify(payload)).toBe(message);
      }
    });
    // With a status other than InActive a reason is not kept (as on the single profile).
    const response = await bulk({ ids, status: 'Active', inactiveReason: 'Not Interested' });
    expect(response.statusCode, response.body).toBe(200);
    for (const row of await statuses(ids))
      expect(row).toMatchObject({ status: 'Active', inactiveReason: null });
  });

  it('refuses the whole change when one profile does not exist: nothing changes', async () => {
    const ids = await inReview(3);
    const gone = (await insertProfile(t.db, { status: 'Review' })).id;
    await t.db.deleteFrom('profiles').where('id', '=', gone).execute();
    await expectNothingChanged(ids, async () => {
      const response = await bulk({ ids: [...ids.slice(0, 2), gone, ids[2]], status: 'Active' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(BULK_MESSAGES.notFound([gone]));
      const two = await bulk({ ids: [gone, 2_000_000_000, ...ids], status: 'Active' });
      expect(two.statusCode).toBe(404);
      expect(two.json().message).toBe(BULK_MESSAGES.notFound([gone, 2_000_000_000]));
    });
    expect(BULK_MESSAGES.notFound([gone])).toBe(`Profile #${gone} does not exist. Nothing was changed.`);
  });

  it('is one transaction: a failure on the last profile leaves the ones before it unchanged', async () => {
    const ids = await inReview(3);
    const last = ids[2] as number;
    // The database itself refuses to change the last profile, after the first two were changed.
    await sql`create function refuse_bulk_test() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`.execute(t.db);
    await sql
      .raw(
        `create trigger refuse_bulk_test before update on profiles for each row when (old.id = ${last}) execute function refuse_bulk_test()`,
      )
      .execute(t.db);
    try {
      await expectNothingChanged(ids, async () => {
        const response = await bulk({ ids, status: 'Active' });
        expect(response.statusCode).toBe(500);
      });
    } finally {
      await sql`drop trigger refuse_bulk_test on profiles`.execute(t.db);
      await sql`drop function refuse_bulk_test()`.execute(t.db);
    }
  });

  it('refuses a key it does not know, like the other strict PATCH bodies', async () => {
    const ids = await inReview(1);
    await expectNothingChanged(ids, async () => {
      for (const [payload, key] of [
        [{ ids, status: 'Active', paidFee: 5000 }, 'paidFee'],
        [{ ids, status: 'Active', note: 'approved' }, 'note'],
        [{ ids, status: 'Active', id: ids[0] }, 'id'],
      ] as const) {
        const response = await bulk(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toBe(`Unknown field: ${key}. Nothing was saved.`);
      }
    });
  });

  it('is for matchmakers only: 401 without a session, 403 for a family, whatever the body', async () => {
    const ids = await inReview(2);
    const family = await insertProfile(t.db, { gender: 'Female', age: 26 });
    const auth = await t.familyAuth(family);
    await expectNothingChanged([...ids, family.id], async () => {
      for (const payload of [
        { ids, status: 'Active' },
        { ids: [family.id], status: 'InActive', inactiveReason: 'Not Interested' },
        { ids: ['+1'], status: 'Nope', extra: true },
      ]) {
        const own = await bulk(payload, auth);
        expect(own.statusCode, JSON.stringify(payload)).toBe(403);
        expect(own.json().message).toBe(ADMIN_ONLY_MESSAGE);
        const anonymous = await bulk(payload, ANONYMOUS);
        expect(anonymous.statusCode, JSON.stringify(payload)).toBe(401);
        expect(anonymous.json().message).toBe(SIGN_IN_REQUIRED_MESSAGE);
      }
    });
  });
});
