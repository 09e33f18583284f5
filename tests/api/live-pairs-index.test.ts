/**
 * Migration 029: each side's live pairs are a partial index, written as `LIVE_PAIR` is, so that the match list's
 * "live pairs last" order reads it instead of the whole table (at 1M with 500,000 connections that was two
 * sequential scans of 70 ms). An index whose predicate no longer matches the query's would simply be ignored:
 * this holds the two together.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { LIVE_PAIR } from '../../src/server/connections/live-pairs';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const t = apiFixture();

it("each side's live pairs are read from their own index, as the match list writes them", async () => {
  const ids: number[] = [];
  for (let i = 0; i < 40; i++)
    ids.push((await insertProfile(t.db, { gender: i % 2 ? 'Female' : 'Male' })).id);
  const statuses = ['Profile Received', 'Not Received', 'Profile Rejected', 'Profile Received', 'In Contact'];
  for (let i = 0; i + 1 < ids.length; i += 2)
    await sql`insert into connections (profile1_id, profile2_id, profile1_status, profile2_status)
      values (${ids[i]}, ${ids[i + 1]}, ${statuses[i % 5]}, 'Profile Received')`.execute(t.db);
  await sql`analyze connections`.execute(t.db);

  const plans = await t.db.connection().execute(async (db) => {
    // As a long list does: every profile's live pairs at once, not one profile's.
    await sql`set enable_seqscan = off`.execute(db);
    const each = async (side: 1 | 2) =>
      (
        await sql<{ 'QUERY PLAN': string }>`explain select id from profiles where exists (
          select 1 from connections c where ${sql.raw(`c.profile${side}_id`)} = profiles.id and ${LIVE_PAIR})`.execute(
          db,
        )
      ).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    const found = [await each(1), await each(2)];
    await sql`reset enable_seqscan`.execute(db);
    return found;
  });
  expect(plans[0]).toContain('connections_live1_idx');
  expect(plans[1]).toContain('connections_live2_idx');
});
