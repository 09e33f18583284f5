import { type Kysely, sql } from 'kysely';

/* Migrations are frozen once committed: they take Kysely<unknown> and name columns in snake_case. */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin').check(sql`role in ('admin')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text')
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull().check(sql`gender in ('Male', 'Female')`))
    .addColumn('phone_no', 'text', (c) => c.notNull())
    .addColumn('family_phone_no', 'text')
    .addColumn('email', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('residence_type', 'text', (c) => c.notNull())
    .addColumn('home_town', 'text')
    .addColumn('height_ft', 'integer')
    .addColumn('height_in', 'integer')
    .addColumn('marital_status', 'text', (c) => c.notNull())
    .addColumn('married_years', 'double precision')
    .addColumn('have_children', 'boolean')
    .addColumn('children', 'integer')
    .addColumn('children_living_with_you', 'integer')
    .addColumn('divorce_reason', 'text')
    .addColumn('has_disability', 'boolean', (c) => c.notNull())
    .addColumn('disabilities', 'text')
    .addColumn('about_you', 'text')
    .addColumn('father_name', 'text')
    .addColumn('father_occupation', 'text')
    .addColumn('mother_occupation', 'text')
    .addColumn('caste', 'text')
    .addColumn('religion', 'text', (c) => c.notNull())
    .addColumn('sect', 'text')
    .addColumn('native_language', 'text', (c) => c.notNull())
    .addColumn('brothers', 'integer', (c) => c.notNull())
    .addColumn('sisters', 'integer', (c) => c.notNull())
    .addColumn('brothers_marital_information', 'integer')
    .addColumn('sisters_marital_information', 'integer')
    .addColumn('brothers_details', 'text')
    .addColumn('education', 'text')
    .addColumn('education_years', 'integer')
    .addColumn('education_institute_name', 'text')
    .addColumn('job_type', 'text')
    .addColumn('other_job_type', 'text')
    .addColumn('job_title', 'text')
    .addColumn('company', 'text')
    .addColumn('work_country', 'text')
    .addColumn('work_city', 'text')
    .addColumn('business_type', 'text')
    .addColumn('monthly_income', 'integer')
    .addColumn('partner_education', 'text')
    .addColumn('partner_details', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('Review').check(sql`status in ('Review', 'Active', 'InActive')`),
    )
    .addColumn('inactive_reason', 'text')
    .addColumn('paid_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expected_advance_fee', 'integer', (c) => c.notNull().defaultTo(5000))
    .addColumn('expected_post_match_fee', 'integer', (c) => c.notNull().defaultTo(15000))
    .addColumn('restrict_photos_visibility', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('access_token', 'text', (c) => c.notNull())
    .addColumn('pref_min_age', 'integer')
    .addColumn('pref_max_age', 'integer')
    .addColumn('pref_marital_status', sql`text[]`)
    .addColumn('pref_max_kids', 'integer')
    .addColumn('pref_residence_type', 'text')
    .addColumn('pref_caste', 'text')
    .addColumn('pref_sect', 'text')
    .addColumn('pref_native_language', 'text')
    .addColumn('pref_min_education_years', 'integer')
    .addColumn('pref_max_education_years', 'integer')
    .addColumn('pref_job_type', 'text')
    .addColumn('pref_min_height_ft', 'integer')
    .addColumn('pref_min_height_in', 'integer')
    .addColumn('pref_min_education', 'boolean')
    .addColumn('pref_heighted', 'boolean')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('profiles_match_idx')
    .on('profiles')
    .columns(['status', 'gender', 'religion', 'age'])
    .execute();
  await db.schema.createIndex('profiles_city_idx').on('profiles').column('city').execute();
  await db.schema.createIndex('profiles_phone_idx').on('profiles').column('phone_no').execute();
  await db.schema.createIndex('profiles_family_phone_idx').on('profiles').column('family_phone_no').execute();
  await db.schema
    .createIndex('profiles_status_created_idx')
    .on('profiles')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('profile_id', 'integer', (c) => c.references('profiles.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('sessions_one_owner', sql`(account_id is null) <> (profile_id is null)`)
    .execute();
  await db.schema.createIndex('sessions_account_idx').on('sessions').column('account_id').execute();
  await db.schema.createIndex('sessions_profile_idx').on('sessions').column('profile_id').execute();

  await db.schema
    .createTable('pictures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('thumbnail_id', 'text', (c) => c.notNull().unique())
    .addColumn('profile_id', 'integer', (c) => c.references('profiles.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('thumbnail_byte_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('pictures_profile_idx')
    .on('pictures')
    .columns(['profile_id', 'position'])
    .execute();

  const side = (n: 1 | 2) =>
    [
      [`profile${n}_status`, 'text', "not null default 'Not Received'"],
      [`profile${n}_updated_at`, 'timestamptz', 'not null default now()'],
      [`profile${n}_inquired_about_received_profile_on`, 'timestamptz', ''],
      [`profile${n}_version`, 'integer', 'not null default 0'],
    ] as const;
  let connections = db.schema
    .createTable('connections')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('profile1_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('profile2_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'));
  for (const [name, type, rest] of [...side(1), ...side(2)]) {
    connections = connections.addColumn(name, sql.raw(`${type} ${rest}`));
  }
  await connections
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('connections_two_profiles', sql`profile1_id <> profile2_id`)
    .execute();
  await sql`create unique index connections_pair_idx on connections (least(profile1_id, profile2_id), greatest(profile1_id, profile2_id))`.execute(
    db,
  );
  await db.schema.createIndex('connections_profile1_idx').on('connections').column('profile1_id').execute();
  await db.schema.createIndex('connections_profile2_idx').on('connections').column('profile2_id').execute();

  await db.schema
    .createTable('history')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('actor_account_id', 'integer')
    .addColumn('actor_profile_id', 'integer')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('history_entity_idx')
    .on('history')
    .columns(['entity', 'entity_id', 'at'])
    .execute();
  // History is append-only: the database itself refuses an update or a delete.
  await sql`create function history_append_only() returns trigger language plpgsql as $$
    begin raise exception 'history is append-only'; end $$`.execute(db);
  await sql`create trigger history_no_change before update or delete on history
    for each statement execute function history_append_only()`.execute(db);

  // Secrets the server generates once and every process shares (e.g. the key that signs picture URLs).
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('The initial migration cannot be undone; restore a backup instead.');
}
