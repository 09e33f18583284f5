import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-matching';
import * as m003 from './migrations/003-picture-files';
import * as m004 from './migrations/004-family-search';
import * as m005 from './migrations/005-family-match-index';
import * as m006 from './migrations/006-family-edits';
import * as m007 from './migrations/007-profile-notes';
import * as m008 from './migrations/008-list-orders';
import * as m009 from './migrations/009-city-names';
import * as m010 from './migrations/010-verifications-and-reports';
import * as m011 from './migrations/011-duplicates';
import * as m012 from './migrations/012-blocks';
import * as m013 from './migrations/013-idempotency-keys';
import * as m014 from './migrations/014-matchmaker-list-index';
import * as m015 from './migrations/015-shown-text';
import * as m016 from './migrations/016-held-edits';
import * as m017 from './migrations/017-upload-bytes';
import * as m018 from './migrations/018-payments';
import * as m019 from './migrations/019-team';
import * as m020 from './migrations/020-versions';
import * as m021 from './migrations/021-dashboard-sections';
import * as m022 from './migrations/022-family-controls';
import * as m023 from './migrations/023-family-requirements';
import * as m024 from './migrations/024-report-resolutions';
import * as m025 from './migrations/025-inactive-notes';
import * as m026 from './migrations/026-profile-activity';
import * as m027 from './migrations/027-overview-counts';
import * as m028 from './migrations/028-overview-fees';
import * as m029 from './migrations/029-live-pairs';
import * as m030 from './migrations/030-city-newest';
import * as m031 from './migrations/031-activity-after-writers';
import * as m032 from './migrations/032-overview-only-what-counts';
import * as m033 from './migrations/033-activity-plans-kept';
import type { Database } from './schema';

/** Committed migrations, in order. Add new ones at the end; never edit one that has landed. */
const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-matching': m002,
  '003-picture-files': m003,
  '004-family-search': m004,
  '005-family-match-index': m005,
  '006-family-edits': m006,
  '007-profile-notes': m007,
  '008-list-orders': m008,
  '009-city-names': m009,
  '010-verifications-and-reports': m010,
  '011-duplicates': m011,
  '012-blocks': m012,
  '013-idempotency-keys': m013,
  '014-matchmaker-list-index': m014,
  '015-shown-text': m015,
  '016-held-edits': m016,
  '017-upload-bytes': m017,
  '018-payments': m018,
  '019-team': m019,
  '020-versions': m020,
  '021-dashboard-sections': m021,
  '022-family-controls': m022,
  '023-family-requirements': m023,
  '024-report-resolutions': m024,
  '025-inactive-notes': m025,
  '026-profile-activity': m026,
  '027-overview-counts': m027,
  '028-overview-fees': m028,
  '029-live-pairs': m029,
  '030-city-newest': m030,
  '031-activity-after-writers': m031,
  '032-overview-only-what-counts': m032,
  '033-activity-plans-kept': m033,
};

/**
 * The names of the committed migrations, in the order they run: by name, as Kysely's migrator orders them
 * (not the order of the object above, so that two changes that each add one cannot disagree with it). A
 * backup records which of them its data has.
 */
export const MIGRATION_NAMES = Object.keys(migrations).sort();

function migrator(db: Kysely<Database>) {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
}

/** Applies migrations up to and including `name` (a restore loads a backup into the schema it was made on). */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  const { error } = await migrator(db).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
