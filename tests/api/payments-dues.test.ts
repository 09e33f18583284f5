/**
 * Issue 28, part 3 (decision 052): GET /api/payments/due. The advance is due from Active families that have
 * received a profile and paid less than the expected advance; the success fee from both families of a
 * connection whose two sides are Matched, until the post-match part is full. Matchmakers only.
 */
import type { Dues } from '@shared/payments-schema';
import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ProfileTable } from '../../src/server/db/schema';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const t = apiFixture();
const dues = (authorization = t.admin) =>
  t.app.inject({ method: 'GET', url: '/api/payments/due', headers: authorization ? { authorization } : {} });

async function profile(overrides: Partial<Insertable<ProfileTable>>) {
  return (await insertProfile(t.db, overrides)).id;
}
async function connect(a: number, b: number, aStatus: string, bStatus: string) {
  await t.db
    .insertInto('connections')
    .values({ profile1Id: a, profile2Id: b, profile1Status: aStatus, profile2Status: bStatus })
    .execute();
}

describe('GET /api/payments/due', () => {
  it('lists the advance and the success fee due, with the amount still owed', async () => {
    const other = await profile({ gender: 'Female' });
    const unpaid = await profile({});
    const partly = await profile({ paidFee: 2000 });
    const paid = await profile({ paidFee: 5000 });
    const notSent = await profile({});
    const inReview = await profile({ status: 'Review' });
    const waived = await profile({ expectedAdvanceFee: 0 });
    for (const id of [unpaid, partly, paid, inReview, waived])
      await connect(id, other, 'Profile Received', 'Not Received');
    const received = await profile({ gender: 'Female' });
    await connect(notSent, received, 'Not Received', 'Profile Received');

    const groom = await profile({
      paidFee: 5000,
      status: 'InActive',
      inactiveReason: 'Matched (the provider)',
    });
    const bride = await profile({ gender: 'Female', paidFee: 20_000 });
    await connect(groom, bride, 'Matched', 'Matched');
    const halfway = await profile({ paidFee: 5000 });
    await connect(halfway, await profile({ gender: 'Female', paidFee: 5000 }), 'Matched', 'In Contact');

    const answer = await dues();
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as Dues;
    expect(body.advance.map((d) => [d.profileId, d.due, d.kind])).toEqual([
      [unpaid, 5000, 'advance'],
      [partly, 3000, 'advance'],
      [received, 5000, 'advance'],
    ]);
    expect(body.advanceCount).toBe(3);
    expect(body.success.map((d) => [d.profileId, d.due, d.matchedWith])).toEqual([[groom, 15_000, bride]]);
    expect(body.successCount).toBe(1);

    // A payment takes the family off the list (the paid fee is the ledger's sum).
    const paying = await t.app.inject({
      method: 'POST',
      url: `/api/profile/${groom}/payments`,
      headers: { authorization: t.admin },
      payload: { amount: 15_000, kind: 'success', method: 'Cash', receivedOn: '2026-11-01' },
    });
    expect(paying.statusCode).toBe(201);
    expect(((await dues()).json() as Dues).success).toEqual([]);
  });

  it('families get 403, anonymous callers 401', async () => {
    const p = await insertProfile(t.db, {});
    const family = await t.familyAuth(p);
    expect((await dues(family)).statusCode).toBe(403);
    expect((await dues('')).statusCode).toBe(401);
  });
});
