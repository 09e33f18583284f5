/**
 * Issue 27 (decision 067): a refused write says enough for a screen to show. A connection's 409 keeps SPEC's
 * message and also names who changed the side and when, with the side as it is now; a profile's 409 over
 * pictures gives each picture's thumbnail address, served by the viewer's own session.
 */
import { CONNECTION_MESSAGES as MSG } from '@shared/connection-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAdmin } from '../../src/server/auth/accounts';
import { authRepository } from '../../src/server/auth/repository';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';
import { filepondBody, pngOf } from '../support/pictures';
import { ADMIN } from '../support/test-app';

const t = apiFixture();
const { call } = t;
let ayesha: string;
let bilal: string;
beforeAll(async () => {
  ayesha = (await t.signIn(ADMIN.email, ADMIN.password)).authorization;
  const password = await addAdmin(authRepository(t.db), 'bilal.ahmed@rishta.test');
  bilal = (await t.signIn('bilal.ahmed@rishta.test', password)).authorization;
});
type Json = Record<string, unknown>;

const setSide = (auth: string, a: number, b: number, side: number, payload: object) =>
  call({ method: 'PATCH', url: `/api/profile-connection/${a}-${b}/${side}`, payload, auth });

async function sentPair() {
  const woman = await insertProfile(t.db, { gender: 'Female', age: 25 });
  const man = await insertProfile(t.db, { gender: 'Male', age: 30 });
  const sent = await call({
    method: 'POST',
    url: '/api/profile-connection',
    payload: { sentTo: man.id, profileSent: woman.id },
    auth: ayesha,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return { woman, man };
}

describe('a connection side changed meanwhile (409)', () => {
  it('keeps SPEC’s message and names who changed the side, when, and what it is now', async () => {
    const { woman, man } = await sentPair();
    const first = await setSide(ayesha, man.id, woman.id, man.id, {
      status: 'In Contact',
      expectedStatus: 'Profile Received',
    });
    expect(first.statusCode, first.body).toBe(200);
    const changedAt = (first.json() as { profile1: { updatedAt: string } }).profile1.updatedAt;

    // Bilal's dialog opened on Profile Received.
    const stale = await setSide(bilal, man.id, woman.id, man.id, {
      status: 'Matched',
      expectedStatus: 'Profile Received',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: MSG.changedMeanwhile,
      changedBy: 'Matchmaker',
      changedAt,
      fields: [{ name: 'status', yours: 'Matched', theirs: 'In Contact' }],
    });
    // Nothing changed by the refused write.
    const row = await t.db
      .selectFrom('connections')
      .select('profile1Status')
      .where('profile1Id', '=', man.id)
      .executeTakeFirstOrThrow();
    expect(row.profile1Status).toBe('In Contact');
  });

  it('names the family when the family answered meanwhile, and the side with the other profile unchanged', async () => {
    const { woman, man } = await sentPair();
    const manAuth = await t.familyAuth(man);
    const answered = await call({
      method: 'PATCH',
      url: '/api/profile-connection',
      payload: { connectionWith: woman.id, status: 'Profile Accepted' },
      auth: manAuth,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const stale = await setSide(ayesha, man.id, woman.id, man.id, {
      status: 'Profile Rejected',
      expectedStatus: 'Profile Received',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: MSG.changedMeanwhile,
      changedBy: `The family (#${man.id})`,
      fields: [{ name: 'status', yours: 'Profile Rejected', theirs: 'Profile Accepted' }],
    });
    expect(typeof stale.json().changedAt).toBe('string');
  });
});

describe('a profile’s 409 over pictures', () => {
  const upload = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      ...filepondBody(await pngOf(64, 48), 'p.png', 'image/png'),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.body;
  };
  const profileOf = async (id: number) =>
    (
      (await call({ method: 'GET', url: `/api/profile/${id}`, auth: ayesha })).json() as {
        profile: Json & { pictures: string[]; thumbnailUrls: string[]; version: number };
      }
    ).profile;

  it('gives a thumbnail address for each picture of both sets still stored, served to the matchmaker', async () => {
    const { id } = await insertProfile(t.db, { gender: 'Female' });
    const [kept, removed] = [await upload(), await upload()];
    const opened = await profileOf(id);
    const first = await call({
      method: 'PUT',
      url: `/api/profile/${id}`,
      auth: ayesha,
      payload: { ...opened, pictures: [kept, removed] },
    });
    expect(first.statusCode, first.body).toBe(200);
    const withTwo = await profileOf(id);

    // Ayesha removes one and adds another; Bilal, from the same version, adds his own.
    const added = await upload();
    const ayeshaSave = await call({
      method: 'PUT',
      url: `/api/profile/${id}`,
      auth: ayesha,
      payload: { ...withTwo, pictures: [kept, added] },
    });
    expect(ayeshaSave.statusCode, ayeshaSave.body).toBe(200);
    const bilalsOwn = await upload();
    const refused = await call({
      method: 'PUT',
      url: `/api/profile/${id}`,
      auth: bilal,
      payload: { ...withTwo, pictures: [kept, removed, bilalsOwn] },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    const field = (refused.json().fields as Json[]).find((f) => f.name === 'pictures');
    expect(field).toMatchObject({ yours: [kept, removed, bilalsOwn], theirs: [kept, added] });
    const now = await profileOf(id);
    const urls = field?.thumbnailUrls as Record<string, string>;
    // The removed picture is no longer stored: it has no thumbnail, and cannot be kept.
    expect(Object.keys(urls).sort()).toEqual([kept, added, bilalsOwn].sort());
    expect(urls[kept]).toBe(now.thumbnailUrls[0]);
    expect(urls[added]).toBe(now.thumbnailUrls[1]);
    for (const url of Object.values(urls)) {
      const served = await call({ method: 'GET', url, auth: bilal });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
  });

  it('gives no thumbnail of a picture of another profile', async () => {
    const other = await insertProfile(t.db, { gender: 'Male' });
    const theirs = await upload();
    const otherOpened = await profileOf(other.id);
    expect(
      (
        await call({
          method: 'PUT',
          url: `/api/profile/${other.id}`,
          auth: ayesha,
          payload: { ...otherOpened, pictures: [theirs] },
        })
      ).statusCode,
    ).toBe(200);
    const { id } = await insertProfile(t.db, { gender: 'Female' });
    const opened = await profileOf(id);
    const mine = await upload();
    expect(
      (
        await call({
          method: 'PUT',
          url: `/api/profile/${id}`,
          auth: ayesha,
          payload: { ...opened, pictures: [mine] },
        })
      ).statusCode,
    ).toBe(200);
    const refused = await call({
      method: 'PUT',
      url: `/api/profile/${id}`,
      auth: bilal,
      payload: { ...opened, pictures: [theirs] },
    });
    expect(refused.statusCode).toBe(409);
    const field = (refused.json().fields as Json[]).find((f) => f.name === 'pictures');
    expect(Object.keys(field?.thumbnailUrls as object)).toEqual([mine]);
  });
});
