import { type Kysely, sql } from 'kysely';

/**
 * Issue 28 (decision 085): the overview's fees per month kept as the books are written, like its other figures
 * (migration 027). It summed the last 12 months of the ledger on each request: at a million profiles that is a
 * third of half a million payments. Each payment now adds its amount to `overview_counts` under `fees`, the
 * month it was received (`period`, its 1st) and its part (`status`: advance, success, or other for other
 * payments and corrections of the paid fee); a reversal counts against its payment's part. The ledger is
 * append-only (migration 018), so an insert trigger is the whole of it. `n` becomes a bigint: a month's sum of
 * rupees, unlike a count, can pass two billion.
 *
 * And the triggers' locks within PostgreSQL's lock table. Migration 027 took one advisory lock per profile and per
 * pair a statement touched, held to the end of the transaction; PostgreSQL keeps them in a table of
 * max_locks_per_transaction × max_connections entries (6,400 by default), so a transaction that writes more than
 * that many — a restore, which loads a bureau in one transaction, or a bench's fill — failed with "out of shared
 * memory". Now a transaction takes at most 1,000 such locks per space (profiles, pairs) one by one; past that it takes
 * the whole space at once. Every writer holds its space shared while it holds locks one by one, so the whole space
 * waits for them and they for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table overview_counts alter column n type bigint`.execute(db);

  await sql`create or replace function rishta_overview_lock(space integer, ids integer[]) returns void
    language plpgsql as $$
    declare
      setting text := 'rishta.overview_locks_' || space;
      taken integer := coalesce(nullif(current_setting(setting, true), '')::integer, 0);
      wanted integer := cardinality(ids);
    begin
      -- Taken: -1 once the transaction holds the whole space.
      if wanted = 0 or taken < 0 then return; end if;
      if taken + wanted > 1000 then
        perform pg_advisory_xact_lock(727028, space);
        perform set_config(setting, '-1', true);
        return;
      end if;
      perform pg_advisory_xact_lock_shared(727028, space);
      perform pg_advisory_xact_lock(space, id) from (select distinct unnest(ids) as id order by 1) i;
      perform set_config(setting, (taken + wanted)::text, true);
    end $$`.execute(db);

  // A payment's part in the overview: its own kind, or its payment's for a reversal; none for anything else.
  await sql`create function rishta_fee_part(kind text) returns text language sql immutable as $$
    select case kind when 'advance' then 'advance' when 'success' then 'success'
      when 'other' then 'other' when 'adjustment' then 'other' end $$`.execute(db);

  await sql`create function rishta_overview_payments() returns trigger language plpgsql as $$
    begin
      insert into overview_counts (figure, period, status, n)
      select 'fees', date_trunc('month', a.received_on)::date, part, sum(a.amount)
      from added a
      left join payments o on o.id = a.reverses_id
      cross join lateral (select rishta_fee_part(coalesce(o.kind, a.kind)) as part) p
      where part is not null
      group by 2, 3 having sum(a.amount) <> 0;
      return null;
    end $$`.execute(db);
  await sql`create trigger payments_overview_insert after insert on payments
    referencing new table as added for each statement execute function rishta_overview_payments()`.execute(
    db,
  );

  // The rebuild (a test compares the triggers' work with it) counts the fees too: migration 027's, then the books.
  await sql`alter function rishta_overview_rebuild() rename to rishta_overview_rebuild_counts`.execute(db);
  await sql`create function rishta_overview_fees() returns void language sql as $$
    insert into overview_counts (figure, period, status, n)
    select 'fees', date_trunc('month', p.received_on)::date, part, sum(p.amount) from payments p
    left join payments o on o.id = p.reverses_id
    cross join lateral (select rishta_fee_part(coalesce(o.kind, p.kind)) as part) k
    where part is not null group by 2, 3 having sum(p.amount) <> 0
  $$`.execute(db);
  await sql`create function rishta_overview_rebuild() returns void language plpgsql as $$
    begin
      perform rishta_overview_rebuild_counts();
      perform rishta_overview_fees();
      perform rishta_overview_compact();
    end $$`.execute(db);

  // What the books hold already.
  await sql`select rishta_overview_fees()`.execute(db);
  await sql`select rishta_overview_compact()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
