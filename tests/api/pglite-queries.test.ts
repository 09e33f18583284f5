import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type OpenDatabase, pgliteOptions, wrapPglite } from '../../src/server/db/database';
import { withOneCallQueries } from '../../src/server/db/pglite-queries';
import { engineUnderTest } from '../support/engines';

// PGlite's queries in one call (decision 086): what a statement's first run taught must never answer for a
// schema that has changed since.
describe.runIf(engineUnderTest === 'pglite')('queries on PGlite', () => {
  let pglite: PGlite;
  let opened: OpenDatabase;
  beforeAll(async () => {
    const dump = fs.readFileSync(inject('baseDataDirDump'));
    pglite = await PGlite.create({ ...pgliteOptions, loadDataDir: new Blob([dump]) });
    opened = wrapPglite(pglite);
  });
  afterAll(async () => {
    await opened.close();
  });

  it('answers values as PGlite parses them, run after run', async () => {
    const read = (n: number, when: Date, tags: string[]) =>
      sql<{ next: number; at: Date; tags: string[]; doc: { n: number }; yes: boolean; none: null }>`select
        ${n}::int + 1 as next, ${when}::timestamptz as at, ${tags}::text[] as tags,
        jsonb_build_object('n', ${n}::int) as doc, ${n > 0}::boolean as yes, null as none`.execute(opened.db);
    for (const n of [1, 2, 3]) {
      const when = new Date(Date.UTC(2026, 10, n, 8, 30));
      expect((await read(n, when, [`a${n}`, 'b "c"'])).rows).toEqual([
        { next: n + 1, at: when, tags: [`a${n}`, 'b "c"'], doc: { n }, yes: true, none: null },
      ]);
    }
    // An insert or update says how many rows it changed.
    await sql`create temporary table counted (n int)`.execute(opened.db);
    const inserted = await sql`insert into counted select generate_series(1, ${3}::int)`.execute(opened.db);
    expect(inserted.numAffectedRows).toBe(3n);
  });

  it("answers every statement as PGlite's own query does, the first time and after", async () => {
    const oneCall = withOneCallQueries(pglite);
    const statements: [string, unknown[]][] = [
      [
        'select $1::int + 1 as n, $2 as untyped, $3::boolean as b, $4::numeric as d',
        [41, 'x', false, '1.50'],
      ],
      [
        'select $1::timestamptz as at, $2::date as day, $3::jsonb as doc',
        [new Date(0), '2026-11-28', { a: [1] }],
      ],
      [
        'select $1::text[] as tags, $2::int[] as ns, $3::bytea as bytes',
        [['a', 'b,c', null], [1, 2], Buffer.from([0, 255])],
      ],
      ['select null::int as nothing, $1::bigint as big', [2n ** 40n]],
    ];
    // Round 1 learns a statement, round 2 prepares it under a name, round 3 only binds it (decision 092).
    for (const round of [1, 2, 3])
      for (const [text, params] of statements)
        expect(await oneCall.query(text, params), `${text} (round ${round})`).toEqual(
          await pglite.query(text, params),
        );
  });

  it('answers with the new columns after a migration adds one under a select * already run', async () => {
    await sql`create table upgraded (id int)`.execute(opened.db);
    await sql`insert into upgraded values (1)`.execute(opened.db);
    const everything = () => sql`select * from upgraded where id = ${1}`.execute(opened.db);
    for (const _ of [1, 2, 3]) expect((await everything()).rows).toEqual([{ id: 1 }]);
    await sql`alter table upgraded add column note text default 'new'`.execute(opened.db);
    for (const _ of [1, 2, 3]) expect((await everything()).rows).toStrictEqual([{ id: 1, note: 'new' }]);
  });

  it('closes the statements it kept prepared once it forgets them (a change of schema), not after a vacuum', async () => {
    // This file's other wrapper of the same PGlite keeps its own: only this one's names are followed.
    const names = async () =>
      (
        await sql<{
          name: string;
        }>`select name from pg_prepared_statements where name like ${'rishta\\_%'}`.execute(opened.db)
      ).rows.map((row) => row.name);
    await sql`create table closed_after (n int)`.execute(opened.db);
    const before = new Set(await names());
    for (const _ of [1, 2, 3]) await sql`select n from closed_after where n = ${1}`.execute(opened.db);
    for (const _ of [1, 2, 3]) await sql`select n from closed_after where n > ${1}`.execute(opened.db);
    const added = (await names()).filter((name) => !before.has(name));
    expect(added.length).toBeGreaterThanOrEqual(2);
    // Vacuum and analyze (the upkeep's, decision 091) change no schema: the statements stay prepared.
    await sql`vacuum (analyze) closed_after`.execute(opened.db);
    expect(new Set((await names()).filter((name) => added.includes(name)))).toEqual(new Set(added));
    await sql`alter table closed_after add column m int`.execute(opened.db);
    // Closed with the next statement sent: what is left is what was there before (the other wrapper's).
    const after = await names();
    expect(after.filter((name) => added.includes(name))).toEqual([]);
    expect(after.filter((name) => !before.has(name))).toEqual([]);
  });

  it('a prepared statement refused in a failed transaction is prepared again, and answers after', async () => {
    await sql`create table prepared_again (n int)`.execute(opened.db);
    const count = () => sql<{ n: number }>`select count(*)::int as n from prepared_again where n > ${0}`;
    for (const _ of [1, 2, 3]) expect((await count().execute(opened.db)).rows).toEqual([{ n: 0 }]);
    await expect(
      opened.db.transaction().execute(async (trx) => {
        await sql`insert into prepared_again values (${1})`.execute(trx);
        await sql`select 1 / ${0}::int`.execute(trx).catch(() => {});
        // The transaction is aborted: the prepared statement is refused with it.
        await count().execute(trx);
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    for (const _ of [1, 2, 3]) expect((await count().execute(opened.db)).rows).toEqual([{ n: 0 }]);
    await sql`insert into prepared_again values (${2})`.execute(opened.db);
    expect((await count().execute(opened.db)).rows).toEqual([{ n: 1 }]);
  });

  it('forgets a change of column made by a transaction that was rolled back', async () => {
    await sql`create table tried (id int)`.execute(opened.db);
    await sql`insert into tried values (1)`.execute(opened.db);
    const everything = () => sql`select * from tried`;
    expect((await everything().execute(opened.db)).rows).toStrictEqual([{ id: 1 }]);
    await expect(
      opened.db.transaction().execute(async (trx) => {
        await sql`alter table tried alter column id type text`.execute(trx);
        expect((await everything().execute(trx)).rows).toStrictEqual([{ id: '1' }]);
        throw new Error('take it back');
      }),
    ).rejects.toThrow('take it back');
    expect((await everything().execute(opened.db)).rows).toStrictEqual([{ id: 1 }]);
  });

  it("refuses a failing query with PostgreSQL's error, names the query, and goes on", async () => {
    const failing = sql`select 1 / ${0}::int as n`;
    const error = await failing.execute(opened.db).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '22012', query: failing.compile(opened.db).sql, params: [0] });
    // The same text again: it fails the same way, and the next one is answered.
    await expect(failing.execute(opened.db)).rejects.toMatchObject({ code: '22012' });
    expect((await sql`select ${2}::int as n`.execute(opened.db)).rows).toEqual([{ n: 2 }]);
    // In a transaction too: the failure rolls it back, and nothing of it stays.
    await sql`create table kept (n int)`.execute(opened.db);
    await expect(
      opened.db.transaction().execute(async (trx) => {
        await sql`insert into kept values (${1})`.execute(trx);
        await failing.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect((await sql`select count(*)::int as n from kept`.execute(opened.db)).rows).toEqual([{ n: 0 }]);
  });
});
