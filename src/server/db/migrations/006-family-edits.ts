import { type Kysely, sql } from 'kysely';
import { familySearchTextOf } from '../../profiles/family-search-text';

/**
 * Issue 14:
 * - When a family last changed its own profile and no matchmaker has marked it seen since ("Identity is the
 *   matchmakers'"). Null: nothing for the matchmakers to look at.
 * - A family's free-text search reads the profile's text as a family receives it: a generated column held
 *   the names and phones a family wrote into "about you", so searching a woman's name found her. The column
 *   is now written by the app on every save (profiles/family-search-text.ts), and filled here once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles add column family_edited_at timestamptz`.execute(db);
  await sql`create index profiles_family_edited_idx on profiles (family_edited_at) where family_edited_at is not null`.execute(
    db,
  );

  await sql`alter table profiles drop column family_search_text`.execute(db);
  await sql`alter table profiles add column family_search_text text not null default ''`.execute(db);
  let after = 0;
  for (;;) {
    const { rows } = await sql<Parameters<typeof familySearchTextOf>[0] & { id: number }>`
      select id, name, father_name as "fatherName", about_you as "aboutYou", job_title as "jobTitle", city,
             home_town as "homeTown", work_city as "workCity", caste, education,
             other_job_type as "otherJobType", company, native_language as "nativeLanguage"
      from profiles where id > ${after} order by id limit 1000`.execute(db);
    if (rows.length === 0) break;
    for (const row of rows) {
      await sql`update profiles set family_search_text = ${familySearchTextOf(row)} where id = ${row.id}`.execute(
        db,
      );
    }
    after = rows[rows.length - 1].id;
  }
  await sql`create index profiles_family_search_trgm_idx on profiles using gin (family_search_text gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
