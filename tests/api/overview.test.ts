/**
 * Issue 28, part 6 (decision 052): GET /api/admin/overview against a hand-made bureau. Weeks and months are
 * Pakistan's; the data is placed relative to the weeks the answer names, so the figures do not depend on the day
 * the test runs.
 */
import type { Overview } from '@shared/overview';
import { describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const t = apiFixture();
const overview = async (authorization = t.admin) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/overview',
    headers: authorization ? { authorization } : {},
  });

const DAY = 86_400_000;
/** Noon in Pakistan on the given day of a week (0 = its Monday). */
const at = (monday: string, day: number) => new Date(Date.parse(`${monday}T12:00:00+05:00`) + day * DAY);

async function history(
  entity: 'profile' | 'connection',
  entityId: number,
  field: string,
  toValue: string,
  when: Date,
) {
  await t.db
    .insertInto('history')
    .values({ entity, entityId, field, fromValue: null, toValue, at: when })
    .execute();
}

describe('GET /api/admin/overview', () => {
  it('answers the figures of a hand-made bureau', async () => {
    const empty = (await overview()).json() as Overview;
    expect(empty.weeks).toHaveLength(12);
    expect(empty.months).toHaveLength(12);
    const w = empty.weeks.map((x) => x.week);
    const m = empty.months.map((x) => x.month);
    const [w9, w10, w11] = [w[9]!, w[10]!, w[11]!];

    const long = new Date(Date.now() - 200 * DAY);
    const p1 = (await insertProfile(t.db, { createdAt: at(w9, 0), updatedAt: at(w9, 10) })).id;
    const p2 = (await insertProfile(t.db, { gender: 'Female', createdAt: at(w10, 0), updatedAt: at(w10, 7) }))
      .id;
    await insertProfile(t.db, { status: 'Review', createdAt: at(w11, 0), updatedAt: at(w11, 0) });
    await insertProfile(t.db, { status: 'InActive', createdAt: long, updatedAt: long });
    const idle = new Date(Date.now() - 30 * DAY - 3600_000);
    const p5 = (await insertProfile(t.db, { createdAt: long, updatedAt: idle })).id;

    await history('profile', p1, 'status', 'Active', at(w9, 1));
    await history('profile', p2, 'status', 'Active', at(w10, 0));
    const c = await t.db
      .insertInto('connections')
      .values({
        profile1Id: p1,
        profile2Id: p2,
        profile1Status: 'Matched',
        profile2Status: 'Matched',
        updatedAt: at(w10, 7),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await history('connection', c.id, `status:${p1}`, 'Profile Received', at(w9, 3));
    await history('connection', c.id, `status:${p2}`, 'Profile Received', at(w10, 5));
    await history('connection', c.id, `status:${p1}`, 'Matched', at(w9, 10));
    await history('connection', c.id, `status:${p2}`, 'Matched', at(w10, 7));

    const pay = async (kind: string, amount: number, month: string, reverses?: number) =>
      (
        await t.db
          .insertInto('payments')
          .values({
            profileId: p1,
            kind: kind as 'advance',
            amount,
            receivedOn: `${month}-01`,
            reversesId: reverses ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await pay('advance', 5000, m[11]!);
    const bounced = await pay('advance', 2000, m[11]!);
    await pay('reversal', -2000, m[11]!, bounced);
    await pay('success', 15_000, m[11]!);
    await pay('other', 1000, m[10]!);
    await pay('adjustment', 500, m[10]!);

    const answer = await overview();
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as Overview;
    expect(body.statuses).toEqual([
      { status: 'Active', count: 3 },
      { status: 'InActive', count: 1 },
      { status: 'Review', count: 1 },
    ]);
    expect(body.weeks.slice(9)).toEqual([
      { week: w9, submissions: 1, approvals: 1, sent: 1, matches: 0 },
      { week: w10, submissions: 1, approvals: 1, sent: 1, matches: 0 },
      // The second side Matched on day 7 of week 10: the Monday of week 11.
      { week: w11, submissions: 1, approvals: 0, sent: 0, matches: 1 },
    ]);
    expect(body.weeks.slice(0, 9).every((x) => x.submissions + x.approvals + x.sent + x.matches === 0)).toBe(
      true,
    );
    expect(body.months.slice(10)).toEqual([
      { month: m[10], advance: 0, success: 0, other: 1500 },
      { month: m[11], advance: 5000, success: 15_000, other: 0 },
    ]);
    // p1: approved day 1, received day 3 (2 days), Matched day 10 (9); p2: day 0, 5 (5) and 7 (7).
    expect(body.medians).toEqual({ toFirstSent: 3.5, toMatched: 8 });
    expect(body.waiting.map((x) => x.profileId)).toEqual([p5, p1, p2]);
    expect(body.waiting[0]?.days).toBe(30);
  });

  it('the families waiting longest follow every change of a profile and of its connections (decision 074)', async () => {
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    const waitingIds = async () => ((await overview()).json() as Overview).waiting.map((x) => x.profileId);
    const a = (await insertProfile(t.db, { createdAt: ago(400), updatedAt: ago(300) })).id;
    const b = (await insertProfile(t.db, { gender: 'Female', createdAt: ago(400), updatedAt: ago(200) })).id;
    const c = (await insertProfile(t.db, { createdAt: ago(400), updatedAt: ago(100) })).id;
    expect((await waitingIds()).slice(0, 3)).toEqual([a, b, c]);

    // A connection changed 50 days ago is a's and b's latest activity: both now wait less than c.
    const connection = await t.db
      .insertInto('connections')
      .values({ profile1Id: a, profile2Id: b, updatedAt: ago(50) })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await waitingIds()).slice(0, 3)).toEqual([c, a, b]);
    const answer = (await overview()).json() as Overview;
    expect(answer.waiting[1]?.days).toBe(50);

    // Its time set back (as the demo data does), the profiles' own changes count again.
    await t.db
      .updateTable('connections')
      .set({ updatedAt: ago(350) })
      .where('id', '=', connection.id)
      .execute();
    expect((await waitingIds()).slice(0, 3)).toEqual([a, b, c]);

    // A profile that is no longer Active leaves the list; back to Active (a change today), it waits least.
    await t.db.updateTable('profiles').set({ status: 'InActive' }).where('id', '=', a).execute();
    expect(await waitingIds()).not.toContain(a);
    await t.db
      .updateTable('profiles')
      .set({ status: 'Active', updatedAt: new Date() })
      .where('id', '=', a)
      .execute();
    expect((await waitingIds()).slice(0, 2)).toEqual([b, c]);
    expect((await waitingIds()).at(-1)).toBe(a);

    // A connection removed with its other profile no longer counts for the one left.
    await t.db
      .updateTable('connections')
      .set({ updatedAt: ago(5) })
      .where('id', '=', connection.id)
      .execute();
    expect((await waitingIds()).slice(0, 1)).toEqual([c]);
    await t.db.deleteFrom('profiles').where('id', '=', a).execute();
    expect((await waitingIds()).slice(0, 2)).toEqual([b, c]);
  });

  it('families get 403, anonymous callers 401', async () => {
    const p = await insertProfile(t.db, {});
    const family = await t.familyAuth(p);
    expect((await overview(family)).statusCode).toBe(403);
    expect((await overview('')).statusCode).toBe(401);
  });
});
