import { SIDE_STATUSES } from '@shared/connection-status';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile, insertScoreSearcher } from '../support/factories';

/*
 * Fit first (issue 29, decision 053): in a match list every profile that fits both ways comes before every
 * profile with a requirement not met, whatever the scores; within each group, the order asked (best first by
 * default, then nearest, newest).
 */
const t = apiFixture();
type Card = { _id: number; score: number; mismatchedFilters: unknown[]; connectionSummary: string | null };
const list = async (query: string, authorization = t.admin) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/profiles${query}`,
    headers: { authorization },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { profiles: Card[]; total: number; sort: string };
};

describe('the divorced woman of the issue', () => {
  it('a man who fits both ways comes before a higher-scored one whose requirement she does not meet', async () => {
    const kiran = await insertProfile(t.db, {
      name: 'Kiran Abbasi',
      gender: 'Female',
      age: 30,
      maritalStatus: 'Divorced',
      children: 0,
      haveChildren: false,
      caste: 'Abbasi',
      city: 'Lahore',
    });
    // Waqas scores more (same caste, same home town) but requires a Single wife.
    const waqas = await insertProfile(t.db, {
      name: 'Waqas Malik',
      age: 34,
      maritalStatus: 'Divorced',
      children: 0,
      caste: 'Abbasi',
      city: 'Lahore',
      prefMaritalStatus: ['Single'],
    });
    const omer = await insertProfile(t.db, {
      name: 'Omer Malik',
      age: 34,
      maritalStatus: 'Divorced',
      children: 0,
      caste: 'Malik',
      city: 'Lahore',
    });
    const body = await list(`?matchProfileId=${kiran.id}`);
    const ids = body.profiles.map((p) => p._id);
    expect(ids).toEqual([omer.id, waqas.id]);
    const [first, second] = body.profiles;
    expect(first.mismatchedFilters).toEqual([]);
    expect(second.mismatchedFilters).not.toEqual([]);
    expect(second.score).toBeGreaterThan(first.score);
    // Any other order asked keeps the fitting ones first.
    for (const sort of ['newest', 'oldest', 'updated', 'distance']) {
      const other = await list(`?matchProfileId=${kiran.id}&sort=${sort}`);
      expect(other.profiles.map((p) => p._id)).toEqual([omer.id, waqas.id]);
    }
    // A list that is not a match list keeps its plain order.
    const plain = await list('?gender=Male&city=Any&sort=newest');
    expect(plain.profiles.map((p) => p._id).slice(0, 2)).toEqual([omer.id, waqas.id]);
    await t.db.deleteFrom('profiles').execute();
  });
});

const CITIES = ['Lahore', 'Sheikhupura', 'Gujranwala', 'Karachi'];
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const profileArb = fc
  .record({
    gender: fc.constantFrom('Male', 'Female' as const),
    age: fc.integer({ min: 20, max: 40 }),
    city: fc.constantFrom(...CITIES),
    maritalStatus: fc.constantFrom('Single', 'Divorced', 'Widowed'),
    children: fc.integer({ min: 0, max: 2 }),
    heightFt: maybe(fc.integer({ min: 5, max: 6 })),
    heightIn: fc.integer({ min: 0, max: 11 }),
    educationYears: maybe(fc.integer({ min: 12, max: 18 })),
    caste: maybe(fc.constantFrom('Rajput', 'Arain', 'Abbasi')),
    homeTown: maybe(fc.constantFrom('Sialkot', 'Multan')),
    jobType: maybe(fc.constantFrom('Private', 'Government')),
    prefMinAge: maybe(fc.integer({ min: 20, max: 35 })),
    prefMaxAge: maybe(fc.integer({ min: 28, max: 45 })),
    prefMaritalStatus: maybe(fc.constantFrom(['Single'], ['Divorced', 'Widowed'])),
    prefMaxKids: maybe(fc.integer({ min: 0, max: 1 })),
    prefCaste: maybe(fc.constantFrom('Rajput', 'Arain')),
    prefJobType: maybe(fc.constantFrom('Private', 'Government')),
  })
  .map((p) => ({
    ...p,
    children: p.maritalStatus === 'Single' ? null : p.children,
    heightIn: p.heightFt === null ? null : p.heightIn,
  }));

const QUERIES = [
  '',
  '&maritalStatus=Any&minAge=Any&maxAge=Any&minHeightFt=Any',
  '&city=Any&maritalStatus=Any&minAge=Any&maxAge=Any&minHeightFt=Any',
  '&city=Any&maritalStatus=Any&minAge=Any&maxAge=Any&minHeightFt=Any&sort=newest',
  '&city=Any&maritalStatus=Any&minAge=Any&maxAge=Any&minHeightFt=Any&aiFilters=true',
];

it('no card with a requirement not met is above a card without, on random profiles', {
  timeout: 180_000,
}, async () => {
  let seenBoth = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(profileArb, { minLength: 6, maxLength: 24 }),
      fc.constantFrom(...QUERIES),
      async (profiles, query) => {
        await t.db.deleteFrom('profiles').execute();
        const ids: number[] = [];
        for (const p of profiles)
          ids.push(
            (
              await insertProfile(t.db, {
                ...p,
                prefMaritalStatus: p.prefMaritalStatus && [...p.prefMaritalStatus],
              })
            ).id,
          );
        const body = await list(`?matchProfileId=${ids[0]}${query}`);
        const fits = body.profiles.map((p) => p.mismatchedFilters.length === 0);
        const firstMismatch = fits.indexOf(false);
        if (firstMismatch >= 0) expect(fits.slice(firstMismatch)).not.toContain(true);
        if (firstMismatch > 0) seenBoth += 1;
        // Within each group, best first (the default order of a match list).
        if (!query.includes('sort=')) {
          for (let i = 1; i < body.profiles.length; i++) {
            if (fits[i] === fits[i - 1])
              expect(body.profiles[i].score).toBeLessThanOrEqual(body.profiles[i - 1].score);
          }
        }
      },
    ),
    { numRuns: 40, seed: 29 },
  );
  // The property was tested on lists holding both kinds, not only on one kind.
  expect(seenBoth).toBeGreaterThan(3);
});

/*
 * Declined last (issue 30 item 9): in a family's own list the profiles it declined (its own side Profile
 * Rejected or Rejected After Contact) come after every other, in every order; within each group the order
 * asked. Only the family's own answer moves a card, never the other family's side, which the family is not
 * told beyond what its card says.
 */
const DECLINED: readonly string[] = ['Profile Rejected', 'Rejected After Contact'];
const womanArb = fc.record({
  age: fc.integer({ min: 24, max: 30 }),
  caste: maybe(fc.constantFrom('Rajput', 'Arain', 'Abbasi')),
  homeTown: maybe(fc.constantFrom('Sialkot', 'Multan')),
  educationYears: maybe(fc.integer({ min: 12, max: 18 })),
  jobType: maybe(fc.constantFrom('Private', 'Government')),
  residenceType: fc.constantFrom('Own', 'Rented'),
  sides: fc.option(fc.tuple(fc.constantFrom(...SIDE_STATUSES), fc.constantFrom(...SIDE_STATUSES)), {
    nil: null,
  }),
});

it('a family’s declined profiles come after every other, in every order, on random lists', {
  timeout: 180_000,
}, async () => {
  let mixed = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(womanArb, { minLength: 4, maxLength: 16 }), async (women) => {
      await t.db.deleteFrom('profiles').execute();
      const man = await insertScoreSearcher(t.db);
      const declined = new Set<number>();
      for (const [i, { sides, ...woman }] of women.entries()) {
        const { id } = await insertProfile(t.db, { ...woman, gender: 'Female' });
        if (!sides) continue;
        const [own, other] = sides;
        if (DECLINED.includes(own)) declined.add(id);
        // Written either way round: the family's side is whichever names it.
        const pair =
          i % 2 === 0
            ? { profile1Id: man.id, profile2Id: id, profile1Status: own, profile2Status: other }
            : { profile1Id: id, profile2Id: man.id, profile1Status: other, profile2Status: own };
        await t.db.insertInto('connections').values(pair).execute();
      }
      const family = await t.familyAuth(man);
      for (const query of ['', '?sort=newest', '?sort=oldest']) {
        const body = await list(query, family);
        const last = body.profiles.map((p) => (declined.has(p._id) ? 1 : 0));
        expect(last, query).toEqual([...last].sort((a, b) => a - b));
        if (last.includes(0) && last.includes(1)) mixed += 1;
        for (const card of body.profiles)
          if (declined.has(card._id)) expect(card.connectionSummary).toBe('rejected-by-you');
        // Within each group, the order asked: best first by default.
        if (query === '') {
          const keys = body.profiles.map((p) => [declined.has(p._id) ? 1 : 0, p.score]);
          expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || b[1] - a[1]));
        }
      }
    }),
    { numRuns: 25, seed: 30 },
  );
  // Tested on lists holding both kinds, not only on one kind.
  expect(mixed).toBeGreaterThan(10);
});
