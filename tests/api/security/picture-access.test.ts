import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileStoreFor } from '../../../src/server/pictures/postgres-file-store';
import { stampDay, stampLabel, stampPicture } from '../../../src/server/pictures/stamp';
import { apiFixture, createApi } from '../../support/api';
import { engineUnderTest } from '../../support/engines';
import { insertProfile } from '../../support/factories';
import { filepondBody, jpegWithGps } from '../../support/pictures';
import { manProfile, womanProfile } from '../../support/profiles';
import { ADMIN, basic } from '../../support/test-app';

const COOKIE = 'rishta_pictures';

type Session = { id: number; auth: string; cookie: string; setCookie: string };
type Person = Session & { accessToken: string };

const t = apiFixture();
let admin: Session;
let woman: Person;
let man: Person;
let otherMan: Person;
let matchWoman: Person;
/** Her picture and its thumbnail; the man's picture. */
let herPicture: string;
let herThumbnail: string;
let hisPicture: string;

const setCookieOf = (response: { headers: Record<string, unknown> }): string => {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : [header];
  const found = all.find((c): c is string => typeof c === 'string' && c.startsWith(`${COOKIE}=`));
  if (!found) throw new Error(`no ${COOKIE} cookie in ${JSON.stringify(header)}`);
  return found;
};

/** Signs in through GET /api/login and keeps both the Authorization header and the cookie it set. */
async function signInWithCookie(username: string, password: string): Promise<Session> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/login',
    headers: { authorization: basic(username, password) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { token, _id } = response.json() as { token: string; _id: number };
  const setCookie = setCookieOf(response);
  return { id: _id, auth: basic(username, token), cookie: setCookie.split(';')[0]!, setCookie };
}

const { call } = t;
/** A picture request as an <img> sends it: the cookie, no Authorization header. */
const viaCookie = (session: Session | null, id: string, query = '') =>
  call({ method: 'GET', url: `/file/${id}${query}`, headers: session ? { cookie: session.cookie } : {} });
const viaHeader = (session: Session, id: string) =>
  call({ method: 'GET', url: `/file/${id}`, headers: { authorization: session.auth } });
const profileStatus = async (session: Session, id: number) =>
  (await call({ method: 'GET', url: `/api/profile/${id}`, headers: { authorization: session.auth } }))
    .statusCode;

async function upload(): Promise<string> {
  const response = await call({
    method: 'POST',
    url: '/api/upload',
    ...filepondBody(await jpegWithGps(800, 600), 'me.jpg', 'image/jpeg'),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.body;
}

async function createProfile(payload: Record<string, unknown>) {
  const created = await call({ method: 'POST', url: '/api/profile', payload });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json()._id as number;
  const patched = await call({
    method: 'PATCH',
    url: `/api/profile/${id}`,
    payload: { status: 'Active' },
    headers: { authorization: admin.auth },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  const row = await t.db
    .selectFrom('profiles')
    .select('accessToken')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, accessToken: row.accessToken };
}

async function family(id: number, accessToken: string): Promise<Person> {
  return { ...(await signInWithCookie(String(id), accessToken)), accessToken };
}

async function adminCall(method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await call({ method, url, payload, headers: { authorization: admin.auth } });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

/** Her side of her connection with `him`, set by the matchmaker. */
const setHerSide = (him: Person, status: string) =>
  adminCall('PATCH', `/api/profile-connection/${him.id}-${woman.id}/${woman.id}`, { status });

const stored = async (id: string) =>
  (await fileStoreFor({ engine: engineUnderTest, db: t.db }, t.settings.dataDir).get(id))!;

beforeAll(async () => {
  admin = await signInWithCookie(ADMIN.email, ADMIN.password);
  const her = await createProfile(womanProfile({ name: 'Ayesha Pictured', pictures: [await upload()] }));
  const him = await createProfile(manProfile({ name: 'Bilal Viewer', pictures: [await upload()] }));
  const other = await createProfile(
    manProfile({ name: 'Omar Otherman', phoneNo: '03331234999', email: 'omar@example.pk' }),
  );
  woman = await family(her.id, her.accessToken);
  man = await family(him.id, him.accessToken);
  otherMan = await family(other.id, other.accessToken);
  const matching = await insertProfile(t.db, { name: 'Sana Match', gender: 'Female', age: 27 });
  matchWoman = await family(matching.id, matching.accessToken);

  const pictures = await t.db.selectFrom('pictures').selectAll().execute();
  const hers = pictures.find((p) => p.profileId === woman.id)!;
  [herPicture, herThumbnail] = [hers.id, hers.thumbnailId];
  hisPicture = pictures.find((p) => p.profileId === man.id)!.id;

  // Her profile is sent to both men; her side starts at Profile Received.
  for (const him of [man, otherMan])
    await adminCall('POST', '/api/profile-connection', { sentTo: him.id, profileSent: woman.id });
});
describe('the picture cookie', () => {
  it('is set by GET /api/login: HttpOnly, SameSite=Lax, Path=/file, Secure on https, as long as a session', () => {
    for (const session of [admin, woman, man]) {
      const attributes = session.setCookie.split(';').map((a) => a.trim().toLowerCase());
      expect(attributes[0]).toMatch(new RegExp(`^${COOKIE}=[a-z0-9_-]{40,}$`));
      expect(attributes).toEqual(
        expect.arrayContaining([
          'httponly',
          'samesite=lax',
          'path=/file',
          'secure',
          `max-age=${30 * 24 * 3600}`,
        ]),
      );
    }
  });

  it('is not Secure when the app is served over plain http', async () => {
    const plain = await createApi({ PUBLIC_URL: 'http://localhost:3000' });
    try {
      const response = await plain.app.inject({
        method: 'GET',
        url: '/api/login',
        headers: { authorization: basic(ADMIN.email, ADMIN.password) },
      });
      const attributes = setCookieOf(response)
        .split(';')
        .map((a) => a.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/file']));
      expect(attributes).not.toContain('secure');
    } finally {
      await plain.close();
    }
  });

  it('is set again by GET /api/session (a browser that kept its session from before gets it)', async () => {
    const response = await call({ method: 'GET', url: '/api/session', headers: { authorization: man.auth } });
    expect(response.statusCode).toBe(200);
    expect(setCookieOf(response).split(';')[0]).toBe(man.cookie);
  });

  it('signs in no /api call: GET /api/session or a profile with only the cookie is 401', async () => {
    for (const session of [admin, man]) {
      for (const url of ['/api/session', `/api/profile/${session.id}`, '/api/profiles']) {
        const response = await call({ method: 'GET', url, headers: { cookie: session.cookie } });
        expect(response.statusCode, url).toBe(401);
      }
    }
  });

  it('is removed by POST /api/logout, and the ended session opens no picture', async () => {
    const session = await signInWithCookie(ADMIN.email, ADMIN.password);
    expect((await viaCookie(session, herPicture)).statusCode).toBe(200);
    const response = await call({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: session.auth },
    });
    expect(response.statusCode).toBe(204);
    const attributes = setCookieOf(response)
      .split(';')
      .map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining([`${COOKIE}=`, 'max-age=0', 'path=/file', 'httponly']));
    expect((await viaCookie(session, herPicture)).statusCode).toBe(404);
  });
});

describe('GET /file/{id} of a picture a profile holds', () => {
  it('is 404 to anonymous requests, even with an old signed query string or a forged cookie', async () => {
    for (const id of [herPicture, herThumbnail, hisPicture]) {
      for (const query of ['', '?exp=9999999999&sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
        const response = await viaCookie(null, id, query);
        expect(response.statusCode, `/file/${id}${query}`).toBe(404);
        expect(response.headers['content-type']).not.toContain('image');
      }
      const forged = await call({
        method: 'GET',
        url: `/file/${id}`,
        headers: { cookie: `${COOKIE}=${'A'.repeat(43)}` },
      });
      expect(forged.statusCode).toBe(404);
    }
  });

  it('is 404 to the connected man while her side is Profile Received, as her name is withheld', async () => {
    for (const id of [herPicture, herThumbnail]) {
      expect((await viaCookie(man, id)).statusCode).toBe(404);
      expect((await viaHeader(man, id)).statusCode).toBe(404);
    }
  });

  it('serves her picture to the man once she accepts him, by cookie and by header, stamped and not kept', async () => {
    await setHerSide(man, 'Profile Accepted');
    for (const id of [herPicture, herThumbnail]) {
      for (const response of [await viaCookie(man, id), await viaHeader(man, id)]) {
        expect(response.statusCode, id).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
    }
  });

  it('gives a family a copy stamped for it, and matchmakers and the family itself the original', async () => {
    await setHerSide(otherMan, 'Profile Accepted');
    for (const id of [herPicture, herThumbnail]) {
      const original = await stored(id);
      const bytes = async (session: Session) => {
        const response = await viaCookie(session, id);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('private, no-store');
        return response.rawPayload;
      };
      const [forAdmin, forHer, forHim, forOther] = [
        await bytes(admin),
        await bytes(woman),
        await bytes(man),
        await bytes(otherMan),
      ];
      expect(forAdmin.equals(original)).toBe(true);
      expect(forHer.equals(original)).toBe(true);
      expect(forHim.equals(original)).toBe(false);
      expect(forOther.equals(forHim)).toBe(false);
      // Exactly the stamp naming the man and today, over the picture's own size.
      const days = [stampDay(), stampDay(new Date(Date.now() - 60_000))];
      const expected = await Promise.all(days.map((day) => stampPicture(original, stampLabel(man.id, day))));
      expect(expected.some((copy) => copy.equals(forHim))).toBe(true);
      const [a, b] = [await sharp(forHim).metadata(), await sharp(original).metadata()];
      expect([a.format, a.width, a.height]).toEqual(['webp', b.width, b.height]);
      // The same copy again (from the cache) for the same family.
      expect((await bytes(man)).equals(forHim)).toBe(true);
    }
  });

  it('is 404 at the next request after she withdraws (her side Profile Rejected), and again after she accepts', async () => {
    await setHerSide(man, 'Profile Rejected');
    for (const id of [herPicture, herThumbnail]) {
      expect((await viaCookie(man, id)).statusCode).toBe(404);
      expect((await viaHeader(man, id)).statusCode).toBe(404);
      expect((await viaCookie(otherMan, id)).statusCode).toBe(200);
    }
    await setHerSide(man, 'In Contact');
    expect((await viaCookie(man, herPicture)).statusCode).toBe(200);
    await setHerSide(man, 'Rejected After Contact');
    expect((await viaCookie(man, herPicture)).statusCode).toBe(404);
    await setHerSide(man, 'Profile Accepted');
    expect((await viaCookie(man, herPicture)).statusCode).toBe(200);
  });

  it('is 404 to every family but her own while restrictPhotosVisibility is set', async () => {
    await adminCall('PATCH', `/api/profile/${woman.id}`, {
      restrictPhotosVisibility: true,
      expectedAdvanceFee: 6000,
      expectedPostMatchFee: 19000,
    });
    for (const id of [herPicture, herThumbnail]) {
      expect((await viaCookie(man, id)).statusCode).toBe(404);
      expect((await viaHeader(otherMan, id)).statusCode).toBe(404);
      expect((await viaCookie(woman, id)).statusCode).toBe(200);
      expect((await viaCookie(admin, id)).statusCode).toBe(200);
    }
    await adminCall('PATCH', `/api/profile/${woman.id}`, {
      restrictPhotosVisibility: false,
      expectedAdvanceFee: 6000,
      expectedPostMatchFee: 19000,
    });
    expect((await viaCookie(man, herPicture)).statusCode).toBe(200);
  });

  it('follows the reach of GET /api/profile/{id}: a match no longer Active is 404 to an unconnected family', async () => {
    // A man's pictures reach every family that reaches his profile; she reaches him as a two-way match.
    expect(await profileStatus(matchWoman, man.id)).toBe(200);
    expect((await viaCookie(matchWoman, hisPicture)).statusCode).toBe(200);
    await adminCall('PATCH', `/api/profile/${man.id}`, {
      status: 'InActive',
      inactiveReason: 'Not Interested',
    });
    expect(await profileStatus(matchWoman, man.id)).toBe(404);
    expect((await viaCookie(matchWoman, hisPicture)).statusCode).toBe(404);
    // Her connection with him reaches his InActive profile only once his own side has accepted her (issue 25,
    // decision 048): a profile he received and never answered is no reach, for the view and the pictures.
    expect(await profileStatus(woman, man.id)).toBe(404);
    expect((await viaCookie(woman, hisPicture)).statusCode).toBe(404);
    const hisSide = `/api/profile-connection/${man.id}-${woman.id}/${man.id}`;
    await adminCall('PATCH', hisSide, { status: 'Profile Accepted' });
    expect(await profileStatus(woman, man.id)).toBe(200);
    expect((await viaCookie(woman, hisPicture)).statusCode).toBe(200);
    await adminCall('PATCH', hisSide, { status: 'Profile Received' });
    await adminCall('PATCH', `/api/profile/${man.id}`, { status: 'Active' });
    expect((await viaCookie(matchWoman, hisPicture)).statusCode).toBe(200);
  });

  it('is 404 once the session ends: rotating a family access token ends its cookie too', async () => {
    expect((await viaCookie(otherMan, herPicture)).statusCode).toBe(200);
    await adminCall('POST', `/api/profile/${otherMan.id}/access-token`);
    expect((await viaCookie(otherMan, herPicture)).statusCode).toBe(404);
  });

  it('is 404 to everyone once her profile is deleted', async () => {
    expect((await viaCookie(man, herPicture)).statusCode).toBe(200);
    await adminCall('DELETE', `/api/profile/${woman.id}`);
    for (const session of [man, admin, woman])
      for (const id of [herPicture, herThumbnail])
        expect((await viaCookie(session, id)).statusCode).toBe(404);
  });
});
