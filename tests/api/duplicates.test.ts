/**
 * Issue 18 (decision 038): possible duplicates. On create and on every save, profiles that share a phone (own
 * or family, in any accepted format, either way round) or the same name, father's name and city are possible
 * duplicates of each other. Matchmakers see `duplicates: [{ _id, matchedOn, label, status }]` in
 * GET /api/profile/{id}, `possibleDuplicate` on list cards and the filter `duplicates=true`; they dismiss a
 * pair ("Not a duplicate", `POST /api/profile/{id}/duplicates/{otherId}/dismiss`), which is kept, and may undo
 * it (`DELETE`). Families are never told.
 */
import type { Duplicate } from '@shared/duplicates';
import { DUPLICATE_MESSAGES } from '@shared/duplicates';
import type { ProfileCard, ProfileList } from '@shared/profile-list-schema';
import type { ProfileHistoryEntry } from '@shared/profile-view';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../../src/server/auth/viewer';
import { fillDuplicateKeys } from '../../src/server/db/migrations/011-duplicates';
import { PROFILE_NOT_FOUND } from '../../src/server/privacy/reach';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';
import { manProfile, womanProfile } from '../support/profiles';
import { ADMIN } from '../support/test-app';

/** No session: the helpers' `auth` for an anonymous caller (undefined would mean the matchmaker). */
const ANONYMOUS = '';

const t = apiFixture();
const { call } = t;

/** A number of its own for each test (0300 77xxxxx), as the family typed it. */
let numbers = 0;
const nextNumber = () => {
  numbers += 1;
  return `0300 77${String(numbers).padStart(5, '0')}`;
};
/** A Pakistani local number in another accepted spelling. */
const spelled = (local: string, form: 'plus' | 'double0' | 'trunk' | 'dashed' | 'brackets') => {
  const digits = local.replace(/\D/g, '').slice(1); // 300 77xxxxx
  if (form === 'plus') return `+92 ${digits.slice(0, 3)} ${digits.slice(3)}`;
  if (form === 'double0') return `0092${digits}`;
  if (form === 'trunk') return `+92 0${digits.slice(0, 3)}-${digits.slice(3)}`;
  if (form === 'dashed') return `0${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `(0${digits.slice(0, 3)}) ${digits.slice(3)}`;
};

type Family = { id: number; auth: string };
let names = 0;
/**
 * A profile submitted through the form by its family (no session), made Active, its family signed in. Each
 * gets a name of its own and no family phone unless given, so it matches nothing by chance.
 */
async function submitted(overrides: Record<string, unknown> = {}): Promise<Family> {
  names += 1;
  const payload = womanProfile({
    name: `Dupcheck Person${'x'.repeat(names)}`,
    fatherName: `Dupcheck Father${'y'.repeat(names)}`,
    phoneNo: nextNumber(),
    familyPhoneNo: '',
    ...overrides,
  });
  const created = await call({ method: 'POST', url: '/api/profile', payload });
  expect(created.statusCode, created.body).toBe(201);
  expect(Object.keys(created.json())).toEqual(['_id']);
  const id = created.json()._id as number;
  const activated = await call({
    method: 'PATCH',
    url: `/api/profile/${id}`,
    auth: t.admin,
    payload: { status: 'Active' },
  });
  expect(activated.statusCode, activated.body).toBe(200);
  const { accessToken } = await t.db
    .selectFrom('profiles')
    .select('accessToken')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, auth: (await t.signIn(String(id), accessToken)).authorization };
}

/** The profile's whole form as stored, for a save that changes only `changes`. */
async function formOf(id: number) {
  const row = await t.db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return womanProfile({
    name: row.name ?? undefined,
    fatherName: row.fatherName ?? undefined,
    phoneNo: row.phoneNo,
    familyPhoneNo: row.familyPhoneNo ?? '',
    city: row.city,
    gender: row.gender,
    age: row.age,
  });
}
async function save(id: number, changes: Record<string, unknown>, auth: string) {
  const response = await call({
    method: 'PUT',
    url: `/api/profile/${id}`,
    auth,
    payload: { ...(await formOf(id)), ...changes },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function duplicatesOf(id: number): Promise<Duplicate[]> {
  const response = await call({ method: 'GET', url: `/api/profile/${id}`, auth: t.admin });
  expect(response.statusCode, response.body).toBe(200);
  const duplicates = response.json().duplicates as Duplicate[] | undefined;
  expect(duplicates).toBeDefined();
  return duplicates ?? [];
}
const matchedOf = async (id: number) =>
  Object.fromEntries((await duplicatesOf(id)).map((d) => [d._id, d.matchedOn]));

const dismiss = (id: number | string, otherId: number | string, auth = t.admin) =>
  call({ method: 'POST', url: `/api/profile/${id}/duplicates/${otherId}/dismiss`, auth });
const undo = (id: number | string, otherId: number | string, auth = t.admin) =>
  call({ method: 'DELETE', url: `/api/profile/${id}/duplicates/${otherId}/dismiss`, auth });

const dismissals = () =>
  t.db.selectFrom('duplicateDismissals').selectAll().orderBy('profile1Id').orderBy('profile2Id').execute();
const duplicateHistory = async (id: number) =>
  (
    (
      await call({ method: 'GET', url: `/api/profile/${id}/history`, auth: t.admin })
    ).json() as ProfileHistoryEntry[]
  )
    .filter((e) => e.field.startsWith('duplicate'))
    .map((e) => [e.field, e.from, e.to, e.by]);

describe('what makes two profiles possible duplicates', () => {
  it('the same phone in every accepted format, each listing the other with its label and status', async () => {
    const phone = nextNumber();
    const first = await submitted({ phoneNo: phone, city: 'Lahore', age: 26 });
    const others: number[] = [];
    for (const form of ['plus', 'double0', 'trunk', 'dashed', 'brackets'] as const)
      others.push((await submitted({ phoneNo: spelled(phone, form) })).id);

    const listed = await duplicatesOf(first.id);
    expect(listed.map((d) => d._id)).toEqual(others);
    for (const duplicate of listed) expect(duplicate.matchedOn).toEqual(['phone']);
    for (const other of others) expect(await matchedOf(other)).toMatchObject({ [first.id]: ['phone'] });
    const [second] = await duplicatesOf(others[0] as number);
    expect(second).toEqual({
      _id: first.id,
      matchedOn: ['phone'],
      label: `${(await formOf(first.id)).name} · #${first.id} · 26 · Lahore`,
      status: 'Active',
    });
  });

  it('the same family phone; one profile’s phone as the other’s family phone, either way round', async () => {
    const family = nextNumber();
    const a = await submitted({ familyPhoneNo: family });
    const sameFamilyPhone = await submitted({ familyPhoneNo: spelled(family, 'plus') });
    const ownIsTheirFamily = await submitted({ phoneNo: spelled(family, 'double0') });
    expect(await matchedOf(a.id)).toEqual({
      [sameFamilyPhone.id]: ['familyPhone'],
      [ownIsTheirFamily.id]: ['phoneAndFamilyPhone'],
    });
    expect(await matchedOf(ownIsTheirFamily.id)).toEqual({
      [a.id]: ['phoneAndFamilyPhone'],
      [sameFamilyPhone.id]: ['phoneAndFamilyPhone'],
    });
  });

  it('the same name, father’s name and city, whatever the case and spacing; never across cities', async () => {
    const a = await submitted({ name: 'Rabia Dupname', fatherName: 'Khalid Dupfather', city: 'Multan' });
    const same = await submitted({
      name: ' rabia  DUPNAME ',
      fatherName: 'khalid dupfather',
      city: 'multan',
    });
    const otherCity = await submitted({
      name: 'Rabia Dupname',
      fatherName: 'Khalid Dupfather',
      city: 'Karachi',
    });
    const otherFather = await submitted({
      name: 'Rabia Dupname',
      fatherName: 'Tariq Dupfather',
      city: 'Multan',
    });
    const noFather = await submitted({ name: 'Rabia Dupname', fatherName: '', city: 'Multan' });
    expect(await matchedOf(a.id)).toEqual({ [same.id]: ['nameFatherCity'] });
    for (const alone of [otherCity, otherFather, noFather]) expect(await duplicatesOf(alone.id)).toEqual([]);
  });

  it('names everything two profiles share; a profile alone has an empty list', async () => {
    const phone = nextNumber();
    const a = await submitted({
      name: 'Hina Dupall',
      fatherName: 'Asif Dupall',
      city: 'Quetta',
      phoneNo: phone,
    });
    const b = await submitted({
      name: 'HINA DUPALL',
      fatherName: 'Asif Dupall',
      city: 'Quetta',
      phoneNo: phone,
    });
    expect(await matchedOf(a.id)).toEqual({ [b.id]: ['phone', 'nameFatherCity'] });
    expect(await duplicatesOf((await submitted()).id)).toEqual([]);
  });

  it('the keys are written for profiles stored before the migration (it fills them)', async () => {
    const [a, b] = [
      await insertProfile(t.db, { phoneNo: '+92 300 5551234' }),
      await insertProfile(t.db, { phoneNo: '0092-300-5551234' }),
    ];
    await t.db
      .updateTable('profiles')
      .set({ phoneKey: null, familyPhoneKey: null, nameFatherCityKey: null })
      .where('id', 'in', [a.id, b.id])
      .execute();
    expect(await duplicatesOf(a.id)).toEqual([]);
    const before = await t.db
      .selectFrom('profiles')
      .select('updatedAt')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    await fillDuplicateKeys(t.db as unknown as Kysely<unknown>);
    expect(await matchedOf(a.id)).toEqual({ [b.id]: ['phone'] });
    const after = await t.db
      .selectFrom('profiles')
      .select('updatedAt')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(after.updatedAt).toEqual(before.updatedAt);
  });
});

describe('on every save', () => {
  it('a family’s edit makes a pair, and a matchmaker’s edit ends it', async () => {
    const a = await submitted();
    const b = await submitted();
    expect(await duplicatesOf(a.id)).toEqual([]);
    const aPhone = (await formOf(a.id)).phoneNo as string;

    await save(b.id, { familyPhoneNo: spelled(`0${aPhone.slice(3)}`, 'dashed') }, b.auth);
    expect(await matchedOf(a.id)).toEqual({ [b.id]: ['phoneAndFamilyPhone'] });
    expect(await matchedOf(b.id)).toEqual({ [a.id]: ['phoneAndFamilyPhone'] });

    await save(b.id, { familyPhoneNo: '' }, t.admin);
    expect(await duplicatesOf(a.id)).toEqual([]);
    expect(await duplicatesOf(b.id)).toEqual([]);

    // A matchmaker's edit of name, father and city makes one as well.
    const aForm = await formOf(a.id);
    await save(b.id, { name: aForm.name, fatherName: aForm.fatherName, city: aForm.city }, t.admin);
    expect(await matchedOf(a.id)).toEqual({ [b.id]: ['nameFatherCity'] });
  });

  it('a profile submitted with a number already known is a possible duplicate at once; a deleted one is gone', async () => {
    const a = await submitted();
    const created = await call({
      method: 'POST',
      url: '/api/profile',
      auth: t.admin,
      payload: manProfile({ phoneNo: (await formOf(a.id)).phoneNo, familyPhoneNo: '' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as number;
    expect(created.json()).not.toHaveProperty('duplicates');
    expect(await matchedOf(a.id)).toEqual({ [id]: ['phone'] });
    expect((await call({ method: 'DELETE', url: `/api/profile/${id}`, auth: t.admin })).statusCode).toBe(204);
    expect(await duplicatesOf(a.id)).toEqual([]);
  });
});

describe('"Not a duplicate"', () => {
  it('is kept for the pair, either way round, with who and when, through later saves; an undo brings it back', async () => {
    const phone = nextNumber();
    const a = await submitted({ phoneNo: phone });
    const b = await submitted({ phoneNo: spelled(phone, 'plus') });
    const c = await submitted({ phoneNo: spelled(phone, 'double0') });
    const before = Date.now();

    const dismissed = await dismiss(b.id, a.id);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().duplicates.map((d: Duplicate) => d._id)).toEqual([c.id]);
    expect((await duplicatesOf(a.id)).map((d) => d._id)).toEqual([c.id]);
    const account = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    const rows = (await dismissals()).filter((r) => r.profile1Id === a.id);
    expect(rows).toEqual([
      { profile1Id: a.id, profile2Id: b.id, dismissedBy: account.id, dismissedAt: expect.any(Date) },
    ]);
    expect(rows[0]?.dismissedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);

    // Again, in either order: the same, and no second row or history entry.
    expect((await dismiss(a.id, b.id)).statusCode).toBe(200);
    expect((await dismiss(b.id, a.id)).statusCode).toBe(200);
    expect((await dismissals()).filter((r) => r.profile1Id === a.id)).toHaveLength(1);

    // The family edits, then a matchmaker: the pair stays dismissed while they still share the number.
    await save(b.id, { aboutYou: 'Edited after the dismissal.' }, b.auth);
    await save(
      a.id,
      { name: (await formOf(b.id)).name, fatherName: (await formOf(b.id)).fatherName },
      t.admin,
    );
    expect((await duplicatesOf(a.id)).map((d) => d._id)).toEqual([c.id]);
    expect((await duplicatesOf(b.id)).map((d) => d._id)).toEqual([c.id]);

    // In both profiles' history, with the matchmaker.
    expect(await duplicateHistory(a.id)).toEqual([['duplicateDismissed', null, String(b.id), ADMIN.email]]);
    expect(await duplicateHistory(b.id)).toEqual([['duplicateDismissed', null, String(a.id), ADMIN.email]]);

    const undone = await undo(a.id, b.id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().duplicates).toEqual(await duplicatesOf(a.id));
    expect(await matchedOf(a.id)).toEqual({ [b.id]: ['phone', 'nameFatherCity'], [c.id]: ['phone'] });
    expect((await dismissals()).filter((r) => r.profile1Id === a.id)).toEqual([]);
    // Undoing what is not dismissed changes nothing.
    expect((await undo(b.id, a.id)).statusCode).toBe(200);
    expect(await duplicateHistory(b.id)).toEqual([
      ['duplicateDismissed', null, String(a.id), ADMIN.email],
      ['duplicateRestored', String(a.id), null, ADMIN.email],
    ]);
    expect(await duplicateHistory(a.id)).toHaveLength(2);
  });

  it('goes with a deleted profile', async () => {
    const phone = nextNumber();
    const a = await submitted({ phoneNo: phone });
    const b = await submitted({ phoneNo: phone });
    expect((await dismiss(a.id, b.id)).statusCode).toBe(200);
    expect((await call({ method: 'DELETE', url: `/api/profile/${b.id}`, auth: t.admin })).statusCode).toBe(
      204,
    );
    expect((await dismissals()).filter((r) => r.profile1Id === a.id)).toEqual([]);
  });

  it('refuses a pair that shares nothing (409), a profile with itself and ids that are not plain digits (400), a missing profile (404); nothing changes', async () => {
    const a = await submitted();
    const b = await submitted();
    const kept = await dismissals();
    const strangers = await dismiss(a.id, b.id);
    expect(strangers.statusCode).toBe(409);
    expect(strangers.json().message).toBe(DUPLICATE_MESSAGES.notDuplicates);
    const itself = await dismiss(a.id, a.id);
    expect(itself.statusCode).toBe(400);
    expect(itself.json().message).toBe(DUPLICATE_MESSAGES.sameProfile);
    expect((await undo(a.id, a.id)).statusCode).toBe(400);
    for (const bad of ['+1', '0x10', '1e0', '01', 'abc', '-1', '2147483648']) {
      const first = await dismiss(bad, a.id);
      expect(first.statusCode, bad).toBe(400);
      expect(first.json().message).toBe('Profile id must be a number.');
      const second = await dismiss(a.id, bad);
      expect(second.statusCode, bad).toBe(400);
      expect(second.json().message).toBe(DUPLICATE_MESSAGES.otherIdInvalid);
      expect((await undo(a.id, bad)).statusCode, bad).toBe(400);
    }
    for (const request of [
      dismiss(a.id, 2_000_000_000),
      dismiss(2_000_000_000, a.id),
      undo(a.id, 2_000_000_000),
    ]) {
      const missing = await request;
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(PROFILE_NOT_FOUND);
    }
    expect(await dismissals()).toEqual(kept);
    expect(await duplicateHistory(a.id)).toEqual([]);
  });
});

describe('the list', () => {
  const list = async (query: string, auth = t.admin) => {
    const response = await call({ method: 'GET', url: `/api/profiles?${query}`, auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ProfileList;
  };
  const ids = (cards: ProfileCard[]) => cards.map((card) => card._id).sort((x, y) => x - y);

  it('duplicates=true keeps only profiles with a possible duplicate not dismissed; cards carry the badge', async () => {
    const phone = nextNumber();
    const a = await submitted({ name: 'Listdup Alpha', phoneNo: phone });
    const b = await submitted({ name: 'Listdup Beta', phoneNo: spelled(phone, 'trunk') });
    const alone = await submitted({ name: 'Listdup Gamma' });
    const review = await submitted({ name: 'Listdup Delta', familyPhoneNo: spelled(phone, 'brackets') });
    await call({
      method: 'PATCH',
      url: `/api/profile/${review.id}`,
      auth: t.admin,
      payload: { status: 'Review' },
    });

    const all = await list('q=Listdup&status=All');
    expect(ids(all.profiles)).toEqual([a.id, b.id, alone.id, review.id]);
    expect(Object.fromEntries(all.profiles.map((p) => [p._id, p.possibleDuplicate]))).toEqual({
      [a.id]: true,
      [b.id]: true,
      [alone.id]: false,
      [review.id]: true,
    });
    expect(all.appliedFilters).not.toHaveProperty('duplicates');

    const only = await list('q=Listdup&status=All&duplicates=true');
    expect(ids(only.profiles)).toEqual([a.id, b.id, review.id]);
    expect(only.total).toBe(3);
    expect(only.appliedFilters.duplicates).toBe('true');
    // Within a status, as any filter.
    expect(ids((await list('q=Listdup&duplicates=true')).profiles)).toEqual([a.id, b.id]);
    expect(ids((await list('q=Listdup&status=All&duplicates=false')).profiles)).toHaveLength(4);

    // Dismissing both of b's pairs takes it out, and its badge off.
    expect((await dismiss(b.id, a.id)).statusCode).toBe(200);
    expect((await dismiss(b.id, review.id)).statusCode).toBe(200);
    expect(ids((await list('q=Listdup&status=All&duplicates=true')).profiles)).toEqual([a.id, review.id]);
    const card = (await list('q=Listdup&status=All')).profiles.find((p) => p._id === b.id);
    expect(card?.possibleDuplicate).toBe(false);
  });
});

describe('families are never told', () => {
  /** A woman with a possible duplicate, and a man she was sent to (he may open and list her). */
  async function world() {
    const phone = nextNumber();
    const woman = await submitted({ name: 'Secretdup Woman', phoneNo: phone });
    const copy = await submitted({ name: 'Secretdup Copy', familyPhoneNo: spelled(phone, 'plus') });
    const man = await submitted(
      manProfile({ name: 'Secretdup Man', fatherName: 'Secretdup Manfather', phoneNo: nextNumber() }),
    );
    const sent = await call({
      method: 'POST',
      url: '/api/profile-connection',
      auth: t.admin,
      payload: { sentTo: man.id, profileSent: woman.id },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await matchedOf(woman.id)).toEqual({ [copy.id]: ['phoneAndFamilyPhone'] });
    return { woman, copy, man };
  }
  const untold = (body: string) => {
    expect(body).not.toContain('"duplicates"');
    expect(body).not.toContain('"possibleDuplicate"');
    expect(body).not.toContain('matchedOn');
  };

  it('not in its own profile, another profile, its list (duplicates=true changes nothing) or a save', async () => {
    const { woman, man } = await world();
    for (const [auth, id] of [
      [woman.auth, woman.id],
      [man.auth, man.id],
      [man.auth, woman.id],
    ] as const) {
      for (const url of [`/api/profile/${id}`, `/api/profile/${id}?withConnections=true`]) {
        const response = await call({ method: 'GET', url, auth });
        expect(response.statusCode, response.body).toBe(200);
        untold(response.body);
      }
    }
    for (const auth of [woman.auth, man.auth]) {
      const plain = await call({ method: 'GET', url: '/api/profiles', auth });
      const asked = await call({ method: 'GET', url: '/api/profiles?duplicates=true', auth });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual(plain.json());
      untold(asked.body);
      untold((await call({ method: 'GET', url: '/api/connections', auth })).body);
    }
    // The man's list has her (a two-way match sent to him), without a badge.
    const listed = await call({ method: 'GET', url: '/api/profiles?duplicates=true', auth: man.auth });
    expect(listed.json().profiles.map((p: ProfileCard) => p._id)).toContain(woman.id);
    untold((await save(woman.id, { aboutYou: 'A family edit.' }, woman.auth)).body);
  });

  it('a family or nobody calling the endpoints gets 403 or 401, whatever the ids, and nothing changes', async () => {
    const { woman, copy, man } = await world();
    const kept = await dismissals();
    for (const [auth, status] of [
      [woman.auth, 403],
      [man.auth, 403],
      [copy.auth, 403],
      [ANONYMOUS, 401],
    ] as const) {
      for (const [id, otherId] of [
        [woman.id, copy.id],
        [copy.id, woman.id],
        ['+1', 'x'],
        [woman.id, 2_000_000_000],
      ] as const) {
        for (const response of [await dismiss(id, otherId, auth), await undo(id, otherId, auth)]) {
          expect(response.statusCode, `${id}/${otherId}`).toBe(status);
          if (status === 403) expect(response.json().message).toBe(ADMIN_ONLY_MESSAGE);
        }
      }
    }
    expect(await dismissals()).toEqual(kept);
    expect(await matchedOf(woman.id)).toEqual({ [copy.id]: ['phoneAndFamilyPhone'] });
    expect(await duplicateHistory(woman.id)).toEqual([]);
  });
});
