/**
 * Issue 18 (decision 036): a matchmaker records the checks done on a profile with
 * `PATCH /api/profile/{id} { verifications: { phone, cnic, meeting, education } }` (booleans, any of them),
 * each change in the history with who and when; every viewer who may see the profile receives the four
 * answers, and nothing but yes or no is stored.
 */
import type { ProfileHistoryEntry } from '@shared/profile-view';
import { NO_VERIFICATIONS, VERIFICATION_MESSAGES } from '@shared/verifications';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../../src/server/auth/viewer';
import { PROFILE_NOT_FOUND } from '../../src/server/privacy/reach';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';
import { womanProfile } from '../support/profiles';
import { ADMIN } from '../support/test-app';

/** No session: the helpers' `auth` for an anonymous caller (undefined would mean the matchmaker). */
const ANONYMOUS = '';

const t = apiFixture();
const { call } = t;
const patch = (id: number | string, payload: unknown, auth = t.admin) =>
  call({ method: 'PATCH', url: `/api/profile/${id}`, auth, payload: payload as InjectOptions['payload'] });
const get = (id: number, auth = t.admin) => call({ method: 'GET', url: `/api/profile/${id}`, auth });
const historyOf = async (id: number) =>
  (
    (
      await call({ method: 'GET', url: `/api/profile/${id}/history`, auth: t.admin })
    ).json() as ProfileHistoryEntry[]
  )
    .filter((e) => e.field.startsWith('verified'))
    .map((e) => [e.field, e.from, e.to, e.by]);
const stored = (id: number) =>
  t.db
    .selectFrom('profiles')
    .select(['verifiedPhone', 'verifiedCnic', 'verifiedMeeting', 'verifiedEducation', 'updatedAt'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A woman (the profile checked), a man connected to her and a family of her own, all signed in. */
async function world() {
  const woman = await insertProfile(t.db, { gender: 'Female', age: 26 });
  const man = await insertProfile(t.db, { gender: 'Male', age: 28 });
  await t.db
    .insertInto('connections')
    .values({
      profile1Id: man.id,
      profile2Id: woman.id,
      profile1Status: 'Profile Received',
      profile2Status: 'Not Received',
    })
    .execute();
  return {
    woman: { id: woman.id, auth: await t.familyAuth(woman) },
    man: { id: man.id, auth: await t.familyAuth(man) },
  };
}

describe('PATCH /api/profile/{id} { verifications }', () => {
  it('starts with no check done, for the matchmaker and for every family that may see the profile', async () => {
    const { woman, man } = await world();
    expect((await get(woman.id)).json().profile.verifications).toEqual(NO_VERIFICATIONS);
    expect((await get(woman.id, woman.auth)).json().profile.verifications).toEqual(NO_VERIFICATIONS);
    expect((await get(woman.id, man.auth)).json().profile.verifications).toEqual(NO_VERIFICATIONS);
    // A profile submitted through the form starts the same.
    const created = await call({ method: 'POST', url: '/api/profile', payload: womanProfile() });
    expect(created.statusCode, created.body).toBe(201);
    expect((await get(created.json()._id)).json().profile.verifications).toEqual(NO_VERIFICATIONS);
  });

  it('sets the checks it names and keeps the others, answering the updated profile', async () => {
    const { woman } = await world();
    const first = await patch(woman.id, { verifications: { phone: true } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().verifications).toEqual({ ...NO_VERIFICATIONS, phone: true });

    const second = await patch(woman.id, { verifications: { cnic: true, meeting: true } });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().verifications).toEqual({
      phone: true,
      cnic: true,
      meeting: true,
      education: false,
    });

    const third = await patch(woman.id, {
      verifications: { phone: false, cnic: true, meeting: true, education: true },
    });
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json().verifications).toEqual({ phone: false, cnic: true, meeting: true, education: true });
    expect(await stored(woman.id)).toMatchObject({
      verifiedPhone: false,
      verifiedCnic: true,
      verifiedMeeting: true,
      verifiedEducation: true,
    });
  });

  it('keeps each change in the history with who, from and to; a check sent unchanged adds nothing', async () => {
    const { woman } = await world();
    expect((await patch(woman.id, { verifications: { phone: true, education: false } })).statusCode).toBe(
      200,
    );
    expect((await patch(woman.id, { verifications: { phone: true } })).statusCode).toBe(200);
    expect((await patch(woman.id, { verifications: { phone: false, meeting: true } })).statusCode).toBe(200);
    expect(await historyOf(woman.id)).toEqual([
      ['verifiedPhone', 'false', 'true', ADMIN.email],
      ['verifiedPhone', 'true', 'false', ADMIN.email],
      ['verifiedMeeting', 'false', 'true', ADMIN.email],
    ]);
  });

  it('refuses anything but one to four known checks, each true or false, and saves nothing', async () => {
    const { woman } = await world();
    expect((await patch(woman.id, { verifications: { cnic: true } })).statusCode).toBe(200);
    const before = await stored(woman.id);
    const refused: [unknown, string][] = [
      [{ verifications: {} }, VERIFICATION_MESSAGES.empty],
      [{ verifications: { phone: 'true' } }, VERIFICATION_MESSAGES.notABoolean('phone')],
      [{ verifications: { education: 1 } }, VERIFICATION_MESSAGES.notABoolean('education')],
      [{ verifications: { meeting: null } }, VERIFICATION_MESSAGES.notABoolean('meeting')],
      [
        { verifications: { phone: true, cnicNumber: '35202-1234567-1' } },
        'Unknown field: verifications.cnicNumber. Nothing was saved.',
      ],
      [{ verifications: true }, VERIFICATION_MESSAGES.notAnObject],
      [{ verifications: [true] }, VERIFICATION_MESSAGES.notAnObject],
      [{ verifications: null }, VERIFICATION_MESSAGES.notAnObject],
      [{ verifications: { phone: true }, paidFee: 5000 }, 'Unknown field: paidFee. Nothing was saved.'],
      [
        { aiFilters: { minAge: 20 }, verifications: { phone: true } },
        'Unknown field: aiFilters. Nothing was saved.',
      ],
      [{ status: 'Active', verifications: { phone: true } }, 'Unknown field: status. Nothing was saved.'],
    ];
    for (const [payload, message] of refused) {
      const response = await patch(woman.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(await stored(woman.id)).toEqual(before);
    expect(await historyOf(woman.id)).toEqual([['verifiedCnic', 'false', 'true', ADMIN.email]]);
  });

  it('is for matchmakers only: 401 without a session, 403 for a family (its own profile too), 404 for no profile', async () => {
    const { woman, man } = await world();
    for (const auth of [woman.auth, man.auth]) {
      const response = await patch(woman.id, { verifications: { phone: true } }, auth);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(ADMIN_ONLY_MESSAGE);
    }
    expect((await patch(woman.id, { verifications: { phone: true } }, ANONYMOUS)).statusCode).toBe(401);
    const missing = await patch(2_000_000_000, { verifications: { phone: true } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PROFILE_NOT_FOUND);
    expect((await patch('+1', { verifications: { phone: true } })).statusCode).toBe(400);
    expect(await stored(woman.id)).toMatchObject({ verifiedPhone: false });
    expect(await historyOf(woman.id)).toEqual([]);
  });

  it('cannot be set through a whole-profile save, by a family or a matchmaker', async () => {
    const { woman } = await world();
    const own = (await get(woman.id, woman.auth)).json().profile;
    for (const auth of [woman.auth, t.admin]) {
      const response = await call({
        method: 'PUT',
        url: `/api/profile/${woman.id}`,
        auth,
        payload: { ...womanProfile({ name: own.name }), verifications: { phone: true } },
      });
      expect(response.statusCode).toBe(400);
      // The checks are read-only in a whole profile sent back (decision 048): sent changed, they are refused.
      expect(response.json().message).toBe('verifications cannot be changed. Nothing was saved.');
    }
    expect(await stored(woman.id)).toMatchObject({ verifiedPhone: false });
  });
});

describe('what families receive', () => {
  it('the checks done reach every family that may see the profile: its page, the list, its connections', async () => {
    const { woman, man } = await world();
    expect((await patch(woman.id, { verifications: { phone: true, meeting: true } })).statusCode).toBe(200);
    const expected = { phone: true, cnic: false, meeting: true, education: false };
    // Her own family, and the connected man.
    expect((await get(woman.id, woman.auth)).json().profile.verifications).toEqual(expected);
    expect((await get(woman.id, man.auth)).json().profile.verifications).toEqual(expected);
    // His list (she is a two-way match of his) and his connections.
    const list = await call({ method: 'GET', url: '/api/profiles', auth: man.auth });
    expect(list.statusCode, list.body).toBe(200);
    const card = list.json().profiles.find((p: { _id: number }) => p._id === woman.id);
    expect(card?.verifications).toEqual(expected);
    const connections = await call({ method: 'GET', url: '/api/connections', auth: man.auth });
    const her = JSON.stringify(connections.json());
    expect(her).toContain(`"verifications":${JSON.stringify(expected)}`);
    // Nothing else about the checks: no who, no when, no document.
    const body = (await get(woman.id, man.auth)).body;
    expect(body).not.toContain(ADMIN.email);
    expect(body).not.toMatch(/verified(Phone|Cnic|Meeting|Education)/);
  });

  it('a family that may not see the profile receives nothing of it (404), checks or not', async () => {
    const { woman } = await world();
    const stranger = await insertProfile(t.db, { gender: 'Male', age: 70, maritalStatus: 'Married' });
    const auth = await t.familyAuth(stranger);
    expect((await patch(woman.id, { verifications: { phone: true } })).statusCode).toBe(200);
    const response = await get(woman.id, auth);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('verifications');
  });
});
