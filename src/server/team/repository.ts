import { INVITATION_TTL_DAYS } from '@shared/team';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { TeamRole } from '../db/schema';

/** Named queries for the team (decision 054): accounts, their invitations, their sessions. */
export function teamRepository(db: Db) {
  return {
    listAccounts() {
      return db
        .selectFrom('accounts')
        .select((eb) => [
          'accounts.id',
          'accounts.name',
          'accounts.email',
          'accounts.role',
          'accounts.active',
          'accounts.createdAt',
          sql<boolean>`accounts.password_hash is not null`.as('hasPassword'),
          eb
            .selectFrom('accountInvitations')
            .select(sql<Date>`max(expires_at)`.as('e'))
            .whereRef('accountInvitations.accountId', '=', 'accounts.id')
            .where('accountInvitations.usedAt', 'is', null)
            .where('accountInvitations.expiresAt', '>', sql<Date>`now()`)
            .as('invitationExpiresAt'),
        ])
        .orderBy('accounts.active', 'desc')
        .orderBy(sql`lower(accounts.name)`)
        .orderBy('accounts.id')
        .execute();
    },

    /** Every matchmaker's name, for pickers and for the list's filter pill. */
    listMembers() {
      return db
        .selectFrom('accounts')
        .select(['id', 'name', 'active'])
        .orderBy('active', 'desc')
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .execute();
    },

    findAccount(id: number) {
      return db
        .selectFrom('accounts')
        .select(['id', 'name', 'email', 'role', 'active'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The same, its row locked until the transaction ends (role and active changes are decided on it). */
    lockAccount(id: number) {
      return db
        .selectFrom('accounts')
        .select(['id', 'name', 'email', 'role', 'active'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async roleOf(id: number): Promise<TeamRole | null> {
      const row = await db
        .selectFrom('accounts')
        .select('role')
        .where('id', '=', id)
        .where('active', '=', true)
        .executeTakeFirst();
      return row?.role ?? null;
    },

    async emailTaken(email: string) {
      const row = await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The active owners other than `id`, locked: two owners demoting each other at once wait for one another,
     * so the team never ends up without an owner.
     */
    async otherActiveOwners(id: number) {
      const rows = await db
        .selectFrom('accounts')
        .select('id')
        .where('role', '=', 'owner')
        .where('active', '=', true)
        .where('id', '<>', id)
        .forUpdate()
        .execute();
      return rows.length;
    },

    createMatchmaker(values: { name: string; email: string }) {
      return db
        .insertInto('accounts')
        .values({ ...values, passwordHash: null, role: 'matchmaker' })
        .returning(['id'])
        .executeTakeFirstOrThrow();
    },

    async updateAccount(id: number, set: { name?: string; role?: TeamRole; active?: boolean }) {
      await db.updateTable('accounts').set(set).where('id', '=', id).execute();
    },

    async endSessions(accountId: number) {
      await db.deleteFrom('sessions').where('accountId', '=', accountId).execute();
    },

    async dropOpenInvitations(accountId: number) {
      await db
        .deleteFrom('accountInvitations')
        .where('accountId', '=', accountId)
        .where('usedAt', 'is', null)
        .execute();
    },

    /** A new invitation (the caller has dropped the account's open ones), valid for seven days. */
    async createInvitation(accountId: number, tokenHash: string, createdBy: number) {
      await db
        .insertInto('accountInvitations')
        .values({
          accountId,
          tokenHash,
          createdBy,
          expiresAt: sql<Date>`now() + make_interval(days => ${INVITATION_TTL_DAYS})`,
        })
        .execute();
    },

    /** An unused, unexpired invitation of an active account, locked (a link is used once). */
    findOpenInvitation(tokenHash: string, lock = false) {
      let query = db
        .selectFrom('accountInvitations')
        .innerJoin('accounts', 'accounts.id', 'accountInvitations.accountId')
        .select(['accountInvitations.id', 'accountInvitations.accountId', 'accounts.name', 'accounts.email'])
        .where('accountInvitations.tokenHash', '=', tokenHash)
        .where('accountInvitations.usedAt', 'is', null)
        .where('accountInvitations.expiresAt', '>', sql<Date>`now()`)
        .where('accounts.active', '=', true);
      if (lock) query = query.forUpdate('accountInvitations');
      return query.executeTakeFirst();
    },

    /** Uses the invitation: the account's new password; its earlier sessions end. */
    async useInvitation(invitationId: number, accountId: number, passwordHash: string) {
      await db
        .updateTable('accountInvitations')
        .set({ usedAt: sql`now()` })
        .where('id', '=', invitationId)
        .execute();
      await db.updateTable('accounts').set({ passwordHash }).where('id', '=', accountId).execute();
      await db.deleteFrom('sessions').where('accountId', '=', accountId).execute();
    },
  };
}
export type TeamRepository = ReturnType<typeof teamRepository>;
