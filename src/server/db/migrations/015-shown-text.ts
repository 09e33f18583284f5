import { type Kysely, sql } from 'kysely';
import { shownTextOf } from '../../privacy/shown-text';
import { familySearchTextOf } from '../../profiles/family-search-text';

/**
 * Issue 25 (decision 047): a family's text filters, text requirements and score read a profile's text as an
 * unconnected family receives it, never the stored text (a filter on the stored text let a man read a
 * woman's hidden phone and name one letter at a time). Written by the app on every save, filled here once.
 * The family search text is written again too, by the stronger cleaner (decision 051).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'shown_caste',
    'shown_home_town',
    'shown_education',
    'shown_job_title',
    'shown_native_language',
  ])
    await sql`alter table profiles add column ${sql.raw(column)} text`.execute(db);
  let after = 0;
  for (;;) {
    const { rows } = await sql<
      Parameters<typeof shownTextOf>[0] & Parameters<typeof familySearchTextOf>[0] & { id: number }
    >`
      select id, gender, name, father_name as "fatherName", caste, home_town as "homeTown", education,
             job_title as "jobTitle", native_language as "nativeLanguage", about_you as "aboutYou", city,
             work_city as "workCity", other_job_type as "otherJobType", company
      from profiles where id > ${after} order by id limit 1000`.execute(db);
    if (rows.length === 0) break;
    for (const row of rows) {
      const shown = shownTextOf(row);
      await sql`update profiles set shown_caste = ${shown.shownCaste}, shown_home_town = ${shown.shownHomeTown},
        shown_education = ${shown.shownEducation}, shown_job_title = ${shown.shownJobTitle},
        shown_native_language = ${shown.shownNativeLanguage}, family_search_text = ${familySearchTextOf(row)}
        where id = ${row.id}`.execute(db);
    }
    after = rows[rows.length - 1].id;
  }
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
