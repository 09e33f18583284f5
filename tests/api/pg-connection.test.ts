import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../src/server/db/database';
import { PLANNED_FOR_ITS_VALUES } from '../../src/server/db/pg-connection';
import type { ListQuery } from '../../src/server/matching/list-query';
import { profileListRepository } from '../../src/server/matching/list-repository';
import { engineUnderTest } from '../support/engines';
import { openTestDatabase } from '../support/test-app';

// Statements are prepared on PostgreSQL's connections only; PGlite runs in this process.
describe.runIf(engineUnderTest === 'postgres')('a PostgreSQL connection', () => {
  let opened: OpenDatabase;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(async () => {
    await opened.close();
  });

  it('prepares a read the second time it is seen, answers the same, and keeps at most 100', async () => {
    await opened.db.connection().execute(async (db) => {
      const prepared = async () =>
        (
          await sql<{ statement: string }>`select statement from pg_prepared_statements
            where statement not like '%pg_prepared_statements%'`.execute(db)
        ).rows.map((r) => r.statement);
      const read = (n: number) =>
        db.selectNoFrom([sql<number>`${n}::int + 1`.as('next'), sql<string>`${`n${n}`}`.as('label')]);

      expect(await read(1).execute()).toEqual([{ next: 2, label: 'n1' }]);
      expect(await prepared()).toEqual([]);
      expect(await read(2).execute()).toEqual([{ next: 3, label: 'n2' }]);
      expect(await prepared()).toEqual([read(2).compile().sql]);
      expect(await read(3).execute()).toEqual([{ next: 4, label: 'n3' }]);
      expect(await prepared()).toHaveLength(1);

      // Nor text searches: their plan depends on the pattern.
      const search = (term: string) =>
        db.selectFrom('profiles').select('id').where('name', 'ilike', `%${term}%`);
      for (const term of ['sana', 'sana', 'hira']) await search(term).execute();
      expect(await prepared()).toHaveLength(1);

      // Writes are never prepared.
      for (let i = 0; i < 3; i++) await sql`set application_name = ${sql.lit(`rishta_${i}`)}`.execute(db);
      expect(await prepared()).toHaveLength(1);

      for (let i = 0; i < 120; i++) {
        const distinct = db.selectNoFrom(sql<number>`${i}::int`.as(`column_${i}`));
        await distinct.execute();
        expect(await distinct.execute()).toEqual([{ [`column${i}`]: i }]);
      }
      const all = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(db);
      expect(all.rows).toEqual([{ n: 100 }]);
      expect(await prepared()).toHaveLength(100);
    });
  });

  // A statement prepared through the protocol is described again at each run (a rolling upgrade adds columns).
  it('answers with the new columns after a migration adds one under a prepared select *', async () => {
    await opened.db.connection().execute(async (db) => {
      await sql`create table upgraded (id int)`.execute(db);
      await sql`insert into upgraded values (1)`.execute(db);
      const everything = () => sql`select * from upgraded`.execute(db);
      await everything();
      expect((await everything()).rows).toEqual([{ id: 1 }]);
      await sql`alter table upgraded add column note text default 'new'`.execute(db);
      expect((await everything()).rows).toEqual([{ id: 1, note: 'new' }]);
      expect((await everything()).rows).toEqual([{ id: 1, note: 'new' }]);
    });
  });

  it("rejects a failing query with PostgreSQL's error, and the connection goes on", async () => {
    await opened.db.connection().execute(async (db) => {
      await expect(sql`select * from no_such_table`.execute(db)).rejects.toMatchObject({ code: '42P01' });
      await expect(sql`select ${1}::int / 0 as x`.execute(db)).rejects.toMatchObject({ code: '22012' });
      expect((await sql<{ x: number }>`select ${2}::int as x`.execute(db)).rows).toEqual([{ x: 2 }]);
    });
  });

  // Decision 095 (amends 046): a read keeps the plan PostgreSQL's plan cache chooses; a list, whose best index
  // depends on the cities and ages it asks, is planned for its arguments every run.
  it('keeps a prepared read’s generic plan, plans a list for its values every run, and reads ahead', async () => {
    // A connection of its own: the other tests here fill theirs with 100 prepared statements.
    const own = await openTestDatabase();
    await own.db.connection().execute(async (db) => {
      const read = (n: number) => db.selectNoFrom(sql<number>`${n}::int * 2`.as('twice'));
      for (let i = 0; i < 10; i++) expect(await read(i).execute()).toEqual([{ twice: i * 2 }]);
      const plans = await sql<{ generic: number; custom: number }>`
        select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
        where statement = ${read(0).compile().sql}`.execute(db);
      // Five custom plans, then the generic one (no dearer for a read whose plan cannot depend on its values).
      expect(plans.rows).toEqual([{ generic: 4, custom: 5 }]);

      const list = profileListRepository(db, { byCity: true, familyCards: true });
      const query: ListQuery = {
        conditions: [{ status: 'Active', gender: 'Female', minAge: 20, maxAge: 40, cityNames: ['lahore'] }],
        sort: 'newest',
        limit: 54,
        offset: 0,
      };
      for (let i = 0; i < 8; i++) {
        await list.page(query);
        await list.count(query, 1000);
        await list.count({ ...query, search: { id: 1 } }, 1);
      }
      const kept = (
        await sql<{ statement: string; generic: number; custom: number }>`
          select statement, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
          where statement like '%from "profiles"%' or statement like '%full_count%'`.execute(db)
      ).rows;
      // The page and the count are prepared (parsed once) and planned for their values at each of their 7
      // prepared runs; whether one id is in the list keeps its generic plan.
      const forValues = kept.filter((s) => s.statement.endsWith(PLANNED_FOR_ITS_VALUES));
      expect(forValues.map(({ generic, custom }) => ({ generic, custom }))).toEqual([
        { generic: 0, custom: 7 },
        { generic: 0, custom: 7 },
      ]);
      const reach = kept.filter((s) => !s.statement.endsWith(PLANNED_FOR_ITS_VALUES));
      expect(reach).toHaveLength(1);
      expect(reach[0]!.statement).toContain('"id" = $');
      expect(reach[0]!.generic).toBeGreaterThan(0);
      // Back to PostgreSQL's choice after each list.
      const mode = await sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`.execute(db);
      expect(mode.rows).toEqual([{ mode: 'auto' }]);

      // Bitmap scans ask the disk for many pages at once (decision 046).
      const io = await sql<{
        value: string;
      }>`select current_setting('effective_io_concurrency') as value`.execute(db);
      expect(io.rows).toEqual([{ value: '64' }]);
    });
    await own.close();
  });
});
