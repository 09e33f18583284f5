/**
 * Issue 16 item 4: a family's list answers exactly the filters it applied. A family may narrow its list but
 * never widen it past its own requirements and the other family's (decisions 026, 029): a wider radius, a
 * wider age range, another gender or a marital status its requirements exclude change nothing, and the
 * answer's `appliedFilters` says what was applied instead of echoing the address. Ages are never below 16.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const t = apiFixture();
let family: string;
let youngest: string;
const p: Record<string, number> = {};

beforeAll(async () => {
  // SPEC §9 defaults for this man: women 24–30, Single or Nikah Broken, Sunni, within 50 km of Lahore,
  // at least 5'9" − 9" = 5'0".
  const man = await insertProfile(t.db, {
    name: 'Family Farhan',
    age: 30,
    gender: 'Male',
    city: 'Lahore',
    heightFt: 5,
    heightIn: 9,
  });
  family = await t.familyAuth(man);
  // A 16-year-old: the male tiers would give a minimum partner age of 10.
  const boy = await insertProfile(t.db, { name: 'Young Yasir', age: 16, gender: 'Male', city: 'Lahore' });
  youngest = await t.familyAuth(boy);
  const add = async (key: string, values: Parameters<typeof insertProfile>[1]) => {
    p[key] = (
      await insertProfile(t.db, {
        gender: 'Female',
        age: 26,
        city: 'Lahore',
        heightFt: 5,
        heightIn: 3,
        ...values,
      })
    ).id;
  };
  await add('lahore', { name: 'Sana Lahore' });
  await add('young', { name: 'Young Hira', age: 24 });
  await add('sheikhupura', { name: 'Sheikhupura Sadia', city: 'Sheikhupura' });
  // Only a wider radius, a wider age range or another marital status would bring these in.
  await add('faisalabad', { name: 'Faisalabad Fatima', city: 'Faisalabad' });
  await add('older', { name: 'Older Nadia', age: 40 });
  await add('younger', { name: 'Younger Iqra', age: 21 });
  await add('divorced', { name: 'Divorced Dua', maritalStatus: 'Divorced' });
  await add('short', { name: 'Short Shazia', heightFt: 4, heightIn: 10 });
});
const list = async (query: string, authorization = family) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/profiles${query}`,
    headers: { authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return {
    ids: new Set((body.profiles as { _id: number }[]).map((c) => c._id)),
    total: body.total as number,
    applied: body.appliedFilters as Record<string, unknown>,
  };
};

const OWN = {
  status: 'Active',
  gender: 'Female',
  religion: 'Muslim',
  sect: 'Sunni',
  city: ['Lahore'],
  locationRadius: 50,
  minAge: 24,
  maxAge: 30,
  maritalStatus: ['Single', 'Nikah Broken (No Rukhsati)'],
  minHeightFt: 5,
  minHeightIn: 0,
};

describe("a family's list answers what it applied", () => {
  it('by default: its own requirements, the minimum height included', async () => {
    const own = await list('');
    expect(own.ids).toEqual(new Set([p.lahore, p.young, p.sheikhupura]));
    expect(own.applied).toEqual(OWN);
  });

  it('does not widen: a wider radius, age range, gender or marital status changes nothing', async () => {
    const own = await list('');
    for (const query of [
      '?locationRadius=200',
      '?minAge=20&maxAge=45',
      '?locationRadius=400&minAge=16&maxAge=90&gender=Male&sect=Shia',
      '?maritalStatus=Divorced',
      '?maritalStatus=Divorced,Widowed&minHeightFt=4&minHeightIn=6',
      '?city=Faisalabad',
    ]) {
      const widened = await list(query);
      expect(widened.total, query).toBeLessThanOrEqual(own.total);
      for (const id of widened.ids) expect(own.ids.has(id), query).toBe(true);
      expect(widened.ids, query).toEqual(own.ids);
      expect(widened.applied, query).toEqual(OWN);
    }
  });

  it('narrows: a smaller radius, a tighter age range, fewer statuses, a higher height', async () => {
    const near = await list('?locationRadius=10');
    expect(near.ids).toEqual(new Set([p.lahore, p.young]));
    expect(near.applied).toEqual({ ...OWN, locationRadius: 10 });

    const ages = await list('?minAge=20&maxAge=25');
    expect(ages.ids).toEqual(new Set([p.young]));
    expect(ages.applied).toEqual({ ...OWN, minAge: 24, maxAge: 25 });

    const single = await list('?maritalStatus=Single,Divorced');
    expect(single.ids).toEqual(new Set([p.lahore, p.young, p.sheikhupura]));
    expect(single.applied).toEqual({ ...OWN, maritalStatus: ['Single'] });

    const taller = await list('?minHeightFt=5&minHeightIn=4');
    expect(taller.ids).toEqual(new Set());
    expect(taller.applied).toEqual({ ...OWN, minHeightIn: 4 });

    const city = await list('?city=Sheikhupura&locationRadius=0');
    expect(city.ids).toEqual(new Set([p.sheikhupura]));
    expect(city.applied).toEqual({ ...OWN, city: ['Sheikhupura'], locationRadius: 0 });
  });

  it('never answers an age below 16', async () => {
    const own = await list('', youngest);
    expect(own.applied.minAge).toBe(16);
    expect(own.applied.maxAge).toBe(16);
    const asked = await list('?minAge=16&maxAge=20', youngest);
    expect(asked.applied).toMatchObject({ minAge: 16, maxAge: 16 });
    const body = (
      await t.app.inject({ method: 'GET', url: '/api/profiles', headers: { authorization: youngest } })
    ).json();
    expect(body.defaultFilters.minAge).toBe(16);
  });
});
