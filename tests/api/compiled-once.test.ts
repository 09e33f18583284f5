import { type Kysely, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from '../../src/server/db/compiled-once';
import type { Db } from '../../src/server/db/database';
import { apiFixture } from '../support/api';
import { engineUnderTest } from '../support/engines';

// Decision 077: the hot reads are built and compiled once; each call only swaps the arguments.
describe(`a query compiled once (${engineUnderTest})`, () => {
  const opened = apiFixture();
  beforeAll(async () => {
    await sql`create table compiled_once_pairs (id int primary key, first_name text, other_id int)`.execute(
      opened.db,
    );
    await sql`insert into compiled_once_pairs values (1, 'Sana', 2), (2, 'Hira', 1), (3, 'Amna', null)`.execute(
      opened.db,
    );
  });

  type Pairs = { compiledOncePairs: { id: number; firstName: string; otherId: number | null } };
  const built = (db: Db, a: number, b: number) =>
    (db as unknown as Kysely<Pairs>)
      .selectFrom('compiledOncePairs')
      .select(['id', 'firstName', sql<boolean>`${a}::int = ${b}::int`.as('same')])
      .where((eb) =>
        eb.or([
          eb.and([eb('id', '=', a), eb('otherId', '=', b)]),
          eb.and([eb('id', '=', b), eb('otherId', '=', a)]),
        ]),
      )
      .where('firstName', '!=', 'Nobody')
      .orderBy('id');

  it('answers each call as the query built each time would, camel case included, on a transaction too', async () => {
    const once = compiledOnce(built);
    for (const [a, b] of [
      [1, 2],
      [2, 1],
      [3, 1],
      [2, 2],
    ] as const) {
      const expected = await built(opened.db, a, b).execute();
      expect(await once(opened.db, a, b)).toEqual(expected);
    }
    expect(await once(opened.db, 1, 2)).toEqual([
      { id: 1, firstName: 'Sana', same: false },
      { id: 2, firstName: 'Hira', same: false },
    ]);
    const inTransaction = await opened.db.transaction().execute((trx) => once(trx, 2, 1));
    expect(inTransaction).toEqual([
      { id: 1, firstName: 'Sana', same: false },
      { id: 2, firstName: 'Hira', same: false },
    ]);
  });

  it('refuses an argument the query does not take as a value (used in JavaScript, or not at all)', async () => {
    const branching = compiledOnce((db: Db, id: number) =>
      db
        .selectFrom('profiles')
        .select('id')
        .where('id', '=', id > 0 ? 1 : 2),
    );
    await expect(branching(opened.db, 5)).rejects.toThrow(/argument 1 is not a value of the query/);
  });
});
