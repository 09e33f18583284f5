import { type Kysely, sql } from 'kysely';

/**
 * Two-way matching in SQL (DESIGN §2, §4): each profile's own height in inches, its effective partner
 * preferences (defaults overlaid by what a matchmaker set, computed by src/shared/matching.ts on every save),
 * and a lower-cased search text with a trigram index for free-text search.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  let table = db.schema.alterTable('profiles').addColumn('height_inches', 'integer');
  const eff: [string, string][] = [
    ['eff_min_age', 'integer'],
    ['eff_max_age', 'integer'],
    ['eff_marital_status', 'text[]'],
    ['eff_max_kids', 'integer'],
    ['eff_residence_type', 'text'],
    ['eff_caste', 'text'],
    ['eff_sect', 'text'],
    ['eff_native_language', 'text'],
    ['eff_min_education_years', 'integer'],
    ['eff_max_education_years', 'integer'],
    ['eff_job_type', 'text'],
    ['eff_min_height_inches', 'integer'],
  ];
  for (const [name, type] of eff) table = table.addColumn(name, sql.raw(type));
  await table.execute();

  const searchFields = [
    'address',
    'about_you',
    'job_title',
    'city',
    'home_town',
    'work_city',
    'caste',
    'education',
    'other_job_type',
    'company',
    'name',
    'father_name',
    'native_language',
  ];
  const expression = searchFields.map((f) => `coalesce(${f}, '')`).join(` || ' ' || `);
  await sql
    .raw(`alter table profiles add column search_text text generated always as (lower(${expression})) stored`)
    .execute(db);
  await sql`create index profiles_search_trgm_idx on profiles using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index profiles_city_lower_idx on profiles (lower(city))`.execute(db);
  await sql`create index profiles_list_idx on profiles (status, created_at desc, id desc)`.execute(db);
  await db.schema.dropIndex('profiles_city_idx').execute();
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
