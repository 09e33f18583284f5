/**
 * Issue 27 (decision 055): no lost work. Two matchmakers open one profile at one version; the first write
 * wins, the second is refused (409) with who changed which fields since, nothing is changed by it, and a
 * write that names no version (SPEC §7's calls) is applied as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addAdmin } from '../../src/server/auth/accounts';
import { authRepository } from '../../src/server/auth/repository';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';
import { ADMIN } from '../support/test-app';

const t = apiFixture();
let ayesha: string;
let bilal: string;
beforeAll(async () => {
  ayesha = (await t.signIn(ADMIN.email, ADMIN.password)).authorization;
  const password = await addAdmin(authRepository(t.db), 'bilal.ahmed@rishta.test');
  bilal = (await t.signIn('bilal.ahmed@rishta.test', password)).authorization;
});
type Json = Record<string, unknown>;
const { call } = t;
const profileOf = async (id: number, auth = ayesha) => {
  const response = await call({ method: 'GET', url: `/api/profile/${id}`, auth });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { profile: Json }).profile;
};
const historyCount = async (id: number) =>
  (await t.db.selectFrom('history').select('id').where('entityId', '=', id).execute()).length;

/** The whole profile as the edit form sends it back: every field its GET answered, version included. */
const roundTrip = (profile: Json, change: Json) => ({ ...profile, ...change });

describe('profile versions', () => {
  it('is carried to matchmakers and the family itself, never to another family', async () => {
    const { id, accessToken } = await insertProfile(t.db, { gender: 'Female' });
    const view = await profileOf(id);
    expect(view.version).toBe(1);
    const family = (await t.signIn(String(id), accessToken)).authorization;
    expect((await profileOf(id, family)).version).toBe(1);
    // Another family reaching her (a connection) reads no version.
    const man = await insertProfile(t.db, { gender: 'Male' });
    const sent = await call({
      method: 'POST',
      url: '/api/profile-connection',
      auth: ayesha,
      payload: { sentTo: man.id, profileSent: id },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const manAuth = await t.familyAuth(man);
    const seen = await profileOf(id, manAuth);
    expect(seen.version).toBeUndefined();
  });

  it('PUT: A adds to About, B changes the address from the same version: B is told, nothing is lost', async () => {
    const { id } = await insertProfile(t.db, { aboutYou: 'We are a kind family.' });
    const opened = await profileOf(id);
    const first = await call({
      method: 'PUT',
      url: `/api/profile/${id}`,
      auth: ayesha,
      payload: {
        ...roundTrip(opened, { aboutYou: 'We are a kind family. She teaches at a school.' }),
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(2);
    const before = await historyCount(id);

    const second = await call({
      method: 'PUT',
      url: `/api/profile/${id}`,
      auth: bilal,
      payload: roundTrip(opened, { address: 'Gulberg III' }),
    });
    expect(second.statusCode, second.body).toBe(409);
    const conflict = second.json();
    expect(conflict).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      id,
      version: 2,
      changedBy: 'Matchmaker',
      fields: [
        {
          name: 'aboutYou',
          yours: 'We are a kind family.',
          theirs: 'We are a kind family. She teaches at a school.',
        },
      ],
    });
    expect(conflict.message).toMatch(/Someone else changed this profile/);
    expect(typeof conflict.changedAt).toBe('string');
    // Nothing changed by the refused write.
    expect(await historyCount(id)).toBe(before);
    expect((await profileOf(id)).address).toBe('Model Town');

    // B keeps A's About (takes theirs) and saves again on the new version: both changes stay.
    const again = await call({
      method: 'PUT',
      url: `/api/profile/${id}`,
      auth: bilal,
      payload: roundTrip(opened, { address: 'Gulberg III', aboutYou: conflict.fields[0].theirs, version: 2 }),
    });
    expect(again.statusCode, again.body).toBe(200);
    const now = await profileOf(id);
    expect(now).toMatchObject({
      address: 'Gulberg III',
      aboutYou: 'We are a kind family. She teaches at a school.',
      version: 3,
    });
  });

  it('two writers at once with the same version: exactly one wins', async () => {
    const { id } = await insertProfile(t.db);
    const opened = await profileOf(id);
    const answers = await Promise.all([
      call({
        method: 'PUT',
        url: `/api/profile/${id}`,
        auth: ayesha,
        payload: roundTrip(opened, { address: 'Johar Town' }),
      }),
      call({
        method: 'PATCH',
        url: `/api/profile/${id}`,
        auth: bilal,
        payload: { paidFee: 5000, version: opened.version },
      }),
      call({
        method: 'PATCH',
        url: `/api/profile/${id}`,
        auth: bilal,
        payload: {
          status: 'InActive',
          inactiveReason: 'Not Interested',
          version: opened.version,
        },
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await profileOf(id)).version).toBe(2);
  });

  it('names the other matchmaker by her account name, else by her e-mail', async () => {
    const { id } = await insertProfile(t.db);
    const opened = await profileOf(id, bilal);
    expect(
      (
        await call({
          method: 'PATCH',
          url: `/api/profile/${id}`,
          auth: bilal,
          payload: { paidFee: 5000, version: 1 },
        })
      ).statusCode,
    ).toBe(200);
    const stale = await call({
      method: 'PATCH',
      url: `/api/profile/${id}`,
      auth: ayesha,
      payload: {
        paidFee: 20000,
        version: opened.version,
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      changedBy: 'Bilal Ahmed',
      fields: [{ name: 'paidFee', yours: 20000, theirs: 5000 }],
    });
    expect((await profileOf(id)).paidFee).toBe(5000);
  });

  const patches: [string, Json, Json][] = [
    ['status', { status: 'InActive', inactiveReason: 'Matched (Elsewhere)' }, { status: 'Review' }],
    ['fee', { paidFee: 5000 }, { paidFee: 20000 }],
    [
      'settings',
      { restrictPhotosVisibility: true, expectedAdvanceFee: 6000, expectedPostMatchFee: 15000 },
      { restrictPhotosVisibility: false, expectedAdvanceFee: 5000, expectedPostMatchFee: 20000 },
    ],
    ['requirements', { aiFilters: { minAge: 22 } }, { aiFilters: { maxAge: 40 } }],
    ['verification', { verifications: { phone: true } }, { verifications: { phone: false, cnic: true } }],
  ];
  it.each(patches)('PATCH %s: one of two writers with the same version wins', async (_kind, a, b) => {
    const { id } = await insertProfile(t.db, { familyEditedAt: new Date() });
    const { version } = await profileOf(id);
    const won = await call({
      method: 'PATCH',
      url: `/api/profile/${id}`,
      auth: ayesha,
      payload: { ...a, version },
    });
    expect(won.statusCode, won.body).toBe(200);
    const after = await profileOf(id);
    const before = await historyCount(id);
    const lost = await call({
      method: 'PATCH',
      url: `/api/profile/${id}`,
      auth: bilal,
      payload: { ...b, version },
    });
    expect(lost.statusCode, lost.body).toBe(409);
    expect(lost.json().fields.length).toBeGreaterThan(0);
    expect(lost.json().changedBy).toBe('Matchmaker');
    expect(await historyCount(id)).toBe(before);
    expect(await profileOf(id)).toEqual(after);
    // Without a version (SPEC §7) the same write is applied as before.
    const plain = await call({ method: 'PATCH', url: `/api/profile/${id}`, auth: bilal, payload: b });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().version).toBe((after.version as number) + 1);
  });

  it('PATCH family edits seen: the second of two with the same version is refused', async () => {
    const { id } = await insertProfile(t.db, { familyEditedAt: new Date() });
    const { version } = await profileOf(id);
    expect(
      (
        await call({
          method: 'PATCH',
          url: `/api/profile/${id}`,
          auth: ayesha,
          payload: { paidFee: 1000, version },
        })
      ).statusCode,
    ).toBe(200);
    const stale = await call({
      method: 'PATCH',
      url: `/api/profile/${id}`,
      auth: bilal,
      payload: { familyEditsSeen: true, version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().fields).toEqual([{ name: 'paidFee', yours: null, theirs: 1000 }]);
  });

  it('held edits: approve and decline name their version too', async () => {
    for (const decide of ['approve', 'decline']) {
      const { id } = await insertProfile(t.db, {
        heldText: JSON.stringify({ aboutYou: 'Held text' }),
        heldAt: new Date(),
      });
      const { version } = await profileOf(id);
      const first = await call({
        method: 'PATCH',
        url: `/api/profile/${id}`,
        auth: ayesha,
        payload: { paidFee: 5000, version },
      });
      expect(first.statusCode).toBe(200);
      const stale = await call({
        method: 'POST',
        url: `/api/profile/${id}/held-edits/${decide}`,
        auth: bilal,
        payload: { version },
      });
      expect(stale.statusCode, stale.body).toBe(409);
      expect((await profileOf(id)).heldText).toEqual({ aboutYou: 'Held text' });
      const fresh = await call({
        method: 'POST',
        url: `/api/profile/${id}/held-edits/${decide}`,
        auth: bilal,
        payload: {
          version: (version as number) + 1,
        },
      });
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(fresh.json().heldText).toBeNull();
    }
  });

  it('bulk: a profile with a stale version is skipped and said so; the others are changed', async () => {
    const a = await insertProfile(t.db, { status: 'Review' });
    const b = await insertProfile(t.db, { status: 'Review' });
    const versions = { [a.id]: 1, [b.id]: 1 };
    expect(
      (
        await call({
          method: 'PATCH',
          url: `/api/profile/${b.id}`,
          auth: ayesha,
          payload: { paidFee: 5000, version: 1 },
        })
      ).statusCode,
    ).toBe(200);
    const stale = await call({
      method: 'PATCH',
      url: '/api/profiles',
      auth: bilal,
      payload: {
        ids: [a.id, b.id],
        status: 'Active',
        versions,
      },
    });
    // Decision 066 (was: the whole change refused): a's change goes through, b is skipped with what changed.
    expect(stale.statusCode, stale.body).toBe(200);
    expect(stale.json()).toMatchObject({
      ids: [a.id],
      skipped: [{ id: b.id, version: 2, fields: [{ name: 'paidFee' }] }],
    });
    expect((await profileOf(a.id)).status).toBe('Active');
    expect((await profileOf(a.id)).version).toBe(2);
    expect((await profileOf(b.id)).status).toBe('Review');
    // Both writers of the same one profile: the second gets the 409 with the fields.
    const alone = await call({
      method: 'PATCH',
      url: '/api/profiles',
      auth: bilal,
      payload: { ids: [b.id], status: 'Active', versions: { [b.id]: 1 } },
    });
    expect(alone.statusCode, alone.body).toBe(409);
    expect(alone.json()).toMatchObject({ id: b.id, version: 2, fields: [{ name: 'paidFee' }] });
    const fresh = await call({
      method: 'PATCH',
      url: '/api/profiles',
      auth: bilal,
      payload: {
        ids: [a.id, b.id],
        status: 'Active',
        versions: { [a.id]: 2, [b.id]: 2 },
      },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await profileOf(b.id)).status).toBe('Active');
    // Without versions, as before.
    const plain = await call({
      method: 'PATCH',
      url: '/api/profiles',
      auth: bilal,
      payload: { ids: [a.id, b.id], status: 'Review' },
    });
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('refuses a version that is not a whole number (400), on every kind of write', async () => {
    const { id } = await insertProfile(t.db);
    for (const [method, url, body] of [
      ['PATCH', `/api/profile/${id}`, { paidFee: 5000, version: 'one' }],
      ['PATCH', `/api/profile/${id}`, { paidFee: 5000, version: 1.5 }],
      ['PATCH', '/api/profiles', { ids: [id], status: 'Active', versions: { [id]: 0 } }],
      ['PUT', `/api/profile/${id}`, { ...(await profileOf(id)), version: -1 }],
    ] as const) {
      const response = await call({ method, url, auth: ayesha, payload: body });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(400);
    }
    expect((await profileOf(id)).version).toBe(1);
  });

  it('a family: its own stale save is refused naming what changed, and no matchmaker by name', async () => {
    const { id, accessToken } = await insertProfile(t.db, { gender: 'Female', status: 'Review' });
    const family = (await t.signIn(String(id), accessToken)).authorization;
    const opened = await profileOf(id, family);
    const { version } = await profileOf(id);
    expect(
      (
        await call({
          method: 'PATCH',
          url: `/api/profile/${id}`,
          auth: ayesha,
          payload: { paidFee: 5000, version },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call({
          method: 'PUT',
          url: `/api/profile/${id}`,
          auth: ayesha,
          payload: { ...(await profileOf(id)), address: 'DHA Phase 5' },
        })
      ).statusCode,
    ).toBe(200);
    const stale = await call({
      method: 'PUT',
      url: `/api/profile/${id}`,
      auth: family,
      payload: { ...opened, aboutYou: 'Our daughter.' },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    const body = stale.json();
    expect(body.changedBy).toBe('The Rishta bureau');
    // The fee is the matchmakers': it is not named to the family.
    expect(body.fields).toEqual([{ name: 'address', yours: 'Model Town', theirs: 'DHA Phase 5' }]);
  });
});
