import { type Kysely, sql } from 'kysely';

/**
 * A family's free-text search may only look through what that family may see of other profiles: no address,
 * no name, no father's name (DESIGN §3). Matchmakers keep searching `search_text`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const visibleToFamilies = [
    'about_you',
    'job_title',
    'city',
    'home_town',
    'work_city',
    'caste',
    'education',
    'other_job_type',
    'company',
    'native_language',
  ];
  const expression = visibleToFamilies.map((f) => `coalesce(${f}, '')`).join(` || ' ' || `);
  await sql
    .raw(
      `alter table profiles add column family_search_text text generated always as (lower(${expression})) stored`,
    )
    .execute(db);
  await sql`create index profiles_family_search_trgm_idx on profiles using gin (family_search_text gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
