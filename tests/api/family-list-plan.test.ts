/**
 * Decision 094: on PGlite a statement is prepared once and, after five runs, planned once for every value
 * (decision 092). A family's list planned without knowing its status, gender, religion and sect read
 * `profiles_match_idx` and filtered a thousand rows for sixty hits; with those closed-list values written into
 * its text, the plan kept for every family of its kind reads an index with its cities. This holds the plan
 * PGlite keeps (the generic one) to such an index. PostgreSQL plans every run for its values (decision 046).
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { syntheticProfiles } from '../../scripts/lib/synthetic-profiles';
import { apiFixture } from '../support/api';

const t = apiFixture();

it.runIf(!process.env.DATABASE_URL)(
  'the plan PGlite keeps for a family’s list reads its hits by an index with its cities',
  { timeout: 60_000 },
  async () => {
    const profiles = [...syntheticProfiles({ count: 3000 })];
    for (let i = 0; i < profiles.length; i += 500)
      await t.db
        .insertInto('profiles')
        .values(profiles.slice(i, i + 500))
        .execute();
    await sql`analyze profiles`.execute(t.db);
    const family = await t.db
      .selectFrom('profiles')
      .select(['id', 'accessToken'])
      .where('status', '=', 'Active')
      .where('gender', '=', 'Male')
      .where('religion', '=', 'Muslim')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const auth = await t.familyAuth(family);
    // Five custom plans, then PostgreSQL's plan cache settles on the kept one.
    for (let run = 0; run < 8; run++) {
      const answer = await t.call({ method: 'GET', url: '/api/profiles', auth });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const kept = await sql<{ statement: string; parameters: number; genericPlans: number }>`
      select statement, cardinality(parameter_types) as parameters, generic_plans
      from pg_prepared_statements where statement like '%full_count%'`.execute(t.db);
    expect(kept.rows).toHaveLength(1);
    const [list] = kept.rows;
    expect(list!.genericPlans).toBeGreaterThan(0);
    expect(list!.statement).toContain(`"status" = 'Active'`);
    expect(list!.statement).toContain(`"gender" = 'Female'`);

    const plan = await t.db.connection().execute(async (db) => {
      await sql`prepare family_list as ${sql.raw(list!.statement)}`.execute(db);
      await sql`set plan_cache_mode = force_generic_plan`.execute(db);
      const nulls = sql.raw(Array.from({ length: list!.parameters }, () => 'null').join(', '));
      const rows = await sql<{ 'QUERY PLAN': string }>`explain execute family_list(${nulls})`.execute(db);
      await sql`reset plan_cache_mode`.execute(db);
      await sql`deallocate family_list`.execute(db);
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    // The hits are found by an index that holds the cities (the family match index, or the list filter index:
    // status, gender, city, age), not by one that reads every profile of the family's kind and age.
    const hits = plan.split('\n').find((line) => /Index Scan using \w+ on profiles profiles_1/.test(line));
    expect(hits, plan).toMatch(/profiles_(family_match|list_filter)_idx/);
    expect(plan).toMatch(/Index Cond: \(.*lower\(city\) = ANY/);
  },
);
