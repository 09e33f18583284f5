import { PAGE_SIZE } from '@shared/constants';
import { NEAR_NEEDS_MATCH, type Relaxed, relaxedLine } from '@shared/near-matches';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

/*
 * Near matches (issue 17, decision 044): a matchmaker's `near=true` lists the candidates that fail exactly
 * one relaxable requirement, within its allowance, and meet every other one, both ways.
 */
const t = apiFixture();
let man: Awaited<ReturnType<typeof insertProfile>>;
const women: Record<string, number> = {};

beforeAll(async () => {
  // He asks (defaults) for women of 24 to 30, at least 5'0", Single or Nikah Broken, Sunni, within 50 km of
  // Lahore; his preferences (with aiFilters=true) add caste, language, residence, job, schooling, no children.
  man = await insertProfile(t.db, {
    name: 'Hamza',
    age: 30,
    gender: 'Male',
    city: 'Lahore',
    heightFt: 5,
    heightIn: 9,
    educationYears: 16,
    caste: 'Jutt',
    jobType: 'Private',
    prefCaste: 'Jutt',
    prefNativeLanguage: 'Punjabi',
    prefResidenceType: 'Own',
    prefJobType: 'Private',
    prefMinEducationYears: 14,
    prefMaxKids: 0,
  });
  const woman = (key: string, values: Parameters<typeof insertProfile>[1] = {}) =>
    insertProfile(t.db, {
      name: key,
      gender: 'Female',
      age: 26,
      city: 'Lahore',
      heightFt: 5,
      heightIn: 3,
      educationYears: 16,
      caste: 'Jutt',
      nativeLanguage: 'Punjabi',
      residenceType: 'Own',
      jobType: 'Private',
      // Her own age requirement accepts him whatever her age (her defaults would not at 32 or 22).
      prefMinAge: 18,
      prefMaxAge: 40,
      ...values,
    }).then((p) => {
      women[key] = p.id;
    });
  await woman('exact');
  await woman('older2', { age: 32 });
  await woman('older3', { age: 33 });
  await woman('younger2', { age: 22 });
  await woman('younger3', { age: 21 });
  await woman('shorter2', { heightFt: 4, heightIn: 10 });
  await woman('shorter3', { heightFt: 4, heightIn: 9 });
  await woman('gujranwala', { city: 'Gujranwala' });
  await woman('faisalabad', { city: 'Faisalabad' });
  await woman('schooling12', { educationYears: 12 });
  await woman('schooling11', { educationYears: 11 });
  await woman('arain', { caste: 'Arain' });
  await woman('urdu', { nativeLanguage: 'Urdu' });
  await woman('rented', { residenceType: 'Rented' });
  await woman('government', { jobType: 'Government' });
  await woman('twoChildren', { children: 2 });
  await woman('arainAndOlder', { caste: 'Arain', age: 32 });
  await woman('man', { gender: 'Male' });
  await woman('christian', { religion: 'Christian', sect: null });
  await woman('shia', { sect: 'Shia' });
  await woman('divorced', { maritalStatus: 'Divorced' });
  await woman('divorcedAndOlder', { maritalStatus: 'Divorced', age: 32 });
  await woman('wantsArain', { prefCaste: 'Arain' });
  await woman('wantsArainAndOlder', { prefCaste: 'Arain', age: 32 });
  await woman('wantsTallerAndOlder', { prefMinHeightFt: 6, prefMinHeightIn: 0, age: 32 });
  await woman('review', { status: 'Review', age: 32 });
});
type Card = { _id: number; relaxed?: Relaxed[]; gender: string };
const list = (query: string, authorization = t.admin) =>
  t.app.inject({ method: 'GET', url: `/api/profiles${query}`, headers: { authorization } });
async function cards(query: string) {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return response.json().profiles as Card[];
}
const idsOf = (found: Card[]) => new Set(found.map((c) => c._id));
const named = (...keys: string[]) => new Set(keys.map((k) => women[k]));

describe('a matchmaker’s near matches', () => {
  it('relax each of his requirements within its allowance, and no further', async () => {
    const near = await cards(`?matchProfileId=${man.id}&aiFilters=true&near=true`);
    expect(idsOf(near)).toEqual(
      named(
        'older2',
        'younger2',
        'shorter2',
        'gujranwala',
        'schooling12',
        'arain',
        'urdu',
        'rented',
        'government',
        'twoChildren',
      ),
    );
    const relaxed = (key: string) => near.find((c) => c._id === women[key])?.relaxed;
    expect(relaxed('older2')).toEqual([{ name: 'maxAge', expected: '30', actual: '32' }]);
    expect(relaxed('younger2')).toEqual([{ name: 'minAge', expected: '24', actual: '22' }]);
    expect(relaxed('shorter2')).toEqual([{ name: 'minHeight', expected: `5'0"`, actual: `4'10"` }]);
    expect(relaxed('gujranwala')).toEqual([{ name: 'locationRadius', expected: '50 km', actual: '68 km' }]);
    expect(relaxed('schooling12')).toEqual([{ name: 'minEducationYears', expected: '14', actual: '12' }]);
    expect(relaxed('arain')).toEqual([{ name: 'caste', expected: 'Jutt', actual: 'Arain' }]);
    expect(relaxed('urdu')).toEqual([{ name: 'nativeLanguage', expected: 'Punjabi', actual: 'Urdu' }]);
    expect(relaxed('rented')).toEqual([{ name: 'residenceType', expected: 'Own', actual: 'Rented' }]);
    expect(relaxed('government')).toEqual([{ name: 'jobType', expected: 'Private', actual: 'Government' }]);
    expect(relaxed('twoChildren')).toEqual([{ name: 'maxKids', expected: '0', actual: '2' }]);
    const lines = near.map((c) => relaxedLine(c.relaxed![0], 'Male'));
    expect(lines).toEqual(
      expect.arrayContaining([
        '2 years older than he asked',
        '2 years younger than he asked',
        '2 inches shorter than he asked',
        '68 km away, he asked within 50 km',
        '2 years less education than he asked',
        'Caste: Arain, not Jutt as he asked',
        '2 children, he asked for none',
      ]),
    );
  });

  it('are not the exact matches, and fail no more than one requirement', async () => {
    const exact = idsOf(await cards(`?matchProfileId=${man.id}&aiFilters=true`));
    expect(exact.has(women.exact)).toBe(true);
    const near = idsOf(await cards(`?matchProfileId=${man.id}&aiFilters=true&near=true`));
    for (const id of exact) expect(near.has(id)).toBe(false);
    expect(near.has(women.arainAndOlder)).toBe(false);
  });

  it('never relax gender, religion, sect or the marital-status group', async () => {
    const near = idsOf(await cards(`?matchProfileId=${man.id}&aiFilters=true&near=true`));
    for (const key of ['man', 'christian', 'shia', 'divorced', 'divorcedAndOlder'])
      expect(near.has(women[key])).toBe(false);
    const all = await cards(`?matchProfileId=${man.id}&near=true&locationRadius=400`);
    for (const card of all) expect(card.gender).toBe('Female');
  });

  it('never relax the legal age: a minimum age of 19 lets in 18, not 17', async () => {
    const young = { gender: 'Female', heightFt: 5, heightIn: 3, prefMinAge: 18, prefMaxAge: 40 } as const;
    const girl = await insertProfile(t.db, { ...young, age: 17 });
    const adult = await insertProfile(t.db, { ...young, age: 18 });
    const near = await cards(`?matchProfileId=${man.id}&minAge=19&near=true`);
    expect(near.find((c) => c._id === adult.id)?.relaxed).toEqual([
      { name: 'minAge', expected: '19', actual: '18' },
    ]);
    expect(idsOf(near).has(girl.id)).toBe(false);
    await t.db.deleteFrom('profiles').where('id', 'in', [girl.id, adult.id]).execute();
  });

  it('are two-way: each meets every requirement of her own', async () => {
    const near = idsOf(await cards(`?matchProfileId=${man.id}&aiFilters=true&near=true`));
    // She fails one of his and he one of hers: two failures.
    expect(near.has(women.wantsArainAndOlder)).toBe(false);
    expect(near.has(women.wantsTallerAndOlder)).toBe(false);
    // He fails only hers: she is already in his match list, with "Requirements Not Met".
    expect(near.has(women.wantsArain)).toBe(false);
    const exact = await cards(`?matchProfileId=${man.id}&aiFilters=true`);
    expect(exact.find((c) => c._id === women.wantsArain)).toMatchObject({
      mismatchedFilters: [{ name: 'caste', expected: 'Arain', actual: 'Jutt' }],
    });
  });

  it('relax what the list applies: without his preferences, his caste is not asked', async () => {
    const near = idsOf(await cards(`?matchProfileId=${man.id}&near=true`));
    expect(near.has(women.older2)).toBe(true);
    expect(near.has(women.arain)).toBe(false);
    expect(near.has(women.review)).toBe(false);
    // A filter the matchmaker set is relaxed by the same allowance: 2 years more schooling, not 3.
    const schooled = await insertProfile(t.db, {
      gender: 'Female',
      age: 26,
      educationYears: 17,
      prefMinAge: 18,
    });
    const capped = await cards(`?matchProfileId=${man.id}&maxEducationYears=14&near=true`);
    expect(capped.find((c) => c._id === women.exact)?.relaxed).toEqual([
      { name: 'maxEducationYears', expected: '14', actual: '16' },
    ]);
    expect(idsOf(capped).has(schooled.id)).toBe(false);
    await t.db.deleteFrom('profiles').where('id', '=', schooled.id).execute();
  });

  it('answer any list filter with them, switched off or odd, without an error', async () => {
    for (const extra of [
      'sect=Any&city=&minAge=Any&maxAge=Any&minHeightFt=Any&maritalStatus=',
      'aiFilters=true&caste=%25_%5C&jobType=Any&nativeLanguage=Urdu&residenceType=Rented&maxKids=0',
      'locationRadius=0&minHeightFt=7&minEducationYears=24&maxEducationYears=5&status=All&q=ar',
      'minAge=90&maxAge=16&sort=distance&page=3&edited=true&duplicates=true&hasDisability=true',
    ]) {
      const response = await list(`?matchProfileId=${man.id}&near=true&${extra}`);
      expect(response.statusCode, extra).toBe(200);
    }
  });

  it('need the profile they are near to', async () => {
    const response = await list('?near=true');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NEAR_NEEDS_MATCH);
    expect((await list('?matchProfileId=1&near=maybe')).statusCode).toBe(400);
  });

  it('page like the list', async () => {
    const searcher = await insertProfile(t.db, { gender: 'Male', age: 40, city: 'Karachi', heightFt: 5 });
    const created: number[] = [];
    for (let i = 0; i < PAGE_SIZE + 3; i++) {
      const p = await insertProfile(t.db, {
        gender: 'Female',
        age: 41,
        city: 'Karachi',
        prefMinAge: 30,
        prefMaxAge: 50,
      });
      created.push(p.id);
    }
    const first = (await list(`?matchProfileId=${searcher.id}&near=true`)).json();
    const second = (await list(`?matchProfileId=${searcher.id}&near=true&page=2`)).json();
    expect(first.total).toBe(PAGE_SIZE + 3);
    expect(first.profiles).toHaveLength(PAGE_SIZE);
    expect(second.profiles).toHaveLength(3);
    const seen = [...first.profiles, ...second.profiles].map((c: Card) => c._id);
    expect(new Set(seen)).toEqual(new Set(created));
    await t.db
      .deleteFrom('profiles')
      .where('id', 'in', [searcher.id, ...created])
      .execute();
  });
});

describe('a family', () => {
  it('never gets near matches: near=true answers what it would without', async () => {
    const family = await t.signIn(String(man.id), man.accessToken);
    const plain = await list('', family.authorization);
    const near = await list('?near=true', family.authorization);
    expect(near.statusCode).toBe(200);
    expect(near.json()).toEqual(plain.json());
    expect(JSON.stringify(near.json())).not.toContain('relaxed');
    expect(idsOf(near.json().profiles).has(women.older2)).toBe(false);
  });
});
