import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Named queries of the bureau's exports (decision 064): each reads one batch after an id, by id. */
export function exportsRepository(db: Db) {
  return {
    connectionsAfter(afterId: number, limit: number) {
      return db
        .selectFrom('connections')
        .select([
          'id',
          'profile1Id',
          'profile1Status',
          'profile2Id',
          'profile2Status',
          'createdAt',
          'updatedAt',
        ])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Ledger entries received between `from` and `to` (both included, either open), reversals too. */
    paymentsAfter(range: { from?: string; to?: string }, afterId: number, limit: number) {
      let query = db
        .selectFrom('payments')
        .leftJoin('accounts', 'accounts.id', 'payments.accountId')
        .select([
          'payments.id',
          'payments.receiptNo',
          sql<string>`to_char(payments.received_on, 'YYYY-MM-DD')`.as('receivedOn'),
          'payments.profileId',
          'payments.kind',
          'payments.amount',
          'payments.method',
          'payments.reference',
          'payments.note',
          'payments.reversesId',
          'accounts.name as recordedBy',
        ])
        .where('payments.id', '>', afterId);
      if (range.from) query = query.where('payments.receivedOn', '>=', range.from);
      if (range.to) query = query.where('payments.receivedOn', '<=', range.to);
      return query.orderBy('payments.id').limit(limit).execute();
    },
  };
}
export type ExportsRepository = ReturnType<typeof exportsRepository>;
