import { CONNECTION_MESSAGES as MSG } from '@shared/connection-rules';
import type { SideStatus } from '@shared/connection-status';
import { describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';
import { ADMIN } from '../support/test-app';

const t = apiFixture();
async function family(values: Parameters<typeof insertProfile>[1]) {
  const p = await insertProfile(t.db, values);
  return { id: p.id, auth: await t.familyAuth(p) };
}
const pair = async () => ({
  woman: await family({ name: 'Sana Iqbal', gender: 'Female', age: 26, phoneNo: '+923451234567' }),
  man: await family({ name: 'Bilal Ahmed', gender: 'Male', age: 30 }),
});
const send = (sentTo: number, profileSent: number, auth = t.admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile-connection',
    payload: { sentTo, profileSent },
    headers: { authorization: auth },
  });
const answer = (auth: string, connectionWith: number, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/profile-connection',
    payload: { connectionWith, status },
    headers: { authorization: auth },
  });
const adminSet = (a: number, b: number, side: number, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/profile-connection/${a}-${b}/${side}`,
    payload,
    headers: { authorization: t.admin },
  });
const connectionCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('connections')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const setSides = (a: number, b: number, mine: SideStatus, theirs: SideStatus) =>
  t.db
    .updateTable('connections')
    .set({ profile1Status: mine, profile2Status: theirs })
    .where('profile1Id', '=', a)
    .where('profile2Id', '=', b)
    .execute();

describe('POST /api/profile-connection (send)', () => {
  it('creates a connection with the recipient at Profile Received and a WhatsApp link without her name or phone', async () => {
    const { woman, man } = await pair();
    const response = await send(man.id, woman.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      created: true,
      profile1: { profile: man.id, status: 'Profile Received' },
      profile2: { profile: woman.id, status: 'Not Received' },
    });
    expect(body.whatsappLink).toMatch(/^https:\/\/wa\.me\/92300/);
    const text = decodeURIComponent(body.whatsappLink.split('?text=')[1]);
    expect(text).not.toContain('Sana');
    expect(text).not.toContain('3451234567');
    expect(text).toContain(`Profile Id: ${woman.id}`);
    expect(text).toContain(`?to=/profile/${woman.id}`);
  });

  it('a resend creates no connection and changes nothing; sending the other way is a new sending on the same connection', async () => {
    const { woman, man } = await pair();
    await send(man.id, woman.id);
    const before = await connectionCount();
    const resend = await send(man.id, woman.id);
    expect(resend.json().created).toBe(false);
    expect(await connectionCount()).toBe(before);
    const back = await send(woman.id, man.id);
    expect(back.json()).toMatchObject({
      created: true,
      profile2: { profile: woman.id, status: 'Profile Received' },
    });
    expect(await connectionCount()).toBe(before);
  });

  it('is for matchmakers; bad bodies are 400 and change nothing', async () => {
    const { woman, man } = await pair();
    const before = await connectionCount();
    expect((await send(man.id, woman.id, woman.auth)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/profile-connection',
          payload: { sentTo: 1, profileSent: 2 },
        })
      ).statusCode,
    ).toBe(401);
    expect((await send(man.id, man.id)).statusCode).toBe(400);
    expect((await send(man.id, 999999)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/profile-connection',
      payload: { sentTo: 'x' },
      headers: { authorization: t.admin },
    });
    expect(bad.statusCode).toBe(400);
    expect(await connectionCount()).toBe(before);
  });
});

/**
 * Issue 15, finding 3: a woman's profile was sent to a woman and to an InActive family, both answered "Profile
 * sent successfully". A send goes only to a family of the opposite gender whose profile is Active, never to
 * the profile itself; anything else is 400 with the guard's message and writes nothing (decision 027).
 */
describe('sends are guarded (issue 15)', () => {
  const historyCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('history')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const expectRefused = async (sentTo: number, profileSent: number, message: string) => {
    const [connections, history] = [await connectionCount(), await historyCount()];
    const response = await send(sentTo, profileSent);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await connectionCount()).toBe(connections);
    expect(await historyCount()).toBe(history);
  };

  it("refuses a woman's profile sent to a woman, and a man's to a man, writing no connection and no history", async () => {
    const { woman, man } = await pair();
    const otherWoman = await family({ gender: 'Female', age: 25 });
    const otherMan = await family({ gender: 'Male', age: 31 });
    await expectRefused(otherWoman.id, woman.id, MSG.oppositeGenderOnly);
    await expectRefused(otherMan.id, man.id, MSG.oppositeGenderOnly);
    expect(MSG.oppositeGenderOnly).toBe('A profile can only be sent to a family of the opposite gender.');
    const between = await t.db
      .selectFrom('connections')
      .selectAll()
      .where('profile1Id', 'in', [woman.id, otherWoman.id])
      .where('profile2Id', 'in', [woman.id, otherWoman.id])
      .execute();
    expect(between).toEqual([]);
  });

  it('refuses a recipient whose profile is InActive or in Review', async () => {
    const { woman } = await pair();
    const inactive = await family({ gender: 'Male', status: 'InActive', inactiveReason: 'Not Interested' });
    const review = await family({ gender: 'Male', status: 'Review' });
    await expectRefused(inactive.id, woman.id, MSG.recipientNotActive);
    await expectRefused(review.id, woman.id, MSG.recipientNotActive);
    expect(MSG.recipientNotActive).toBe("This family's profile is not active.");
  });

  it('refuses a resend too once the recipient is no longer Active', async () => {
    const { woman, man } = await pair();
    expect((await send(man.id, woman.id)).statusCode).toBe(200);
    await t.db
      .updateTable('profiles')
      .set({ status: 'InActive', inactiveReason: 'Matched (Elsewhere)' })
      .where('id', '=', man.id)
      .execute();
    await expectRefused(man.id, woman.id, MSG.recipientNotActive);
  });

  it('refuses a profile sent to itself', async () => {
    const { woman } = await pair();
    await expectRefused(woman.id, woman.id, 'A profile cannot be sent to itself.');
  });

  it('still sends to an Active family of the opposite gender, either way round', async () => {
    const { woman, man } = await pair();
    const history = await historyCount();
    const toHim = await send(man.id, woman.id);
    expect(toHim.statusCode, toHim.body).toBe(200);
    expect(toHim.json()).toMatchObject({ created: true, profile1: { profile: man.id } });
    const toHer = await send(woman.id, man.id);
    expect(toHer.statusCode, toHer.body).toBe(200);
    expect(await historyCount()).toBe(history + 2);
  });
});

describe('PATCH /api/profile-connection (a family answers)', () => {
  it('Interested sets the family’s own side to Profile Accepted, with a history row', async () => {
    const { woman, man } = await pair();
    await send(man.id, woman.id);
    const response = await answer(man.auth, woman.id, 'Profile Accepted');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      profile1: { profile: man.id, status: 'Profile Accepted' },
      profile2: { status: 'Not Received' },
    });
    const trail = await t.db
      .selectFrom('history')
      .selectAll()
      .where('entity', '=', 'connection')
      .where('entityId', '=', response.json()._id)
      .orderBy('id')
      .execute();
    expect(trail.at(-1)).toMatchObject({
      field: `status:${man.id}`,
      fromValue: 'Profile Received',
      toValue: 'Profile Accepted',
      actorProfileId: man.id,
    });
  });

  const interestedCases: [SideStatus, SideStatus, number][] = [
    ['Profile Received', 'Not Received', 200],
    ['Profile Rejected', 'Not Received', 409],
    ['Profile Rejected', 'Profile Received', 409],
    ['Profile Rejected', 'Profile Rejected', 409],
    ['Profile Rejected', 'Profile Accepted', 200],
    ['Profile Rejected', 'In Contact', 200],
    ['Profile Rejected', 'Rejected After Contact', 409],
    // After a contact the family ended, only the matchmakers change the sides (issue 16, decision 034).
    ['Rejected After Contact', 'In Contact', 409],
    ['Rejected After Contact', 'Matched', 409],
    ['Rejected After Contact', 'Profile Received', 409],
  ];
  it.each(interestedCases)('Interested with own %s and other %s → %i', async (own, other, status) => {
    const { woman, man } = await pair();
    await send(man.id, woman.id);
    await setSides(man.id, woman.id, own, other);
    const response = await answer(man.auth, woman.id, 'Profile Accepted');
    expect(response.statusCode).toBe(status);
    if (status === 409) expect(response.json().message).toBe(MSG.notAllowed);
  });

  // A family can always say no while its own side is Profile Received or Profile Accepted (decision 010).
  const notInterestedCases: [SideStatus, SideStatus, number][] = [
    ['Profile Received', 'Not Received', 200],
    ['Profile Received', 'Profile Received', 200],
    ['Profile Received', 'Profile Accepted', 200],
    ['Profile Received', 'Profile Rejected', 200],
    ['Profile Accepted', 'Not Received', 200],
    ['Profile Accepted', 'Profile Accepted', 200],
    ['Profile Accepted', 'In Contact', 200],
    ['Profile Received', 'Matched', 200],
    ['Profile Rejected', 'Profile Accepted', 409],
    ['In Contact', 'In Contact', 409],
    ['Rejected After Contact', 'In Contact', 409],
    ['Matched', 'Matched', 409],
  ];
  it.each(notInterestedCases)('Not Interested with own %s and other %s → %i', async (own, other, status) => {
    const { woman, man } = await pair();
    await send(woman.id, man.id);
    await setSides(woman.id, man.id, own, other);
    const response = await answer(woman.auth, man.id, 'Profile Rejected');
    expect(response.statusCode).toBe(status);
    if (status === 200)
      expect(response.json().profile1).toMatchObject({ profile: woman.id, status: 'Profile Rejected' });
  });

  it('a family can only ever change its own side; any other status or the admin endpoint is refused', async () => {
    const { woman, man } = await pair();
    await send(man.id, woman.id);
    expect((await answer(man.auth, woman.id, 'Matched')).statusCode).toBe(400);
    const viaAdmin = await t.app.inject({
      method: 'PATCH',
      url: `/api/profile-connection/${man.id}-${woman.id}/${woman.id}`,
      payload: { status: 'Profile Accepted' },
      headers: { authorization: man.auth },
    });
    expect(viaAdmin.statusCode).toBe(403);
    const row = await t.db
      .selectFrom('connections')
      .selectAll()
      .where('profile1Id', '=', man.id)
      .executeTakeFirstOrThrow();
    expect(row.profile2Status).toBe('Not Received');
    expect((await answer(t.admin, woman.id, 'Profile Accepted')).statusCode).toBe(403);
  });

  it('answering a two-way match starts the connection; a profile that is no match is 404', async () => {
    const { woman, man } = await pair();
    const response = await answer(man.auth, woman.id, 'Profile Accepted');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      profile1: { profile: man.id, status: 'Profile Accepted' },
      profile2: { status: 'Not Received' },
    });
    const far = await family({ gender: 'Female', age: 26, city: 'Karachi' });
    expect((await answer(man.auth, far.id, 'Profile Accepted')).statusCode).toBe(404);
  });
});

describe('PATCH /api/profile-connection/{p1}-{p2}/{side} (matchmaker)', () => {
  it('sets any status on a side, records the inquiry date, and writes the history', async () => {
    const { woman, man } = await pair();
    const { _id } = (await send(man.id, woman.id)).json();
    for (const status of ['In Contact', 'Matched', 'Rejected After Contact', 'Not Received'] as const) {
      const response = await adminSet(man.id, woman.id, man.id, { status });
      expect(response.statusCode).toBe(200);
    }
    const on = '2026-11-20T10:00:00.000Z';
    const inquired = await adminSet(woman.id, man.id, man.id, { inquiredAboutReceivedProfileOn: on });
    expect(inquired.json().profile1.inquiredAboutReceivedProfileOn).toBe(on);
    const timeline = await t.app.inject({
      method: 'GET',
      url: `/api/connections/${_id}/history`,
      headers: { authorization: t.admin },
    });
    expect(timeline.json().map((e: { to: string }) => e.to)).toEqual([
      'Profile Received',
      'In Contact',
      'Matched',
      'Rejected After Contact',
      'Not Received',
      on,
    ]);
    expect(timeline.json()[1].by).toBe(ADMIN.email);
  });

  it('answers 409 when the side changed since the matchmaker saw it, and when two change it at once', async () => {
    const { woman, man } = await pair();
    await send(man.id, woman.id);
    expect(
      (await adminSet(man.id, woman.id, man.id, { status: 'In Contact', expectedStatus: 'Profile Received' }))
        .statusCode,
    ).toBe(200);
    const stale = await adminSet(man.id, woman.id, man.id, {
      status: 'Matched',
      expectedStatus: 'Profile Received',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MSG.changedMeanwhile);

    const both = await Promise.all([
      adminSet(man.id, woman.id, woman.id, { status: 'In Contact', expectedStatus: 'Not Received' }),
      adminSet(man.id, woman.id, woman.id, { status: 'Profile Rejected', expectedStatus: 'Not Received' }),
    ]);
    const codes = both.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const row = await t.db
      .selectFrom('connections')
      .selectAll()
      .where('profile1Id', '=', man.id)
      .executeTakeFirstOrThrow();
    const winner = both.find((r) => r.statusCode === 200)!.json().profile2.status;
    expect(row.profile2Status).toBe(winner);
  });

  it('answers 404 for no connection and 400 for a bad body or a profile outside the pair', async () => {
    const { woman, man } = await pair();
    expect((await adminSet(man.id, woman.id, man.id, { status: 'Matched' })).statusCode).toBe(404);
    await send(man.id, woman.id);
    expect((await adminSet(man.id, woman.id, man.id, { status: 'Engaged' })).statusCode).toBe(400);
    expect((await adminSet(man.id, woman.id, 999, { status: 'Matched' })).statusCode).toBe(400);
  });
});

/**
 * Inquiry dates (issue 14, finding 6): ISO 8601 date-times with Z or an offset, whose instant lies between
 * 2000-01-01 and 2100-12-31 inclusive, else 400; stored as sent, the same instant on both engines. Instants
 * outside the years 1–9999 used to reach PGlite, which writes a Date with toISOString() (year 0 as `0000`,
 * refused: 500) and reads `0001-01-01` back as 2001.
 */
describe('PATCH /api/profile-connection/{p1}-{p2}/{side} inquiry dates', () => {
  const DATE_MESSAGE =
    'Please send a date and time between 2000-01-01 and 2100-12-31, as in 2024-03-01T10:00:00Z.';
  const storedInquiry = async (profile1Id: number) =>
    (
      await t.db
        .selectFrom('connections')
        .select('profile1InquiredAboutReceivedProfileOn as on')
        .where('profile1Id', '=', profile1Id)
        .executeTakeFirstOrThrow()
    ).on;

  it.each([
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '0001-01-01T00:00:00+14:00',
    '1999-12-31T23:59:59Z',
    '1999-12-31T23:59:59.999Z',
    '2000-01-01T00:00:00+14:00',
    '2000-01-01T13:59:59+14:00',
    '2101-01-01T00:00:00Z',
    '2100-12-31T23:59:59-14:00',
    '9999-12-31T23:00:00-14:00',
    '2024-02-30T10:00:00Z',
    '2023-02-29T10:00:00Z',
    '2024-04-31T10:00:00Z',
    '2024-03-01',
    '2024-03-01T10:00:00',
    '2024-03-01 10:00:00Z',
    '2024-03-01T24:00:00Z',
    '+002024-03-01T10:00:00Z',
  ])('refuses %s with 400 and stores nothing', async (on) => {
    const { woman, man } = await pair();
    await send(man.id, woman.id);
    const response = await adminSet(man.id, woman.id, man.id, { inquiredAboutReceivedProfileOn: on });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(DATE_MESSAGE);
    expect(await storedInquiry(man.id)).toBeNull();
  });

  it.each([
    ['2024-03-01T10:00:00+14:00', '2024-02-29T20:00:00.000Z'],
    ['2024-02-29T20:00:00-12:00', '2024-03-01T08:00:00.000Z'],
    ['2000-01-01T00:00:00Z', '2000-01-01T00:00:00.000Z'],
    ['2000-01-01T14:00:00+14:00', '2000-01-01T00:00:00.000Z'],
    ['2100-12-31T23:59:59.999Z', '2100-12-31T23:59:59.999Z'],
    ['2100-12-31T23:59:59+00:00', '2100-12-31T23:59:59.000Z'],
  ])('accepts %s and stores that instant (%s)', async (on, instant) => {
    const { woman, man } = await pair();
    const { _id } = (await send(man.id, woman.id)).json();
    const response = await adminSet(man.id, woman.id, man.id, { inquiredAboutReceivedProfileOn: on });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile1.inquiredAboutReceivedProfileOn).toBe(instant);
    expect((await storedInquiry(man.id))?.toISOString()).toBe(instant);
    const timeline = await t.app.inject({
      method: 'GET',
      url: `/api/connections/${_id}/history`,
      headers: { authorization: t.admin },
    });
    expect(timeline.json().at(-1).to).toBe(instant);
  });
});

describe('GET /api/connections and /api/pending-connections', () => {
  it('gives a family its own side as primary, and withholds her name until she accepts', async () => {
    const { woman, man } = await pair();
    await send(man.id, woman.id);
    const list = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/connections', headers: { authorization: man.auth } })
      ).json();
    const [item] = await list();
    expect(item.primary).toMatchObject({ status: 'Profile Received', profile: { _id: man.id } });
    expect(item.secondary.profile._id).toBe(woman.id);
    expect(JSON.stringify(item.secondary)).not.toContain('Sana');
    expect(JSON.stringify(item)).not.toContain('3451234567');

    await send(woman.id, man.id);
    expect((await answer(woman.auth, man.id, 'Profile Accepted')).statusCode).toBe(200);
    const [after] = await list();
    expect(after.secondary.profile.name).toBe('Sana Iqbal');
  });

  it('sorts the dashboard: pending responses, awaiting contact, in contact and matched', async () => {
    const { woman, man } = await pair();
    await send(man.id, woman.id);
    await send(woman.id, man.id);
    // Every page of every section (the dashboard pages since issue 29, decision 053).
    const get = async (query = '') =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/pending-connections${query}`,
          headers: { authorization: t.admin },
        })
      ).json();
    const pending = async () => {
      const all = await get();
      for (const section of ['pendingResponse', 'awaitingContact', 'inContact', 'matched'])
        for (let page = 2; all[section].length < all.counts[section]; page++)
          all[section].push(...(await get(`?section=${section}&page=${page}`))[section]);
      return all;
    };
    const first = await pending();
    expect(first.pendingResponse.map((p: { profile: { _id: number } }) => p.profile._id)).toEqual(
      expect.arrayContaining([man.id, woman.id]),
    );

    await answer(man.auth, woman.id, 'Profile Accepted');
    await answer(woman.auth, man.id, 'Profile Accepted');
    const awaiting = await pending();
    const ids = (list: { connection: { profile1: { profile: number } } }[]) =>
      list.map((p) => p.connection.profile1.profile);
    expect(ids(awaiting.awaitingContact)).toContain(man.id);

    await adminSet(man.id, woman.id, man.id, { status: 'In Contact' });
    expect(ids((await pending()).inContact)).toContain(man.id);
    await adminSet(man.id, woman.id, man.id, { status: 'Matched' });
    await adminSet(man.id, woman.id, woman.id, { status: 'Matched' });
    expect(ids((await pending()).matched)).toContain(man.id);

    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/pending-connections',
          headers: { authorization: man.auth },
        })
      ).statusCode,
    ).toBe(403);
  });
});
