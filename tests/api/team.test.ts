/**
 * Issue 27 (decision 054): a bureau is a team. Owners add matchmakers, who set their password through a
 * one-time invitation link (7 days; only its hash stored); owners deactivate (every session ends), reset by a
 * new link and change roles, never leaving the team without an owner. A matchmaker who is not an owner gets
 * 403, a family 403, nobody signed in 401. The history and the notes name the matchmaker.
 */
import { TEAM_MESSAGES } from '@shared/team';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../../src/server/auth/viewer';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';
import { ADMIN, basic } from '../support/test-app';

const t = apiFixture();
let owner: string;
let ownerId: number;
beforeAll(async () => {
  const session = await t.signIn(ADMIN.email, ADMIN.password);
  owner = session.authorization;
  ownerId = session.user._id;
});
let address = 0;
const { call } = t;
const addMatchmaker = (payload: unknown, auth = owner) =>
  call({ method: 'POST', url: '/api/admin/matchmakers', auth, payload: payload as InjectOptions['payload'] });
const patch = (id: number, payload: unknown, auth = owner) =>
  call({
    method: 'PATCH',
    url: `/api/admin/matchmakers/${id}`,
    auth,
    payload: payload as InjectOptions['payload'],
  });
const tokenOf = (url: string) => url.split('/admin/invitation/')[1] as string;
/** Each caller of the invitation endpoints from an address of its own, so the rate limit test stands alone. */
const accept = (token: string, password: unknown, remoteAddress = `10.0.0.${++address}`) =>
  call({
    method: 'POST',
    url: `/api/invitations/${token}`,
    payload: { password } as InjectOptions['payload'],
    remoteAddress,
  });
const signInStatus = async (email: string, password: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/login',
      headers: { authorization: basic(email, password) },
      remoteAddress: `10.1.0.${++address}`,
    })
  ).statusCode;

let counter = 0;
/** A new matchmaker who has set a password through the link, signed in. */
async function newMatchmaker(name = `Sana ${++counter}`) {
  const email = `sana${counter}.${Date.now()}@rishta.test`;
  const created = await addMatchmaker({ name, email });
  expect(created.statusCode, created.body).toBe(201);
  const { _id, invitationUrl } = created.json() as { _id: number; invitationUrl: string };
  const password = 'a good long password';
  expect((await accept(tokenOf(invitationUrl), password)).statusCode).toBe(200);
  const session = await t.signIn(email, password);
  return { id: _id, email, password, auth: session.authorization };
}

describe('the first owner', () => {
  it('is an owner with the e-mail’s first part as display name, in the user object and the team list', async () => {
    const session = await call({ method: 'GET', url: '/api/session', auth: owner });
    expect(session.json()).toMatchObject({ role: 'admin', teamRole: 'owner', name: 'Matchmaker' });
    const list = await call({ method: 'GET', url: '/api/admin/matchmakers', auth: owner });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        _id: ownerId,
        name: 'Matchmaker',
        email: ADMIN.email,
        role: 'owner',
        active: true,
      }),
    );
  });
});

describe('adding a matchmaker and the invitation link', () => {
  it('answers 201 with a link; only a hash of the token is stored; the link sets a password once', async () => {
    const email = 'Amina.Khan@Rishta.test';
    const created = await addMatchmaker({ name: '  Amina Khan ', email });
    expect(created.statusCode, created.body).toBe(201);
    const { _id, invitationUrl } = created.json();
    expect(invitationUrl).toMatch(/^https:\/\/rishta\.test\/admin\/invitation\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(invitationUrl);
    const rows = await t.db
      .selectFrom('accountInvitations')
      .selectAll()
      .where('accountId', '=', _id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);

    // Listed with an open invitation and no password; cannot sign in yet.
    const listed = (await call({ method: 'GET', url: '/api/admin/matchmakers', auth: owner })).json();
    expect(listed).toContainEqual(
      expect.objectContaining({
        _id,
        name: 'Amina Khan',
        email: 'amina.khan@rishta.test',
        role: 'matchmaker',
        hasPassword: false,
        invitationExpiresAt: expect.any(String),
      }),
    );
    expect(await signInStatus('amina.khan@rishta.test', 'whatever password')).toBe(401);

    const info = await call({ method: 'GET', url: `/api/invitations/${token}`, remoteAddress: '10.2.0.1' });
    expect(info.json()).toEqual({ name: 'Amina Khan', email: 'amina.khan@rishta.test' });

    const short = await accept(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(TEAM_MESSAGES.passwordTooShort);

    const ok = await accept(token, 'eight ch');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ name: 'Amina Khan', email: 'amina.khan@rishta.test' });
    expect(await signInStatus('amina.khan@rishta.test', 'eight ch')).toBe(200);

    const again = await accept(token, 'another password');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(TEAM_MESSAGES.invitationInvalid);
    expect(await signInStatus('amina.khan@rishta.test', 'another password')).toBe(401);
  });

  it('lasts 7 days: a link past its time (its row’s clock moved back) is refused', async () => {
    const created = (await addMatchmaker({ name: 'Late Comer', email: 'late@rishta.test' })).json();
    const row = await t.db
      .selectFrom('accountInvitations')
      .select(sql<number>`extract(epoch from expires_at - created_at)::int`.as('seconds'))
      .where('accountId', '=', created._id)
      .executeTakeFirstOrThrow();
    expect(row.seconds).toBe(7 * 24 * 3600);
    await t.db
      .updateTable('accountInvitations')
      .set({
        createdAt: sql`now() - interval '7 days 1 second'`,
        expiresAt: sql`now() - interval '1 second'`,
      })
      .where('accountId', '=', created._id)
      .execute();
    const late = await accept(tokenOf(created.invitationUrl), 'a fine password');
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(TEAM_MESSAGES.invitationInvalid);
    // A new link works, and the old one stays dead.
    const fresh = await call({
      method: 'POST',
      url: `/api/admin/matchmakers/${created._id}/invitation`,
      auth: owner,
    });
    expect(fresh.statusCode).toBe(200);
    expect((await accept(tokenOf(fresh.json().invitationUrl), 'a fine password')).statusCode).toBe(200);
  });

  it('resets a password by a new link: earlier links stop working, the old sessions end on use', async () => {
    const m = await newMatchmaker();
    const first = (
      await call({ method: 'POST', url: `/api/admin/matchmakers/${m.id}/invitation`, auth: owner })
    ).json();
    const second = (
      await call({ method: 'POST', url: `/api/admin/matchmakers/${m.id}/invitation`, auth: owner })
    ).json();
    expect((await accept(tokenOf(first.invitationUrl), 'new password one')).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: '/api/session', auth: m.auth })).statusCode).toBe(200);
    expect((await accept(tokenOf(second.invitationUrl), 'new password two')).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/session', auth: m.auth })).statusCode).toBe(401);
    expect(await signInStatus(m.email, m.password)).toBe(401);
    expect(await signInStatus(m.email, 'new password two')).toBe(200);
  });

  it('refuses what is not valid with the product’s words, and a taken e-mail with 409', async () => {
    const cases: [unknown, string][] = [
      [{ name: '', email: 'x@rishta.test' }, TEAM_MESSAGES.nameRequired],
      [{ name: 'A', email: 'not an e-mail' }, TEAM_MESSAGES.emailInvalid],
      [{ email: 'x@rishta.test' }, TEAM_MESSAGES.nameRequired],
      [{ name: 'A'.repeat(61), email: 'x@rishta.test' }, TEAM_MESSAGES.nameTooLong],
      [{ name: 'A', email: 'x@rishta.test', role: 'owner' }, 'Unknown field: role. Nothing was saved.'],
    ];
    for (const [body, message] of cases) {
      const response = await addMatchmaker(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const taken = await addMatchmaker({ name: 'Again', email: ADMIN.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(TEAM_MESSAGES.emailTaken);
    expect((await patch(ownerId, {})).json().message).toBe(TEAM_MESSAGES.nothingToChange);
    expect((await patch(ownerId, { role: 'boss' })).json().message).toBe(TEAM_MESSAGES.roleInvalid);
    expect((await patch(2_000_000_000, { name: 'X' })).statusCode).toBe(404);
  });

  it('limits wrong tokens per address like sign-in (429 past 30 in a minute)', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < 30; i++)
      expect((await accept(`wrong-token-${i}`, 'a fine password', from)).statusCode).toBe(404);
    const limited = await accept('wrong-token-last', 'a fine password', from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(TEAM_MESSAGES.tooManyAttempts);
  });
});

describe('deactivating, roles and the last owner', () => {
  it('deactivating ends every session at once; the history and the notes keep the name', async () => {
    const m = await newMatchmaker('Bushra Deactivated');
    const profile = await insertProfile(t.db, { gender: 'Female', age: 25 });
    const note = await call({
      method: 'POST',
      url: `/api/profile/${profile.id}/notes`,
      auth: m.auth,
      payload: { text: 'Called the mother' },
    });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ authorName: 'Bushra Deactivated', author: m.email });

    const off = await patch(m.id, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ active: false });
    expect((await call({ method: 'GET', url: '/api/session', auth: m.auth })).statusCode).toBe(401);
    expect(await signInStatus(m.email, m.password)).toBe(401);
    expect(
      (await t.db.selectFrom('sessions').select('tokenHash').where('accountId', '=', m.id).execute()).length,
    ).toBe(0);
    // No new link for a deactivated account.
    const link = await call({
      method: 'POST',
      url: `/api/admin/matchmakers/${m.id}/invitation`,
      auth: owner,
    });
    expect(link.statusCode).toBe(409);
    expect(link.json().message).toBe(TEAM_MESSAGES.inactive);

    const history = (
      await call({ method: 'GET', url: `/api/profile/${profile.id}/history`, auth: owner })
    ).json() as { field: string; byName: string; by: string }[];
    expect(history.find((e) => e.field === 'noteAdded')).toMatchObject({
      byName: 'Bushra Deactivated',
      by: m.email,
    });
    const notes = (
      await call({ method: 'GET', url: `/api/profile/${profile.id}/notes`, auth: owner })
    ).json();
    expect(notes[0]).toMatchObject({ authorName: 'Bushra Deactivated' });

    // Active again: signs in with the same password.
    expect((await patch(m.id, { active: true })).statusCode).toBe(200);
    expect(await signInStatus(m.email, m.password)).toBe(200);
  });

  it('a renamed matchmaker is named anew everywhere; the account’s own history keeps each change', async () => {
    const m = await newMatchmaker('Old Name');
    expect((await patch(m.id, { name: 'New Name' })).json()).toMatchObject({ name: 'New Name' });
    const session = await call({ method: 'GET', url: '/api/session', auth: m.auth });
    expect(session.json()).toMatchObject({ name: 'New Name', teamRole: 'matchmaker' });
    const rows = await t.db
      .selectFrom('history')
      .select(['field', 'fromValue', 'toValue', 'actorAccountId'])
      .where('entity', '=', 'account')
      .where('entityId', '=', m.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.field)).toEqual(['created', 'role', 'invitation', 'passwordSet', 'name']);
    expect(rows.at(-1)).toMatchObject({
      fromValue: 'Old Name',
      toValue: 'New Name',
      actorAccountId: ownerId,
    });
  });

  it('a matchmaker who is not an owner gets 403 on every team endpoint, before the body is read', async () => {
    const m = await newMatchmaker();
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/admin/matchmakers' },
      { method: 'POST', url: '/api/admin/matchmakers', payload: { name: 'X', email: 'x@rishta.test' } },
      { method: 'POST', url: '/api/admin/matchmakers', payload: { nonsense: true } },
      { method: 'PATCH', url: `/api/admin/matchmakers/${m.id}`, payload: { role: 'owner' } },
      { method: 'PATCH', url: '/api/admin/matchmakers/abc', payload: {} },
      { method: 'POST', url: `/api/admin/matchmakers/${ownerId}/invitation` },
    ];
    const family = await insertProfile(t.db, { gender: 'Male', age: 30 });
    const familyAuth = await t.familyAuth(family);
    for (const request of requests) {
      const asMatchmaker = await call({ ...request, auth: m.auth });
      expect(asMatchmaker.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(asMatchmaker.json().message).toBe(TEAM_MESSAGES.ownersOnly);
      const asFamily = await call({ ...request, auth: familyAuth });
      expect(asFamily.statusCode).toBe(403);
      expect(asFamily.json().message).toBe(ADMIN_ONLY_MESSAGE);
      expect((await call(request)).statusCode).toBe(401);
    }
    // Names for pickers are every matchmaker's to read, not a family's.
    expect((await call({ method: 'GET', url: '/api/matchmakers', auth: m.auth })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/matchmakers', auth: familyAuth })).statusCode).toBe(403);
  });

  it('an owner makes another an owner; the last active owner can neither step down nor be deactivated', async () => {
    // Every other owner steps down first, so that the first owner is the only one.
    const team = (await call({ method: 'GET', url: '/api/admin/matchmakers', auth: owner })).json() as {
      _id: number;
      role: string;
    }[];
    for (const other of team.filter((m) => m.role === 'owner' && m._id !== ownerId))
      expect((await patch(other._id, { role: 'matchmaker' })).statusCode).toBe(200);

    const down = await patch(ownerId, { role: 'matchmaker' });
    expect(down.statusCode).toBe(409);
    expect(down.json().message).toBe(TEAM_MESSAGES.lastOwner);
    const off = await patch(ownerId, { active: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(TEAM_MESSAGES.lastOwner);

    const m = await newMatchmaker('Next Owner');
    expect((await call({ method: 'GET', url: '/api/admin/matchmakers', auth: m.auth })).statusCode).toBe(403);
    expect((await patch(m.id, { role: 'owner' })).json()).toMatchObject({ role: 'owner' });
    expect((await call({ method: 'GET', url: '/api/admin/matchmakers', auth: m.auth })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/session', auth: m.auth })).json()).toMatchObject({
      teamRole: 'owner',
    });
    // Now the first owner may step down, and the new owner is the last one.
    expect((await patch(ownerId, { role: 'matchmaker' }, m.auth)).statusCode).toBe(200);
    expect((await patch(m.id, { role: 'matchmaker' }, m.auth)).statusCode).toBe(409);
    expect((await patch(ownerId, { role: 'owner' }, m.auth)).statusCode).toBe(200);
  });
});
