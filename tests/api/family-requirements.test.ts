/**
 * Issue 30 item 4 (decision 059): a family states its own partner requirements on its form, sent as
 * `aiFilters` in its own POST/PUT. They are the same stored requirements the matchmakers edit: they take
 * effect at once in its list, its count and who may see it (two-way matching), matchmakers see that the family
 * set them and may change them, and the family sees the change. The matchmakers' own requirement keys stay
 * theirs: a family can neither set them nor read them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { manProfile, womanProfile } from '../support/profiles';

const api = apiFixture();

type Family = { id: number; auth: string };
type Profile = Record<string, unknown> & { _id: number };

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, auth: string, payload?: object) =>
  api.app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });

async function family(payload: Record<string, unknown>): Promise<Family> {
  const created = await api.app.inject({ method: 'POST', url: '/api/profile', payload });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { _id: number })._id;
  expect((await call('PATCH', `/api/profile/${id}`, api.admin, { status: 'Active' })).statusCode).toBe(200);
  const { accessToken } = await api.db
    .selectFrom('profiles')
    .select('accessToken')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, auth: (await api.signIn(String(id), accessToken)).authorization };
}

const viewOf = async (viewer: string, id: number) => {
  const response = await call('GET', `/api/profile/${id}`, viewer);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { profile: Profile }).profile;
};
/** The family's whole profile as its GET answers it, with changes: a PUT of it (SPEC §7). */
async function edit(who: Family, changes: Record<string, unknown>) {
  const own = await viewOf(who.auth, who.id);
  return call('PUT', `/api/profile/${who.id}`, who.auth, { ...own, ...changes });
}
async function listOf(viewer: string, query = '') {
  const response = await call('GET', `/api/profiles${query}`, viewer);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { profiles: Profile[]; total: number; appliedFilters: Record<string, unknown> };
}
const idsOf = (list: { profiles: Profile[] }) => list.profiles.map((p) => p._id);
const prefsRow = (id: number) =>
  api.db
    .selectFrom('profiles')
    .select(['prefMinAge', 'prefMaxAge', 'prefSect', 'prefCities', 'prefJobType', 'requirementsSetBy'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

// Each test's families are its own: a caste no other test uses keeps every list to them.
let n = 0;
const woman = (overrides: Record<string, unknown>) =>
  womanProfile({ phoneNo: `0300 55${String(++n).padStart(5, '0')}`, familyPhoneNo: '', ...overrides });
const man = (overrides: Record<string, unknown>) =>
  manProfile({ phoneNo: `0333 55${String(++n).padStart(5, '0')}`, ...overrides });

describe("a family's own requirements (age 28–32, Shia, Karachi)", () => {
  let him: Family;
  const women: Record<string, Family> = {};
  beforeAll(async () => {
    // Man #141 of the issue: 34, Sunni, Lahore. By default he is offered Sunni women of 28–34 near Lahore.
    him = await family(man({ name: 'Haris Wants Karachi', age: 34, sect: 'Sunni', city: 'Lahore' }));
    // Each woman's own requirements accept a Sunni man of 34, unless said otherwise.
    const accepting = { aiFilters: { sect: 'Sunni', minAge: 30, maxAge: 40 } };
    const specs: Record<string, [Record<string, unknown>, object]> = {
      karachiShia30: [{ city: 'Karachi', sect: 'Shia', age: 30 }, accepting],
      karachiShia33: [{ city: 'Karachi', sect: 'Shia', age: 33 }, accepting],
      // Her own default requirement is her own sect: she does not accept a Sunni man (two-way).
      karachiShiaDefault: [{ city: 'Karachi', sect: 'Shia', age: 30 }, {}],
      lahoreSunni31: [{ city: 'Lahore', sect: 'Sunni', age: 31 }, {}],
      lahoreSunni33: [{ city: 'Lahore', sect: 'Sunni', age: 33 }, {}],
    };
    for (const [key, [fields, requirements]] of Object.entries(specs)) {
      women[key] = await family(woman({ name: `Woman ${key}`, ...fields, ...requirements }));
    }
  });

  it('changes its list and its count at once, and the form gets them back as it sent them', async () => {
    const before = await listOf(him.auth);
    expect(idsOf(before)).toEqual(expect.arrayContaining([women.lahoreSunni31.id, women.lahoreSunni33.id]));
    expect(idsOf(before)).not.toContain(women.karachiShia30.id);

    const saved = await edit(him, {
      aiFilters: { minAge: 28, maxAge: 32, sect: 'Shia', cities: ['karachi'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The city in the list's spelling, as the profile's own city is stored.
    expect(saved.json().aiFilters).toEqual({ minAge: 28, maxAge: 32, sect: 'Shia', cities: ['Karachi'] });

    const after = await listOf(him.auth);
    const ids = idsOf(after);
    expect(ids).toContain(women.karachiShia30.id);
    for (const out of ['karachiShia33', 'karachiShiaDefault', 'lahoreSunni31', 'lahoreSunni33'])
      expect(ids, out).not.toContain(women[out].id);
    expect(after.total).toBe(ids.length);
    expect(after.appliedFilters).toMatchObject({ minAge: 28, maxAge: 32, sect: 'Shia', city: ['Karachi'] });
    // Her page is reachable from his list, and no longer one he was only offered before.
    expect((await call('GET', `/api/profile/${women.karachiShia30.id}`, him.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/profile/${women.lahoreSunni33.id}`, him.auth)).statusCode).toBe(404);

    expect((await viewOf(him.auth, him.id)).aiFilters).toEqual({
      minAge: 28,
      maxAge: 32,
      sect: 'Shia',
      cities: ['Karachi'],
    });
  });

  it('decides who may see it: women it no longer accepts no longer find it (two-way)', async () => {
    // Sunni women of Lahore: he asks for a Shia wife of 28–32 now, so neither finds him any more.
    for (const key of ['lahoreSunni31', 'lahoreSunni33'])
      expect(idsOf(await listOf(women[key].auth)), key).not.toContain(him.id);
    // Going back to no requirement of his own, they find him again.
    const cleared = await edit(him, { aiFilters: {} });
    expect(cleared.statusCode, cleared.body).toBe(200);
    for (const key of ['lahoreSunni31', 'lahoreSunni33'])
      expect(idsOf(await listOf(women[key].auth)), key).toContain(him.id);
    expect(idsOf(await listOf(him.auth))).not.toContain(women.karachiShia30.id);
  });
});

describe('requirements a family sets and matchmakers see and change', () => {
  it('are saved from a new profile too, shown to matchmakers as set by the family', async () => {
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/profile',
      payload: man({ name: 'New With Wishes', aiFilters: { maritalStatus: ['Single'], minHeightFt: 5 } }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as number;
    const view = await viewOf(api.admin, id);
    expect(view.aiFilters).toEqual({ maritalStatus: ['Single'], minHeightFt: 5 });
    expect(view.requirementsSetBy).toBe('family');
  });

  it("keep the matchmakers' keys as they are, which the family neither receives nor may send", async () => {
    const her = await family(woman({ name: 'Sana Own Wishes', age: 27 }));
    const set = await call('PATCH', `/api/profile/${her.id}`, api.admin, {
      aiFilters: { jobType: 'Government', maxKids: 0, minAge: 29 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().requirementsSetBy).toBe('matchmaker');
    // The family sees the matchmaker's change of its own keys, not the matchmakers' keys.
    const own = await viewOf(her.auth, her.id);
    expect(own.aiFilters).toEqual({ minAge: 29 });
    expect(own).not.toHaveProperty('requirementsSetBy');

    const saved = await edit(her, { aiFilters: { minAge: 30, caste: 'Arain', minEducationYears: 14 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await prefsRow(her.id)).toMatchObject({
      prefMinAge: 30,
      prefJobType: 'Government',
      requirementsSetBy: 'family',
    });
    const matchmaker = await viewOf(api.admin, her.id);
    expect(matchmaker.aiFilters).toEqual({
      jobType: 'Government',
      maxKids: 0,
      minAge: 30,
      caste: 'Arain',
      minEducationYears: 14,
    });
    expect(matchmaker.requirementsSetBy).toBe('family');
    // The matchmakers are told of it as of any other change by the family, and the history names it.
    expect(matchmaker.familyEditedAt).not.toBeNull();
    const history = (await call('GET', `/api/profile/${her.id}/history`, api.admin)).json() as {
      field: string;
    }[];
    expect(history.map((h) => h.field)).toContain('aiFilters');

    // Sending the profile back without requirements, or with the same ones, changes none of them.
    const { aiFilters: _kept, ...withoutRequirements } = await viewOf(her.auth, her.id);
    expect((await call('PUT', `/api/profile/${her.id}`, her.auth, withoutRequirements)).statusCode).toBe(200);
    expect((await viewOf(api.admin, her.id)).aiFilters).toEqual(matchmaker.aiFilters);
  });

  it('refuses what a family may not set, in the product’s words, saving nothing', async () => {
    const her = await family(woman({ name: 'Rida Refused', age: 25 }));
    const before = await prefsRow(her.id);
    for (const [aiFilters, message] of [
      [{ jobType: 'Private' }, 'Only the matchmakers can change aiFilters.jobType.'],
      [{ heighted: true }, 'Only the matchmakers can change aiFilters.heighted.'],
      [{ colour: 'red' }, 'Unknown field: aiFilters.colour. Nothing was saved.'],
      [{ minAge: 16 }, 'Partner age must be a whole number between 18 and 90'],
      [{ minAge: 33, maxAge: 30 }, 'Partner minimum age cannot be above the maximum age'],
      [{ sect: 'Other' }, 'Please choose a sect from the list'],
      [
        { cities: ['Lahore', 'Karachi', 'Multan', 'Quetta', 'Sukkur', 'Hyderabad'] },
        'Please choose at most 5 cities',
      ],
      [
        { cities: ['Lahore'], locationRadius: 1000 },
        'The distance must be a whole number of km between 0 and 400',
      ],
      [{ minHeightIn: 4 }, 'Please give the minimum height in feet too'],
      ['Shia girl', 'Invalid input: expected object, received string'],
    ] as const) {
      const response = await edit(her, { aboutYou: 'Changed', aiFilters });
      expect(response.statusCode, JSON.stringify(aiFilters)).toBe(400);
      expect(response.json().message, JSON.stringify(aiFilters)).toBe(message);
    }
    expect(await prefsRow(her.id)).toEqual(before);
    expect((await viewOf(her.auth, her.id)).aboutYou).not.toBe('Changed');
    // Admin fields stay the matchmakers' beside the requirements.
    const fee = await edit(her, { aiFilters: { minAge: 26 }, paidFee: 0 });
    expect(fee.statusCode).toBe(400);
    expect(fee.json().message).toBe('Only the matchmakers can change paidFee.');
  });

  it("a matchmaker's change takes effect in the family's list, which sees it on its form", async () => {
    const him = await family(man({ name: 'Usman Changed', age: 30, city: 'Multan', caste: 'Khokhar' }));
    const her26 = await family(woman({ name: 'Multan 26', age: 26, city: 'Multan' }));
    const her29 = await family(woman({ name: 'Multan 29', age: 29, city: 'Multan' }));
    expect(idsOf(await listOf(him.auth))).toEqual(expect.arrayContaining([her26.id, her29.id]));
    expect((await edit(him, { aiFilters: { minAge: 28 } })).statusCode).toBe(200);
    expect(idsOf(await listOf(him.auth))).not.toContain(her26.id);
    const changed = await call('PATCH', `/api/profile/${him.id}`, api.admin, { aiFilters: { minAge: 24 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await viewOf(him.auth, him.id)).aiFilters).toEqual({ minAge: 24 });
    expect(idsOf(await listOf(him.auth))).toEqual(expect.arrayContaining([her26.id, her29.id]));
    expect((await viewOf(api.admin, him.id)).requirementsSetBy).toBe('matchmaker');
  });
});
