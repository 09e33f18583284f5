import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Named queries for reminders: notes with a time that are not done (decision 054). */
export function remindersRepository(db: Db) {
  return {
    /** Open reminders (only the due ones with `dueOnly`), `accountId`'s first, then the earliest. */
    list(accountId: number, dueOnly: boolean) {
      let query = db
        .selectFrom('profileNotes')
        .innerJoin('profiles', 'profiles.id', 'profileNotes.profileId')
        .innerJoin('accounts', (join) =>
          join.on(
            sql`accounts.id`,
            '=',
            sql`coalesce(profile_notes.reminder_account_id, profile_notes.account_id)`,
          ),
        )
        .select([
          'profileNotes.id',
          'profileNotes.text',
          'profileNotes.dueAt',
          'profileNotes.profileId',
          'profiles.name as profileName',
          'accounts.id as matchmakerId',
          'accounts.name as matchmakerName',
        ])
        .where('profileNotes.dueAt', 'is not', null)
        .where('profileNotes.doneAt', 'is', null);
      if (dueOnly) query = query.where('profileNotes.dueAt', '<=', sql<Date>`now()`);
      return query
        .orderBy(sql`case when accounts.id = ${accountId} then 0 else 1 end`)
        .orderBy('profileNotes.dueAt')
        .orderBy('profileNotes.id')
        .execute();
    },

    /** An open reminder, locked until the transaction ends. */
    findOpen(id: number) {
      return db
        .selectFrom('profileNotes')
        .select([
          'id',
          'profileId',
          'dueAt',
          sql<number>`coalesce(reminder_account_id, account_id)`.as('matchmakerId'),
        ])
        .where('id', '=', id)
        .where('dueAt', 'is not', null)
        .where('doneAt', 'is', null)
        .forUpdate()
        .executeTakeFirst();
    },

    /** An active matchmaker's name, or undefined (no such account, or deactivated). */
    async activeMatchmaker(accountId: number) {
      return db
        .selectFrom('accounts')
        .select(['id', 'name'])
        .where('id', '=', accountId)
        .where('active', '=', true)
        .executeTakeFirst();
    },

    async assign(id: number, accountId: number) {
      await db
        .updateTable('profileNotes')
        .set({ reminderAccountId: accountId })
        .where('id', '=', id)
        .execute();
    },

    async markDone(id: number) {
      await db.updateTable('profileNotes').set({ doneAt: sql`now()` }).where('id', '=', id).execute();
    },

    /** Due again `days` from now. */
    snooze(id: number, days: number) {
      return db
        .updateTable('profileNotes')
        .set({ dueAt: sql`now() + make_interval(days => ${days})` })
        .where('id', '=', id)
        .returning(['id', 'dueAt'])
        .executeTakeFirstOrThrow();
    },
  };
}
export type RemindersRepository = ReturnType<typeof remindersRepository>;
