import { LIST_COUNT_CAP, PAGE_SIZE } from '@shared/constants';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { ListQuery } from '../../src/server/matching/list-query';
import { profileListRepository } from '../../src/server/matching/list-repository';
import { nearbyCities } from '../../src/server/matching/nearby-cities';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

/*
 * A list sorted nearest first searches its cities one at a time, newest first in each, on PostgreSQL, and reads
 * its hits whole on the embedded database (decision 089). Whatever the profiles, the filters and the page, both
 * must be the list the plain rule gives: every profile that passes the filters, nearest city first, then the
 * newest, then the highest id; and the total exact up to LIST_COUNT_CAP.
 */
const t = apiFixture();

// Lahore and places within 100 km of it (in the list), one outside, and one in capitals.
const CITIES = [
  'Lahore',
  'Lahore',
  'Lahore',
  'Sheikhupura',
  'Kasur',
  'Gujranwala',
  'Faisalabad',
  'Karachi',
  'LAHORE',
];
// Few distinct times, so that ties on the time are common and the id decides.
const DAY = 24 * 60 * 60 * 1000;
const TIMES = [0, 1, 2, 3].map((days) => new Date(Date.UTC(2026, 0, 1) + days * DAY));

const profileArb = fc.record({
  gender: fc.constantFrom('Female' as const, 'Female' as const, 'Female' as const, 'Male' as const),
  age: fc.integer({ min: 20, max: 40 }),
  city: fc.constantFrom(...CITIES),
  status: fc.constantFrom('Active' as const, 'Active' as const, 'Active' as const, 'Review' as const),
  sect: fc.constantFrom('Sunni', 'Shia'),
  createdAt: fc.constantFrom(...TIMES),
});
const queryArb = fc.record({
  radius: fc.constantFrom(0, 30, 100, 100),
  minAge: fc.option(fc.integer({ min: 20, max: 30 }), { nil: undefined, freq: 2 }),
  sect: fc.option(fc.constantFrom('Sunni', 'Shia'), { nil: undefined, freq: 2 }),
  page: fc.constantFrom(1, 1, 2),
});

function secondPageExample(): Profile[] {
  return Array.from({ length: 130 }, (_, i) => ({
    gender: 'Female' as const,
    age: 20 + (i % 20),
    city: i % 5 === 4 ? CITIES[3 + (i % 4)]! : 'Lahore',
    status: 'Active' as const,
    sect: i % 2 ? 'Sunni' : 'Shia',
    createdAt: TIMES[i % TIMES.length]!,
  }));
}

type Profile = typeof profileArb extends fc.Arbitrary<infer T> ? T : never;
type Query = typeof queryArb extends fc.Arbitrary<infer T> ? T : never;
type Inserted = Profile & { id: number };

function expected(profiles: Inserted[], q: Query) {
  const distances = nearbyCities(['Lahore'], q.radius);
  const hits = profiles
    .filter(
      (p) =>
        p.status === 'Active' &&
        p.gender === 'Female' &&
        distances.has(p.city.toLowerCase()) &&
        (q.minAge === undefined || p.age >= q.minAge) &&
        (q.sect === undefined || p.sect === q.sect),
    )
    .map((p) => ({ ...p, km: distances.get(p.city.toLowerCase())! }))
    .sort((a, b) => a.km - b.km || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  return {
    ids: hits.slice((q.page - 1) * PAGE_SIZE, q.page * PAGE_SIZE).map((p) => p.id),
    total: hits.length,
  };
}

it('nearest first is the plain rule on random profiles, filters and pages', {
  timeout: 240_000,
}, async () => {
  let secondPages = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(profileArb, { minLength: 100, maxLength: 200 }),
      fc.array(queryArb, { minLength: 1, maxLength: 4 }),
      async (profiles, queries) => {
        await t.db.deleteFrom('profiles').execute();
        const inserted: Inserted[] = [];
        for (const p of profiles) inserted.push({ ...p, id: (await insertProfile(t.db, p)).id });
        for (const q of queries) {
          const params = new URLSearchParams({
            status: 'Active',
            gender: 'Female',
            city: 'Lahore',
            locationRadius: String(q.radius),
            sort: 'distance',
            minAge: String(q.minAge ?? 'Any'),
            maxAge: 'Any',
            page: String(q.page),
            ...(q.sect ? { sect: q.sect } : {}),
          });
          const response = await t.asMatchmaker({ method: 'GET', url: `/api/profiles?${params}` });
          expect(response.statusCode).toBe(200);
          const body = response.json() as {
            profiles: { _id: number }[];
            total: number;
            totalIsFloor: boolean;
          };
          const want = expected(inserted, q);
          expect(body.profiles.map((p) => p._id)).toEqual(want.ids);
          expect(body.total).toBe(Math.min(want.total, LIST_COUNT_CAP));
          expect(body.totalIsFloor).toBe(want.total > LIST_COUNT_CAP);
          if (q.page === 2 && want.ids.length > 0) secondPages += 1;
          // The same page read one city at a time and read whole (the engine decides which the app uses).
          const distances = nearbyCities(['Lahore'], q.radius);
          const query: ListQuery = {
            conditions: [
              {
                status: 'Active',
                gender: 'Female',
                cityNames: [...distances.keys()],
                minAge: q.minAge,
                sect: q.sect,
              },
            ],
            distances,
            sort: 'distance',
            limit: PAGE_SIZE,
            offset: (q.page - 1) * PAGE_SIZE,
          };
          for (const byCity of [true, false]) {
            const rows = await profileListRepository(t.db, { byCity }).page(query);
            expect(rows.map((row) => row.id)).toEqual(want.ids);
          }
        }
      },
    ),
    {
      numRuns: 6,
      // Always one list of more than two pages whose nearest city alone fills more than a page.
      examples: [[secondPageExample(), [{ radius: 100, minAge: undefined, sect: undefined, page: 2 }]]],
    },
  );
  // The runs reached a second page of hits (each city's part must hold the pages before it too).
  expect(secondPages).toBeGreaterThan(0);
});
