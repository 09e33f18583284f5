import { CARD_FIELDS } from '@shared/profile-list';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const t = apiFixture();
let man: Awaited<ReturnType<typeof insertProfile>>;
const women: Record<string, number> = {};

beforeAll(async () => {
  man = await insertProfile(t.db, {
    name: 'Hamza',
    age: 30,
    gender: 'Male',
    city: 'Lahore',
    heightFt: 5,
    heightIn: 9,
    educationYears: 16,
  });
  const woman = (key: string, values: Parameters<typeof insertProfile>[1]) =>
    insertProfile(t.db, {
      gender: 'Female',
      age: 26,
      city: 'Lahore',
      heightFt: 5,
      heightIn: 3,
      ...values,
    }).then((p) => {
      women[key] = p.id;
    });
  await woman('match', { name: 'Sana', phoneNo: '+923451112233', caste: 'Arain' });
  await woman('nearby', { name: 'Hira', city: 'Sheikhupura' });
  await woman('far', { name: 'Maryam', city: 'Karachi' });
  await woman('tooOld', { name: 'Nadia', age: 33 });
  await woman('shia', { name: 'Zainab', sect: 'Shia' });
  await woman('wantsTaller', { name: 'Amna', prefMinHeightFt: 6, prefMinHeightIn: 0 });
  await woman('review', { name: 'Rabia', status: 'Review' });
});
const list = (query: string, authorization = t.admin) =>
  t.app.inject({ method: 'GET', url: `/api/profiles${query}`, headers: { authorization } });
const ids = (response: Awaited<ReturnType<typeof list>>) =>
  (response.json().profiles as { _id: number }[]).map((p) => p._id);

describe('GET /api/profiles as a matchmaker', () => {
  it('lists Active profiles by default with the page size and total', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pageSize: 54 });
    expect(body.total).toBe(7);
    expect(ids(response)).not.toContain(women.review);
  });

  it('shows on each card the fields the list shows, each as the profile view shows it (decision 045)', async () => {
    const card = (await list('')).json().profiles.find((p: { _id: number }) => p._id === women.match);
    const view = (
      await t.app.inject({
        method: 'GET',
        url: `/api/profile/${women.match}`,
        headers: { authorization: t.admin },
      })
    ).json().profile;
    expect(view.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const { mismatchedFilters, connectionSummary, distanceKm, possibleDuplicate, thumbnailUrl, ...rest } =
      card;
    expect(rest).toEqual(
      Object.fromEntries(Object.keys(CARD_FIELDS).flatMap((key) => (key in view ? [[key, view[key]]] : []))),
    );
    // Since issue 29 a matchmaker's card says when the profile was submitted ("Submitted 2 Sep · 86 days").
    expect(card.createdAt).toBe(view.createdAt);
  });

  it('accepts ?status=Review and finds by phone, by id and by text', async () => {
    expect(ids(await list('?status=Review'))).toEqual([women.review]);
    expect(ids(await list('?q=0345%201112233'))).toEqual([women.match]);
    expect(ids(await list('?q=1112233'))).toEqual([women.match]);
    expect(ids(await list(`?q=${women.far}`))).toEqual([women.far]);
    expect(ids(await list('?q=maryam'))).toEqual([women.far]);
    expect(ids(await list('?q=arain'))).toEqual([women.match]);
  });

  it('matches for a man in Lahore: women within 50 km, nearest first, with the requirements he fails', async () => {
    const body = (await list(`?matchProfileId=${man.id}`)).json();
    const found = body.profiles.map((p: { _id: number }) => p._id);
    expect(new Set(found)).toEqual(new Set([women.match, women.nearby, women.wantsTaller]));
    // Fit first (issue 29, decision 053): the one whose requirement he fails comes after those who fit.
    expect(found).toEqual([women.match, women.nearby, women.wantsTaller]);
    const taller = body.profiles.find((p: { _id: number }) => p._id === women.wantsTaller);
    expect(taller.mismatchedFilters).toEqual([{ name: 'minHeight', expected: `6'0"`, actual: `5'9"` }]);
    expect(body.profiles.find((p: { _id: number }) => p._id === women.nearby).distanceKm).toBeGreaterThan(20);
    expect(body.appliedFilters).toMatchObject({
      gender: 'Female',
      city: ['Lahore'],
      locationRadius: 50,
      religion: 'Muslim',
      sect: 'Sunni',
    });
  });

  it('lets a matchmaker widen the search (radius, age)', async () => {
    const found = ids(await list(`?matchProfileId=${man.id}&locationRadius=400&maxAge=40`));
    expect(found).toEqual(expect.arrayContaining([women.tooOld]));
    expect(found).not.toContain(women.far);
  });

  it('refuses bad filters with 400 and the product’s words', async () => {
    for (const [query, message] of [
      ['?minAge=10', 'Minimum age must be between 16 and 90'],
      ['?locationRadius=33', 'Location radius must be in steps of 5 km'],
      ['?status=Deleted', 'Please choose Review, Active, InActive or All'],
      ['?page=0', 'Page must be 1 or more'],
    ]) {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('GET /api/profiles as a family', () => {
  it('answers only two-way matches, Active, never widened past its own requirements', async () => {
    const family = await t.signIn(String(man.id), man.accessToken);
    const own = await list('', family.authorization);
    expect(new Set(ids(own))).toEqual(new Set([women.match, women.nearby]));
    const widened = await list(
      '?locationRadius=400&maxAge=60&status=Review&gender=Male',
      family.authorization,
    );
    // What its own requirements fix (gender) or bound (radius, ages) stays its own (issue 16).
    expect(new Set(ids(widened))).toEqual(new Set([women.match, women.nearby]));
    const narrowed = await list('?caste=Arain', family.authorization);
    expect(ids(narrowed)).toEqual([women.match]);
    const card = own.json().profiles[0];
    for (const hidden of ['name', 'phoneNo', 'address', 'paidFee', 'status', 'accessToken', 'pictures']) {
      expect(card).not.toHaveProperty(hidden);
    }
  });

  it('can open a two-way match but not another profile by editing the URL', async () => {
    const family = await t.signIn(String(man.id), man.accessToken);
    const open = (id: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/profile/${id}`,
        headers: { authorization: family.authorization },
      });
    expect((await open(women.match)).statusCode).toBe(200);
    expect((await open(women.far)).statusCode).toBe(404);
    expect((await open(women.wantsTaller)).statusCode).toBe(404);
    expect((await open(women.review)).statusCode).toBe(404);
  });

  it('is 401 without signing in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles' })).statusCode).toBe(401);
  });
});

describe('the total', () => {
  it('is exact up to the cap and a floor beyond it, so a common term stays cheap', async () => {
    const { profileListRepository } = await import('../../src/server/matching/list-repository');
    const repo = profileListRepository(t.db);
    const query = { conditions: [{ status: 'Active', gender: 'Female' }], limit: 54, offset: 0 };
    expect(await repo.count(query, 100)).toEqual({ total: 6, isFloor: false });
    expect(await repo.count(query, 4)).toEqual({ total: 4, isFloor: true });
    expect((await list('')).json().totalIsFloor).toBe(false);
  });
});
