/**
 * Decision 093, as a property: a family's list read with its cards' columns only (FAMILY_CARD_COLUMNS) is the
 * very answer the list gives when each profile is read whole: every card, field, picture, privacy rule, score
 * and reason, in every order, on both engines. A rule of a family's card that came to read another column
 * would make them differ here.
 */
import { SIDE_STATUSES } from '@shared/connection-status';
import { REASON_FIELDS } from '@shared/match-score';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Viewer } from '../../src/server/auth/viewer';
import type { ProfileRow } from '../../src/server/db/schema';
import { FAMILY_CARD_COLUMNS } from '../../src/server/matching/card-columns';
import { profileListRepository } from '../../src/server/matching/list-repository';
import { profileListService } from '../../src/server/matching/list-service';
import { CARD_VIEW_FIELDS } from '../../src/server/privacy/profile-visibility';
import { profilesRepository } from '../../src/server/profiles/repository';
import { apiFixture } from '../support/api';
import { insertPicture, insertProfile } from '../support/factories';

const t = apiFixture();
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

const NAMES = ['Ayesha Khan', 'Sana Malik', 'Bilal Ahmed', 'Usman Tariq'];
const FATHERS = ['Tariq Mehmood'];
/** Free text that may name the profile or its father, or hold a phone number: cleaned for another family. */
const freeText = (...plain: string[]) =>
  maybe(
    fc.constantFrom(
      ...plain,
      'Ayesha Khan from Sialkot',
      'daughter of Tariq Mehmood',
      'call 0300 1234567',
      'Sana teaches at Malik school',
    ),
  );

const candidateArb = fc.record({
  name: fc.constantFrom(...NAMES),
  fatherName: maybe(fc.constantFrom(...FATHERS)),
  age: fc.integer({ min: 22, max: 34 }),
  city: fc.constantFrom('Lahore', 'Muridke', 'Kasur', 'Karachi'),
  heightFt: maybe(fc.integer({ min: 5, max: 6 })),
  heightIn: fc.integer({ min: 0, max: 11 }),
  caste: freeText('Rajput', 'Arain'),
  homeTown: freeText('Sialkot', 'Multan'),
  education: freeText('BS Computer Science', 'MBBS'),
  educationYears: maybe(fc.integer({ min: 12, max: 18 })),
  jobTitle: freeText('Teacher', 'Engineer'),
  jobType: fc.constantFrom('Private', 'Government', 'Other'),
  otherJobType: freeText('Tutor'),
  nativeLanguage: fc.constantFrom('Punjabi', 'Urdu Speaking'),
  children: maybe(fc.integer({ min: 0, max: 2 })),
  residenceType: fc.constantFrom('Own', 'Rented'),
  restrictPhotosVisibility: fc.boolean(),
  verifiedPhone: fc.boolean(),
  verifiedCnic: fc.boolean(),
  pictures: fc.integer({ min: 0, max: 2 }),
  heldCaste: maybe(fc.constantFrom('Jatt')),
  /** Her side and his, when the pair has a connection. */
  sides: maybe(fc.tuple(fc.constantFrom(...SIDE_STATUSES), fc.constantFrom(...SIDE_STATUSES))),
});

const scenarioArb = fc.record({
  searcherGender: fc.constantFrom('Male', 'Female' as const),
  candidates: fc.array(candidateArb, { minLength: 3, maxLength: 12 }),
});

/**
 * A family's card row that refuses to be read where it has nothing: a rule that came to read a column the card
 * was not read with fails here at once, whether or not the random profiles vary that column (the equality
 * below would see only a difference the profiles happened to make).
 */
const guarded = <Row extends object>(row: Row): Row =>
  new Proxy(row, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !(key in target))
        throw new Error(`a family's card read "${key}", a column it was not read with (FAMILY_CARD_COLUMNS)`);
      return Reflect.get(target, key, receiver);
    },
  });

/** The list as the app builds it (its rows guarded), or with a family's page read whole (the repository's `page`). */
const listWith = (cardColumns: boolean, byCity: boolean) => {
  const repository = profileListRepository(t.db, { byCity });
  const familyPage: typeof repository.familyPage = (query, searcherId) =>
    repository.familyPage(query, searcherId).then((rows) => rows.map(guarded));
  return profileListService({
    list: cardColumns ? { ...repository, familyPage } : { ...repository, familyPage: repository.page },
    profiles: profilesRepository(t.db),
    publicUrl: 'https://rishta.test',
  });
};

it('a family’s list from its cards’ columns is the list from whole rows: every card, rule, score and reason', {
  timeout: 120_000,
}, async () => {
  // Read a city at a time (as on PostgreSQL) and whole (as on PGlite), each both ways.
  const lists = [true, false].map((byCity) => [listWith(true, byCity), listWith(false, byCity)] as const);
  // What the scenarios came to, so that the property is not one of empty lists or of rules never met.
  const seen = { cards: 0, hiddenText: 0, picturesHidden: 0, thumbnails: 0, reasons: 0, connected: 0 };
  await fc.assert(
    fc.asyncProperty(scenarioArb, async ({ searcherGender, candidates }) => {
      await t.db.deleteFrom('connections').execute();
      await t.db.deleteFrom('pictures').execute();
      await t.db.deleteFrom('profiles').execute();
      const searcher = await insertProfile(t.db, {
        gender: searcherGender,
        age: 28,
        city: 'Lahore',
        caste: 'Rajput',
        homeTown: 'Sialkot',
        educationYears: 16,
      });
      const other = searcherGender === 'Male' ? 'Female' : 'Male';
      for (const [i, c] of candidates.entries()) {
        const { pictures, sides, heldCaste, ...fields } = c;
        const created = await insertProfile(t.db, {
          ...fields,
          gender: other,
          heightIn: fields.heightFt === null ? null : fields.heightIn,
          heldText: heldCaste ? JSON.stringify({ caste: heldCaste }) : null,
          heldAt: heldCaste ? new Date() : null,
        });
        for (let p = 0; p < pictures; p++)
          await insertPicture(t.db, created.id, p, {
            id: `card-${i}-${p}`,
            thumbnailId: `card-${i}-${p}-t`,
            width: 800,
            height: 600,
            byteSize: 1000,
            thumbnailByteSize: 100,
          });
        if (sides)
          await t.db
            .insertInto('connections')
            .values({
              profile1Id: created.id,
              profile2Id: searcher.id,
              profile1Status: sides[0],
              profile2Status: sides[1],
              profile1UpdatedAt: new Date(),
              profile2UpdatedAt: new Date(),
              updatedAt: new Date(),
            })
            .execute();
      }
      const profile = (await t.db
        .selectFrom('profiles')
        .selectAll()
        .where('id', '=', searcher.id)
        .executeTakeFirstOrThrow()) as ProfileRow;
      const viewer: Viewer = {
        kind: 'user',
        profileId: searcher.id,
        gender: searcherGender,
        tokenHash: 'family-card-columns',
        profile,
      };
      for (const query of [
        { page: 1 },
        { page: 1, sort: 'newest' as const },
        { page: 1, caste: 'Rajput' },
        { page: 1, sort: 'distance' as const },
        { page: 2 },
      ]) {
        const [[cardColumns, wholeRows], [cardColumnsWhole, wholeRowsWhole]] = lists;
        const fromRows = await wholeRows.list(viewer, query);
        expect(await cardColumns.list(viewer, query)).toStrictEqual(fromRows);
        expect(await cardColumnsWhole.list(viewer, query)).toStrictEqual(
          await wholeRowsWhole.list(viewer, query),
        );
        for (const card of fromRows.profiles) {
          seen.cards += 1;
          if (JSON.stringify(card).includes('[hidden]')) seen.hiddenText += 1;
          if (card.picturesHidden) seen.picturesHidden += 1;
          if (card.thumbnailUrl) seen.thumbnails += 1;
          if (card.reasons?.length) seen.reasons += 1;
          if (card.connectionSummary) seen.connected += 1;
        }
      }
    }),
    { numRuns: 20 },
  );
  for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(5);
});

it('reads fewer columns than a whole row, none of them the owner’s or the matchmakers’ own', () => {
  const columns = new Set<string>(FAMILY_CARD_COLUMNS);
  expect(columns.size).toBe(FAMILY_CARD_COLUMNS.length);
  for (const never of ['phoneNo', 'familyPhoneNo', 'email', 'address', 'accessToken', 'paidFee', 'heldText'])
    expect(columns.has(never), never).toBe(false);
});

it('builds a card from the fields its reasons read, and reads each of them with the card', () => {
  // A reason is given only when the view holds its fields (visibleReasons); a card's view holds the card's.
  const cardFields = new Set<string>(CARD_VIEW_FIELDS.map(([key]) => key));
  const columns = new Set<string>(FAMILY_CARD_COLUMNS);
  for (const field of Object.values(REASON_FIELDS).flat()) {
    if (field === 'aiFilters') continue; // not a field of the table: the matchmakers' view only
    expect(cardFields.has(field), field).toBe(true);
    expect(columns.has(field), field).toBe(true);
  }
  for (const key of cardFields) expect(columns.has(key), key).toBe(true);
});
