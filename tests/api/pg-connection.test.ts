import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Db, listReadsOf } from '../../src/server/db/database';
import { apiFixture } from '../support/api';
import { engineUnderTest } from '../support/engines';
import { openTestDatabase } from '../support/test-app';

// Statements are prepared on PostgreSQL's connections only; PGlite runs in this process.
describe.runIf(engineUnderTest === 'postgres')('a PostgreSQL connection', () => {
  const opened = apiFixture();

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

  // A generic plan cannot see which cities or sect a list asks for (decisions 046, 103): a list's reads are
  // planned for their arguments every time, on connections of their own; other reads keep PostgreSQL's choice.
  it("plans a list's prepared read for its arguments every time, lets other reads keep a plan, reads ahead, compiles nothing", async () => {
    // Connections of their own: the other tests here fill theirs with 100 prepared statements.
    const own = await openTestDatabase();
    const plansOf = async (db: Db) => {
      const read = (n: number) => db.selectNoFrom(sql<number>`${n}::int * 2`.as('twice'));
      for (let i = 0; i < 10; i++) expect(await read(i).execute()).toEqual([{ twice: i * 2 }]);
      const plans = await sql<{ generic: number; custom: number }>`
        select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
        where statement = ${read(0).compile().sql}`.execute(db);
      // Bitmap scans ask the disk for many pages at once (decision 046); no query is compiled (decision 105).
      const settings = await sql<{ io: string; jit: string }>`
        select current_setting('effective_io_concurrency') as io, current_setting('jit') as jit`.execute(db);
      expect(settings.rows).toEqual([{ io: '64', jit: 'off' }]);
      return plans.rows;
    };
    const lists = listReadsOf(own.db);
    expect(lists).not.toBe(own.db);
    expect(await lists.connection().execute(plansOf)).toEqual([{ generic: 0, custom: 9 }]);
    // PostgreSQL plans a prepared statement for its values five times, then keeps a generic plan if it costs no more.
    expect(await own.db.connection().execute(plansOf)).toEqual([{ generic: 4, custom: 5 }]);
    // Inside a transaction every read is the transaction's own.
    await own.db.transaction().execute(async (trx) => expect(listReadsOf(trx)).toBe(trx));
    await own.close();
  });
});
