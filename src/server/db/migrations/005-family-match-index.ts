import { type Kysely, sql } from 'kysely';

/**
 * A family's match page asks for one gender, religion and sect, a handful of cities and an age range
 * (SPEC §9 default filters). With these columns in one index the page reads only its candidates instead of
 * intersecting the city index with the match index and filtering a thousand rows (bench/results.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index profiles_family_match_idx on profiles (status, gender, religion, sect, lower(city), age)`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
