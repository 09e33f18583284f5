import { defaultPreferences, effectivePreferences, mismatches, oppositeGender } from '@shared/matching';
import { citiesWithin } from '@shared/places';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { ProfileRow } from '../../src/server/db/schema';
import { aiFiltersOf, matchProfileOf } from '../../src/server/profiles/columns';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const t = apiFixture();
const CITIES = ['Lahore', 'Sheikhupura', 'Gujranwala', 'Karachi', 'Islamabad', 'Rawalpindi', 'Dubai'];
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

const profileArb = fc
  .record({
    gender: fc.constantFrom('Male', 'Female' as const),
    age: fc.integer({ min: 18, max: 60 }),
    city: fc.constantFrom(...CITIES),
    religion: fc.constantFrom('Muslim', 'Muslim', 'Christian'),
    sect: fc.constantFrom('Sunni', 'Shia'),
    maritalStatus: fc.constantFrom('Single', 'Nikah Broken (No Rukhsati)', 'Divorced', 'Widowed', 'Married'),
    children: fc.integer({ min: 0, max: 3 }),
    heightFt: maybe(fc.integer({ min: 4, max: 6 })),
    heightIn: fc.integer({ min: 0, max: 11 }),
    educationYears: maybe(fc.integer({ min: 10, max: 18 })),
    residenceType: fc.constantFrom('Own', 'Rented'),
    caste: maybe(fc.constantFrom('Rajput', 'Arain', 'Jatt')),
    nativeLanguage: fc.constantFrom('Punjabi', 'Urdu Speaking'),
    jobType: maybe(fc.constantFrom('Private', 'Government')),
    status: fc.constantFrom('Active', 'Active', 'Active', 'Review'),
    prefMinAge: maybe(fc.integer({ min: 18, max: 45 })),
    prefMaxKids: maybe(fc.integer({ min: 0, max: 2 })),
    prefCaste: maybe(fc.constantFrom('Rajput', 'Arain')),
    prefMinEducationYears: maybe(fc.integer({ min: 12, max: 16 })),
    prefJobType: maybe(fc.constantFrom('Private', 'Government')),
    // A family's own sect and cities (decision 059): its search is there, not in its own city and sect.
    prefSect: maybe(fc.constantFrom('Sunni', 'Shia')),
    prefCities: maybe(fc.subarray(CITIES, { minLength: 1, maxLength: 2 })),
    prefLocationRadius: maybe(fc.constantFrom(0, 50, 200)),
  })
  .map((p) => ({
    ...p,
    sect: p.religion === 'Muslim' ? p.sect : null,
    maritalStatus: p.gender === 'Female' && p.maritalStatus === 'Married' ? 'Single' : p.maritalStatus,
    children: ['Single', 'Nikah Broken (No Rukhsati)'].includes(p.maritalStatus) ? null : p.children,
    heightIn: p.heightFt === null ? null : p.heightIn,
    prefLocationRadius: p.prefCities === null ? null : p.prefLocationRadius,
  }));

it('the API answers exactly the in-memory evaluation of the shared rules, both ways', {
  timeout: 120_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(profileArb, { minLength: 8, maxLength: 30 }), async (profiles) => {
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
      const searcher = matchProfileOf(searcherRow);
      const near = citiesWithin(searcher.city, 50).map((c) => c.name.toLowerCase());
      const nearby = near.length ? near : [searcher.city.toLowerCase()];
      const own = defaultPreferences(searcher);
      const searchable = rows.filter(
        (r) =>
          r.id !== searcher.id &&
          r.status === 'Active' &&
          r.gender === oppositeGender(searcher.gender) &&
          r.religion === searcher.religion &&
          (!own.sect || r.sect === own.sect) &&
          nearby.includes(r.city.toLowerCase()) &&
          mismatches(own, matchProfileOf(r)).length === 0,
      );
      const theirs = (r: (typeof rows)[number]) =>
        mismatches(effectivePreferences(matchProfileOf(r), aiFiltersOf(r)), searcher);

      const asAdmin = await t.app.inject({
        method: 'GET',
        url: `/api/profiles?matchProfileId=${searcher.id}`,
        headers: { authorization: t.admin },
      });
      expect(asAdmin.statusCode).toBe(200);
      const adminList = asAdmin.json() as {
        total: number;
        profiles: { _id: number; mismatchedFilters: unknown[] }[];
      };
      expect(adminList.profiles.map((p) => p._id).sort()).toEqual(searchable.map((r) => r.id).sort());
      for (const card of adminList.profiles) {
        expect(card.mismatchedFilters).toEqual(theirs(searchable.find((r) => r.id === card._id)!));
      }

      const family = await t.signIn(String(searcher.id), searcherRow.accessToken);
      const asFamily = await t.app.inject({
        method: 'GET',
        url: '/api/profiles',
        headers: { authorization: family.authorization },
      });
      const familyIds = (asFamily.json() as { profiles: { _id: number }[] }).profiles
        .map((p) => p._id)
        .sort();
      // A family's own requirements always apply (issue 14): its effective preferences (defaults overlaid by
      // the matchmaker's) take the defaults' place, whatever its query says.
      const ownEffective = effectivePreferences(searcher, aiFiltersOf(searcherRow));
      const ownSect = searcher.religion === 'Muslim' ? (ownEffective.sect ?? null) : null;
      const ownArea = (ownEffective.cities ?? [searcher.city]).flatMap((city) => {
        const radius = ownEffective.cities ? (ownEffective.locationRadius ?? 50) : 50;
        const found = citiesWithin(city, radius).map((c) => c.name.toLowerCase());
        return found.length ? found : [city.toLowerCase()];
      });
      expect(familyIds).toEqual(
        rows
          .filter(
            (r) =>
              r.id !== searcher.id &&
              r.status === 'Active' &&
              r.gender === oppositeGender(searcher.gender) &&
              r.religion === searcher.religion &&
              (!ownSect || r.sect === ownSect) &&
              ownArea.includes(r.city.toLowerCase()) &&
              mismatches(ownEffective, matchProfileOf(r)).length === 0 &&
              theirs(r).length === 0,
          )
          .map((r) => r.id)
          .sort(),
      );
      expect(asFamily.json().total).toBe(familyIds.length);
    }),
    { numRuns: 25 },
  );
});
