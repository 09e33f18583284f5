import type { Insertable } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/database';
import type { HistoryTable } from '../db/schema';

export type HistoryEntry = Omit<Insertable<HistoryTable>, 'actorAccountId' | 'actorProfileId' | 'at'>;

/** Who did it, as the history table records it. */
export function actorOf(viewer: Viewer) {
  return {
    actorAccountId: viewer.kind === 'admin' ? viewer.accountId : null,
    actorProfileId: viewer.kind === 'user' ? viewer.profileId : null,
  };
}

/** The append-only trail of status, fee and side changes (DESIGN §2 "Nothing is lost"). */
export function historyRepository(db: Db) {
  return {
    async record(viewer: Viewer, entries: HistoryEntry[]) {
      if (entries.length === 0) return;
      const actor = actorOf(viewer);
      await db
        .insertInto('history')
        .values(entries.map((entry) => ({ ...entry, ...actor })))
        .execute();
    },

    /** The trail of one entity with the matchmaker's e-mail and display name where a matchmaker acted. */
    listWithActor(entity: HistoryTable['entity'], entityId: number) {
      return db
        .selectFrom('history')
        .leftJoin('accounts', 'accounts.id', 'history.actorAccountId')
        .select([
          'history.at',
          'history.field',
          'history.fromValue',
          'history.toValue',
          'history.actorProfileId',
          'accounts.email as actorEmail',
          'accounts.name as actorName',
        ])
        .where('history.entity', '=', entity)
        .where('history.entityId', '=', entityId)
        .orderBy('history.at')
        .orderBy('history.id')
        .execute();
    },

    /** Display names of accounts, by id (the matchmakers an `assignedTo` row names). */
    async accountNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('accounts')
        .select(['id', 'name'])
        .where('id', 'in', [...ids])
        .execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The changes a family made to its own profile since `since`, oldest first. */
    listFamilyEdits(profileId: number, since: Date) {
      return db
        .selectFrom('history')
        .select(['at', 'field', 'fromValue', 'toValue'])
        .where('entity', '=', 'profile')
        .where('entityId', '=', profileId)
        .where('actorProfileId', '=', profileId)
        .where('at', '>=', since)
        .orderBy('at')
        .orderBy('id')
        .execute();
    },

    /** The latest row of `entity` among `fields`, with who made it (a conflict's "changed by"). */
    lastOf(entity: HistoryTable['entity'], entityId: number, fields: readonly string[]) {
      return db
        .selectFrom('history')
        .leftJoin('accounts', 'accounts.id', 'history.actorAccountId')
        .select([
          'history.at',
          'history.actorAccountId',
          'history.actorProfileId',
          'accounts.email as actorEmail',
          'accounts.name as actorName',
        ])
        .where('history.entity', '=', entity)
        .where('history.entityId', '=', entityId)
        .where('history.field', 'in', [...fields])
        .orderBy('history.id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    listFor(entity: HistoryTable['entity'], entityId: number) {
      return db
        .selectFrom('history')
        .selectAll()
        .where('entity', '=', entity)
        .where('entityId', '=', entityId)
        .orderBy('at')
        .orderBy('id')
        .execute();
    },
  };
}
export type HistoryRepository = ReturnType<typeof historyRepository>;
