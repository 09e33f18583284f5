import { SESSION_TTL_DAYS } from '@shared/auth';
import { sql } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import { type Db, tableWritesOf } from '../db/database';
import { PROFILE_ROW_REFS, type ProfileRow } from '../db/schema';
import { keptSessions } from './kept-sessions';

/**
 * A session with its matchmaker's address and its family's profile, on every request: built and compiled once
 * (decision 077).
 */
const sessionQuery = compiledOnce((db: Db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .leftJoin('accounts', 'accounts.id', 'sessions.accountId')
    .leftJoin('profiles', 'profiles.id', 'sessions.profileId')
    .select([
      'sessions.tokenHash',
      'sessions.accountId',
      'sessions.profileId',
      'sessions.lastUsedAt',
      'sessions.expiresAt',
      'accounts.email as accountEmail',
    ])
    .select(PROFILE_ROW_REFS)
    .where('sessions.tokenHash', '=', tokenHash)
    .where('sessions.expiresAt', '>', sql<Date>`now()`)
    // A deactivated matchmaker's sessions are deleted at once; this keeps any other out as well.
    .where((eb) => eb.or([eb('sessions.accountId', 'is', null), eb('accounts.active', '=', true)])),
);

/** Named queries for accounts (matchmakers) and sessions (both matchmakers and families). */
export function authRepository(db: Db) {
  const readSession = keptSessions(tableWritesOf(db), async (tokenHash: string) => {
    const [row] = await sessionQuery(db, tokenHash);
    return row;
  });
  const expiry = sql<Date>`now() + make_interval(days => ${SESSION_TTL_DAYS})`;
  return {
    findAccountByEmail(email: string) {
      return db
        .selectFrom('accounts')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
    },

    findAccountById(id: number) {
      return db
        .selectFrom('accounts')
        .select(['id', 'email', 'name', 'role', 'active'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    countAccounts() {
      return db
        .selectFrom('accounts')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => r.n);
    },

    createAccount(values: {
      email: string;
      name: string;
      passwordHash: string | null;
      role: 'owner' | 'matchmaker';
    }) {
      return db
        .insertInto('accounts')
        .values({ ...values, email: values.email.toLowerCase() })
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow();
    },

    async setAccountPassword(accountId: number, passwordHash: string) {
      await db.transaction().execute(async (trx) => {
        // Recovery (npm run admin -- reset-password) also lets a deactivated account in again.
        await trx
          .updateTable('accounts')
          .set({ passwordHash, active: true })
          .where('id', '=', accountId)
          .execute();
        await trx.deleteFrom('sessions').where('accountId', '=', accountId).execute();
      });
    },

    findProfileForLogin(profileId: number) {
      return db
        .selectFrom('profiles')
        .select(['id', 'name', 'email', 'gender', 'accessToken'])
        .where('id', '=', profileId)
        .executeTakeFirst();
    },

    async createSession(tokenHash: string, owner: { accountId: number } | { profileId: number }) {
      await db
        .insertInto('sessions')
        .values({ tokenHash, ...owner, expiresAt: expiry })
        .execute();
    },

    /**
     * The live session behind a token hash, with who holds it: a matchmaker's e-mail, or a family's whole
     * profile (most of what a family asks for is relative to its own profile, so it comes in the same query).
     */
    async findSession(tokenHash: string) {
      const row = await readSession(tokenHash);
      if (!row) return undefined;
      const { tokenHash: _, accountId, profileId, lastUsedAt, expiresAt: __, accountEmail, ...profile } = row;
      return {
        accountId,
        profileId,
        lastUsedAt,
        accountEmail,
        profile: profile.id === null ? null : (profile as ProfileRow),
      };
    },

    /** Sliding expiry: each use (at most once an hour) pushes the end 30 days ahead. */
    async touchSession(tokenHash: string) {
      await db
        .updateTable('sessions')
        .set({ lastUsedAt: sql`now()`, expiresAt: expiry })
        .where('tokenHash', '=', tokenHash)
        .execute();
    },

    async deleteSession(tokenHash: string) {
      await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
    },

    async deleteExpiredSessions() {
      await db.deleteFrom('sessions').where('expiresAt', '<=', sql<Date>`now()`).execute();
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
