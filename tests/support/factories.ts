import type { Insertable } from 'kysely';
import { randomToken } from '../../src/server/auth/secrets';
import type { Db } from '../../src/server/db/database';
import type { PictureTable, ProfileTable } from '../../src/server/db/schema';
import { profilesRepository } from '../../src/server/profiles/repository';

let counter = 0;

/** Inserts a complete, valid profile straight into the database (for tests that are not about creating one). */
export async function insertProfile(db: Db, overrides: Partial<Insertable<ProfileTable>> = {}) {
  counter += 1;
  const values: Insertable<ProfileTable> = {
    name: `Test Family ${counter}`,
    age: 28,
    gender: 'Male',
    phoneNo: `+9230012${String(counter).padStart(5, '0')}`,
    city: 'Lahore',
    address: 'Model Town',
    residenceType: 'Own',
    maritalStatus: 'Single',
    hasDisability: false,
    religion: 'Muslim',
    sect: 'Sunni',
    nativeLanguage: 'Punjabi',
    brothers: 1,
    sisters: 1,
    status: 'Active',
    accessToken: randomToken(24),
    ...overrides,
  };
  const created = await db
    .insertInto('profiles')
    .values(values)
    .returning(['id', 'accessToken', 'gender'])
    .executeTakeFirstOrThrow();
  await profilesRepository(db).refreshMatchColumns(created.id);
  return created;
}

/**
 * A picture row of a profile at `position`, without its files (for tests of lists and views, not of the files):
 * random ids unless given.
 */
export async function insertPicture(
  db: Db,
  profileId: number,
  position: number,
  overrides: Partial<Insertable<PictureTable>> = {},
) {
  await db
    .insertInto('pictures')
    .values({
      id: randomToken(16),
      thumbnailId: randomToken(16),
      profileId,
      position,
      width: 1280,
      height: 960,
      byteSize: 200_000,
      thumbnailByteSize: 12_000,
      ...overrides,
    })
    .execute();
}

/**
 * The man the match-score tests search for (decision 043): 30, Lahore, 6 feet, Rajput from Sialkot, 16 years of
 * education, a private job; SPEC §9 gives him women 24–30, Single or Nikah Broken, Sunni, within 50 km of
 * Lahore, at least 5'3". His matchmaker asked for a family in its own house, so the candidates' family
 * circumstances are reasons too.
 */
export function insertScoreSearcher(db: Db, overrides: Partial<Insertable<ProfileTable>> = {}) {
  return insertProfile(db, {
    age: 30,
    gender: 'Male',
    city: 'Lahore',
    heightFt: 6,
    heightIn: 0,
    caste: 'Rajput',
    homeTown: 'Sialkot',
    educationYears: 16,
    jobType: 'Private',
    prefResidenceType: 'Own',
    ...overrides,
  });
}
