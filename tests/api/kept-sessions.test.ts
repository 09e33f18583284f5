/**
 * Decision 090: on PGlite a session's read (with the family's whole profile) is kept until one of its tables is
 * written through the process. What a request sees must stay what the database holds: after any sequence of
 * writes, the kept read equals a fresh one (a transaction's repository reads afresh on both engines).
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authRepository } from '../../src/server/auth/repository';
import { randomToken, sha256 } from '../../src/server/auth/secrets';
import { tableWritesOf } from '../../src/server/db/database';
import { apiFixture } from '../support/api';
import { engineUnderTest } from '../support/engines';
import { insertProfile } from '../support/factories';

const api = apiFixture();
const newTokenHash = () => sha256(randomToken());

type Step =
  | { kind: 'read'; who: number }
  | { kind: 'profile'; who: number; city: string }
  | { kind: 'expire' | 'renew' | 'delete' | 'create'; who: number }
  | { kind: 'account'; active: boolean }
  | { kind: 'elsewhere' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('read' as const), who: fc.nat(3) }) },
  fc.record({
    kind: fc.constant('profile' as const),
    who: fc.nat(2),
    city: fc.constantFrom('Lahore', 'Multan'),
  }),
  fc.record({ kind: fc.constantFrom('expire', 'renew', 'delete', 'create'), who: fc.nat(3) }),
  fc.record({ kind: fc.constant('account' as const), active: fc.boolean() }),
  fc.record({ kind: fc.constant('elsewhere' as const) }),
);

describe('a kept session read', () => {
  it('always equals a fresh read, whatever was written before it (property)', async () => {
    const db = api.db;
    const kept = authRepository(db);
    const families = await Promise.all([0, 1, 2].map(() => insertProfile(db)));
    const account = await kept.createAccount({
      email: `kept-${randomToken(6)}@rishta.test`,
      name: 'Kept',
      passwordHash: null,
      role: 'matchmaker',
    });
    // Three families' sessions and a matchmaker's.
    const owners = [...families.map((family) => ({ profileId: family.id })), { accountId: account.id }];
    const fresh = (tokenHash: string) =>
      db.transaction().execute((trx) => authRepository(trx).findSession(tokenHash));

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const hashes = owners.map(() => newTokenHash());
        for (const [i, owner] of owners.entries()) await kept.createSession(hashes[i]!, owner);
        await db.updateTable('accounts').set({ active: true }).where('id', '=', account.id).execute();
        for (const hash of hashes) await kept.findSession(hash);
        for (const s of steps) {
          if (s.kind === 'read') {
            expect(await kept.findSession(hashes[s.who]!)).toEqual(await fresh(hashes[s.who]!));
            continue;
          }
          if (s.kind === 'profile')
            await db
              .updateTable('profiles')
              .set({ city: s.city })
              .where('id', '=', families[s.who]!.id)
              .execute();
          if (s.kind === 'expire' || s.kind === 'renew')
            await db
              .updateTable('sessions')
              .set({
                expiresAt:
                  s.kind === 'expire' ? sql`now() - interval '1 second'` : sql`now() + interval '1 day'`,
              })
              .where('tokenHash', '=', hashes[s.who]!)
              .execute();
          if (s.kind === 'delete') await kept.deleteSession(hashes[s.who]!);
          if (s.kind === 'create') {
            await kept.deleteSession(hashes[s.who]!);
            await kept.createSession(hashes[s.who]!, owners[s.who]!);
          }
          if (s.kind === 'account')
            await db.updateTable('accounts').set({ active: s.active }).where('id', '=', account.id).execute();
          if (s.kind === 'elsewhere') await db.deleteFrom('rateLimits').where('key', '=', 'nobody').execute();
        }
        for (const hash of hashes) expect(await kept.findSession(hash)).toEqual(await fresh(hash));
      }),
      { numRuns: 60, seed: 20261128 },
    );
  });

  it.runIf(engineUnderTest === 'pglite')(
    'is kept on PGlite: a write the process cannot see (a function called from a select) is not noticed',
    async () => {
      const db = api.db;
      expect(tableWritesOf(db)).toBeDefined();
      const kept = authRepository(db);
      const family = await insertProfile(db, { city: 'Lahore' });
      const hash = newTokenHash();
      await kept.createSession(hash, { profileId: family.id });
      // A function made here (its DDL counts as a write of everything), then called from a select.
      await sql`create or replace function rishta_test_unseen(id int) returns void language sql as
        $$ update profiles set city = 'Quetta' where profiles.id = $1 $$`.execute(db);
      expect((await kept.findSession(hash))?.profile?.city).toBe('Lahore');
      await sql`select rishta_test_unseen(${family.id})`.execute(db);
      // Kept: the read before it answers (this is why no function of the schema may write these tables).
      expect((await kept.findSession(hash))?.profile?.city).toBe('Lahore');
      expect(
        (await db.transaction().execute((trx) => authRepository(trx).findSession(hash)))?.profile?.city,
      ).toBe('Quetta');
      await sql`drop function rishta_test_unseen(int)`.execute(db);
      expect((await kept.findSession(hash))?.profile?.city).toBe('Quetta');
    },
  );

  it('ends with its session: a read kept before the session expired answers nothing after', async () => {
    const kept = authRepository(api.db);
    const family = await insertProfile(api.db);
    const hash = newTokenHash();
    await kept.createSession(hash, { profileId: family.id });
    await api.db
      .updateTable('sessions')
      .set({ expiresAt: sql`now() + interval '300 milliseconds'` })
      .where('tokenHash', '=', hash)
      .execute();
    expect((await kept.findSession(hash))?.profileId).toBe(family.id);
    expect((await kept.findSession(hash))?.profileId).toBe(family.id);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await kept.findSession(hash)).toBeUndefined();
  });

  it('no function of the schema writes the tables a session is read from', async () => {
    const { rows } = await sql<{ name: string; source: string }>`
      select p.proname as name, p.prosrc as source from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`.execute(api.db);
    // The schema's own functions (the notify, activity and overview triggers) are read: there are some.
    expect(rows.length).toBeGreaterThan(3);
    const writesWatched =
      /\b(insert\s+into|update|delete\s+from)\s+(public\.)?(sessions|accounts|profiles)\b/i;
    for (const { name, source } of rows) expect(writesWatched.test(source), name).toBe(false);
  });
});
