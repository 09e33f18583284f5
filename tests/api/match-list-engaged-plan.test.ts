/**
 * Decision 105: a matchmaker's match list puts the profiles already in a live pair last, and asks it of every
 * hit. Written as `exists (…) or exists (…)`, PostgreSQL may build a hash of every live pair of the bureau and
 * probe it instead of looking up each hit: it did at a million profiles, where 250,000 live pairs took 300 ms for
 * a page of 54 hits (973 hits sorted). `inLivePair` reads each hit's pairs along their indexes, a way that cannot
 * be hashed. Here a list of many profiles and a few live pairs, where a hash costs least and is taken if it can be.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { syntheticProfiles } from '../../scripts/lib/synthetic-profiles';
import { inLivePair } from '../../src/server/connections/live-pairs';
import { apiFixture } from '../support/api';

const t = apiFixture();

it('whether a hit is in a live pair is looked up along the live pairs’ indexes, never by hashing them all', async () => {
  const profiles = [...syntheticProfiles({ count: 2000 })];
  for (let i = 0; i < profiles.length; i += 500)
    await t.db
      .insertInto('profiles')
      .values(profiles.slice(i, i + 500))
      .execute();
  await sql`insert into connections (profile1_id, profile2_id, profile1_status, profile2_status)
    select p.id, p.id + 1, 'Profile Accepted', 'Profile Accepted'
    from profiles p where p.id % 2 = 1 and p.id < 400`.execute(t.db);
  await sql`analyze`.execute(t.db);

  const plan = (
    await sql<{
      'QUERY PLAN': string;
    }>`explain select profiles.id, ${inLivePair(sql.ref('profiles.id'))} as engaged
      from profiles where status = 'Active' order by 2, profiles.id`.execute(t.db)
  ).rows
    .map((r) => r['QUERY PLAN'])
    .join('\n');
  expect(plan).not.toMatch(/hashed SubPlan/);
  expect(plan).toMatch(
    /Index Only Scan using connections_live1_idx[^\n]*\n\s+Index Cond: \(profile1_id = profiles\.id\)/,
  );
  expect(plan).toMatch(
    /Index Only Scan using connections_live2_idx[^\n]*\n\s+Index Cond: \(profile2_id = profiles\.id\)/,
  );
});
