/**
 * The API files' PGlite kept per worker and emptied between files (issue 26, tests/support/kept-pglite.ts): what a
 * file leaves behind never reaches the next one, and a database whose schema changed is not lent again.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { engineUnderTest } from '../support/engines';
import { insertProfile } from '../support/factories';
import { pgliteLoads } from '../support/kept-pglite';
import { openTestDatabase } from '../support/test-app';

describe.runIf(engineUnderTest === 'pglite')('the kept PGlite of a worker', () => {
  it('is lent again as the base was: no rows, sequences restarted, no statistics, a fresh session', async () => {
    const first = await openTestDatabase();
    const { id } = await insertProfile(first.db);
    await insertProfile(first.db);
    await sql`analyze profiles`.execute(first.db);
    await sql`set work_mem = '7MB'`.execute(first.db);
    await sql`prepare left_behind as select 1`.execute(first.db);
    await first.close();
    await expect(sql`select 1`.execute(first.db), 'a closed database stays closed').rejects.toThrow();

    const loaded = pgliteLoads();
    const second = await openTestDatabase();
    try {
      expect(pgliteLoads(), 'the same database, not a new load').toBe(loaded);
      const read = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(second.db)).rows[0];
      expect(await read(sql<{ n: number }>`select count(*)::int as n from profiles`)).toEqual({ n: 0 });
      // Identities restart: the next profile has the first one's id again.
      expect((await insertProfile(second.db)).id).toBe(id);
      expect(
        await read(sql<{ n: number }>`select count(*)::int as n from pg_stats where tablename = 'profiles'`),
      ).toEqual({ n: 0 });
      expect(
        await read(
          sql<{ analysed: boolean }>`select last_analyze is not null as analysed
            from pg_stat_user_tables where relname = 'profiles'`,
        ),
      ).toEqual({ analysed: false });
      expect(await read(sql<{ work_mem: string }>`show work_mem`)).not.toEqual({ work_mem: '7MB' });
      expect(
        await read(
          sql<{
            n: number;
          }>`select count(*)::int as n from pg_prepared_statements where name = 'left_behind'`,
        ),
      ).toEqual({ n: 0 });
    } finally {
      await second.close();
    }
  });

  it('is not lent again once its schema changed: the next file loads the base anew', async () => {
    const changed = await openTestDatabase();
    await sql`create table left_by_a_test (id int)`.execute(changed.db);
    await changed.close();

    const loaded = pgliteLoads();
    const next = await openTestDatabase();
    try {
      expect(pgliteLoads()).toBe(loaded + 1);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_class
        where relname = 'left_by_a_test'`.execute(next.db);
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await next.close();
    }
  });

  it('lends a second database of the same file a copy of its own', async () => {
    const held = await openTestDatabase();
    try {
      const loaded = pgliteLoads();
      const other = await openTestDatabase();
      await insertProfile(other.db);
      await other.close();
      expect(pgliteLoads()).toBe(loaded + 1);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from profiles`.execute(held.db);
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await held.close();
    }
  });
});
