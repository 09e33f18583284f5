/**
 * Decision 091: PGlite has no autovacuum, so the app vacuums and analyses the embedded database by autovacuum's
 * own rule. A table that changed enough is analysed (and vacuumed when it has enough dead or new rows); one
 * that did not is left alone; the server does it at start and every minute.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { syntheticProfiles } from '../../scripts/lib/synthetic-profiles';
import { pgliteUpkeep } from '../../src/server/db/pglite-upkeep';
import { apiFixture } from '../support/api';
import { engineUnderTest } from '../support/engines';

const api = apiFixture();

const statsOf = async (table: string) =>
  (
    await sql<{ reltuples: number; analysed: boolean; vacuumed: boolean }>`
      select c.reltuples::float8 as reltuples, s.last_analyze is not null as analysed,
        s.last_vacuum is not null as vacuumed
      from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = ${table}`.execute(
      api.db,
    )
  ).rows[0]!;

const insertSynthetic = async (count: number) => {
  const profiles = [...syntheticProfiles({ count })];
  while (profiles.length) await api.db.insertInto('profiles').values(profiles.splice(0, 500)).execute();
};

describe.runIf(engineUnderTest === 'pglite')('the embedded database kept up', () => {
  it('is kept up by the server from its start: a table never analysed that holds rows is analysed', async () => {
    // The fixture's app is ready since its matchmaker signed in; the first matchmaker's row is in accounts.
    await expect.poll(async () => (await statsOf('accounts')).analysed).toBe(true);
  });

  it('analyses and vacuums the tables that changed enough, and leaves the others', async () => {
    const upkeep = pgliteUpkeep(api.db, api.app.log);
    await upkeep.run();
    const before = await statsOf('profiles');

    await insertSynthetic(1_500);
    const done = await upkeep.run();
    expect(done.find((need) => need.table === 'profiles')).toEqual({
      table: 'profiles',
      needsAnalyze: true,
      needsVacuum: true,
    });
    const after = await statsOf('profiles');
    expect(after.reltuples).toBeGreaterThanOrEqual(before.reltuples + 1_500);
    expect(after).toMatchObject({ analysed: true, vacuumed: true });
    // Nothing changed since: nothing to do for profiles (and reports, never written, is never touched).
    expect((await upkeep.run()).map((need) => need.table)).not.toContain('profiles');
    expect(await statsOf('reports')).toMatchObject({ analysed: false, vacuumed: false });

    // A few changes are not enough (autovacuum's threshold, migration 014's factor for profiles).
    await api.db
      .updateTable('profiles')
      .set({ city: 'Multan' })
      .where('id', 'in', (eb) => eb.selectFrom('profiles').select('id').orderBy('id').limit(10))
      .execute();
    expect((await upkeep.run()).map((need) => need.table)).not.toContain('profiles');
    await upkeep.stop();
  });
});
