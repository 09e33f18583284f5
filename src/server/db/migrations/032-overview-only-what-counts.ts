import { type Kysely, sql } from 'kysely';

/**
 * The overview's triggers (migration 027) do their work only where a figure can change (decision 106). Every
 * connection written refreshed its pair's match, and every history row written refreshed the milestones and the
 * matches of what it named, each a statement planned again at every call (an SQL function's statements are not
 * kept): a family's Interested answer spent 2.6 ms of PostgreSQL's time there, more than its match page's query,
 * for a pair that is not matched and a side that was neither sent nor matched. Now a connection's pair is
 * refreshed when it is, or was (it has a row in `overview_matches`), matched; the history's refreshes run when
 * they have something to refresh. What the overview counts does not change: a pair neither matched nor counted
 * was left as it was by the refresh, and a refresh of no profiles and no pairs did nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function rishta_overview_connections() returns trigger language plpgsql as $$
    declare pairs integer[];
    begin
      if tg_op = 'DELETE' then
        pairs := array(
          select id from removed where 'Matched' in (profile1_status, profile2_status)
          union select o.connection_id from overview_matches o where o.connection_id in (select id from removed));
      else
        pairs := array(
          select id from added where 'Matched' in (profile1_status, profile2_status)
          union select o.connection_id from overview_matches o where o.connection_id in (select id from added));
      end if;
      if cardinality(pairs) > 0 then
        perform rishta_overview_lock(2, pairs);
        perform rishta_refresh_matches(pairs);
      end if;
      return null;
    end $$`.execute(db);

  await sql`create or replace function rishta_overview_history_rows(rows history[], sign integer) returns void
    language plpgsql as $$
    declare profiles integer[]; pairs integer[];
    begin
      insert into overview_counts (figure, period, n)
      select 'sent', rishta_week(r.at), sign * count(*) from unnest(rows) r
      where r.entity = 'connection' and r.field like 'status:%' and r.to_value = 'Profile Received' group by 2;
      profiles := array(
        select r.entity_id from unnest(rows) r
        where r.entity = 'profile' and r.field = 'status' and r.to_value = 'Active'
        union
        select split_part(r.field, ':', 2)::integer from unnest(rows) r
        where r.entity = 'connection' and r.field ~ '^status:[1-9][0-9]{0,8}$'
          and r.to_value in ('Profile Received', 'Matched'));
      pairs := array(
        select r.entity_id from unnest(rows) r where r.entity = 'connection' and r.to_value = 'Matched');
      if cardinality(profiles) > 0 then
        perform rishta_overview_lock(1, profiles);
      end if;
      if cardinality(pairs) > 0 then
        perform rishta_overview_lock(2, pairs);
      end if;
      if cardinality(profiles) > 0 then
        perform rishta_refresh_milestones(profiles);
      end if;
      if cardinality(pairs) > 0 then
        perform rishta_refresh_matches(pairs);
      end if;
    end $$`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
