/**
 * Issue 25, item 9 (decision 048): SPEC §7's `PUT /api/profile/{id}` takes the whole profile. A family or a
 * matchmaker may send back every field its own `GET` answered with one change: a read-only field (`_id`,
 * `status` for a family, `thumbnails`, `accessToken`, `loginLink`, `createdAt`, `privacyNote`,
 * `verifications`…) equal to the stored value is accepted and ignored; a different value is a 400 naming the
 * field, and nothing is saved; an unknown field stays a 400.
 */
import { describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { filepondBody, jpegWithGps } from '../support/pictures';
import { manProfile, womanProfile } from '../support/profiles';

const t = apiFixture();
const { call } = t;
const row = (id: number) =>
  t.db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const historyCount = async (id: number) =>
  (await t.db.selectFrom('history').select('id').where('entityId', '=', id).execute()).length;

async function upload(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    ...filepondBody(await jpegWithGps(400, 300), 'me.jpg', 'image/jpeg'),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.body;
}

/** An Active family with a picture, signed in. */
async function activeFamily(payload: Record<string, unknown>) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/profile',
    payload: { ...payload, pictures: [await upload()] },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { _id: number })._id;
  expect(
    (await call({ method: 'PATCH', url: `/api/profile/${id}`, auth: t.admin, payload: { status: 'Active' } }))
      .statusCode,
  ).toBe(200);
  const { accessToken } = await row(id);
  return { id, auth: (await t.signIn(String(id), accessToken)).authorization };
}

const own = async (auth: string, id: number) => {
  const response = await call({ method: 'GET', url: `/api/profile/${id}`, auth });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { profile: Record<string, unknown> }).profile;
};

describe('PUT /api/profile/{id} with the whole profile its GET answered', () => {
  it('saves a family’s one change, with every read-only field sent back as it was', async () => {
    const family = await activeFamily(womanProfile());
    const profile = await own(family.auth, family.id);
    // What a family's own GET carries beyond the form's fields.
    for (const key of [
      '_id',
      'status',
      'thumbnails',
      'pictureUrls',
      'createdAt',
      'updatedAt',
      'verifications',
    ])
      expect(profile).toHaveProperty(key);
    const saved = await call({
      method: 'PUT',
      url: `/api/profile/${family.id}`,
      auth: family.auth,
      payload: {
        ...profile,
        monthlyIncome: 90000,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ monthlyIncome: 90000, status: 'Active' });
    expect(await row(family.id)).toMatchObject({ monthlyIncome: 90000, status: 'Active' });
  });

  it('saves a matchmaker’s one change, with the login link, token and partner requirements sent back', async () => {
    const family = await activeFamily(manProfile());
    const profile = await own(t.admin, family.id);
    for (const key of [
      'accessToken',
      'loginLink',
      'aiFilters',
      'defaultAiFilters',
      'paidFee',
      'familyEditedAt',
    ])
      expect(profile).toHaveProperty(key);
    const saved = await call({
      method: 'PUT',
      url: `/api/profile/${family.id}`,
      auth: t.admin,
      payload: {
        ...profile,
        jobTitle: 'Architect',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await row(family.id)).toMatchObject({ jobTitle: 'Architect', status: 'Active' });
    // The profile as read before that save is stale now: 409 naming what changed since its version (decision
    // 055), nothing saved; without the version, its updatedAt still tells the same.
    const stale = await call({
      method: 'PUT',
      url: `/api/profile/${family.id}`,
      auth: t.admin,
      payload: { ...profile, jobTitle: 'Builder' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().fields).toEqual([{ name: 'jobTitle', yours: 'Builder', theirs: 'Architect' }]);
    const { version: _v, ...versionless } = profile;
    const staleAt = await call({
      method: 'PUT',
      url: `/api/profile/${family.id}`,
      auth: t.admin,
      payload: {
        ...versionless,
        jobTitle: 'Builder',
      },
    });
    expect(staleAt.statusCode).toBe(409);
    expect(staleAt.json().message).toContain('updatedAt');
    // A read-only field changed by a matchmaker is refused too, naming the field.
    const fresh = await own(t.admin, family.id);
    const token = await call({
      method: 'PUT',
      url: `/api/profile/${family.id}`,
      auth: t.admin,
      payload: {
        ...fresh,
        jobTitle: 'Builder',
        accessToken: 'x'.repeat(32),
      },
    });
    expect(token.statusCode).toBe(400);
    expect(token.json().message).toContain('accessToken');
    expect(await row(family.id)).toMatchObject({ jobTitle: 'Architect', accessToken: profile.accessToken });
  });

  it('refuses a family’s changed _id, status or thumbnails, naming the field, and saves nothing', async () => {
    const family = await activeFamily(womanProfile({ phoneNo: '03001112223' }));
    const profile = await own(family.auth, family.id);
    const before = await row(family.id);
    const history = await historyCount(family.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ _id: family.id + 1 }, '_id'],
      [{ status: 'InActive' }, 'status'],
      [{ thumbnails: [] }, 'thumbnails'],
      [{ createdAt: '2020-01-01T00:00:00.000Z' }, 'createdAt'],
    ];
    for (const [change, field] of cases) {
      const response = await call({
        method: 'PUT',
        url: `/api/profile/${family.id}`,
        auth: family.auth,
        payload: {
          ...profile,
          monthlyIncome: 120000,
          ...change,
        },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message, field).toContain(field);
    }
    // A field nobody's GET answers stays unknown.
    const unknown = await call({
      method: 'PUT',
      url: `/api/profile/${family.id}`,
      auth: family.auth,
      payload: {
        ...profile,
        nickname: 'Ayu',
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown field: nickname. Nothing was saved.');
    expect(await row(family.id)).toEqual(before);
    expect(await historyCount(family.id)).toBe(history);
  });

  it('still refuses read-only fields in a new profile (POST)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      payload: { ...womanProfile({ phoneNo: '03009998887' }), _id: 5 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Unknown field: _id. Nothing was saved.');
  });
});
