import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { apiFixture } from '../support/api';
import { deferred } from '../support/deferred';
import { engineUnderTest } from '../support/engines';
import { insertProfile } from '../support/factories';

/**
 * A profile's last activity (migration 026) is computed again by the database whenever the profile or one of its
 * connections is written. Two writers at once (PostgreSQL; PGlite has one connection) must not leave it at the
 * value one of them computed before the other committed (migration 031).
 */
const t = apiFixture();

describe.runIf(engineUnderTest === 'postgres')("a profile's last activity under two writers", () => {
  const activityOf = async (db: Db, id: number) =>
    (
      await sql<{ at: Date; expected: Date }>`select a.at, greatest(p.updated_at,
          (select max(c.updated_at) from connections c where c.profile1_id = p.id or c.profile2_id = p.id)) as expected
        from profile_activity a join profiles p on p.id = a.profile_id where a.profile_id = ${id}`.execute(db)
    ).rows[0];

  /** Waits until the backend `pid` waits for a lock another transaction holds. */
  const waitingForLock = async (db: Db, pid: number) => {
    for (let i = 0; i < 500; i++) {
      const { rows } = await sql<{ waiting: boolean }>`select wait_event_type = 'Lock' as waiting
        from pg_stat_activity where pid = ${pid}`.execute(db);
      if (rows[0]?.waiting) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`backend ${pid} never waited for a lock`);
  };

  /**
   * `first` begins, then `second` (its time, `now()`, is the later: a transaction's time is its `begin`'s) writes and
   * holds its write; then `first` writes and waits for `second`'s lock, and `second` commits first: the later time
   * was committed first.
   */
  async function interleave(first: (trx: Db) => Promise<unknown>, second: (trx: Db) => Promise<unknown>) {
    const firstBegan = deferred();
    const secondWrote = deferred();
    const firstWaits = deferred();
    const firstDone = t.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      firstBegan.resolve();
      await secondWrote.promise;
      const writing = first(trx);
      await waitingForLock(t.db, rows[0]!.pid);
      firstWaits.resolve();
      await writing;
    });
    await firstBegan.promise;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.db.transaction().execute(async (trx) => {
      await second(trx);
      secondWrote.resolve();
      await firstWaits.promise;
    });
    await firstDone;
  }

  async function pair() {
    const man = await insertProfile(t.db, { gender: 'Male' });
    const woman = await insertProfile(t.db, { gender: 'Female' });
    const connection = await t.db
      .insertInto('connections')
      .values({ profile1Id: man.id, profile2Id: woman.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`update profiles set updated_at = now() - interval '1 day' where id in (${man.id}, ${woman.id})`.execute(
      t.db,
    );
    await sql`update connections set updated_at = now() - interval '1 day' where id = ${connection.id}`.execute(
      t.db,
    );
    return { man: man.id, connection: connection.id };
  }
  const touchConnection = (id: number) => (trx: Db) =>
    sql`update connections set updated_at = now() where id = ${id}`.execute(trx);
  const deleteConnection = (id: number) => (trx: Db) =>
    sql`delete from connections where id = ${id}`.execute(trx);
  const touchProfile = (id: number) => (trx: Db) =>
    sql`update profiles set updated_at = now() where id = ${id}`.execute(trx);

  it('follows a profile written while one of its connections was being written', async () => {
    const { man, connection } = await pair();
    await interleave(touchConnection(connection), touchProfile(man));
    const activity = await activityOf(t.db, man);
    expect(activity?.at).toEqual(activity?.expected);
  });

  it('follows a connection written while its profile was being written', async () => {
    const { man, connection } = await pair();
    await interleave(touchProfile(man), touchConnection(connection));
    const activity = await activityOf(t.db, man);
    expect(activity?.at).toEqual(activity?.expected);
  });

  it('follows a profile written while one of its connections was being deleted', async () => {
    const { man, connection } = await pair();
    await interleave(deleteConnection(connection), touchProfile(man));
    const activity = await activityOf(t.db, man);
    expect(activity?.at).toEqual(activity?.expected);
  });
});

/**
 * Decision 107: every connection and every profile written refreshes the activity; as an SQL function that was
 * planned at each call (0.5–1.2 ms of an answer's 1.2 ms in PostgreSQL), as PL/pgSQL its plans are kept for the
 * connection's life. The refresh itself is proven above and in overview-counts.test.ts.
 */
it('the activity refresh that every write runs keeps its plans (PL/pgSQL, not an SQL function)', async () => {
  const { rows } = await sql<{ language: string }>`select l.lanname as language from pg_proc p
    join pg_language l on l.oid = p.prolang where p.proname = 'rishta_refresh_activity'`.execute(t.db);
  expect(rows).toEqual([{ language: 'plpgsql' }]);
});
