/**
 * Issue 17 (decision 043), as a property: on random profiles, every card of a match list scores within 0–100,
 * exactly what the shared rules (src/shared/match-score.ts) give the pair, whatever the order, page or
 * viewer; best first is in score order. The SQL and the shared code cannot drift apart.
 */
import { PAGE_SIZE } from '@shared/constants';
import { familyScoreOf, scoreOf, scoreParts } from '@shared/match-score';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { ProfileRow } from '../../src/server/db/schema';
import {
  scoreDistance,
  scoreSearchOf,
  scoreSideOf,
  shownScoreSideOf,
} from '../../src/server/matching/score-sql';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const t = apiFixture();
const CITIES = ['Lahore', 'Muridke', 'Raiwind', 'Sheikhupura', 'Kasur', 'Karachi', 'Dubai'];
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const text = (...values: string[]) => maybe(fc.constantFrom(...values));

const profileArb = fc
  .record({
    gender: fc.constantFrom('Male', 'Female' as const),
    age: fc.integer({ min: 18, max: 60 }),
    city: fc.constantFrom(...CITIES),
    maritalStatus: fc.constantFrom('Single', 'Divorced'),
    children: maybe(fc.integer({ min: 0, max: 3 })),
    heightFt: maybe(fc.integer({ min: 4, max: 6 })),
    heightIn: fc.integer({ min: 0, max: 11 }),
    educationYears: maybe(fc.integer({ min: 8, max: 20 })),
    residenceType: fc.constantFrom('Own', 'Rented', 'Official'),
    caste: text('Rajput', ' rajput', 'Arain', 'Jatt', ''),
    homeTown: text('Sialkot', 'sialkot ', 'Multan'),
    nativeLanguage: fc.constantFrom('Punjabi', 'Urdu Speaking', ' punjabi'),
    jobType: text('Private', 'Government'),
    prefMinAge: maybe(fc.integer({ min: 18, max: 45 })),
    prefMaxAge: maybe(fc.integer({ min: 20, max: 60 })),
    prefMaxKids: maybe(fc.integer({ min: 0, max: 2 })),
    prefResidenceType: text('Own', 'Rented'),
    prefJobType: text('Private', 'Government'),
  })
  .map((p) => ({ ...p, heightIn: p.heightFt === null ? null : p.heightIn }));

/** Every default filter off: every Active profile but the searcher, each with its score. */
const EVERYONE = ['gender', 'religion', 'sect', 'city', 'minAge', 'maxAge', 'maritalStatus', 'minHeightFt']
  .map((key) => `&${key}=Any`)
  .join('');

type Card = { _id: number; score: number | null; mismatchedFilters?: unknown[] };

it('every score is within 0–100, the shared rules’ sum, the same in every order and for the family', {
  timeout: 120_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(profileArb, { minLength: 6, maxLength: 24 }), async (profiles) => {
      await t.db.deleteFrom('profiles').execute();
      const rows: ProfileRow[] = [];
      for (const p of profiles) {
        const created = await insertProfile(t.db, { ...p, gender: p.gender as 'Male' | 'Female' });
        rows.push(
          await t.db
            .selectFrom('profiles')
            .selectAll()
            .where('id', '=', created.id)
            .executeTakeFirstOrThrow(),
        );
      }
      const searcherRow = rows[0];
      const search = scoreSearchOf(searcherRow);
      const expected = new Map(
        rows.slice(1).map((row) => {
          const side = scoreSideOf(row);
          return [row.id, scoreOf(scoreParts(search.side, side, scoreDistance(search, row.city)))];
        }),
      );
      const list = async (query: string, authorization = t.admin) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/profiles${query}`,
          headers: { authorization },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as { profiles: Card[]; sort: string };
      };

      const best = await list(`?matchProfileId=${searcherRow.id}${EVERYONE}`);
      expect(best.sort).toBe('score');
      expect(best.profiles).toHaveLength(rows.length - 1);
      // Fit first (issue 29, decision 053): every card that fits both ways, then the rest; each group best first.
      const fits = (card: Card) => (card.mismatchedFilters?.length ?? 0) === 0;
      const keys = best.profiles.map((card) => [fits(card) ? 1 : 0, card.score as number]);
      expect(keys).toEqual([...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
      for (const card of best.profiles) {
        expect(card.score).toBeGreaterThanOrEqual(0);
        expect(card.score).toBeLessThanOrEqual(100);
        expect(card.score, `#${card._id}`).toBe(expected.get(card._id));
      }
      for (const sort of ['newest', 'oldest', 'updated']) {
        const other = await list(`?matchProfileId=${searcherRow.id}${EVERYONE}&sort=${sort}`);
        for (const card of other.profiles) expect(card.score, sort).toBe(expected.get(card._id));
      }
      // The family's own list (its requirements narrow it): the shared rules' family score of each pair,
      // from what it receives of the candidate and without the candidate's requirements (decision 047).
      const familyExpected = new Map(
        rows.slice(1).map((row) => {
          const km = scoreDistance(search, row.city);
          return [row.id, familyScoreOf(scoreParts(search.side, shownScoreSideOf(row), km))];
        }),
      );
      const family = await t.signIn(String(searcherRow.id), searcherRow.accessToken);
      for (const query of ['', '?sort=newest']) {
        const own = await list(query, family.authorization);
        for (const card of own.profiles) {
          expect(card.score).toBeLessThanOrEqual(100);
          expect(card.score, `family #${card._id}`).toBe(familyExpected.get(card._id));
        }
        if (query === '') {
          const scores = own.profiles.map((card) => card.score as number);
          expect(scores).toEqual([...scores].sort((a, b) => b - a));
        }
      }
      // One more page, beyond the last: empty, and the first page is all there is (fewer than PAGE_SIZE).
      expect(rows.length).toBeLessThan(PAGE_SIZE);
      expect((await list(`?matchProfileId=${searcherRow.id}${EVERYONE}&page=2`)).profiles).toEqual([]);
    }),
    { numRuns: 25 },
  );
});
