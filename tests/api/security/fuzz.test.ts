/**
 * Bad input changes nothing (issue 6): fast-check, with a fixed seed, sends 1,000 malformed requests to each
 * endpoint (bodies, queries, path parameters and headers: wrong types, long strings, nesting, nulls, unicode,
 * prototype-pollution keys, numbers out of range, NaN strings, malformed Basic headers, JSON that does not
 * parse, wrong content types, very long query strings). Every answer must be a clear 4xx (or a 2xx from a
 * read-only endpoint where the input happens to be valid): never a 500, always `{ statusCode, error, message }`.
 * After the run every table (but `rate_limits` and `sessions`, which requests legitimately touch) and the
 * picture files are exactly as before.
 *
 * Inputs to endpoints that write are built so that they cannot be valid: bodies are checked against the
 * shared zod schema the server uses and kept only when it refuses them, and ids that name a real profile or
 * connection are kept only where the request is refused for another reason.
 */
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { insertProfile } from '../../support/factories';
import { womanProfile } from '../../support/profiles';
import { basic } from '../../support/test-app';
import { describeFuzzing, fuzzWorld, snapshot, w } from './fuzz-world';

const t = fuzzWorld();
describeFuzzing(1);

/**
 * Inputs the fuzzing found answered with a 500 (or a malformed error body). Each is kept here on its own, with
 * the answer it should get, so that a fix is seen case by case.
 */
describe('inputs the fuzzing found', () => {
  const inject = (c: InjectOptions) => t.app.inject(c);
  const expectClear = async (c: InjectOptions, allowed: number[]) => {
    const response = await inject(c);
    expect(allowed, `${c.method} ${c.url} → ${response.statusCode} ${response.body.slice(0, 200)}`).toContain(
      response.statusCode,
    );
    if (response.statusCode >= 400)
      expect(response.json()).toMatchObject({
        statusCode: response.statusCode,
        error: expect.any(String),
        message: expect.any(String),
      });
    return response;
  };

  it('a NUL character in the Basic user name of GET /api/login is a 401, not a 500', async () => {
    await expectClear(
      {
        method: 'GET',
        url: '/api/login',
        headers: { authorization: basic('a\u0000b@example.pk', 'password') },
        remoteAddress: '10.66.0.1',
      },
      [401],
    );
  });

  it.each(['q', 'caste', 'homeTown', 'jobTitle', 'education', 'city', 'residenceType', 'nativeLanguage'])(
    'a NUL character in the list filter %s is a 400 (or an empty list), not a 500',
    async (key) => {
      for (const authorization of [w.woman.auth, w.admin])
        await expectClear(
          { method: 'GET', url: `/api/profiles?${key}=a%00b`, headers: { authorization } },
          [200, 400],
        );
    },
  );

  it('a NUL character in a profile text field is a 400 and stores nothing (POST, PUT, PATCH aiFilters)', async () => {
    const snap = await snapshot();
    await expectClear(
      { method: 'POST', url: '/api/profile', payload: womanProfile({ aboutYou: 'hello\u0000world' }) },
      [400],
    );
    await expectClear(
      {
        method: 'PUT',
        url: `/api/profile/${w.woman.id}`,
        payload: womanProfile({ name: 'Fuzz\u0000Woman', pictures: [] }),
        headers: { authorization: w.woman.auth },
      },
      [400],
    );
    await expectClear(
      {
        method: 'PATCH',
        url: `/api/profile/${w.woman.id}`,
        payload: { aiFilters: { caste: 'Raj\u0000put' } },
        headers: { authorization: w.admin },
      },
      [400],
    );
    const after = await snapshot();
    expect(after.tables).toEqual(snap.tables);
    expect(after.files).toEqual(snap.files);
  });

  it('a profile id beyond the database integer range is a 400 or 404, not a 500', async () => {
    const big = 2_147_483_648;
    await expectClear(
      {
        method: 'PATCH',
        url: '/api/profile-connection',
        payload: { connectionWith: big, status: 'Profile Accepted' },
        headers: { authorization: w.woman.auth },
      },
      [400, 404],
    );
    await expectClear(
      {
        method: 'POST',
        url: '/api/profile-connection',
        payload: { sentTo: big, profileSent: w.woman.id },
        headers: { authorization: w.admin },
      },
      [400, 404],
    );
    await expectClear(
      {
        method: 'POST',
        url: '/api/profile-connection',
        payload: { sentTo: w.man.id, profileSent: big },
        headers: { authorization: w.admin },
      },
      [400, 404],
    );
    await expectClear(
      {
        method: 'PATCH',
        url: `/api/profile-connection/${big}-${w.man.id}/${w.man.id}`,
        payload: { status: 'Matched' },
        headers: { authorization: w.admin },
      },
      [400, 404],
    );
    await expectClear(
      { method: 'GET', url: `/api/profiles?matchProfileId=${big}`, headers: { authorization: w.admin } },
      [400, 404],
    );
  });

  it('an upload whose multipart content type has no boundary is a 400, not a 500', async () => {
    await expectClear(
      {
        method: 'POST',
        url: '/api/upload',
        payload: 'xxxx',
        headers: { 'content-type': 'multipart/form-data' },
      },
      [400, 415],
    );
  });

  it.each([
    ['GET', '/api/profile/%E0%A4%A'],
    ['PUT', '/api/profile/%'],
    ['GET', '/file/%zz'],
    ['GET', '/api/connections/%/history'],
    ['PATCH', '/api/profile-connection/%-1/1'],
    ['PUT', `/api/profile/${'1'.repeat(250)}`],
    ['DELETE', `/api/profile/${'1'.repeat(250)}`],
    ['PATCH', `/api/profile-connection/1-2/${'1'.repeat(250)}`],
  ] as const)(
    '%s %s (a path the router refuses) is answered with the usual error body',
    async (method, url) => {
      const response = await inject({ method, url, headers: { authorization: w.admin } });
      expect([400, 404, 414]).toContain(response.statusCode);
      expect(response.json()).toMatchObject({
        statusCode: response.statusCode,
        error: expect.any(String),
        message: expect.any(String),
      });
    },
  );

  it.each([
    `/api/profile/${'1'.repeat(250)}`,
    `/file/${'A'.repeat(250)}`,
    `/api/connections/${'1'.repeat(250)}/history`,
    '/api/profile/1/nothing-here',
    '/api/nothing-here',
  ])('GET %s (an API path the router does not know) is a JSON 4xx, not the web page', async (url) => {
    const response = await inject({ method: 'GET', url, headers: { authorization: w.admin } });
    expect(response.headers['content-type'], url).not.toContain('text/html');
    expect([400, 404]).toContain(response.statusCode);
  });
});

/**
 * Loose ids (issue 14, finding 6): `Number()` read `/api/profile/0x10` as 16 and `+1`, `1e0`, ` 1`, `1.0` as 1,
 * and a fuzz run deleted a profile by `+1`. An id is now plain decimal digits without sign, prefix, exponent,
 * spaces, fraction or leading zero (src/shared/ids.ts), in paths, queries and bodies alike; anything else is 400.
 */
describe('ids are plain decimal digits', () => {
  const ID_MESSAGE = 'Profile id must be a number.';
  /** Spellings that Number() or z.coerce read as `id`, and the issue's own examples. */
  const looseSpellingsOf = (id: number) => [
    `0x${id.toString(16)}`,
    `%2B${id}`,
    `${id}e0`,
    `0${id}`,
    `00${id}`,
    `%20${id}`,
    `${id}%20`,
    `${id}.0`,
    `${id}.`,
    `-${id}`,
    `0b${id.toString(2)}`,
  ];
  const ISSUE_EXAMPLES = ['0x10', '+1', '%2B1', '1e1', '01', '-1', '%201', '1.0', '0', '2147483648'];
  const world = async () => {
    const woman = await insertProfile(t.db, { gender: 'Female', age: 25, name: 'Loose Id Woman' });
    const man = await insertProfile(t.db, { gender: 'Male', age: 29, name: 'Loose Id Man' });
    const connection = await t.db
      .insertInto('connections')
      .values({
        profile1Id: man.id,
        profile2Id: woman.id,
        profile1Status: 'Profile Received',
        profile2Status: 'Not Received',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { woman, man, connection: connection.id };
  };
  const as = (authorization: string, c: InjectOptions) =>
    t.app.inject({ ...c, headers: { authorization, ...(c.headers ?? {}) } });
  const refused = async (c: InjectOptions, authorization: string, message = ID_MESSAGE) => {
    const response = await as(authorization, c);
    expect(response.statusCode, `${c.method} ${c.url} ${JSON.stringify(c.payload ?? '')}`).toBe(400);
    expect(response.json().message, `${c.method} ${c.url}`).toBe(message);
  };

  it('GET, PUT, PATCH, DELETE /api/profile/:id and its access token refuse any other spelling with 400', async () => {
    const { woman } = await world();
    const snap = await snapshot();
    for (const id of [...looseSpellingsOf(woman.id), ...ISSUE_EXAMPLES]) {
      const url = `/api/profile/${id}`;
      await refused({ method: 'GET', url }, w.admin);
      await refused({ method: 'PUT', url, payload: womanProfile({ name: 'Renamed' }) }, w.admin);
      await refused({ method: 'PATCH', url, payload: { paidFee: 5000 } }, w.admin);
      await refused({ method: 'POST', url: `${url}/access-token` }, w.admin);
      await refused({ method: 'DELETE', url }, w.admin);
    }
    const after = await snapshot();
    expect(after.tables).toEqual(snap.tables);
    // The plain spelling still names the profile.
    expect((await as(w.admin, { method: 'GET', url: `/api/profile/${woman.id}` })).statusCode).toBe(200);
  });

  it('DELETE /api/profile/+{id} deletes nothing', async () => {
    const { woman } = await world();
    for (const plus of [`+${woman.id}`, `%2B${woman.id}`])
      await refused({ method: 'DELETE', url: `/api/profile/${plus}` }, w.admin);
    const still = await t.db
      .selectFrom('profiles')
      .select('id')
      .where('id', '=', woman.id)
      .executeTakeFirst();
    expect(still?.id).toBe(woman.id);
  });

  it('the connection routes refuse other spellings in the path, the query and the body with 400', async () => {
    const { woman, man, connection } = await world();
    const snap = await snapshot();
    const PAIR_MESSAGE = 'Please name the connection as {profile1Id}-{profile2Id}.';
    for (const id of [...looseSpellingsOf(man.id), ...ISSUE_EXAMPLES]) {
      await refused(
        {
          method: 'PATCH',
          url: `/api/profile-connection/${man.id}-${woman.id}/${id}`,
          payload: { status: 'Matched' },
        },
        w.admin,
      );
      await refused({ method: 'GET', url: `/api/profiles?matchProfileId=${id}` }, w.admin);
    }
    for (const id of looseSpellingsOf(man.id).filter((s) => !s.startsWith('-')))
      for (const pair of [`${id}-${woman.id}`, `${woman.id}-${id}`])
        await refused(
          {
            method: 'PATCH',
            url: `/api/profile-connection/${pair}/${man.id}`,
            payload: { status: 'Matched' },
          },
          w.admin,
          PAIR_MESSAGE,
        );
    for (const id of looseSpellingsOf(connection))
      await refused({ method: 'GET', url: `/api/connections/${id}/history` }, w.admin);

    // Body ids: a JSON integer, or a string of plain decimal digits; nothing else.
    const sameInBody = (id: number) => [
      `0x${id.toString(16)}`,
      `+${id}`,
      `${id}e0`,
      `0${id}`,
      ` ${id}`,
      `${id} `,
      `${id}.0`,
      '',
      id + 0.5,
      -id,
      0,
      2_147_483_648,
      true,
      [id],
    ];
    for (const sentTo of sameInBody(man.id))
      await refused(
        { method: 'POST', url: '/api/profile-connection', payload: { sentTo, profileSent: woman.id } },
        w.admin,
      );
    for (const profileSent of sameInBody(woman.id))
      await refused(
        { method: 'POST', url: '/api/profile-connection', payload: { sentTo: man.id, profileSent } },
        w.admin,
      );
    const manAuth = await t.familyAuth(man);
    for (const connectionWith of sameInBody(woman.id))
      await refused(
        {
          method: 'PATCH',
          url: '/api/profile-connection',
          payload: { connectionWith, status: 'Profile Accepted' },
        },
        manAuth,
      );
    const after = await snapshot();
    expect(after.tables).toEqual(snap.tables);

    // The plain spellings still work, a body id also as a string of digits.
    const timeline = await as(w.admin, { method: 'GET', url: `/api/connections/${connection}/history` });
    expect(timeline.statusCode).toBe(200);
    const answered = await as(manAuth, {
      method: 'PATCH',
      url: '/api/profile-connection',
      payload: { connectionWith: String(woman.id), status: 'Profile Accepted' },
    });
    expect(answered.statusCode).toBe(200);
  });
});
