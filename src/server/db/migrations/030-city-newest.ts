import { type Kysely, sql } from 'kysely';

/**
 * Issue 31: a list sorted nearest first searches its cities one at a time, newest first in each (decision 089).
 * This index gives each city's profiles of a status and gender newest first, so a city's part of the page reads
 * only as many entries as it shows; the age, sect and city it includes answer the usual filters without reading
 * the table (an index-only scan needs `city` itself for `lower(city)`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index profiles_city_newest_idx on profiles
    (status, gender, lower(city), created_at desc, id desc) include (age, sect, city)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
