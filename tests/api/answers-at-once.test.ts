import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { deferred } from '../support/deferred';
import { engineUnderTest } from '../support/engines';
import { insertProfile } from '../support/factories';

/**
 * Two families answer Interested on each other at the same moment, before either has a connection (two-way
 * matches found under Find a Match): both start the pair's connection, and the unique pair index lets one insert
 * through. The other family's answer goes on its own side of that connection, as it would have a moment later:
 * two answers on two sides undo nothing, so neither family is told that something changed meanwhile (seen as
 * one non-2xx answer in ~11,000 under `bench:load`'s saturation, 2026-11-29). PostgreSQL only: PGlite's one
 * connection runs one transaction at a time.
 */
const t = apiFixture();

describe.runIf(engineUnderTest === 'postgres')('two families answering each other at once', () => {
  /** Waits until a backend of this database other than `except` waits for a lock. */
  const someoneWaits = async (except: number) => {
    for (let i = 0; i < 500; i++) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> ${except} and wait_event_type = 'Lock'`.execute(t.db);
      if (rows[0]!.n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('no answer ever waited for the other family’s connection');
  };

  it('both answers are taken: the second goes on its own side of the connection the first started', async () => {
    const woman = await insertProfile(t.db, { gender: 'Female', age: 26 });
    const man = await insertProfile(t.db, { gender: 'Male', age: 30 });
    const manAuth = await t.familyAuth(man);

    // Her answer has started the pair's connection and is not committed yet when his arrives.
    const hers = deferred();
    const committed = t.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      await trx
        .insertInto('connections')
        .values({
          profile1Id: woman.id,
          profile2Id: man.id,
          profile1Status: 'Profile Accepted',
          profile2Status: 'Not Received',
        })
        .execute();
      await someoneWaits(rows[0]!.pid);
      hers.resolve();
    });
    const his = t.app.inject({
      method: 'PATCH',
      url: '/api/profile-connection',
      payload: { connectionWith: woman.id, status: 'Profile Accepted' },
      headers: { authorization: manAuth },
    });
    await hers.promise;
    await committed;

    const answered = await his;
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      profile1: { profile: woman.id, status: 'Profile Accepted' },
      profile2: { profile: man.id, status: 'Profile Accepted' },
    });
    const rows = await t.db
      .selectFrom('connections')
      .select(['profile1Status', 'profile2Status'])
      .where((eb) =>
        eb.or([
          eb.and([eb('profile1Id', '=', woman.id), eb('profile2Id', '=', man.id)]),
          eb.and([eb('profile1Id', '=', man.id), eb('profile2Id', '=', woman.id)]),
        ]),
      )
      .execute();
    expect(rows).toEqual([{ profile1Status: 'Profile Accepted', profile2Status: 'Profile Accepted' }]);
  });
});
