import { displayNameFromEmail } from '@shared/team';
import { type Kysely, sql } from 'kysely';

/**
 * Issue 27 (decision 054): a bureau is a team.
 * - accounts: roles `owner` and `matchmaker` (every existing account becomes an owner), `active` (a
 *   deactivated matchmaker keeps the row, so the history keeps the name), a display name for everyone (the
 *   e-mail's first part where there was none, or the first account's generic "Matchmaker"), and a password
 *   that may be missing while an invitation is open.
 * - account_invitations: one-time links to set a password; only the SHA-256 of the token is kept.
 * - profiles.assigned_to: the responsible matchmaker.
 * - profile_notes.due_at / done_at / reminder_account_id: a note that is also a reminder.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accounts drop constraint if exists accounts_role_check`.execute(db);
  await sql`update accounts set role = 'owner'`.execute(db);
  await sql`alter table accounts alter column role set default 'matchmaker'`.execute(db);
  await sql`alter table accounts add constraint accounts_role_check check (role in ('owner', 'matchmaker'))`.execute(
    db,
  );
  await sql`alter table accounts add column active boolean not null default true`.execute(db);
  const unnamed = await sql<{ id: number; email: string }>`select id, email from accounts
    where name is null or btrim(name) = '' or name = 'Matchmaker'`.execute(db);
  for (const { id, email } of unnamed.rows)
    await sql`update accounts set name = ${displayNameFromEmail(email)} where id = ${id}`.execute(db);
  await sql`alter table accounts alter column name set not null`.execute(db);
  await sql`alter table accounts alter column password_hash drop not null`.execute(db);

  await db.schema
    .createTable('account_invitations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`create index account_invitations_account_idx on account_invitations (account_id)`.execute(db);

  await sql`alter table profiles add column assigned_to integer references accounts (id)`.execute(db);
  await sql`create index profiles_assigned_to_idx on profiles (assigned_to) where assigned_to is not null`.execute(
    db,
  );

  await sql`alter table profile_notes add column due_at timestamptz`.execute(db);
  await sql`alter table profile_notes add column done_at timestamptz`.execute(db);
  await sql`alter table profile_notes add column reminder_account_id integer references accounts (id)`.execute(
    db,
  );
  await sql`create index profile_notes_due_idx on profile_notes (due_at)
    where due_at is not null and done_at is null`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
