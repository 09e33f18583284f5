import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Named queries for a matchmaker's notes on a profile (issue 15, decision 028). */
export function notesRepository(db: Db) {
  return {
    /** Whether the profile exists (the notes of a missing profile are a 404, not an empty list). */
    async profileExists(profileId: number) {
      const row = await db.selectFrom('profiles').select('id').where('id', '=', profileId).executeTakeFirst();
      return row !== undefined;
    },

    /** The profile's notes, newest first, each with its author's e-mail (or only the note `noteId`). */
    listForProfile(profileId: number, noteId?: number) {
      let query = db
        .selectFrom('profileNotes')
        .innerJoin('accounts', 'accounts.id', 'profileNotes.accountId')
        .select([
          'profileNotes.id',
          'profileNotes.text',
          'profileNotes.accountId',
          'profileNotes.createdAt',
          'profileNotes.dueAt',
          'profileNotes.doneAt',
          'accounts.email as authorEmail',
          'accounts.name as authorName',
        ])
        .where('profileNotes.profileId', '=', profileId)
        .orderBy('profileNotes.createdAt', 'desc')
        .orderBy('profileNotes.id', 'desc');
      if (noteId !== undefined) query = query.where('profileNotes.id', '=', noteId);
      return query.execute();
    },

    /**
     * Writes a note on the profile, in one statement that finds the profile: nothing is written and
     * undefined is answered when the profile does not exist (also when it was deleted a moment ago).
     */
    insert(profileId: number, accountId: number, text: string, dueAt: string | null = null) {
      return db
        .insertInto('profileNotes')
        .columns(['profileId', 'accountId', 'text', 'dueAt', 'reminderAccountId'])
        .expression((eb) =>
          eb
            .selectFrom('profiles')
            .select([
              'profiles.id as profileId',
              // Typed here: a bare parameter in a select list reaches PostgreSQL as text.
              sql<number>`cast(${accountId} as integer)`.as('accountId'),
              sql<string>`cast(${text} as text)`.as('text'),
              sql<Date | null>`cast(${dueAt} as timestamptz)`.as('dueAt'),
              // A reminder is its author's unless reassigned.
              sql<number | null>`cast(${dueAt === null ? null : accountId} as integer)`.as(
                'reminderAccountId',
              ),
            ])
            .where('profiles.id', '=', profileId),
        )
        .returning(['id', 'createdAt'])
        .executeTakeFirst();
    },

    /** One note of the profile (a note id under another profile is not found). */
    findOne(profileId: number, noteId: number) {
      return db
        .selectFrom('profileNotes')
        .select(['id', 'accountId'])
        .where('id', '=', noteId)
        .where('profileId', '=', profileId)
        .executeTakeFirst();
    },

    async deleteById(noteId: number) {
      const result = await db.deleteFrom('profileNotes').where('id', '=', noteId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type NotesRepository = ReturnType<typeof notesRepository>;
