import { type Kysely, sql } from 'kysely';

/**
 * Issue 28 (decision 052): the bureau's books. Every payment, reversal and correction of a profile's paid fee
 * is one row of `payments`, which the database refuses to update or delete (like `history`). `paid_fee` stays
 * on the profile as the sum of its entries, written in the same transaction as each entry.
 *
 * - `profile_id` has no foreign key: the books keep an entry (and its receipt) after its profile is deleted.
 * - `receipt_no` is taken from the `bureau_counters` row `receipt`, written (inserted on the first payment, then
 *   raised) in the payment's transaction: the row lock orders concurrent payments, a rolled-back payment gives
 *   its number back, and a backup restores the counter with the rows (an identity sequence would not be
 *   restored). A fresh database has no row in it, so a restore still finds it empty.
 * - `reverses_id` is unique: a payment is reversed at most once, even by two matchmakers at the same moment
 *   (no foreign key to its own table, so a restore may load the rows in any order).
 * - Every profile that already has a paid fee gets one opening `adjustment` of it, so the sum holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bureau_counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('advance', 'success', 'other', 'adjustment', 'reversal')`),
    )
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('method', 'text')
    .addColumn('received_on', 'date', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('note', 'text')
    .addColumn('receipt_no', 'integer', (c) => c.unique())
    .addColumn('reverses_id', 'integer', (c) => c.unique())
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index payments_profile_idx on payments (profile_id, id)`.execute(db);
  await sql`create index payments_received_idx on payments (received_on, kind)`.execute(db);

  await sql`create function payments_append_only() returns trigger language plpgsql as $$
    begin raise exception 'payments are append-only'; end $$`.execute(db);
  await sql`create trigger payments_no_change before update or delete on payments
    for each statement execute function payments_append_only()`.execute(db);

  await sql`insert into payments (profile_id, kind, amount, received_on, note)
    select id, 'adjustment', paid_fee, (created_at at time zone 'Asia/Karachi')::date, 'Opening balance'
    from profiles where paid_fee > 0 order by id`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
