import { type Kysely, sql } from 'kysely';

/**
 * Issue 29 (decision 053): the dashboard at a bureau's size. Each section's first page (longest-waiting
 * first; Matched, most recent first) is read from its own partial index in the order shown, and its count is
 * an index-only scan of that index. The families waiting to answer are grouped from two partial indexes, one
 * per side, holding the recipient and its wait. The predicates are written exactly as the queries write them
 * (src/server/connections/repository.ts), so that the planner can use them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const since = sql`(greatest(updated_at, profile1_updated_at, profile2_updated_at))`;
  await sql`create index connections_awaiting_contact_idx on connections (${since}, id)
    where (profile1_status = 'Profile Accepted' and profile2_status = 'Profile Accepted')`.execute(db);
  await sql`create index connections_in_contact_idx on connections (${since}, id)
    where ('In Contact' in (profile1_status, profile2_status) and 'Matched' not in (profile1_status, profile2_status))`.execute(
    db,
  );
  await sql`create index connections_matched_idx on connections (${since}, id)
    where ('Matched' in (profile1_status, profile2_status))`.execute(db);
  await sql`create index connections_received1_idx on connections
    (profile1_id, (greatest(profile1_updated_at, profile1_inquired_about_received_profile_on)))
    where profile1_status = 'Profile Received' and profile2_status not in ('In Contact', 'Matched')`.execute(
    db,
  );
  await sql`create index connections_received2_idx on connections
    (profile2_id, (greatest(profile2_updated_at, profile2_inquired_about_received_profile_on)))
    where profile2_status = 'Profile Received' and profile1_status not in ('In Contact', 'Matched')`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
