/**
 * Issue 28, part 4 (decision 052): POST /api/connections/{id}/close. When both sides of a connection are
 * Matched, one action sets both profiles InActive with SPEC's reason "Matched (the provider)", each change in
 * its profile's history; the success fee falls due; the dues list the match until it is closed.
 */
import { CLOSING_MESSAGES } from '@shared/payments';
import type { Dues } from '@shared/payments-schema';
import { describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const t = apiFixture();
const close = (id: number | string, authorization = t.admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/connections/${id}/close`,
    headers: authorization ? { authorization } : {},
  });
const dues = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/payments/due', headers: { authorization: t.admin } })
  ).json() as Dues;

async function pair(aStatus: string, bStatus: string) {
  const a = await insertProfile(t.db, { gender: 'Male', paidFee: 5000 });
  const b = await insertProfile(t.db, { gender: 'Female', paidFee: 5000 });
  const c = await t.db
    .insertInto('connections')
    .values({ profile1Id: a.id, profile2Id: b.id, profile1Status: aStatus, profile2Status: bStatus })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { a, b, connection: c.id };
}
const statusOf = (id: number) =>
  t.db
    .selectFrom('profiles')
    .select(['status', 'inactiveReason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/connections/{id}/close', () => {
  it('sets both profiles InActive, Matched (the provider), both in the history, and the success fee is due', async () => {
    const { a, b, connection } = await pair('Matched', 'Matched');
    const before = await dues();
    expect(before.matchesToClose.map((m) => m.connectionId)).toContain(connection);
    expect(before.success.map((d) => d.profileId)).toEqual(expect.arrayContaining([a.id, b.id]));

    const answer = await close(connection);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ connectionId: connection, closed: [a.id, b.id] });
    for (const id of [a.id, b.id]) {
      expect(await statusOf(id)).toEqual({ status: 'InActive', inactiveReason: 'Matched (the provider)' });
      const history = await t.db
        .selectFrom('history')
        .select(['field', 'toValue'])
        .where('entity', '=', 'profile')
        .where('entityId', '=', id)
        .execute();
      expect(history).toEqual(
        expect.arrayContaining([
          { field: 'status', toValue: 'InActive' },
          { field: 'inactiveReason', toValue: 'Matched (the provider)' },
        ]),
      );
    }
    const after = await dues();
    expect(after.matchesToClose.map((m) => m.connectionId)).not.toContain(connection);
    // Closed, the success fee is still due from both families.
    expect(
      after.success.filter((d) => d.profileId === a.id || d.profileId === b.id).map((d) => d.due),
    ).toEqual([15_000, 15_000]);
    // A second close changes nothing.
    expect((await close(connection)).json()).toEqual({ connectionId: connection, closed: [] });
  });

  it('refuses a connection not Matched on both sides, and a missing one, changing nothing', async () => {
    const { a, connection } = await pair('Matched', 'In Contact');
    const answer = await close(connection);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(CLOSING_MESSAGES.notMatched);
    expect((await statusOf(a.id)).status).toBe('Active');
    expect((await close(999_999)).json()).toMatchObject({
      statusCode: 404,
      message: CLOSING_MESSAGES.notFound,
    });
  });

  it('families get 403 and anonymous callers 401', async () => {
    const { a, connection } = await pair('Matched', 'Matched');
    const family = await t.familyAuth(a);
    expect((await close(connection, family)).statusCode).toBe(403);
    expect((await close(connection, '')).statusCode).toBe(401);
    expect((await statusOf(a.id)).status).toBe('Active');
  });
});
