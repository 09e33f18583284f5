/**
 * Issue 30 item 8 (decisions 060, 061): a family's control over its own profile. Pause hides it from every
 * list and every send until resumed, its connections and answers kept; delete erases it, its pictures (files
 * too), its connections and its trail, the history keeping one line; export gives its own data as JSON; fees
 * show its own payments and how to pay. Only the family itself and matchmakers; everyone else 401/403.
 */
import { FAMILY_CONTROL_MESSAGES } from '@shared/family-controls';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileStoreFor } from '../../src/server/pictures/postgres-file-store';
import { apiFixture } from '../support/api';
import { filepondBody, jpegWithGps } from '../support/pictures';
import { manProfile, womanProfile } from '../support/profiles';

const PAYMENT_DETAILS = 'Meezan Bank, Rishta Bureau, IBAN PK00MEZN0000000000000000\\nJazzCash 03001234567';

const api = apiFixture({ PAYMENT_DETAILS });

type Family = { id: number; auth: string; cookie: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const call = (method: Method, url: string, auth?: string, payload?: object) =>
  api.app.inject({
    method,
    url,
    headers: auth ? { authorization: auth } : {},
    ...(payload ? { payload } : {}),
  });

async function uploadPicture() {
  const upload = await api.app.inject({
    method: 'POST',
    url: '/api/upload',
    ...filepondBody(await jpegWithGps(640, 480), 'me.jpg', 'image/jpeg'),
  });
  expect(upload.statusCode, upload.body).toBe(201);
  return upload.body;
}

async function family(payload: Record<string, unknown>): Promise<Family> {
  const created = await call('POST', '/api/profile', undefined, payload);
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { _id: number })._id;
  expect((await call('PATCH', `/api/profile/${id}`, api.admin, { status: 'Active' })).statusCode).toBe(200);
  const { accessToken } = await api.db
    .selectFrom('profiles')
    .select('accessToken')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const signed = await api.signIn(String(id), accessToken);
  return { id, auth: signed.authorization, cookie: signed.cookie };
}

const listIds = async (viewer: string, query = '') => {
  const response = await call('GET', `/api/profiles${query}`, viewer);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { profiles: { _id: number; pausedAt?: string | null }[] }).profiles;
};
const connectionIds = async (viewer: string) => {
  const response = await call('GET', '/api/connections', viewer);
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.json() as { primary: { profile: { _id: number } }; secondary: { profile: { _id: number } } }[]
  ).flatMap((c) => [c.primary.profile._id, c.secondary.profile._id]);
};
const send = (sentTo: number, profileSent: number) =>
  call('POST', '/api/profile-connection', api.admin, { sentTo, profileSent });
const answer = (who: Family, connectionWith: number, status: string) =>
  call('PATCH', '/api/profile-connection', who.auth, { connectionWith, status });
const file = (who: Family, id: string) =>
  api.app.inject({ method: 'GET', url: `/file/${id}`, headers: { authorization: who.auth } });

describe('pause and resume', () => {
  let woman: Family;
  let man: Family;
  let other: Family;
  let picture: string;
  beforeAll(async () => {
    picture = await uploadPicture();
    woman = await family(womanProfile({ name: 'Sadia Pause', pictures: [picture] }));
    man = await family(manProfile({ name: 'Kamran Pause', phoneNo: '03331239001' }));
    other = await family(manProfile({ name: 'Other Pause', phoneNo: '03331239002' }));
    expect((await send(man.id, woman.id)).statusCode).toBe(200);
    expect((await answer(man, woman.id, 'Profile Accepted')).statusCode).toBe(200);
    expect((await answer(woman, man.id, 'Profile Accepted')).statusCode).toBe(200);
  });

  it('only the family itself and matchmakers may pause or resume', async () => {
    expect((await call('POST', `/api/profile/${woman.id}/pause`)).statusCode).toBe(401);
    const refused = await call('POST', `/api/profile/${woman.id}/pause`, man.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(FAMILY_CONTROL_MESSAGES.ownOnly);
    expect((await call('POST', `/api/profile/${woman.id}/resume`, other.auth)).statusCode).toBe(403);
    expect((await call('POST', '/api/profile/999999/pause', api.admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/profile/${woman.id}/pause`, woman.auth, { extra: 1 })).statusCode).toBe(
      400,
    );
    const row = await api.db
      .selectFrom('profiles')
      .select('pausedAt')
      .where('id', '=', woman.id)
      .executeTakeFirstOrThrow();
    expect(row.pausedAt).toBeNull();
  });

  it('hides a paused profile from every list and every send; matchmakers see it marked; resume brings it back', async () => {
    // Before: the man reaches her everywhere.
    expect((await listIds(man.auth)).map((p) => p._id)).toContain(woman.id);
    expect(await connectionIds(man.auth)).toContain(woman.id);
    const before = (await call('GET', `/api/profile/${woman.id}`, woman.auth)).json().profile;

    const paused = await call('POST', `/api/profile/${woman.id}/pause`, woman.auth, {
      version: before.version,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().pausedAt).toEqual(expect.any(String));
    expect(paused.json().version).toBe(before.version + 1);
    // Pausing twice changes nothing more.
    expect((await call('POST', `/api/profile/${woman.id}/pause`, woman.auth)).json().version).toBe(
      before.version + 1,
    );

    // Other families: in no list, no page, no picture, no connection, no answer.
    expect((await listIds(man.auth)).map((p) => p._id)).not.toContain(woman.id);
    expect((await call('GET', `/api/profile/${woman.id}`, man.auth)).statusCode).toBe(404);
    expect(await connectionIds(man.auth)).not.toContain(woman.id);
    expect((await file(man, picture)).statusCode).toBe(404);
    expect((await answer(man, woman.id, 'Profile Rejected')).statusCode).toBe(404);
    // Matchmakers: no send to or of her, not in a match list, but in their own list marked paused.
    const sendHer = await send(other.id, woman.id);
    expect(sendHer.statusCode).toBe(400);
    expect(sendHer.json().message).toBe(FAMILY_CONTROL_MESSAGES.paused);
    expect((await send(woman.id, other.id)).statusCode).toBe(400);
    expect((await listIds(api.admin, `?matchProfileId=${man.id}`)).map((p) => p._id)).not.toContain(woman.id);
    const adminCard = (await listIds(api.admin, `?q=${woman.id}`)).find((p) => p._id === woman.id);
    expect(adminCard?.pausedAt).toEqual(expect.any(String));
    // The family itself sees its own profile, paused.
    expect((await call('GET', `/api/profile/${woman.id}`, woman.auth)).json().profile.pausedAt).toEqual(
      expect.any(String),
    );
    const history = (await call('GET', `/api/profile/${woman.id}/history`, api.admin)).json() as {
      field: string;
      to: string | null;
    }[];
    expect(history.some((h) => h.field === 'pausedAt' && h.to !== null)).toBe(true);

    // Resume: everything back, the connection and both answers kept.
    const resumed = await call('POST', `/api/profile/${woman.id}/resume`, woman.auth);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().pausedAt).toBeNull();
    expect((await listIds(man.auth)).map((p) => p._id)).toContain(woman.id);
    expect((await call('GET', `/api/profile/${woman.id}`, man.auth)).statusCode).toBe(200);
    expect((await file(man, picture)).statusCode).toBe(200);
    const connection = (await call('GET', `/api/profile/${woman.id}?withConnections=true`, api.admin)).json()
      .connections[0];
    expect([connection.profile1.status, connection.profile2.status]).toEqual([
      'Profile Accepted',
      'Profile Accepted',
    ]);
    // A matchmaker may pause and resume too.
    expect((await call('POST', `/api/profile/${woman.id}/pause`, api.admin)).statusCode).toBe(200);
    expect((await call('POST', `/api/profile/${woman.id}/resume`, api.admin)).statusCode).toBe(200);
  });

  it('refuses a pause based on an older version with 409, changing nothing', async () => {
    const own = (await call('GET', `/api/profile/${man.id}`, man.auth)).json().profile;
    expect((await call('PATCH', `/api/profile/${man.id}`, api.admin, { paidFee: 5000 })).statusCode).toBe(
      200,
    );
    const stale = await call('POST', `/api/profile/${man.id}/pause`, man.auth, { version: own.version });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `/api/profile/${man.id}`, man.auth)).json().profile.pausedAt).toBeNull();
  });
});

describe('delete my profile', () => {
  it('erases the profile, its pictures and files, its connections and its trail; one history line stays', async () => {
    const picture = await uploadPicture();
    const thumbnail = (
      await api.db
        .selectFrom('pictures')
        .select('thumbnailId')
        .where('id', '=', picture)
        .executeTakeFirstOrThrow()
    ).thumbnailId;
    const woman = await family(
      womanProfile({
        name: 'Zareen Erased',
        phoneNo: '03451112233',
        aboutYou: 'Loves calligraphy and quiet gardens.',
        pictures: [picture],
      }),
    );
    const man = await family(manProfile({ name: 'Bilal Stays', phoneNo: '03331239003' }));
    expect((await send(man.id, woman.id)).statusCode).toBe(200);
    expect((await answer(man, woman.id, 'Profile Accepted')).statusCode).toBe(200);
    expect((await answer(woman, man.id, 'Profile Accepted')).statusCode).toBe(200);
    const connectionId = (
      await api.db
        .selectFrom('connections')
        .select('id')
        .where('profile2Id', '=', woman.id)
        .executeTakeFirstOrThrow()
    ).id;
    expect((await call('PATCH', `/api/profile/${woman.id}`, api.admin, { paidFee: 5000 })).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/profile/${woman.id}/pause`, woman.auth)).statusCode).toBe(200);
    expect((await call('POST', `/api/profile/${woman.id}/resume`, woman.auth)).statusCode).toBe(200);

    // Nobody else's family may delete it.
    expect((await call('DELETE', `/api/profile/${woman.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/profile/${woman.id}`, man.auth)).statusCode).toBe(403);

    const deleted = await call('DELETE', `/api/profile/${woman.id}`, woman.auth);
    expect(deleted.statusCode, deleted.body).toBe(204);

    // Her session ended with her profile.
    expect((await call('GET', `/api/profile/${woman.id}`, woman.auth)).statusCode).toBe(401);
    // The other side sees it gone: no page, no card, no connection, no picture.
    expect((await call('GET', `/api/profile/${woman.id}`, man.auth)).statusCode).toBe(404);
    expect((await listIds(man.auth)).map((p) => p._id)).not.toContain(woman.id);
    expect(await connectionIds(man.auth)).not.toContain(woman.id);
    expect((await file(man, picture)).statusCode).toBe(404);
    // Nothing of hers in any answer a matchmaker gets either.
    const answers = [
      await call('GET', `/api/profile/${woman.id}`, api.admin),
      await call('GET', `/api/profile/${woman.id}/export`, api.admin),
      await call('GET', `/api/profile/${woman.id}/history`, api.admin),
      await call('GET', `/api/connections/${connectionId}/history`, api.admin),
      await call('GET', '/api/profiles?status=All&q=Zareen', api.admin),
      await call('GET', '/api/profiles?q=03451112233', api.admin),
      await call('GET', '/api/connections', api.admin),
      await call('GET', '/api/pending-connections', api.admin),
      await call('GET', `/api/profile/${man.id}?withConnections=true`, api.admin),
      await call('GET', `/api/profile/${man.id}/connections`, api.admin),
      await call('GET', `/file/${picture}`, api.admin),
      await call('GET', `/file/${thumbnail}`, api.admin),
    ];
    for (const response of answers) {
      expect(response.statusCode).not.toBe(500);
      // A list answers the search it was asked (`appliedFilters`), which is the asker's, not hers.
      const body = response.body.replace(/"appliedFilters":\{[^}]*\}/, '');
      for (const trace of ['Zareen', '03451112233', '3451112233', 'calligraphy', picture, thumbnail])
        expect(body).not.toContain(trace);
      expect(body).not.toMatch(new RegExp(`"(_id|profile)":${woman.id}\\b`));
    }
    expect(answers[0]?.statusCode).toBe(404);
    expect(answers[1]?.statusCode).toBe(404);

    // Nothing of hers in the database or the file store.
    expect(await api.db.selectFrom('profiles').select('id').where('id', '=', woman.id).execute()).toEqual([]);
    expect(
      await api.db.selectFrom('pictures').select('id').where('profileId', '=', woman.id).execute(),
    ).toEqual([]);
    expect(
      await api.db.selectFrom('connections').select('id').where('id', '=', connectionId).execute(),
    ).toEqual([]);
    const store = fileStoreFor(
      { engine: process.env.DATABASE_URL ? 'postgres' : 'pglite', db: api.db },
      api.settings.dataDir,
    );
    expect(await store.get(picture)).toBeNull();
    expect(await store.get(thumbnail)).toBeNull();
    // The history keeps only that it was deleted, when and by whom.
    const trail = await api.db
      .selectFrom('history')
      .select([
        'entity',
        'entityId',
        'field',
        'fromValue',
        'toValue',
        'actorProfileId',
        'actorAccountId',
        'at',
      ])
      .where((eb) =>
        eb.or([
          eb.and([eb('entity', '=', 'profile'), eb('entityId', '=', woman.id)]),
          eb.and([eb('entity', '=', 'connection'), eb('entityId', '=', connectionId)]),
          eb('actorProfileId', '=', woman.id),
        ]),
      )
      .execute();
    expect(trail).toEqual([
      {
        entity: 'profile',
        entityId: woman.id,
        field: 'deleted',
        fromValue: null,
        toValue: null,
        actorProfileId: woman.id,
        actorAccountId: null,
        at: expect.any(Date),
      },
    ]);
    // The history is still append-only otherwise.
    await expect(api.db.deleteFrom('history').where('entityId', '=', man.id).execute()).rejects.toThrow(
      /append-only/,
    );
    // Deleting again: it is gone.
    expect((await call('DELETE', `/api/profile/${woman.id}`, api.admin)).statusCode).toBe(404);
  });

  it('a matchmaker’s delete erases the same way, the line naming the matchmaker', async () => {
    const man = await family(manProfile({ name: 'Saad Removed', phoneNo: '03331239004' }));
    expect((await call('DELETE', `/api/profile/${man.id}`, api.admin)).statusCode).toBe(204);
    const trail = await api.db
      .selectFrom('history')
      .select(['field', 'actorAccountId'])
      .where('entity', '=', 'profile')
      .where('entityId', '=', man.id)
      .execute();
    expect(trail).toEqual([{ field: 'deleted', actorAccountId: expect.any(Number) }]);
  });
});

describe('download my data', () => {
  it('gives the family its own profile, picture ids and connections as JSON; only to it and matchmakers', async () => {
    const picture = await uploadPicture();
    const woman = await family(
      womanProfile({ name: 'Nida Export', phoneNo: '03451112244', pictures: [picture] }),
    );
    const man = await family(manProfile({ name: 'Umer Export', phoneNo: '03331239005' }));
    expect((await send(woman.id, man.id)).statusCode).toBe(200);

    const response = await call('GET', `/api/profile/${woman.id}/export`, woman.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rishta-profile-${woman.id}.json"`,
    );
    const data = response.json();
    expect(data.profile).toMatchObject({ _id: woman.id, name: 'Nida Export', phoneNo: '+923451112244' });
    expect(data.pictures).toEqual([picture]);
    expect(data.connections).toHaveLength(1);
    expect(data.connections[0].yours).toMatchObject({ profile: woman.id, status: 'Profile Received' });
    expect(data.connections[0].theirs).toMatchObject({ profile: man.id, status: 'Not Received' });
    // Nothing of the other family but its number and its side.
    expect(response.body).not.toContain('Umer');
    expect(response.body).not.toContain('3331239005');

    expect((await call('GET', `/api/profile/${woman.id}/export`)).statusCode).toBe(401);
    expect((await call('GET', `/api/profile/${woman.id}/export`, man.auth)).statusCode).toBe(403);
    expect((await call('GET', `/api/profile/${woman.id}/export`, api.admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/profile/12x/export', api.admin)).statusCode).toBe(400);
  });
});

describe('fees a family can see', () => {
  it('shows its own payments, what is expected and how to pay; never anyone else’s', async () => {
    const woman = await family(womanProfile({ name: 'Fees Own', phoneNo: '03451112255' }));
    const man = await family(manProfile({ name: 'Fees Other', phoneNo: '03331239006' }));
    const paid = await call('POST', `/api/profile/${woman.id}/payments`, api.admin, {
      amount: 5000,
      kind: 'advance',
      method: 'JazzCash',
      receivedOn: '2026-01-05',
      reference: 'TX-SECRET-1',
      note: 'Paid by her uncle, internal note',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(
      (
        await call('POST', `/api/profile/${man.id}/payments`, api.admin, {
          amount: 3000,
          kind: 'advance',
          method: 'Cash',
          receivedOn: '2026-01-06',
        })
      ).statusCode,
    ).toBe(201);

    const response = await call('GET', `/api/profile/${woman.id}/fees`, woman.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      paidFee: 5000,
      expectedAdvanceFee: 5000,
      expectedPostMatchFee: 15000,
      payments: [
        {
          _id: expect.any(Number),
          kind: 'advance',
          amount: 5000,
          receivedOn: '2026-01-05',
          receiptNo: expect.any(String),
        },
      ],
      paymentDetails: 'Meezan Bank, Rishta Bureau, IBAN PK00MEZN0000000000000000\nJazzCash 03001234567',
      whatsapp: api.settings.contact.whatsapp,
    });
    expect(response.body).not.toContain('TX-SECRET-1');
    expect(response.body).not.toContain('uncle');

    expect((await call('GET', `/api/profile/${woman.id}/fees`)).statusCode).toBe(401);
    expect((await call('GET', `/api/profile/${woman.id}/fees`, man.auth)).statusCode).toBe(403);
    expect((await call('GET', `/api/profile/${man.id}/fees`, man.auth)).json().paidFee).toBe(3000);
    expect((await call('GET', `/api/profile/${woman.id}/fees`, api.admin)).statusCode).toBe(200);
    // Families still never see the fees of a profile they are shown.
    expect((await call('GET', `/api/profile/${woman.id}`, man.auth)).body).not.toContain('paidFee');
  });
});
