/**
 * Issue 27 (decision 055): GET /api/events tells each open screen what changed that it may see, as
 * `{ type, id }` only, within the 2 s a screen has to follow. A family hears only of what it may open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin } from '../../src/server/auth/accounts';
import { authRepository } from '../../src/server/auth/repository';
import { apiFixture } from '../support/api';
import { openEventStream } from '../support/event-stream';
import { insertProfile } from '../support/factories';
import { ADMIN } from '../support/test-app';

const t = apiFixture();
let base: string;
let ayesha: string;
let bilal: string;
const streams: { close(): void }[] = [];
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ayesha = (await t.signIn(ADMIN.email, ADMIN.password)).authorization;
  const password = await addAdmin(authRepository(t.db), 'bilal@rishta.test');
  bilal = (await t.signIn('bilal@rishta.test', password)).authorization;
});
afterAll(() => {
  // Before the fixture closes the app (its afterAll runs after this one).
  for (const stream of streams) stream.close();
});

const { call } = t;
async function open(auth: string) {
  const stream = await openEventStream(base, auth);
  streams.push(stream);
  await stream.ready();
  return stream;
}

describe('GET /api/events', () => {
  it('is a stream of text/event-stream, not compressed, for signed-in people only', async () => {
    const stream = await open(ayesha);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    stream.close();
    const anonymous = await fetch(`${base}/api/events`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(anonymous.status).toBe(401);
  });

  it('tells a matchmaker of another matchmaker’s status change, fee and note: what to refetch, no values', async () => {
    const { id } = await insertProfile(t.db, { status: 'Review' });
    const stream = await open(ayesha);
    expect(
      (await call({ method: 'PATCH', url: `/api/profile/${id}`, auth: bilal, payload: { status: 'Active' } }))
        .statusCode,
    ).toBe(200);
    expect(await stream.waitFor((e) => e.type === 'profile' && e.id === id, 2000)).toEqual({
      type: 'profile',
      id,
    });
    await stream.waitFor((e) => e.type === 'counts', 2000);
    const from = stream.received.length;
    expect(
      (await call({ method: 'PATCH', url: `/api/profile/${id}`, auth: bilal, payload: { paidFee: 5000 } }))
        .statusCode,
    ).toBe(200);
    await stream.waitFor((e) => e.type === 'profile' && e.id === id, 2000, from);
    const noted = await call({
      method: 'POST',
      url: `/api/profile/${id}/notes`,
      auth: bilal,
      payload: { text: 'Called the mother' },
    });
    expect(noted.statusCode, noted.body).toBeLessThan(300);
    await stream.waitFor((e) => e.type === 'profile' && e.id === id, 2000, stream.received.length - 1);
    for (const event of stream.received)
      expect(Object.keys(event).sort()).toEqual(event.id === undefined ? ['type'] : ['id', 'type']);
  });

  it('tells of a new submission and of a connection’s sides', async () => {
    const stream = await open(ayesha);
    const man = await insertProfile(t.db, { gender: 'Male' });
    await stream.waitFor((e) => e.type === 'profile' && e.id === man.id, 2000);
    const woman = await insertProfile(t.db, { gender: 'Female' });
    const sent = await call({
      method: 'POST',
      url: '/api/profile-connection',
      auth: bilal,
      payload: {
        sentTo: man.id,
        profileSent: woman.id,
      },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const connectionId = (sent.json() as { _id: number })._id;
    await stream.waitFor((e) => e.type === 'connection' && e.id === connectionId, 2000);
  });

  it('a family hears of its own profile and its connection, never of a profile it cannot open', async () => {
    const man = await insertProfile(t.db, { gender: 'Male' });
    const woman = await insertProfile(t.db, { gender: 'Female' });
    const stranger = await insertProfile(t.db, { gender: 'Female' });
    const sent = await call({
      method: 'POST',
      url: '/api/profile-connection',
      auth: ayesha,
      payload: {
        sentTo: man.id,
        profileSent: woman.id,
      },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const connectionId = (sent.json() as { _id: number })._id;
    const family = await t.familyAuth(man);
    const stream = await open(family);

    // A stranger's change, a fee and a note on her profile (nothing he reads), and the counts: none reach him.
    expect(
      (
        await call({
          method: 'PATCH',
          url: `/api/profile/${stranger.id}`,
          auth: ayesha,
          payload: { status: 'Review' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call({
          method: 'PATCH',
          url: `/api/profile/${woman.id}`,
          auth: ayesha,
          payload: { paidFee: 5000 },
        })
      ).statusCode,
    ).toBe(200);
    await call({
      method: 'POST',
      url: `/api/profile/${woman.id}/notes`,
      auth: ayesha,
      payload: { text: 'Private' },
    });
    // His own profile: he hears of it.
    expect(
      (
        await call({
          method: 'PATCH',
          url: `/api/profile/${man.id}`,
          auth: ayesha,
          payload: { paidFee: 5000 },
        })
      ).statusCode,
    ).toBe(200);
    await stream.waitFor((e) => e.type === 'profile' && e.id === man.id, 2000);
    // Her text he reads changes: he hears of it.
    const view = (await call({ method: 'GET', url: `/api/profile/${woman.id}`, auth: ayesha })).json()
      .profile;
    expect(
      (
        await call({
          method: 'PUT',
          url: `/api/profile/${woman.id}`,
          auth: ayesha,
          payload: { ...view, aboutYou: 'She paints.' },
        })
      ).statusCode,
    ).toBe(200);
    await stream.waitFor((e) => e.type === 'profile' && e.id === woman.id, 2000);
    // She accepts him, then withdraws: each time his connection event, to refetch what he may see of her.
    const her = await t.familyAuth(woman);
    for (const status of ['Profile Accepted', 'Profile Rejected']) {
      const from = stream.received.length;
      const answered = await call({
        method: 'PATCH',
        url: '/api/profile-connection',
        auth: her,
        payload: {
          connectionWith: man.id,
          status,
        },
      });
      expect(answered.statusCode, answered.body).toBe(200);
      await stream.waitFor((e) => e.type === 'connection' && e.id === connectionId, 2000, from);
    }
    // Then she leaves (InActive) without having accepted him: he may not open her profile, and hears nothing.
    const before = stream.received.length;
    expect(
      (
        await call({
          method: 'PATCH',
          url: `/api/profile/${woman.id}`,
          auth: ayesha,
          payload: {
            status: 'InActive',
            inactiveReason: 'Not Interested',
          },
        })
      ).statusCode,
    ).toBe(200);
    expect((await call({ method: 'GET', url: `/api/profile/${woman.id}`, auth: family })).statusCode).toBe(
      404,
    );
    // A matchmaker's stream, opened now, proves the change has been sent round; his got nothing about her.
    const marker = await insertProfile(t.db);
    expect(
      (
        await call({
          method: 'PATCH',
          url: `/api/profile/${man.id}`,
          auth: ayesha,
          payload: { paidFee: 10000 },
        })
      ).statusCode,
    ).toBe(200);
    await stream.waitFor((e) => e.type === 'profile' && e.id === man.id, 2000, before);
    const heard = stream.received.filter((e) => e.type === 'profile').map((e) => e.id);
    expect(heard).not.toContain(stranger.id);
    expect(heard).not.toContain(marker.id);
    expect(stream.received.slice(before).filter((e) => e.type === 'profile' && e.id === woman.id)).toEqual(
      [],
    );
    expect(stream.received.filter((e) => e.type === 'counts')).toEqual([]);
    // The fee and the note on her profile (while he could open it) changed nothing he reads: not told.
    expect(stream.received.filter((e) => e.type === 'profile' && e.id === woman.id)).toHaveLength(1);
  });

  it('ends with the session', async () => {
    const { authorization } = await t.signIn(ADMIN.email, ADMIN.password);
    const stream = await open(authorization);
    expect((await call({ method: 'POST', url: '/api/logout', auth: authorization })).statusCode).toBe(204);
    expect((await fetch(`${base}/api/events`, { headers: { authorization } })).status).toBe(401);
    stream.close();
  });
});
