import { PROFILE_MESSAGES as M } from '@shared/profile-messages';
import { describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';
import { filepondBody, jpegWithGps } from '../support/pictures';
import { manProfile, womanProfile } from '../support/profiles';

const t = apiFixture();
const { call } = t;
const count = async (table: 'profiles' | 'history' | 'pictures') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const row = (id: number) =>
  t.db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function createAsFamily(payload = womanProfile()) {
  const response = await call({ method: 'POST', url: '/api/profile', payload });
  expect(response.statusCode).toBe(201);
  const { _id } = response.json() as { _id: number };
  const { accessToken } = await row(_id);
  return { id: _id, auth: (await t.signIn(String(_id), accessToken)).authorization };
}

async function uploadPicture() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    ...filepondBody(await jpegWithGps(800, 600), 'me.jpg', 'image/jpeg'),
  });
  return response.body;
}

describe('POST /api/profile', () => {
  it('creates a family profile in Review with an access token, normalised phones and default fees; answers only the id', async () => {
    // A family that sends what only matchmakers set is refused whole, not half saved (issue 14).
    const pushed = await call({
      method: 'POST',
      url: '/api/profile',
      payload: { ...womanProfile(), status: 'Active', paidFee: 20000 },
    });
    expect(pushed.statusCode).toBe(400);
    expect(pushed.json().message).toBe('Only the matchmakers can change status.');
    const response = await call({ method: 'POST', url: '/api/profile', payload: womanProfile() });
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json())).toEqual(['_id']);
    const saved = await row(response.json()._id);
    expect(saved).toMatchObject({
      status: 'Review',
      paidFee: 0,
      expectedAdvanceFee: 5000,
      expectedPostMatchFee: 15000,
      phoneNo: '+923001234567',
      familyPhoneNo: '+923217654321',
    });
    expect(saved.accessToken.length).toBeGreaterThanOrEqual(32);
    const history = await t.db
      .selectFrom('history')
      .selectAll()
      .where('entityId', '=', saved.id)
      .where('entity', '=', 'profile')
      .execute();
    expect(history.map((h) => h.field)).toEqual(['created', 'status']);
  });

  it('answers a matchmaker the whole profile, with the admin fields applied', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/profile',
      auth: t.admin,
      payload: { ...manProfile(), status: 'Active', paidFee: 5000 },
    });
    expect(response.statusCode).toBe(201);
    const profile = response.json();
    expect(profile).toMatchObject({
      status: 'Active',
      paidFee: 5000,
      phoneNo: '+923331234567',
      expectedAdvanceFee: 5000,
    });
    expect(profile.loginLink).toBe(`https://rishta.test/login/${profile._id}:${profile.accessToken}`);
  });

  it('attaches uploaded pictures and hands back their addresses, which serve them to a signed-in viewer only', async () => {
    const pictures = [await uploadPicture(), await uploadPicture()];
    const created = await call({
      method: 'POST',
      url: '/api/profile',
      auth: t.admin,
      payload: womanProfile({ pictures }),
    });
    expect(created.statusCode).toBe(201);
    const profile = created.json();
    expect(profile.pictures).toEqual(pictures);
    expect(profile.pictureUrls).toEqual(pictures.map((id) => `/file/${id}`));
    expect((await call({ method: 'GET', url: profile.pictureUrls[0], auth: t.admin })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: profile.thumbnailUrls[1], auth: t.admin })).statusCode).toBe(
      200,
    );
    // The address alone grants nothing (decision 025).
    expect((await call({ method: 'GET', url: profile.pictureUrls[0] })).statusCode).toBe(404);
  });

  it('refuses a picture id that is not an upload, and creates nothing', async () => {
    const before = await count('profiles');
    const response = await call({
      method: 'POST',
      url: '/api/profile',
      payload: womanProfile({ pictures: ['A'.repeat(22)] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.pictureInvalid);
    expect(await count('profiles')).toBe(before);
  });

  const badCases: [string, Record<string, unknown>, string, string][] = [
    ['age missing', { age: '' }, 'age', M.ageRequired],
    ['age 15', { age: 15 }, 'age', M.ageRange],
    ['age 81', { age: 81 }, 'age', M.ageRange],
    ['gender missing', { gender: undefined }, 'gender', M.genderRequired],
    ['city missing', { city: '  ' }, 'city', M.cityRequired],
    ['address missing', { address: '' }, 'address', M.addressRequired],
    ['residence type missing', { residenceType: '' }, 'residenceType', M.residenceTypeRequired],
    ['marital status missing', { maritalStatus: null }, 'maritalStatus', M.maritalStatusRequired],
    [
      'Married for a woman',
      { maritalStatus: 'Married', marriedYears: 2, haveChildren: false },
      'maritalStatus',
      M.marriedNotForFemale,
    ],
    ['disability not answered', { hasDisability: '' }, 'hasDisability', M.hasDisabilityRequired],
    ['disability not described', { hasDisability: true }, 'disabilities', M.disabilitiesRequired],
    ['phone missing', { phoneNo: '' }, 'phoneNo', M.phoneNoRequired],
    ['phone malformed', { phoneNo: '12345' }, 'phoneNo', M.phoneInvalid],
    ['family phone malformed', { familyPhoneNo: '0300-12' }, 'familyPhoneNo', M.phoneInvalid],
    ['religion missing', { religion: '' }, 'religion', M.religionRequired],
    ['sect missing for a Muslim', { sect: '' }, 'sect', M.sectRequired],
    ['native language missing', { nativeLanguage: '' }, 'nativeLanguage', M.nativeLanguageRequired],
    ['brothers missing', { brothers: '' }, 'brothers', M.brothersRequired],
    ['sisters 16', { sisters: 16 }, 'sisters', M.sistersRange],
    [
      'marriage duration missing when divorced',
      { maritalStatus: 'Divorced', haveChildren: false },
      'marriedYears',
      M.marriedYearsRequired,
    ],
    [
      'children question missing when widowed',
      { maritalStatus: 'Widowed', marriedYears: 3 },
      'haveChildren',
      M.haveChildrenRequired,
    ],
    [
      'children count missing',
      { maritalStatus: 'Divorced', marriedYears: 1.5, haveChildren: true },
      'children',
      M.childrenRequired,
    ],
    [
      'children 51',
      { maritalStatus: 'Divorced', marriedYears: 1, haveChildren: true, children: 51 },
      'children',
      M.childrenRange,
    ],
    ['other job type missing', { jobType: 'Other' }, 'otherJobType', M.otherJobTypeRequired],
    ['work country missing', { workCountry: '' }, 'workCountry', M.workCountryRequired],
    ['height 11 ft', { heightFt: 11 }, 'heightFt', M.heightFtRange],
    ['inches 13', { heightIn: 13 }, 'heightIn', M.heightInRange],
    ['income not in thousands', { monthlyIncome: 80500 }, 'monthlyIncome', M.monthlyIncomeStep],
    ['income too high', { monthlyIncome: 10_001_000 }, 'monthlyIncome', M.monthlyIncomeRange],
  ];
  it.each(badCases)(
    'refuses %s with 400 and its message, changing nothing',
    async (_, change, path, message) => {
      const before = [await count('profiles'), await count('history')];
      const response = await call({ method: 'POST', url: '/api/profile', payload: womanProfile(change) });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.errors).toContainEqual({ path, message });
      expect([await count('profiles'), await count('history')]).toEqual(before);
    },
  );

  it('refuses a body that is not JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      payload: '{"age": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
  });
});

describe('GET /api/profile/{id}', () => {
  it('gives a matchmaker everything, including the access token and login link', async () => {
    const { id } = await createAsFamily();
    const response = await call({
      method: 'GET',
      url: `/api/profile/${id}?withConnections=true`,
      auth: t.admin,
    });
    expect(response.statusCode).toBe(200);
    const { profile, connections, connection } = response.json();
    expect(profile).toMatchObject({
      _id: id,
      name: 'Ayesha Khan',
      phoneNo: '+923001234567',
      status: 'Review',
      paidFee: 0,
    });
    expect(profile.accessToken).toBeTruthy();
    expect(profile.loginLink).toContain(`/login/${id}:`);
    expect(connections).toEqual([]);
    expect(connection).toBeNull();
  });

  it('gives a family its own profile without the admin fields (its own requirements are its own)', async () => {
    const { id, auth } = await createAsFamily();
    const { profile } = (await call({ method: 'GET', url: `/api/profile/${id}`, auth })).json();
    expect(profile).toMatchObject({
      _id: id,
      phoneNo: '+923001234567',
      address: 'Block C, Model Town',
      name: 'Ayesha Khan',
      aiFilters: {},
    });
    for (const field of [
      'accessToken',
      'loginLink',
      'paidFee',
      'expectedAdvanceFee',
      'defaultAiFilters',
      'requirementsSetBy',
      'restrictPhotosVisibility',
    ]) {
      expect(profile).not.toHaveProperty(field);
    }
  });

  it('is 404 for another family with no connection, 401 for anonymous, 400 for a bad id', async () => {
    const { id } = await createAsFamily();
    const other = await createAsFamily(manProfile());
    expect((await call({ method: 'GET', url: `/api/profile/${id}`, auth: other.auth })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `/api/profile/${id}` })).statusCode).toBe(401);
    const bad = await call({ method: 'GET', url: '/api/profile/abc', auth: t.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Profile id must be a number.');
    expect((await call({ method: 'GET', url: '/api/profile/99999', auth: t.admin })).statusCode).toBe(404);
  });

  it("shows a connected man a woman's profile without her phone, address, name or pictures until she accepts", async () => {
    const pictures = [await uploadPicture()];
    const woman = await createAsFamily(womanProfile({ pictures }));
    const man = await createAsFamily(manProfile());
    const connection = await t.db
      .insertInto('connections')
      .values({
        profile1Id: woman.id,
        profile2Id: man.id,
        profile1Status: 'Profile Received',
        profile2Status: 'Profile Received',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const before = (await call({ method: 'GET', url: `/api/profile/${woman.id}`, auth: man.auth })).json();
    const serialised = JSON.stringify(before);
    for (const secret of [
      'Ayesha',
      '+923001234567',
      '3001234567',
      'Model Town',
      'ayesha.family',
      'Imran',
      pictures[0],
    ]) {
      expect(serialised).not.toContain(secret);
    }
    expect(before.profile.picturesHidden).toBe(true);
    expect(before.connection.profile1.status).toBe('Profile Received');

    await t.db
      .updateTable('connections')
      .set({ profile1Status: 'Profile Accepted' })
      .where('id', '=', connection.id)
      .execute();
    const after = (await call({ method: 'GET', url: `/api/profile/${woman.id}`, auth: man.auth })).json();
    expect(after.profile.name).toBe('Ayesha Khan');
    expect(after.profile.pictures).toEqual(pictures);
    expect(JSON.stringify(after)).not.toContain('+923001234567');

    await t.db
      .updateTable('profiles')
      .set({ restrictPhotosVisibility: true })
      .where('id', '=', woman.id)
      .execute();
    const restricted = (
      await call({ method: 'GET', url: `/api/profile/${woman.id}`, auth: man.auth })
    ).json();
    expect(JSON.stringify(restricted)).not.toContain(pictures[0]);
  });
});

describe('PUT /api/profile/{id}', () => {
  it('lets a family edit its own profile but never the admin fields, and clears hidden answers', async () => {
    const { id, auth } = await createAsFamily(
      womanProfile({ maritalStatus: 'Divorced', marriedYears: 2, haveChildren: false }),
    );
    expect((await row(id)).marriedYears).toBe(2);
    const response = await call({
      method: 'PUT',
      url: `/api/profile/${id}`,
      auth,
      payload: womanProfile({ city: 'Karachi', maritalStatus: 'Single' }),
    });
    expect(response.statusCode).toBe(200);
    for (const pushed of [{ status: 'Active' }, { paidFee: 100000 }, { accessToken: 'mine' }]) {
      const refused = await call({
        method: 'PUT',
        url: `/api/profile/${id}`,
        auth,
        payload: womanProfile({ city: 'Quetta', maritalStatus: 'Single', ...pushed }),
      });
      expect(refused.statusCode).toBe(400);
    }
    expect(await row(id)).toMatchObject({
      city: 'Karachi',
      status: 'Review',
      paidFee: 0,
      marriedYears: null,
      haveChildren: null,
    });
    expect((await row(id)).accessToken).not.toBe('mine');
  });

  it("refuses another family's profile, anonymous callers and bad bodies", async () => {
    const { id } = await createAsFamily();
    const other = await createAsFamily(manProfile());
    expect(
      (await call({ method: 'PUT', url: `/api/profile/${id}`, auth: other.auth, payload: womanProfile() }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call({ method: 'PUT', url: `/api/profile/${id}`, payload: womanProfile() })).statusCode,
    ).toBe(401);
    const bad = await call({
      method: 'PUT',
      url: `/api/profile/${id}`,
      auth: t.admin,
      payload: womanProfile({ age: 90 }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.ageRange);
    expect((await row(id)).age).toBe(26);
  });

  it('lets a matchmaker edit any profile and its admin fields, with history', async () => {
    const { id } = await createAsFamily();
    const response = await call({
      method: 'PUT',
      url: `/api/profile/${id}`,
      auth: t.admin,
      payload: { ...womanProfile({ age: 27 }), status: 'Active', paidFee: 5000 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ age: 27, status: 'Active', paidFee: 5000 });
    const fields = (
      await t.db.selectFrom('history').select('field').where('entityId', '=', id).execute()
    ).map((h) => h.field);
    expect(fields).toEqual(expect.arrayContaining(['status', 'paidFee']));
  });
});

describe('PATCH /api/profile/{id}', () => {
  it('sets status with a reason, paid fee and settings, each recorded in history', async () => {
    const { id } = await createAsFamily();
    const patch = (payload: object) =>
      call({ method: 'PATCH', url: `/api/profile/${id}`, auth: t.admin, payload });

    const noReason = await patch({ status: 'InActive' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please select the reason');

    expect((await patch({ status: 'InActive', inactiveReason: 'Matched (Elsewhere)' })).json()).toMatchObject(
      {
        status: 'InActive',
        inactiveReason: 'Matched (Elsewhere)',
      },
    );
    expect((await patch({ status: 'Active' })).json()).toMatchObject({
      status: 'Active',
      inactiveReason: null,
    });

    expect((await patch({ paidFee: 5500 })).json().message).toBe('Fee must be in steps of 1000');
    expect((await patch({ paidFee: 100001 })).statusCode).toBe(400);
    expect((await patch({ paidFee: 5000 })).json().paidFee).toBe(5000);

    const settings = await patch({
      restrictPhotosVisibility: true,
      expectedAdvanceFee: 10000,
      expectedPostMatchFee: 20000,
    });
    expect(settings.json()).toMatchObject({
      restrictPhotosVisibility: true,
      expectedAdvanceFee: 10000,
      expectedPostMatchFee: 20000,
    });

    const history = await t.db
      .selectFrom('history')
      .select(['field', 'fromValue', 'toValue', 'actorAccountId'])
      .where('entityId', '=', id)
      .where('field', '!=', 'created')
      .orderBy('id')
      .execute();
    expect(history.map((h) => `${h.field}:${h.fromValue}>${h.toValue}`)).toEqual([
      'status:null>Review',
      'status:Review>InActive',
      'inactiveReason:null>Matched (Elsewhere)',
      'status:InActive>Active',
      'inactiveReason:Matched (Elsewhere)>null',
      'paidFee:0>5000',
      'expectedAdvanceFee:5000>10000',
      'expectedPostMatchFee:15000>20000',
      'restrictPhotosVisibility:false>true',
    ]);
    expect(history.at(-1)?.actorAccountId).toBeTypeOf('number');
  });

  it('is for matchmakers only', async () => {
    const { id, auth } = await createAsFamily();
    expect(
      (await call({ method: 'PATCH', url: `/api/profile/${id}`, auth, payload: { paidFee: 5000 } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call({ method: 'PATCH', url: `/api/profile/${id}`, payload: { paidFee: 5000 } })).statusCode,
    ).toBe(401);
    expect((await row(id)).paidFee).toBe(0);
  });
});

describe('DELETE /api/profile/{id}', () => {
  it('removes the profile, its pictures and connections; history stays', async () => {
    const pictures = [await uploadPicture()];
    const { id } = await createAsFamily(womanProfile({ pictures }));
    const other = await insertProfile(t.db);
    await t.db.insertInto('connections').values({ profile1Id: id, profile2Id: other.id }).execute();
    const family = await createAsFamily(manProfile());

    expect((await call({ method: 'DELETE', url: `/api/profile/${id}`, auth: family.auth })).statusCode).toBe(
      403,
    );
    expect((await call({ method: 'DELETE', url: `/api/profile/${id}` })).statusCode).toBe(401);
    expect((await call({ method: 'DELETE', url: `/api/profile/${id}`, auth: t.admin })).statusCode).toBe(204);
    expect((await call({ method: 'DELETE', url: `/api/profile/${id}`, auth: t.admin })).statusCode).toBe(404);

    expect(
      await t.db.selectFrom('profiles').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await t.db.selectFrom('pictures').select('id').where('id', '=', pictures[0]).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await t.db.selectFrom('connections').select('id').where('profile1Id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    const trail = await t.db
      .selectFrom('history')
      .select('field')
      .where('entity', '=', 'profile')
      .where('entityId', '=', id)
      .execute();
    expect(trail.map((h) => h.field)).toContain('deleted');
  });
});

describe('PATCH /api/profile/{id} {aiFilters}', () => {
  it('sets the partner preferences, which then decide matching, with history; bad values are 400', async () => {
    const { id } = await createAsFamily(manProfile());
    const patch = (payload: object) =>
      call({ method: 'PATCH', url: `/api/profile/${id}`, auth: t.admin, payload });
    const before = (await call({ method: 'GET', url: `/api/profile/${id}`, auth: t.admin })).json().profile;
    expect(before.aiFilters).toEqual({});
    expect(before.defaultAiFilters).toMatchObject({ minAge: 24, maxAge: 30 });

    const response = await patch({
      aiFilters: { minAge: 25, maxAge: 29, caste: 'Rajput', maritalStatus: ['Single'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().aiFilters).toEqual({
      minAge: 25,
      maxAge: 29,
      caste: 'Rajput',
      maritalStatus: ['Single'],
    });
    const saved = await row(id);
    expect(saved).toMatchObject({ prefMinAge: 25, effMinAge: 25, effMaxAge: 29, effCaste: 'Rajput' });

    expect((await patch({ aiFilters: { minAge: 31, maxAge: 29 } })).json().message).toBe(
      'Minimum age cannot be above maximum age',
    );
    expect((await patch({ aiFilters: { sect: 'Other' } })).statusCode).toBe(400);
    expect((await row(id)).prefMinAge).toBe(25);

    expect((await patch({ aiFilters: {} })).json().aiFilters).toEqual({});
    expect((await row(id)).effMinAge).toBe(24);
    const trail = await t.db
      .selectFrom('history')
      .select('field')
      .where('entityId', '=', id)
      .where('field', '=', 'aiFilters')
      .execute();
    expect(trail).toHaveLength(2);
  });
});
