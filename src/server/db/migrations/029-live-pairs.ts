import { type Kysely, sql } from 'kysely';

/**
 * Issue 31: a matchmaker's match list puts the profiles already in a live pair last (issue 28, part 4;
 * `LIVE_PAIR` in connections/live-pairs.ts). For a long list PostgreSQL answers that order by hashing every live
 * connection of each side first; at a million profiles with 500,000 connections that was two sequential scans of
 * the table (145 ms of a 497 ms list). Each side's live pairs are now a partial index of the side's profile: the
 * hash reads it alone (an index-only scan, ~25 ms there), and a short list probes it per profile. The predicate
 * is written as `LIVE_PAIR` writes it, so that the planner can use it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const live = sql`((profile1_status = 'Profile Accepted' and profile2_status = 'Profile Accepted')
    or 'In Contact' in (profile1_status, profile2_status) or 'Matched' in (profile1_status, profile2_status))`;
  await sql`create index connections_live1_idx on connections (profile1_id) where ${live}`.execute(db);
  await sql`create index connections_live2_idx on connections (profile2_id) where ${live}`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Restore a backup instead of undoing a migration.');
}
