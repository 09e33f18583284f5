/**
 * Issue 27, the rest of it (decision 066): a write that changes nothing leaves the version alone; a payment, a
 * reversal and an assignment are profile writes (a new version, screens told); the list's cards carry the
 * version, and a bulk change based on an older one skips that profile and says who changed what; a reminder
 * can be given to another matchmaker, and "mine first" follows her.
 */
import { BULK_MESSAGES } from '@shared/profile-bulk';
import { REMINDER_MESSAGES, type Reminder } from '@shared/reminders';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { openEventStream } from '../support/event-stream';
import { insertProfile } from '../support/factories';
import { ADMIN } from '../support/test-app';

const t = apiFixture();
const { call } = t;
let base: string;
let owner: string;
let ownerId: number;
let nadia: { id: number; auth: string };
const streams: { close(): void }[] = [];

async function addMatchmaker(name: string, email: string, password: string) {
  const created = await call({
    method: 'POST',
    url: '/api/admin/matchmakers',
    auth: owner,
    payload: { name, email },
  });
  const { _id, invitationUrl } = created.json();
  await call({
    method: 'POST',
    url: `/api/invitations/${invitationUrl.split('/').pop()}`,
    payload: { password },
  });
  return { id: _id as number, auth: (await t.signIn(email, password)).authorization };
}

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const session = await t.signIn(ADMIN.email, ADMIN.password);
  owner = session.authorization;
  ownerId = session.user._id;
  nadia = await addMatchmaker('Nadia Khan', 'nadia.khan@rishta.test', 'nadia password');
});
afterAll(() => {
  for (const stream of streams) stream.close();
});

type Json = Record<string, unknown>;
const profileOf = async (id: number, auth = owner) => {
  const response = await call({ method: 'GET', url: `/api/profile/${id}`, auth });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { profile: Json }).profile;
};
const versionOf = async (id: number) => (await profileOf(id)).version as number;
const historyCount = async (id: number) =>
  (
    await t.db
      .selectFrom('history')
      .select('id')
      .where('entityId', '=', id)
      .where('entity', '=', 'profile')
      .execute()
  ).length;
const patch = (id: number, payload: Json, auth = owner) =>
  call({ method: 'PATCH', url: `/api/profile/${id}`, auth, payload: payload as InjectOptions['payload'] });
const bulk = (payload: Json, auth = owner) =>
  call({ method: 'PATCH', url: '/api/profiles', auth, payload: payload as InjectOptions['payload'] });

describe('a write that changes nothing', () => {
  it('leaves the version, the history and the row alone: every PATCH kind, the PUT, an assignment', async () => {
    const { id } = await insertProfile(t.db, {
      status: 'Active',
      paidFee: 5000,
      verifiedPhone: true,
      prefMinAge: 22,
    });
    await bulk({ ids: [id], assignedTo: ownerId });
    const before = await versionOf(id);
    const rows = await historyCount(id);
    const stamp = async () =>
      (await t.db.selectFrom('profiles').select('updatedAt').where('id', '=', id).executeTakeFirstOrThrow())
        .updatedAt;
    const updatedAt = await stamp();
    const view = await profileOf(id);
    for (const body of [
      { status: 'Active' },
      { paidFee: 5000 },
      {
        restrictPhotosVisibility: view.restrictPhotosVisibility,
        expectedAdvanceFee: view.expectedAdvanceFee,
        expectedPostMatchFee: view.expectedPostMatchFee,
      },
      { verifications: { phone: true } },
      { aiFilters: view.aiFilters },
      { familyEditsSeen: true },
      { status: 'Active', version: before },
    ]) {
      const response = await patch(id, body);
      expect(response.statusCode, `${JSON.stringify(body)} ${response.body}`).toBe(200);
      expect(response.json().version, JSON.stringify(body)).toBe(before);
    }
    const put = await call({ method: 'PUT', url: `/api/profile/${id}`, auth: owner, payload: view });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().version).toBe(before);
    expect((await bulk({ ids: [id], assignedTo: ownerId })).statusCode).toBe(200);
    expect((await bulk({ ids: [id], status: 'Active' })).statusCode).toBe(200);

    expect(await versionOf(id)).toBe(before);
    expect(await historyCount(id)).toBe(rows);
    expect(await stamp()).toEqual(updatedAt);
    // A real change still moves it by one.
    const changed = await patch(id, { paidFee: 6000, version: before });
    expect(changed.json().version).toBe(before + 1);
  });

  it('a stale base is still refused, even when the write would change nothing', async () => {
    const { id } = await insertProfile(t.db, { status: 'Review' });
    expect((await patch(id, { paidFee: 1000, version: 1 })).statusCode).toBe(200);
    const stale = await patch(id, { status: 'Review', version: 1 }, nadia.auth);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      version: 2,
      changedBy: 'Matchmaker',
      fields: [{ name: 'paidFee' }],
    });
  });
});

describe('payments and assignments are profile writes', () => {
  it('a payment and its reversal each make a new version, tell the screens, and refuse a fee dialog opened before', async () => {
    const { id } = await insertProfile(t.db, { status: 'Active' });
    const stream = await openEventStream(base, owner);
    streams.push(stream);
    await stream.ready();
    const opened = await versionOf(id);
    const paid = await call({
      method: 'POST',
      url: `/api/profile/${id}/payments`,
      auth: nadia.auth,
      payload: { kind: 'advance', amount: 5000, method: 'Cash', receivedOn: '2026-11-20' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await stream.waitFor((e) => e.type === 'profile' && e.id === id, 2000);
    expect(await versionOf(id)).toBe(opened + 1);
    expect(
      (await call({ method: 'GET', url: `/api/profile/${id}`, auth: owner })).json().lastChange,
    ).toMatchObject({
      by: 'Nadia Khan',
      mine: false,
    });
    // The fee dialog opened before the payment: refused, naming the payment's fee.
    const stale = await patch(id, { paidFee: 20000, version: opened });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      changedBy: 'Nadia Khan',
      fields: [{ name: 'paidFee', yours: 20000, theirs: 5000 }],
    });

    const from = stream.received.length;
    const reversed = await call({
      method: 'POST',
      url: `/api/payments/${paid.json()._id}/reversal`,
      auth: owner,
      payload: { reason: 'The cheque bounced' },
    });
    expect(reversed.statusCode, reversed.body).toBe(201);
    await stream.waitFor((e) => e.type === 'profile' && e.id === id, 2000, from);
    expect(await versionOf(id)).toBe(opened + 2);
    const history = (await call({ method: 'GET', url: `/api/profile/${id}/history`, auth: owner })).json();
    expect(history.filter((e: { field: string }) => e.field === 'paidFee')).toEqual([
      expect.objectContaining({ from: '0', to: '5000', byName: 'Nadia Khan' }),
      expect.objectContaining({ from: '5000', to: '0', byName: 'Matchmaker' }),
    ]);
  });

  it('an assignment, of one profile or several, makes a new version of each profile it changes and tells the screens', async () => {
    const a = await insertProfile(t.db);
    const b = await insertProfile(t.db);
    const stream = await openEventStream(base, owner);
    streams.push(stream);
    await stream.ready();
    const one = await bulk({ ids: [a.id], assignedTo: nadia.id, versions: { [a.id]: 1 } }, nadia.auth);
    expect(one.statusCode, one.body).toBe(200);
    await stream.waitFor((e) => e.type === 'profile' && e.id === a.id, 2000);
    expect(await versionOf(a.id)).toBe(2);
    expect(
      (await call({ method: 'GET', url: `/api/profile/${a.id}`, auth: owner })).json().lastChange,
    ).toMatchObject({
      by: 'Nadia Khan',
    });
    // Both to the owner: each moves one version; the same again moves none.
    expect((await bulk({ ids: [a.id, b.id], assignedTo: ownerId })).statusCode).toBe(200);
    expect([await versionOf(a.id), await versionOf(b.id)]).toEqual([3, 2]);
    expect((await bulk({ ids: [a.id, b.id], assignedTo: ownerId })).statusCode).toBe(200);
    expect([await versionOf(a.id), await versionOf(b.id)]).toEqual([3, 2]);
    // A status dialog opened before the assignment is refused, naming it.
    const stale = await patch(b.id, { status: 'Active', version: 1 }, nadia.auth);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().fields).toEqual([{ name: 'assignedTo', yours: null, theirs: ownerId }]);
  });
});

describe('the list and the bulk change', () => {
  it("a matchmaker's cards carry each profile's version; a family's never", async () => {
    const { id, accessToken } = await insertProfile(t.db, {
      gender: 'Female',
      status: 'Active',
      name: 'Card Version',
    });
    const paid = await patch(id, { paidFee: 13000 });
    expect(paid.json().version, paid.body).toBe(2);
    const list = await call({
      method: 'GET',
      url: '/api/profiles?status=All&search=Card%20Version',
      auth: owner,
    });
    const card = (list.json().profiles as Json[]).find((p) => p._id === id);
    expect(card?.version).toBe(2);
    const man = await insertProfile(t.db, { gender: 'Male', status: 'Active' });
    const family = await t.familyAuth(man);
    const theirs = await call({ method: 'GET', url: '/api/profiles', auth: family });
    expect(theirs.statusCode, theirs.body).toBe(200);
    for (const c of theirs.json().profiles as Json[]) expect(c).not.toHaveProperty('version');
    expect(accessToken).toBeTruthy();
  });

  it('a profile changed since the list showed it is skipped, said so, and the others are changed', async () => {
    const a = await insertProfile(t.db, { status: 'Review' });
    const b = await insertProfile(t.db, { status: 'Review' });
    const c = await insertProfile(t.db, { status: 'Review' });
    const versions = { [a.id]: 1, [b.id]: 1, [c.id]: 1 };
    expect((await patch(b.id, { paidFee: 5000, version: 1 }, nadia.auth)).statusCode).toBe(200);
    const rows = await historyCount(b.id);

    const answer = await bulk({ ids: [a.id, b.id, c.id], status: 'Active', versions });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      ids: [a.id, c.id],
      status: 'Active',
      skipped: [
        {
          id: b.id,
          version: 2,
          changedBy: 'Nadia Khan',
          changedAt: expect.any(String),
          fields: [{ name: 'paidFee', yours: null, theirs: 5000 }],
        },
      ],
    });
    expect((await profileOf(a.id)).status).toBe('Active');
    expect((await profileOf(c.id)).status).toBe('Active');
    expect(await profileOf(b.id)).toMatchObject({ status: 'Review', version: 2 });
    expect(await historyCount(b.id)).toBe(rows);

    // Every profile skipped: the 409 of a stale write, with the list of them; nothing changes.
    const none = await bulk({ ids: [b.id], assignedTo: ownerId, versions: { [b.id]: 1 } });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      message: BULK_MESSAGES.allSkipped([b.id]),
      id: b.id,
      version: 2,
      changedBy: 'Nadia Khan',
      skipped: [{ id: b.id, version: 2 }],
    });
    expect((await profileOf(b.id)).assignedTo).toBeNull();
    // On the version it now has, it goes through.
    const again = await bulk({ ids: [b.id], assignedTo: ownerId, versions: { [b.id]: 2 } });
    expect(again.json()).toMatchObject({ ids: [b.id], assignedTo: ownerId, skipped: [] });
    expect(await profileOf(b.id)).toMatchObject({ assignedTo: ownerId, version: 3 });
  });
});

describe('PATCH /api/reminders/{id} { assignedTo }', () => {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
  const due = async (auth: string) =>
    (await call({ method: 'GET', url: '/api/reminders?due=true', auth })).json() as Reminder[];
  const reassign = (id: number | string, payload: unknown, auth = owner) =>
    call({
      method: 'PATCH',
      url: `/api/reminders/${id}`,
      auth,
      payload: payload as InjectOptions['payload'],
    });

  it('gives the reminder to another matchmaker: first in her list, in the history with both names', async () => {
    const p = await insertProfile(t.db, { name: 'Reassigned Reminder' });
    const note = await call({
      method: 'POST',
      url: `/api/profile/${p.id}/notes`,
      auth: owner,
      payload: { text: 'Call the mother back', dueAt: hoursAgo(1) },
    });
    const id = note.json()._id as number;
    // Nadia's own, older: without the reassignment hers comes first for her, the owner's first for the owner.
    await call({
      method: 'POST',
      url: `/api/profile/${p.id}/notes`,
      auth: nadia.auth,
      payload: { text: 'Nadia’s own', dueAt: hoursAgo(5) },
    });
    expect((await due(owner))[0]?._id).toBe(id);

    const answer = await reassign(id, { assignedTo: nadia.id });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ _id: id, matchmakerId: nadia.id, matchmakerName: 'Nadia Khan' });
    const hers = await due(nadia.auth);
    expect(hers.find((r) => r._id === id)).toMatchObject({ matchmakerName: 'Nadia Khan', mine: true });
    // Hers first (mine first, then the earliest).
    const mineFirst = hers.map((r) => r.mine);
    expect(mineFirst).toEqual([...mineFirst].sort((x, y) => Number(y) - Number(x)));
    const owners = await due(owner);
    expect(owners.find((r) => r._id === id)).toMatchObject({ mine: false });
    expect(owners.filter((r) => r.mine).map((r) => r._id)).not.toContain(id);

    // The same again records nothing more.
    expect((await reassign(id, { assignedTo: nadia.id }, nadia.auth)).statusCode).toBe(200);
    const history = (await call({ method: 'GET', url: `/api/profile/${p.id}/history`, auth: owner })).json();
    expect(history.filter((e: { field: string }) => e.field === 'reminderAssigned')).toEqual([
      expect.objectContaining({ from: 'Matchmaker', to: 'Nadia Khan', byName: 'Matchmaker' }),
    ]);
  });

  it('refuses a deactivated or unknown matchmaker, a bad body, a done reminder; families 403, nobody 401', async () => {
    const p = await insertProfile(t.db);
    const note = await call({
      method: 'POST',
      url: `/api/profile/${p.id}/notes`,
      auth: owner,
      payload: { text: 'Follow up', dueAt: hoursAgo(1) },
    });
    const id = note.json()._id as number;
    const gone = await addMatchmaker('Gone Soon', 'gone.soon@rishta.test', 'gone password');
    await call({
      method: 'PATCH',
      url: `/api/admin/matchmakers/${gone.id}`,
      auth: owner,
      payload: { active: false },
    });
    for (const payload of [{ assignedTo: gone.id }, { assignedTo: 2_000_000_000 }]) {
      const response = await reassign(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(REMINDER_MESSAGES.assigneeInvalid);
    }
    for (const payload of [{}, { assignedTo: null }, { assignedTo: 'x' }, { assignedTo: 1.5 }]) {
      const response = await reassign(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(REMINDER_MESSAGES.assigneeInvalid);
    }
    const extra = await reassign(id, { assignedTo: nadia.id, dueAt: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/Unknown field/);
    expect((await reassign('abc', { assignedTo: nadia.id })).statusCode).toBe(400);
    expect((await reassign(2_000_000_000, { assignedTo: nadia.id })).statusCode).toBe(404);
    const family = await t.familyAuth(p);
    expect((await reassign(id, { assignedTo: nadia.id }, family)).statusCode).toBe(403);
    expect(
      (await call({ method: 'PATCH', url: `/api/reminders/${id}`, payload: { assignedTo: 1 } })).statusCode,
    ).toBe(401);
    expect((await call({ method: 'POST', url: `/api/reminders/${id}/done`, auth: owner })).statusCode).toBe(
      204,
    );
    const done = await reassign(id, { assignedTo: nadia.id });
    expect(done.statusCode).toBe(404);
    expect(done.json().message).toBe(REMINDER_MESSAGES.notFound);
  });
});
