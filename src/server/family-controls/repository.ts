import { sql } from 'kysely';
import type { Db } from '../db/database';
import { inTransaction } from '../ops/atomic';

/** Named queries of a family's control over its profile (decision 060). */
export function familyControlsRepository(db: Db) {
  return {
    /** Pauses (now) or resumes the profile; answers false when it does not exist. */
    async setPaused(id: number, paused: boolean) {
      const result = await db
        .updateTable('profiles')
        .set({ pausedAt: paused ? sql<Date>`now()` : null, updatedAt: sql`now()` })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Erases a profile (decision 060): its history and the history of its connections (the only deletes the
     * history table allows, in this transaction only), then the row, which takes its pictures' rows,
     * connections, sessions, notes, reports, blocks and dismissals with it (foreign keys cascade). Answers the
     * pictures whose files are to be deleted, or null when the profile does not exist. The books (payments)
     * keep their entries under the profile's number (decision 052).
     */
    erase(id: number) {
      return inTransaction(db, async (trx) => {
        const exists = await trx.selectFrom('profiles').select('id').where('id', '=', id).executeTakeFirst();
        if (!exists) return null;
        const connections = await trx
          .selectFrom('connections')
          .select('id')
          .where((eb) => eb.or([eb('profile1Id', '=', id), eb('profile2Id', '=', id)]))
          .execute();
        const pictures = await trx
          .selectFrom('pictures')
          .select(['id', 'thumbnailId'])
          .where('profileId', '=', id)
          .execute();
        await sql`select set_config('rishta.erasure', 'on', true)`.execute(trx);
        await trx
          .deleteFrom('history')
          .where((eb) =>
            eb.or([
              eb.and([eb('entity', '=', 'profile'), eb('entityId', '=', id)]),
              eb('actorProfileId', '=', id),
              ...(connections.length > 0
                ? [
                    eb.and([
                      eb('entity', '=', 'connection'),
                      eb(
                        'entityId',
                        'in',
                        connections.map((c) => c.id),
                      ),
                    ]),
                  ]
                : []),
            ]),
          )
          .execute();
        await sql`select set_config('rishta.erasure', 'off', true)`.execute(trx);
        await trx.deleteFrom('profiles').where('id', '=', id).execute();
        return pictures;
      });
    },

    /** A family's own payments, oldest first: kind, amount, date and receipt number only. */
    payments(id: number) {
      return db
        .selectFrom('payments')
        .select([
          'id',
          'kind',
          'amount',
          sql<string>`to_char(received_on, 'YYYY-MM-DD')`.as('receivedOn'),
          'receiptNo',
        ])
        .where('profileId', '=', id)
        .orderBy('id')
        .execute();
    },
  };
}
export type FamilyControlsRepository = ReturnType<typeof familyControlsRepository>;
