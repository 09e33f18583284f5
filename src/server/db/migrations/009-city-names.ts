import { cityAsStored } from '@shared/city';
import { type Kysely, sql } from 'kysely';
import { familySearchTextOf } from '../../profiles/family-search-text';

/**
 * Issue 16 (decision 033): a typed city never matched. Location matching finds a profile only by a listed
 * city's name, and "Lahor", "DHA Lahore" or "karachi city" were stored as typed. New saves store the list's
 * spelling (profile-schema.ts, src/shared/city.ts); this gives the rows stored before the same: city, home
 * town and work city, with the family's search text that holds them. Each change is written to the history
 * (by Rishta: no account, no profile) with the spelling it replaces. A place not in the list is left as it is.
 */
type Row = Parameters<typeof familySearchTextOf>[0] & { id: number };

const PLACE_FIELDS = [
  ['city', 'city'],
  ['homeTown', 'home_town'],
  ['workCity', 'work_city'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<Row>`
      select id, name, father_name as "fatherName", about_you as "aboutYou", job_title as "jobTitle", city,
             home_town as "homeTown", work_city as "workCity", caste, education,
             other_job_type as "otherJobType", company, native_language as "nativeLanguage"
      from profiles where id > ${after} order by id limit 1000`.execute(db);
    if (rows.length === 0) break;
    for (const row of rows) {
      const changed = PLACE_FIELDS.flatMap(([field, column]) => {
        const from = row[field];
        const to = from === null ? null : cityAsStored(from);
        return to === from ? [] : [{ field, column, from, to }];
      });
      if (changed.length === 0) continue;
      const next = { ...row };
      for (const { field, to } of changed) next[field] = to as string;
      await sql`update profiles set ${sql.join(
        changed.map(({ column, to }) => sql`${sql.ref(column)} = ${to}`),
      )}, family_search_text = ${familySearchTextOf(next)} where id = ${row.id}`.execute(db);
      await sql`insert into history (entity, entity_id, field, from_value, to_value)
        values ${sql.join(changed.map(({ field, from, to }) => sql`('profile', ${row.id}, ${field}, ${from}, ${to})`))}`.execute(
        db,
      );
    }
    after = rows[rows.length - 1].id;
  }
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
