import { duplicateKeysOf } from '@shared/duplicate-keys';
import { type Kysely, sql } from 'kysely';

/**
 * Issue 18 (decision 038): possible duplicates.
 *
 * - Three keys on every profile, written on every save with the match columns (profiles/repository.ts
 *   `refreshMatchColumns`) by the shared rules of src/shared/duplicate-keys.ts: the phone and the family phone
 *   in one form whatever way they were typed, and name, father's name and city compared without case or
 *   spaces. Each is indexed, so a profile's possible duplicates are a few index lookups however many profiles
 *   there are; nothing about a pair is stored until a matchmaker dismisses it, so nothing goes stale.
 * - A matchmaker's "Not a duplicate": one row per pair, the lower id first (a check keeps it so, and the key
 *   makes a second dismissal of the pair, in either order, the same row), with who and when. It goes with
 *   either profile. An undo deletes the row; the history of both profiles keeps both.
 *
 * Rows stored before get their keys here, a thousand at a time, without touching `updated_at`.
 */
type Row = {
  id: number;
  phoneNo: string | null;
  familyPhoneNo: string | null;
  name: string | null;
  fatherName: string | null;
  city: string | null;
};

/** Writes the three keys of every stored profile, a thousand rows at a time, leaving `updated_at` as it is. */
export async function fillDuplicateKeys(db: Kysely<unknown>): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<Row>`
      select id, phone_no as "phoneNo", family_phone_no as "familyPhoneNo", name, father_name as "fatherName",
             city
      from profiles where id > ${after} order by id limit 1000`.execute(db);
    if (rows.length === 0) break;
    const values = rows.map((row) => {
      const keys = duplicateKeysOf(row);
      return sql`(${row.id}::int, ${keys.phoneKey}::text, ${keys.familyPhoneKey}::text, ${keys.nameFatherCityKey}::text)`;
    });
    await sql`update profiles set phone_key = v.phone_key, family_phone_key = v.family_phone_key,
        name_father_city_key = v.name_father_city_key
      from (values ${sql.join(values)}) as v (id, phone_key, family_phone_key, name_father_city_key)
      where profiles.id = v.id`.execute(db);
    after = rows[rows.length - 1].id;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('phone_key', 'text')
    .addColumn('family_phone_key', 'text')
    .addColumn('name_father_city_key', 'text')
    .execute();

  await fillDuplicateKeys(db);

  await sql`create index profiles_phone_key_idx on profiles (phone_key)`.execute(db);
  await sql`create index profiles_family_phone_key_idx on profiles (family_phone_key)`.execute(db);
  await sql`create index profiles_name_father_city_key_idx on profiles (name_father_city_key)`.execute(db);

  await db.schema
    .createTable('duplicate_dismissals')
    .addColumn('profile1_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('profile2_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('dismissed_by', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('dismissed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('duplicate_dismissals_pkey', ['profile1_id', 'profile2_id'])
    .addCheckConstraint('duplicate_dismissals_ordered', sql`profile1_id < profile2_id`)
    .execute();
  // The pairs of the higher id, and the cascade when that profile is deleted.
  await sql`create index duplicate_dismissals_profile2_idx on duplicate_dismissals (profile2_id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
