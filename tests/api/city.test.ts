/**
 * Issue 16, item 3 (decision 033): a typed city never matched. City, home town and work city are stored in
 * the list's own spelling whatever the case, spacing or known variant ("Lahor", "DHA Lahore", "Karachi City",
 * "Isb", "Pindi"), so that location matching finds them; an unlisted city is kept as typed and marked
 * `cityNotListed` for the matchmakers only. Migration 009 normalises the rows stored before.
 */
import type { ProfileView } from '@shared/profile-view';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { up as normaliseStoredCities } from '../../src/server/db/migrations/009-city-names';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';
import { manProfile, womanProfile } from '../support/profiles';

const t = apiFixture();
/** The Lahore family whose 50 km list a Lahore bride must reach: a man of 30, 5'10", Sunni, Punjabi. */
let lahoreFamily: { id: number; auth: string };
beforeAll(async () => {
  const man = await insertProfile(t.db, { gender: 'Male', age: 30, heightFt: 5, heightIn: 10 });
  lahoreFamily = { id: man.id, auth: await t.familyAuth(man) };
});
const { call } = t;
const view = async (id: number, auth = t.admin) => {
  const response = await call({ method: 'GET', url: `/api/profile/${id}`, auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().profile as ProfileView;
};
const stored = (id: number) =>
  t.db
    .selectFrom('profiles')
    .select(['city', 'homeTown', 'workCity', 'familySearchText'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const listOf = async (auth: string, query = '?locationRadius=50') => {
  const response = await call({ method: 'GET', url: `/api/profiles${query}`, auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().profiles as ProfileView[];
};

/** A bride's profile submitted by her family through the form (no session), then made Active. */
async function submitted(overrides: Record<string, unknown>) {
  const created = await call({ method: 'POST', url: '/api/profile', payload: womanProfile(overrides) });
  expect(created.statusCode, created.body).toBe(201);
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

describe('a family types its city', () => {
  it('"Lahor" is stored as Lahore and appears in a Lahore family\'s 50 km list', async () => {
    const bride = await submitted({ city: 'Lahor', homeTown: 'pindi', workCity: ' ISB ' });
    expect(await stored(bride.id)).toMatchObject({
      city: 'Lahore',
      homeTown: 'Rawalpindi',
      workCity: 'Islamabad',
    });
    expect((await stored(bride.id)).familySearchText).toContain('lahore');
    const seen = await view(bride.id);
    expect(seen).toMatchObject({ city: 'Lahore', cityNotListed: false });
    expect((await listOf(lahoreFamily.auth)).map((p) => p._id)).toContain(bride.id);
    // And the other way: her own list has the Lahore family.
    expect((await listOf(bride.auth)).map((p) => p._id)).toContain(lahoreFamily.id);
  });

  it('"DHA Lahore" likewise', async () => {
    const bride = await submitted({ city: 'DHA Lahore' });
    expect((await stored(bride.id)).city).toBe('Lahore');
    expect((await listOf(lahoreFamily.auth)).map((p) => p._id)).toContain(bride.id);
  });

  it('whatever the case, spacing or known variant', async () => {
    const cases: [string, string][] = [
      ['  lahore  ', 'Lahore'],
      ['Karachi City', 'Karachi'],
      ['Isb', 'Islamabad'],
      ['Pindi', 'Rawalpindi'],
      ['D.G. Khan', 'Dera Ghazi Khan'],
      ['rahim  yar khan', 'Rahim Yar Khan'],
      ['لاہور', 'Lahore'],
    ];
    for (const [typed, listed] of cases) {
      const created = await call({
        method: 'POST',
        url: '/api/profile',
        payload: manProfile({ city: typed, homeTown: typed, workCity: typed }),
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(await stored(created.json()._id), typed).toMatchObject({
        city: listed,
        homeTown: listed,
        workCity: listed,
      });
    }
  });

  it('an unlisted "Chak 45" is kept as typed and marked for the matchmakers, never for families', async () => {
    const bride = await submitted({ city: 'Chak 45', homeTown: 'Chak 45' });
    expect(await stored(bride.id)).toMatchObject({ city: 'Chak 45', homeTown: 'Chak 45' });
    expect(await view(bride.id)).toMatchObject({ city: 'Chak 45', cityNotListed: true });
    // The matchmakers' list carries the mark too (for its card).
    const adminList = await listOf(t.admin, `?q=${encodeURIComponent('Chak 45')}&status=All`);
    expect(adminList.find((p) => p._id === bride.id)?.cityNotListed).toBe(true);
    // Her own family's view and list, and the Lahore family's list, never carry it.
    const own = await view(bride.id, bride.auth);
    expect(own.city).toBe('Chak 45');
    expect(own).not.toHaveProperty('cityNotListed');
    for (const card of [...(await listOf(bride.auth)), ...(await listOf(lahoreFamily.auth))])
      expect(card).not.toHaveProperty('cityNotListed');
    // Location matching cannot place it: the Lahore family's 50 km list does not have her.
    expect((await listOf(lahoreFamily.auth)).map((p) => p._id)).not.toContain(bride.id);
  });

  it('an edit is stored the same way, and a city still must be given', async () => {
    const bride = await submitted({ city: 'Lahore' });
    const edited = await call({
      method: 'PUT',
      url: `/api/profile/${bride.id}`,
      auth: bride.auth,
      payload: womanProfile({ city: 'karachi city', homeTown: 'Lahor', workCity: 'Isb' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await stored(bride.id)).toMatchObject({
      city: 'Karachi',
      homeTown: 'Lahore',
      workCity: 'Islamabad',
    });
    const blank = await call({
      method: 'PUT',
      url: `/api/profile/${bride.id}`,
      auth: bride.auth,
      payload: womanProfile({ city: '   ' }),
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please enter city');
    expect((await stored(bride.id)).city).toBe('Karachi');
  });
});

describe('migration 009: rows stored before', () => {
  it('are normalised, searchable by the new spelling, kept in the history, and matched', async () => {
    const places = [
      { city: 'Lahor', homeTown: 'Pindi', workCity: 'isb' },
      { city: 'DHA Lahore' },
      { city: ' karachi  city ' },
      { city: 'Chak 45', homeTown: 'Gulberg' },
      { city: 'Lahore', workCity: 'Toronto' },
    ];
    const ids: number[] = [];
    for (const place of places)
      ids.push((await insertProfile(t.db, { gender: 'Female', age: 26, ...place })).id);
    const [lahor, dha, karachi, chak, lahore] = ids;
    expect((await listOf(lahoreFamily.auth)).map((p) => p._id)).not.toContain(lahor);

    await normaliseStoredCities(t.db as unknown as Kysely<unknown>);

    expect(await stored(lahor)).toMatchObject({
      city: 'Lahore',
      homeTown: 'Rawalpindi',
      workCity: 'Islamabad',
    });
    expect((await stored(lahor)).familySearchText).toContain('rawalpindi');
    expect((await stored(dha)).city).toBe('Lahore');
    expect((await stored(karachi)).city).toBe('Karachi');
    expect(await stored(chak)).toMatchObject({ city: 'Chak 45', homeTown: 'Gulberg' });
    expect(await stored(lahore)).toMatchObject({ city: 'Lahore', workCity: 'Toronto' });

    const trail = await t.db
      .selectFrom('history')
      .select(['entityId', 'field', 'fromValue', 'toValue', 'actorAccountId', 'actorProfileId'])
      .where('entity', '=', 'profile')
      .where('entityId', 'in', [lahor, dha, karachi, chak, lahore])
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      {
        entityId: lahor,
        field: 'city',
        fromValue: 'Lahor',
        toValue: 'Lahore',
        actorAccountId: null,
        actorProfileId: null,
      },
      {
        entityId: lahor,
        field: 'homeTown',
        fromValue: 'Pindi',
        toValue: 'Rawalpindi',
        actorAccountId: null,
        actorProfileId: null,
      },
      {
        entityId: lahor,
        field: 'workCity',
        fromValue: 'isb',
        toValue: 'Islamabad',
        actorAccountId: null,
        actorProfileId: null,
      },
      {
        entityId: dha,
        field: 'city',
        fromValue: 'DHA Lahore',
        toValue: 'Lahore',
        actorAccountId: null,
        actorProfileId: null,
      },
      {
        entityId: karachi,
        field: 'city',
        fromValue: ' karachi  city ',
        toValue: 'Karachi',
        actorAccountId: null,
        actorProfileId: null,
      },
    ]);

    const found = (await listOf(lahoreFamily.auth)).map((p) => p._id);
    expect(found).toEqual(expect.arrayContaining([lahor, dha]));
    expect(found).not.toContain(chak);

    // Running it again changes nothing.
    await normaliseStoredCities(t.db as unknown as Kysely<unknown>);
    const after = await t.db
      .selectFrom('history')
      .select('id')
      .where('entity', '=', 'profile')
      .where('entityId', 'in', [lahor, dha, karachi, chak, lahore])
      .execute();
    expect(after).toHaveLength(trail.length);
  });
});
