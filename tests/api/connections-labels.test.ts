/**
 * Issue 15, decision 031: a matchmaker's screens name another profile "Name · #id · age · city". The profile
 * view's connections list and the connection modal read the names from GET /api/profile/{id}/connections,
 * which answers matchmakers only: a family never gains another profile's name (a woman's least of all) this way.
 */
import { profileLabel } from '@shared/profile-label';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../../src/server/auth/viewer';
import { PROFILE_NOT_FOUND } from '../../src/server/privacy/reach';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const t = apiFixture();
const get = (url: string, auth?: string) =>
  t.app.inject({ method: 'GET', url, headers: auth ? { authorization: auth } : {} });

async function world() {
  const man = await insertProfile(t.db, { gender: 'Male', age: 30, name: 'Bilal Ahmed', city: 'Karachi' });
  const woman = await insertProfile(t.db, { gender: 'Female', age: 27, name: 'Sana Iqbal', city: 'Lahore' });
  const other = await insertProfile(t.db, { gender: 'Female', age: 25, name: 'Hina Tariq', city: 'Multan' });
  const connect = (a: number, b: number) =>
    t.db
      .insertInto('connections')
      .values({
        profile1Id: a,
        profile2Id: b,
        profile1Status: 'Profile Received',
        profile2Status: 'Not Received',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const first = await connect(man.id, woman.id);
  const second = await connect(other.id, man.id);
  return { man, woman, other, connections: [first.id, second.id] };
}

describe('GET /api/profile/{id}/connections', () => {
  it('names the profile and the other profile of each of its connections, for matchmakers', async () => {
    const w = await world();
    const response = await get(`/api/profile/${w.man.id}/connections`, t.admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.profile).toEqual({ _id: w.man.id, name: 'Bilal Ahmed', age: 30, city: 'Karachi' });
    expect(body.connections.map((c: { _id: number }) => c._id).sort()).toEqual([...w.connections].sort());
    const others = Object.fromEntries(
      body.connections.map((c: { _id: number; other: unknown }) => [c._id, c.other]),
    );
    expect(others[w.connections[0]]).toEqual({
      _id: w.woman.id,
      name: 'Sana Iqbal',
      age: 27,
      city: 'Lahore',
    });
    expect(others[w.connections[1]]).toEqual({
      _id: w.other.id,
      name: 'Hina Tariq',
      age: 25,
      city: 'Multan',
    });
    // Each carries the connection itself, as GET /api/profile/{id}?withConnections=true does.
    const withConnections = (await get(`/api/profile/${w.man.id}?withConnections=true`, t.admin)).json();
    for (const c of withConnections.connections)
      expect(body.connections.find((x: { _id: number }) => x._id === c._id)).toMatchObject(c);
    expect(profileLabel(others[w.connections[0]])).toBe(`Sana Iqbal · #${w.woman.id} · 27 · Lahore`);
  });

  it('answers an empty list for a profile without connections and 404 for no profile', async () => {
    const lonely = await insertProfile(t.db, { name: 'Lonely One', age: 40 });
    const response = await get(`/api/profile/${lonely.id}/connections`, t.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      profile: { _id: lonely.id, name: 'Lonely One', age: 40, city: 'Lahore' },
      connections: [],
    });
    const missing = await get('/api/profile/2000000000/connections', t.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PROFILE_NOT_FOUND);
    expect((await get('/api/profile/abc/connections', t.admin)).statusCode).toBe(400);
  });

  it('refuses families, even about their own profile, and gives them no name', async () => {
    const w = await world();
    for (const family of [w.man, w.woman]) {
      const auth = await t.familyAuth(family);
      for (const id of [w.man.id, w.woman.id, 'abc']) {
        const response = await get(`/api/profile/${id}/connections`, auth);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(ADMIN_ONLY_MESSAGE);
        expect(response.body).not.toMatch(/Sana|Bilal|Hina/);
      }
    }
    expect((await get(`/api/profile/${w.man.id}/connections`)).statusCode).toBe(401);
  });
});
