/**
 * Decision 105: whether a profile is among a family's matches (the reach rule of every profile it opens, its
 * answers, its match's reasons) is a lookup by id, run on the handle given as `lookups` (the app's connections),
 * whose plan PostgreSQL keeps once it has seen it five times; a list's own reads are planned for their arguments
 * at every run (decisions 046 and 103), which a lookup by id does not need.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { listReadsOf } from '../../src/server/db/database';
import type { ListQuery } from '../../src/server/matching/list-query';
import { profileListRepository } from '../../src/server/matching/list-repository';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const t = apiFixture();

it('a lookup among a list’s hits runs on the lookups’ handle, where its plan is kept, and answers as the list', async () => {
  const shown = await insertProfile(t.db, { gender: 'Female' });
  const paused = await insertProfile(t.db, { gender: 'Female' });
  await t.db.updateTable('profiles').set({ pausedAt: new Date() }).where('id', '=', paused.id).execute();
  const hits: ListQuery = { conditions: [], hidePaused: true, limit: 1, offset: 0 };

  const statements = await t.db.connection().execute(async (own) => {
    const list = profileListRepository(listReadsOf(t.db), { byCity: false }, own);
    for (let run = 0; run < 8; run++) {
      expect(await list.hasHit(hits, shown.id)).toBe(true);
      expect(await list.hasHit(hits, paused.id)).toBe(false);
    }
    return (
      await sql<{ statement: string; generic: number; custom: number }>`
        select statement, generic_plans::int as generic, custom_plans::int as custom
        from pg_prepared_statements where statement like 'select 1 as "one" from "profiles"%'`.execute(own)
    ).rows;
  });
  // Prepared from its second run on this connection (decisions 077 and 092), planned for its values five times,
  // then kept: PostgreSQL's default, which the lists' connections do not have.
  expect(statements).toHaveLength(1);
  expect(statements[0]!.statement).toMatch(/"id" = \$\d+/);
  expect(statements[0]!.custom).toBe(5);
  expect(statements[0]!.generic).toBeGreaterThan(0);
});
