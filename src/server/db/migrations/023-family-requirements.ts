import { type Kysely, sql } from 'kysely';

/**
 * Issue 30 item 4 (decision 059): a family states its own partner requirements on its form. Two more
 * requirements, the partner's cities and the distance around them (km), and who set the requirements last
 * ('family' on its form, 'matchmaker' in the requirements editor or a matchmaker's save), shown to the
 * matchmakers. Profiles saved before have none of the three: their search area stays their own city.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles
    add column pref_cities text[],
    add column pref_location_radius integer,
    add column requirements_set_by text check (requirements_set_by in ('family', 'matchmaker'))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
