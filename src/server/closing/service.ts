import type { ProfileStatusPatch } from '@shared/admin-schema';
import { CLOSING_MESSAGES, MATCHED_BY_US } from '@shared/payments';
import type { ClosedMatch } from '@shared/payments-schema';
import type { Viewer } from '../auth/viewer';
import { httpError } from '../http/errors';
import type { ClosingRepository } from './repository';

type Admin = Extract<Viewer, { kind: 'admin' }>;
type Deps = {
  closing: ClosingRepository;
  /** The single status change's own service function, so each profile is in its history the same way. */
  changeStatus: (viewer: Viewer, id: number, patch: ProfileStatusPatch) => Promise<void>;
};

/**
 * Closing a match (issue 28, part 4; decision 052): when both sides of a connection are Matched, one action sets
 * both profiles InActive with SPEC's reason "Matched (the provider)", in one transaction, each change in its
 * profile's history. A profile already closed so is left as it is. The success fee then falls due (dues).
 */
export function closingService(deps: Deps) {
  return {
    async close(viewer: Admin, connectionId: number): Promise<ClosedMatch> {
      const connection = await deps.closing.findForUpdate(connectionId);
      if (!connection) throw httpError(404, CLOSING_MESSAGES.notFound);
      if (connection.profile1Status !== 'Matched' || connection.profile2Status !== 'Matched')
        throw httpError(400, CLOSING_MESSAGES.notMatched);
      const ids = [connection.profile1Id, connection.profile2Id];
      const closed: number[] = [];
      for (const row of await deps.closing.statusesOf(ids)) {
        if (row.status === 'InActive' && row.inactiveReason === MATCHED_BY_US) continue;
        await deps.changeStatus(viewer, row.id, {
          status: 'InActive',
          inactiveReason: MATCHED_BY_US,
          inactiveNote: null,
        });
        closed.push(row.id);
      }
      return { connectionId, closed: closed.sort((a, b) => a - b) };
    },
  };
}
export type ClosingService = ReturnType<typeof closingService>;
