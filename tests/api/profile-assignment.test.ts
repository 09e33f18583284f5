/**
 * Issue 27 (decision 054): a profile's responsible matchmaker. Set in bulk (`PATCH /api/profiles
 * {ids, assignedTo}`, also for one profile), listed with `assignedTo=me|<id>|none`, each change in the
 * profile's history with the matchmakers' names. Families never receive it and their lists ignore the key.
 */
import { BULK_MESSAGES } from '@shared/profile-bulk';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';
import { ADMIN } from '../support/test-app';

const t = apiFixture();
let owner: string;
let ownerId: number;
let second: { id: number; auth: string };
beforeAll(async () => {
  const session = await t.signIn(ADMIN.email, ADMIN.password);
  owner = session.authorization;
  ownerId = session.user._id;
  const created = await call({
    method: 'POST',
    url: '/api/admin/matchmakers',
    auth: owner,
    payload: { name: 'Rubina', email: 'rubina@rishta.test' },
  });
  const { _id, invitationUrl } = created.json();
  await call({
    method: 'POST',
    url: `/api/invitations/${invitationUrl.split('/').pop()}`,
    payload: { password: 'rubina password' },
  });
  second = { id: _id, auth: (await t.signIn('rubina@rishta.test', 'rubina password')).authorization };
});
const { call } = t;
const assign = (ids: unknown[], assignedTo: unknown, auth = owner) =>
  call({
    method: 'PATCH',
    url: '/api/profiles',
    auth,
    payload: { ids, assignedTo } as InjectOptions['payload'],
  });
const listIds = async (query: string, auth = owner) => {
  const response = await call({ method: 'GET', url: `/api/profiles?status=All&${query}`, auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { profiles: { _id: number }[]; appliedFilters: Record<string, unknown> };
};

describe('assigning profiles', () => {
  it('sets the responsible matchmaker in bulk, lists by it, and writes each change to the history', async () => {
    const a = await insertProfile(t.db, { gender: 'Female', age: 24, name: 'Assigned A' });
    const b = await insertProfile(t.db, { gender: 'Female', age: 25, name: 'Assigned B' });
    const c = await insertProfile(t.db, { gender: 'Female', age: 26, name: 'Nobody C' });

    const mine = await assign([a.id, b.id], ownerId);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({ ids: [a.id, b.id], assignedTo: ownerId, skipped: [] });
    expect((await assign([String(b.id)], second.id)).statusCode).toBe(200);

    const asOwner = await listIds('assignedTo=me');
    expect(asOwner.profiles.map((p) => p._id)).toContain(a.id);
    expect(asOwner.profiles.map((p) => p._id)).not.toContain(b.id);
    expect(asOwner.appliedFilters.assignedTo).toBe('me');
    const asSecond = await listIds('assignedTo=me', second.auth);
    expect(asSecond.profiles.map((p) => p._id)).toEqual([b.id]);
    expect((await listIds(`assignedTo=${second.id}`)).profiles.map((p) => p._id)).toEqual([b.id]);
    const nobody = (await listIds('assignedTo=none')).profiles.map((p) => p._id);
    expect(nobody).toContain(c.id);
    expect(nobody).not.toContain(a.id);
    expect((await listIds('assignedTo=Any')).profiles.map((p) => p._id)).toEqual(
      expect.arrayContaining([a.id, b.id, c.id]),
    );

    const view = await call({ method: 'GET', url: `/api/profile/${b.id}`, auth: owner });
    expect(view.json().profile.assignedTo).toBe(second.id);

    const history = (await call({ method: 'GET', url: `/api/profile/${b.id}/history`, auth: owner })).json();
    expect(history.filter((e: { field: string }) => e.field === 'assignedTo')).toEqual([
      expect.objectContaining({ from: null, to: 'Matchmaker', byName: 'Matchmaker' }),
      expect.objectContaining({ from: 'Matchmaker', to: 'Rubina', byName: 'Matchmaker' }),
    ]);
    // Unassigning; the same again records nothing more.
    expect((await assign([b.id], null, second.auth)).statusCode).toBe(200);
    expect((await assign([b.id], null, second.auth)).statusCode).toBe(200);
    const after = (await call({ method: 'GET', url: `/api/profile/${b.id}/history`, auth: owner })).json();
    expect(after.filter((e: { field: string }) => e.field === 'assignedTo')).toHaveLength(3);
    expect(after.at(-1)).toMatchObject({ from: 'Rubina', to: null, byName: 'Rubina' });
  });

  it('refuses a missing profile (nothing changes), an unknown or deactivated matchmaker, and a status with it', async () => {
    const a = await insertProfile(t.db, { gender: 'Male', age: 30 });
    const missing = await assign([a.id, 2_000_000_000], ownerId);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(BULK_MESSAGES.notFound([2_000_000_000]));
    const row = await t.db
      .selectFrom('profiles')
      .select('assignedTo')
      .where('id', '=', a.id)
      .executeTakeFirst();
    expect(row?.assignedTo).toBeNull();

    for (const who of [2_000_000_000, 'me', 1.5, true]) {
      const response = await assign([a.id], who);
      expect(response.statusCode, String(who)).toBe(400);
      expect(response.json().message).toBe(BULK_MESSAGES.assigneeInvalid);
    }
    const both = await call({
      method: 'PATCH',
      url: '/api/profiles',
      auth: owner,
      payload: { ids: [a.id], assignedTo: ownerId, status: 'Active' },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(BULK_MESSAGES.statusOrAssignment);
    const bad = await call({ method: 'GET', url: '/api/profiles?assignedTo=someone', auth: owner });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose me, none or a matchmaker');
  });
});

describe('families', () => {
  it('never receive assignedTo, cannot assign, and their lists ignore the key', async () => {
    const family = await insertProfile(t.db, { gender: 'Male', age: 28, status: 'Active' });
    const woman = await insertProfile(t.db, { gender: 'Female', age: 24, status: 'Active' });
    await assign([family.id, woman.id], ownerId);
    const auth = await t.familyAuth(family);

    const own = await call({ method: 'GET', url: `/api/profile/${family.id}`, auth });
    expect(own.statusCode).toBe(200);
    expect(own.json().profile).not.toHaveProperty('assignedTo');
    expect(own.body).not.toContain('assignedTo');

    const plain = await call({ method: 'GET', url: '/api/profiles', auth });
    const filtered = await call({ method: 'GET', url: '/api/profiles?assignedTo=none', auth });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().profiles).toEqual(plain.json().profiles);
    expect(filtered.body).not.toContain('assignedTo');

    const refused = await assign([family.id], null, auth);
    expect(refused.statusCode).toBe(403);
    const row = await t.db
      .selectFrom('profiles')
      .select('assignedTo')
      .where('id', '=', family.id)
      .executeTakeFirst();
    expect(row?.assignedTo).toBe(ownerId);
  });
});
