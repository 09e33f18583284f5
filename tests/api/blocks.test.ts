/**
 * Issue 18 (decision 039): a family blocks a profile it can see, `POST /api/profile/{id}/block`, and undoes it
 * with `DELETE` on the same path. A blocked pair never appear in each other's lists or totals, cannot open
 * each other or each other's pictures (404), never see each other's connection on My Connections nor answer
 * it, and cannot be sent to each other (the matchmaker's send is refused with a message naming the block).
 * Blocking answers Not Interested on the blocking family's own side where it still could (an acceptance is
 * withdrawn). The family reads its blocks (`GET /api/blocks`); matchmakers read a profile's blocks both ways
 * and every block and unblock in both profiles' history.
 */
import { BLOCK_MESSAGES, type Block, type ProfileBlocks } from '@shared/blocks';
import { CONNECTION_MESSAGES } from '@shared/connection-rules';
import type { SideStatus } from '@shared/connection-status';
import type { ProfileList } from '@shared/profile-list-schema';
import type { ConnectionHistoryEntry, ConnectionListItem, ProfileHistoryEntry } from '@shared/profile-view';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../../src/server/auth/viewer';
import { PROFILE_NOT_FOUND } from '../../src/server/privacy/reach';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';
import { filepondBody, pngOf } from '../support/pictures';

/** No session: the helpers' `auth` for an anonymous caller. */
const ANONYMOUS = '';
const MISSING = 2_000_000_000;

const t = apiFixture();
let picture: Buffer;
beforeAll(async () => {
  picture = await pngOf(24, 24);
});
const { call } = t;
const block = (id: number | string, auth: string) =>
  call({ method: 'POST', url: `/api/profile/${id}/block`, auth });
const unblock = (id: number | string, auth: string) =>
  call({ method: 'DELETE', url: `/api/profile/${id}/block`, auth });
const blocks = (auth: string) => call({ method: 'GET', url: '/api/blocks', auth });
const get = (url: string, auth: string) => call({ method: 'GET', url, auth });
const rows = () => t.db.selectFrom('blocks').selectAll().orderBy('createdAt').execute();
const rowsOf = async (id: number) =>
  (await rows())
    .filter((r) => r.blockerId === id || r.blockedId === id)
    .map((r) => [r.blockerId, r.blockedId]);

/** The block entries of a profile's history (matchmakers only), as [field, from, to, by]. */
const historyOf = async (id: number) =>
  ((await get(`/api/profile/${id}/history`, t.admin)).json() as ProfileHistoryEntry[])
    .filter((e) => /block/i.test(e.field))
    .map((e) => [e.field, e.from, e.to, e.by]);

type Family = { id: number; auth: string; name: string; cookie: string };
let counter = 0;
async function family(overrides: Parameters<typeof insertProfile>[1] = {}): Promise<Family> {
  counter += 1;
  const name = `Noor Family ${counter}`;
  // Each world lives in a city of its own, so that the lists compared below are this test's only.
  const p = await insertProfile(t.db, { name, age: 27, ...overrides });
  const session = await t.signIn(String(p.id), p.accessToken);
  return { id: p.id, auth: session.authorization, cookie: session.cookie, name };
}
async function connect(a: number, b: number, sides: [SideStatus, SideStatus]) {
  return (
    await t.db
      .insertInto('connections')
      .values({ profile1Id: a, profile2Id: b, profile1Status: sides[0], profile2Status: sides[1] })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}
async function withPicture(profileId: number): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    ...filepondBody(picture, 'p.png', 'image/png'),
  });
  expect(response.statusCode).toBe(201);
  await t.db.updateTable('pictures').set({ profileId }).where('id', '=', response.body).execute();
  return response.body;
}

const CITIES = ['Multan', 'Quetta', 'Peshawar', 'Hyderabad', 'Sukkur', 'Gilgit', 'Turbat', 'Chitral'];
let cityIndex = 0;

/**
 * A man and a woman of one city who are each other's two-way match, each holding a picture; a second woman
 * of the city (a match of his too, untouched by the block); a married man of 70 who may see none of them.
 */
async function world() {
  const city = CITIES[cityIndex++ % CITIES.length]!;
  const man = await family({ gender: 'Male', age: 28, city });
  const woman = await family({ gender: 'Female', age: 26, city });
  const other = await family({ gender: 'Female', age: 25, city });
  const stranger = await family({ gender: 'Male', age: 70, maritalStatus: 'Married', city });
  const pictures = { man: await withPicture(man.id), woman: await withPicture(woman.id) };
  return { man, woman, other, stranger, pictures, city };
}

const listOf = async (auth: string, query = '') => {
  const response = await get(`/api/profiles${query}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json() as ProfileList;
  return { ids: list.profiles.map((p) => p._id), total: list.total };
};
const connectionsOf = async (auth: string) => {
  const response = await get('/api/connections', auth);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ConnectionListItem[]).map((c) => [
    c.primary.profile._id,
    c.secondary.profile._id,
  ]);
};
const picturesServe = async (id: string, who: Family) =>
  (await t.app.inject({ method: 'GET', url: `/file/${id}`, headers: { cookie: who.cookie } })).statusCode;
const send = (sentTo: number, profileSent: number) =>
  call({ method: 'POST', url: '/api/profile-connection', auth: t.admin, payload: { sentTo, profileSent } });
const answer = (who: Family, connectionWith: number, status: SideStatus) =>
  call({
    method: 'PATCH',
    url: '/api/profile-connection',
    auth: who.auth,
    payload: { connectionWith, status },
  });
const sidesOf = async (a: number, b: number) => {
  const row = await t.db
    .selectFrom('connections')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('profile1Id', '=', a), eb('profile2Id', '=', b)]),
        eb.and([eb('profile1Id', '=', b), eb('profile2Id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  if (!row) return null;
  return row.profile1Id === a
    ? [row.profile1Status, row.profile2Status]
    : [row.profile2Status, row.profile1Status];
};

describe('POST /api/profile/{id}/block', () => {
  it('blocks a two-way match (201, the profile as the family may see it); a repeat is 200 and changes nothing', async () => {
    const { man, woman } = await world();
    const first = await block(woman.id, man.auth);
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json() as Block;
    // She has not accepted him: no name, no picture, nothing but a card's facts.
    expect(body).toEqual({
      profile: { _id: woman.id, age: 26, gender: 'Female', city: expect.any(String) },
      blockedAt: expect.any(String),
    });
    expect(first.body).not.toContain(woman.name);
    expect(await rowsOf(woman.id)).toEqual([[man.id, woman.id]]);

    const again = await block(woman.id, man.auth);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(body);
    // Two at once still leave one block and one pair of history rows.
    const both = await Promise.all([block(woman.id, man.auth), block(woman.id, man.auth)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await rowsOf(woman.id)).toEqual([[man.id, woman.id]]);
    expect(await historyOf(man.id)).toEqual([
      ['blocked', null, String(woman.id), `Family of profile #${man.id}`],
    ]);
    expect(await historyOf(woman.id)).toEqual([
      ['blockedBy', null, String(man.id), `Family of profile #${man.id}`],
    ]);
  });

  it("refuses the family's own profile (400), a profile it may not see or that does not exist (404, the same answer), a bad id (400)", async () => {
    const { man, woman, stranger } = await world();
    const own = await block(man.id, man.auth);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(BLOCK_MESSAGES.ownProfile);
    const hidden = await block(woman.id, stranger.auth);
    const missing = await block(MISSING, stranger.auth);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(PROFILE_NOT_FOUND);
    expect(hidden.body).toBe(missing.body);
    for (const id of ['+1', '0x10', '1e0', '01', '0', 'abc', '2147483648']) {
      expect((await block(id, man.auth)).statusCode, id).toBe(400);
      expect((await unblock(id, man.auth)).statusCode, id).toBe(400);
    }
    // A family blocked by the other cannot open it, so it cannot block it back: 404 like any unseen profile.
    expect((await block(woman.id, man.auth)).statusCode).toBe(201);
    const back = await block(man.id, woman.auth);
    expect(back.statusCode).toBe(404);
    expect(back.body).toBe((await block(MISSING, woman.auth)).body);
    expect(await rowsOf(woman.id)).toEqual([[man.id, woman.id]]);
    expect(await rowsOf(stranger.id)).toEqual([]);
  });

  it('is for families: 401 without a session, 403 for a matchmaker (before the id is read)', async () => {
    const { woman } = await world();
    for (const request of [
      () => block(woman.id, ANONYMOUS),
      () => unblock(woman.id, ANONYMOUS),
      () => blocks(ANONYMOUS),
    ])
      expect((await request()).statusCode).toBe(401);
    for (const request of [
      () => block(woman.id, t.admin),
      () => block('abc', t.admin),
      () => unblock(woman.id, t.admin),
      () => unblock('abc', t.admin),
      () => blocks(t.admin),
    ]) {
      const response = await request();
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(BLOCK_MESSAGES.familiesOnly);
    }
    expect(await rowsOf(woman.id)).toEqual([]);
  });
});

describe('a blocked pair, from both sides', () => {
  it("never appear in each other's lists or totals; others stay, and the matchmaker still sees both", async () => {
    const { man, woman, other, city } = await world();
    const before = { man: await listOf(man.auth), woman: await listOf(woman.auth) };
    expect(before.man.ids).toEqual(expect.arrayContaining([woman.id, other.id]));
    expect(before.woman.ids).toContain(man.id);
    const matchmaker = await listOf(t.admin, `?matchProfileId=${man.id}`);
    expect(matchmaker.ids).toContain(woman.id);

    expect((await block(woman.id, man.auth)).statusCode).toBe(201);
    const after = { man: await listOf(man.auth), woman: await listOf(woman.auth) };
    expect(after.man.ids).not.toContain(woman.id);
    expect(after.man.ids).toContain(other.id);
    expect(after.man.total).toBe(before.man.total - 1);
    expect(after.woman.ids).not.toContain(man.id);
    expect(after.woman.total).toBe(before.woman.total - 1);
    // Not by a search for it either (the id, a word of her text).
    expect((await listOf(man.auth, `?q=${encodeURIComponent(city)}`)).ids).not.toContain(woman.id);
    // Matchmakers need to know: their lists keep both.
    expect((await listOf(t.admin, `?matchProfileId=${man.id}`)).ids).toContain(woman.id);
    expect((await listOf(t.admin, `?matchProfileId=${woman.id}`)).ids).toContain(man.id);
  });

  it('cannot open each other or each other’s pictures (404, as a profile that does not exist)', async () => {
    const { man, woman, pictures } = await world();
    // She accepted him: he may see her pictures, and she his.
    await connect(man.id, woman.id, ['Profile Received', 'Profile Accepted']);
    expect((await get(`/api/profile/${woman.id}`, man.auth)).statusCode).toBe(200);
    expect(await picturesServe(pictures.woman, man)).toBe(200);
    expect(await picturesServe(pictures.man, woman)).toBe(200);

    expect((await block(woman.id, man.auth)).statusCode).toBe(201);
    for (const [viewer, id] of [
      [man, woman.id],
      [woman, man.id],
    ] as const) {
      const hidden = await get(`/api/profile/${id}`, viewer.auth);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).toBe((await get(`/api/profile/${MISSING}`, viewer.auth)).body);
      // Nor report it, nor answer it.
      expect(
        (
          await call({
            method: 'POST',
            url: `/api/profile/${id}/report`,
            auth: viewer.auth,
            payload: { reason: 'Fake profile' },
          })
        ).statusCode,
      ).toBe(404);
      const answered = await answer(viewer, id, 'Profile Accepted');
      expect(answered.statusCode).toBe(404);
      expect(answered.body).toBe((await answer(viewer, MISSING, 'Profile Accepted')).body);
    }
    expect(await picturesServe(pictures.woman, man)).toBe(404);
    expect(await picturesServe(pictures.man, woman)).toBe(404);
    // Each still opens its own, and the matchmaker both.
    expect(await picturesServe(pictures.woman, woman)).toBe(200);
    expect((await get(`/api/profile/${woman.id}`, t.admin)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/file/${pictures.woman}`,
          headers: { authorization: t.admin },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("leave each other's My Connections; the matchmaker's screens keep the connection", async () => {
    const { man, woman, other } = await world();
    await connect(man.id, woman.id, ['Profile Received', 'Profile Received']);
    await connect(man.id, other.id, ['Profile Received', 'Profile Received']);
    expect(await connectionsOf(man.auth)).toEqual(
      expect.arrayContaining([
        [man.id, woman.id],
        [man.id, other.id],
      ]),
    );
    expect(await connectionsOf(woman.auth)).toEqual([[woman.id, man.id]]);

    expect((await block(man.id, woman.auth)).statusCode).toBe(201);
    expect(await connectionsOf(man.auth)).toEqual([[man.id, other.id]]);
    expect(await connectionsOf(woman.auth)).toEqual([]);
    const ofProfile = (await get(`/api/profile/${man.id}/connections`, t.admin)).json() as {
      connections: { other: { _id: number } }[];
    };
    expect(ofProfile.connections.map((c) => c.other._id)).toEqual(
      expect.arrayContaining([woman.id, other.id]),
    );
  });

  it("cannot be sent to each other: the matchmaker's send is refused with the block named, nothing written", async () => {
    const { man, woman } = await world();
    expect((await block(woman.id, man.auth)).statusCode).toBe(201);
    const connectionsBefore = await t.db.selectFrom('connections').select('id').execute();
    // Her profile to his family: his family blocked her.
    const toHim = await send(man.id, woman.id);
    expect(toHim.statusCode, toHim.body).toBe(400);
    expect(toHim.json().message).toBe(CONNECTION_MESSAGES.blockedByRecipient);
    // His profile to her family: the family of the profile sent blocked her.
    const toHer = await send(woman.id, man.id);
    expect(toHer.statusCode, toHer.body).toBe(400);
    expect(toHer.json().message).toBe(CONNECTION_MESSAGES.blockedBySent);
    expect(await t.db.selectFrom('connections').select('id').execute()).toEqual(connectionsBefore);
    expect(await sidesOf(man.id, woman.id)).toBeNull();
    // A resend of a connection made before the block is refused as well.
    const { man: m2, woman: w2 } = await world();
    expect((await send(m2.id, w2.id)).statusCode).toBe(200);
    expect((await block(m2.id, w2.auth)).statusCode).toBe(201);
    const resend = await send(m2.id, w2.id);
    expect(resend.statusCode).toBe(400);
    expect(resend.json().message).toBe(CONNECTION_MESSAGES.blockedBySent);
  });

  it('never tells the blocked family it was blocked: its answers name no block', async () => {
    const { man, woman } = await world();
    await connect(man.id, woman.id, ['Profile Received', 'Profile Received']);
    expect((await block(woman.id, man.auth)).statusCode).toBe(201);
    for (const url of [
      '/api/session',
      `/api/profile/${woman.id}`,
      '/api/profiles',
      '/api/connections',
      '/api/blocks',
    ]) {
      const response = await get(url, woman.auth);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toMatch(/block/i);
      expect(response.body, url).not.toContain(man.name);
    }
    expect((await blocks(woman.auth)).json()).toEqual([]);
  });
});

describe('blocking and the connection', () => {
  it("withdraws the family's acceptance exactly as its own Not Interested does; the other side is unchanged", async () => {
    const { man, woman } = await world();
    const id = await connect(man.id, woman.id, ['Profile Accepted', 'Profile Accepted']);
    expect((await block(woman.id, man.auth)).statusCode).toBe(201);
    expect(await sidesOf(man.id, woman.id)).toEqual(['Profile Rejected', 'Profile Accepted']);
    const history = (await get(`/api/connections/${id}/history`, t.admin)).json() as ConnectionHistoryEntry[];
    expect(history.map((e) => [e.profile, e.field, e.from, e.to, e.by])).toEqual([
      [man.id, 'status', 'Profile Accepted', 'Profile Rejected', `Family of profile #${man.id}`],
    ]);

    // The same row as a family's own Not Interested writes.
    const { man: m2, woman: w2 } = await world();
    const id2 = await connect(m2.id, w2.id, ['Profile Accepted', 'Profile Accepted']);
    expect((await answer(m2, w2.id, 'Profile Rejected')).statusCode).toBe(200);
    const own = (await get(`/api/connections/${id2}/history`, t.admin)).json() as ConnectionHistoryEntry[];
    expect(own.map((e) => [e.field, e.from, e.to])).toEqual(history.map((e) => [e.field, e.from, e.to]));
  });

  it('answers Not Interested where the family still could (Profile Received); keeps Rejected, In Contact and Matched as they are', async () => {
    const cases: [SideStatus, SideStatus][] = [
      ['Profile Received', 'Profile Rejected'],
      ['Profile Rejected', 'Profile Rejected'],
      ['In Contact', 'In Contact'],
      ['Matched', 'Matched'],
    ];
    for (const [own, after] of cases) {
      const { man, woman } = await world();
      await connect(man.id, woman.id, [own, 'In Contact']);
      expect((await block(woman.id, man.auth)).statusCode, own).toBe(201);
      expect(await sidesOf(man.id, woman.id), own).toEqual([after, 'In Contact']);
    }
  });

  it('does not start a connection with a two-way match it never answered', async () => {
    const { man, woman } = await world();
    expect((await block(woman.id, man.auth)).statusCode).toBe(201);
    expect(await sidesOf(man.id, woman.id)).toBeNull();
  });
});

describe('DELETE /api/profile/{id}/block', () => {
  it('restores lists, totals, the profile, its pictures and My Connections; the answer given stays', async () => {
    const { man, woman, pictures } = await world();
    await connect(man.id, woman.id, ['Profile Accepted', 'Profile Accepted']);
    const before = { man: await listOf(man.auth), woman: await listOf(woman.auth) };
    expect((await block(woman.id, man.auth)).statusCode).toBe(201);
    // Only the family that blocked can undo it.
    expect((await unblock(man.id, woman.auth)).statusCode).toBe(204);
    expect(await rowsOf(woman.id)).toEqual([[man.id, woman.id]]);

    const undone = await unblock(woman.id, man.auth);
    expect(undone.statusCode, undone.body).toBe(204);
    expect(undone.body).toBe('');
    expect(await rowsOf(woman.id)).toEqual([]);
    expect((await get(`/api/profile/${woman.id}`, man.auth)).statusCode).toBe(200);
    expect((await get(`/api/profile/${man.id}`, woman.auth)).statusCode).toBe(200);
    expect(await picturesServe(pictures.woman, man)).toBe(200);
    expect(await picturesServe(pictures.man, woman)).toBe(200);
    expect(await connectionsOf(man.auth)).toEqual([[man.id, woman.id]]);
    expect(await connectionsOf(woman.auth)).toEqual([[woman.id, man.id]]);
    // The same profiles and totals; his withdrawn acceptance is a Not Interested, so she comes last in his
    // list (a family's declined profiles come after the others, issue 30 item 9) until he answers again.
    const manAfter = await listOf(man.auth);
    expect(manAfter.total).toBe(before.man.total);
    expect(manAfter.ids).toEqual([...before.man.ids.filter((id) => id !== woman.id), woman.id]);
    expect(await listOf(woman.auth)).toEqual(before.woman);
    // The acceptance it withdrew is not given back: the family answers again if it wishes.
    expect(await sidesOf(man.id, woman.id)).toEqual(['Profile Rejected', 'Profile Accepted']);
    expect((await answer(man, woman.id, 'Profile Accepted')).statusCode).toBe(200);
    expect(await listOf(man.auth)).toEqual(before.man);

    // Undoing again changes nothing and says the same.
    expect((await unblock(woman.id, man.auth)).statusCode).toBe(204);
    expect(await historyOf(man.id)).toEqual([
      ['blocked', null, String(woman.id), `Family of profile #${man.id}`],
      ['unblocked', String(woman.id), null, `Family of profile #${man.id}`],
    ]);
    expect(await historyOf(woman.id)).toEqual([
      ['blockedBy', null, String(man.id), `Family of profile #${man.id}`],
      ['unblockedBy', String(man.id), null, `Family of profile #${man.id}`],
    ]);
    // And the send goes again.
    expect((await send(woman.id, man.id)).statusCode).toBe(200);
  });

  it('answers 204 for a profile never blocked, missing or unseen, writing nothing (no existence oracle)', async () => {
    const { man, woman, stranger } = await world();
    for (const id of [woman.id, MISSING, stranger.id]) {
      const response = await unblock(id, man.auth);
      expect(response.statusCode, String(id)).toBe(204);
    }
    expect(await historyOf(man.id)).toEqual([]);
    const own = await unblock(man.id, man.auth);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(BLOCK_MESSAGES.ownProfile);
  });
});

describe('GET /api/blocks', () => {
  it("lists the family's own blocks newest first, each as its other views show the profile", async () => {
    const { man, woman, other } = await world();
    // She accepted him, so he may see her name; the other woman has not.
    await connect(man.id, woman.id, ['Profile Received', 'Profile Accepted']);
    expect((await block(other.id, man.auth)).statusCode).toBe(201);
    expect((await block(woman.id, man.auth)).statusCode).toBe(201);
    const response = await blocks(man.auth);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json() as Block[];
    expect(list.map((b) => b.profile._id)).toEqual([woman.id, other.id]);
    expect(list[0]).toEqual({
      profile: { _id: woman.id, name: woman.name, age: 26, gender: 'Female', city: expect.any(String) },
      blockedAt: expect.any(String),
    });
    expect(list[1]).toEqual({
      profile: { _id: other.id, age: 25, gender: 'Female', city: expect.any(String) },
      blockedAt: expect.any(String),
    });
    expect(response.body).not.toContain(other.name);
    for (const key of ['phoneNo', 'pictures', 'thumbnailUrls', 'address', 'fatherName', 'accessToken'])
      expect(response.body).not.toContain(key);
    // Another family's blocks are not in its list, and a blocked family's list is its own (empty).
    expect((await blocks(woman.auth)).json()).toEqual([]);
    expect((await blocks(other.auth)).json()).toEqual([]);
  });

  it('forgets a block when either profile is deleted', async () => {
    const { man, woman } = await world();
    expect((await block(woman.id, man.auth)).statusCode).toBe(201);
    expect(
      (await call({ method: 'DELETE', url: `/api/profile/${woman.id}`, auth: t.admin })).statusCode,
    ).toBe(204);
    expect((await blocks(man.auth)).json()).toEqual([]);
    expect(await rowsOf(man.id)).toEqual([]);
  });
});

describe('GET /api/profile/{id}/blocks (matchmakers)', () => {
  it("names a profile's blocks both ways with labels and when", async () => {
    const { man, woman, other } = await world();
    expect((await block(woman.id, man.auth)).statusCode).toBe(201);
    expect((await block(man.id, other.auth)).statusCode).toBe(201);
    const response = await get(`/api/profile/${man.id}/blocks`, t.admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ProfileBlocks;
    expect(body).toEqual({
      blocked: [
        {
          profile: { _id: woman.id, name: woman.name, age: 26, city: expect.any(String) },
          at: expect.any(String),
        },
      ],
      blockedBy: [
        {
          profile: { _id: other.id, name: other.name, age: 25, city: expect.any(String) },
          at: expect.any(String),
        },
      ],
    });
    const missing = await get(`/api/profile/${MISSING}/blocks`, t.admin);
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/profile/abc/blocks', t.admin)).statusCode).toBe(400);
  });

  it('is for matchmakers only: 401 without a session, 403 for every family (another family’s blocks are never read)', async () => {
    const { man, woman } = await world();
    expect((await block(woman.id, man.auth)).statusCode).toBe(201);
    for (const auth of [man.auth, woman.auth]) {
      for (const id of [man.id, woman.id, 'abc']) {
        const response = await get(`/api/profile/${id}/blocks`, auth);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(ADMIN_ONLY_MESSAGE);
      }
    }
    expect((await get(`/api/profile/${man.id}/blocks`, ANONYMOUS)).statusCode).toBe(401);
  });
});
