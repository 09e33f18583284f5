import { dashboardOrder } from '@shared/connection-rules';
import { type FollowUp, followUpOf, lastChange, longestWait } from '@shared/follow-up';
import type { PendingConnections, ProfileView } from '@shared/profile-view';
import type { Viewer } from '../auth/viewer';
import { type ConnectionRow, otherSide as other, type SideNumber, sideOf, toConnection } from './repository';
import type { Deps } from './service';

type Admin = Extract<Viewer, { kind: 'admin' }>;

/**
 * The matchmakers' dashboard (GET /api/pending-connections): families waiting to answer, pairs awaiting
 * contact, in contact and matched, each with how long it has waited (decision 031).
 */
export function connectionsDashboard(deps: Pick<Deps, 'connections' | 'profileViews' | 'followUpDays'>) {
  /**
   * A dashboard pair's wait (decision 031): since its last change, the latest of the connection's and its two
   * sides' changes. A Matched pair has arrived: it shows its wait but is never marked.
   */
  function pairFollowUp(row: ConnectionRow, now: Date, markable: boolean): FollowUp {
    const since = lastChange(row.updatedAt, row.profile1UpdatedAt, row.profile2UpdatedAt) ?? row.createdAt;
    const followUp = followUpOf(since, now, deps.followUpDays);
    return markable ? followUp : { ...followUp, needed: false };
  }

  async function pairsOf(viewer: Viewer, rows: ConnectionRow[], now: Date, markable: boolean) {
    const views = await deps.profileViews.viewsFor(
      viewer,
      rows.flatMap((r) => [r.profile1Id, r.profile2Id]),
    );
    return rows.flatMap((row) => {
      const a = views.get(row.profile1Id);
      const b = views.get(row.profile2Id);
      return a && b
        ? [
            {
              connection: toConnection(row),
              profiles: [a, b] as [ProfileView, ProfileView],
              followUp: pairFollowUp(row, now, markable),
            },
          ]
        : [];
    });
  }

  return async function pending(viewer: Admin): Promise<PendingConnections> {
    const now = new Date();
    const rows = await deps.connections.listWithSideIn([
      'Profile Received',
      'Profile Accepted',
      'In Contact',
      'Matched',
    ]);
    const views = await deps.profileViews.viewsFor(
      viewer,
      rows.flatMap((r) => [r.profile1Id, r.profile2Id]),
    );
    const statuses = (r: ConnectionRow) => [r.profile1Status, r.profile2Status];
    const byRecipient = new Map<number, { row: ConnectionRow; n: SideNumber }[]>();
    for (const row of rows) {
      for (const n of [1, 2] as SideNumber[]) {
        if (
          sideOf(row, n).status !== 'Profile Received' ||
          statuses(row).some((s) => s === 'Matched' || s === 'In Contact')
        )
          continue;
        const id = sideOf(row, n).profile;
        byRecipient.set(id, [...(byRecipient.get(id) ?? []), { row, n }]);
      }
    }
    const order = (x: { row: ConnectionRow; n: SideNumber }) => ({
      updatedAt: sideOf(x.row, x.n).updatedAt.toISOString(),
      inquiredAboutReceivedProfileOn:
        sideOf(x.row, x.n).inquiredAboutReceivedProfileOn?.toISOString() ?? null,
    });
    const pendingResponse = [...byRecipient]
      .map(([id, items]) => ({
        profile: views.get(id),
        items: items.sort((x, y) => dashboardOrder(order(x), order(y))),
      }))
      .filter(
        (p): p is { profile: ProfileView; items: { row: ConnectionRow; n: SideNumber }[] } =>
          p.profile !== undefined,
      )
      .sort((x, y) => dashboardOrder(order(x.items[0]), order(y.items[0])))
      .map(({ profile, items }) => {
        const shown = items.filter(({ row, n }) => views.has(sideOf(row, other(n)).profile));
        // A family waits since it received a profile or was last asked about it; its longest wait counts.
        const waits = shown.map(({ row, n }) => {
          const side = sideOf(row, n);
          const since = lastChange(side.updatedAt, side.inquiredAboutReceivedProfileOn) ?? row.createdAt;
          return followUpOf(since, now, deps.followUpDays);
        });
        return {
          profile,
          connections: shown.map(({ row, n }) => ({
            ...toConnection(row),
            other: views.get(sideOf(row, other(n)).profile)!,
          })),
          followUp: longestWait(waits) ?? followUpOf(now, now, deps.followUpDays),
        };
      });
    const awaitingContact = await pairsOf(
      viewer,
      rows.filter((r) => statuses(r).every((s) => s === 'Profile Accepted')),
      now,
      true,
    );
    const inContact = await pairsOf(
      viewer,
      rows.filter((r) => statuses(r).includes('In Contact') && !statuses(r).includes('Matched')),
      now,
      true,
    );
    const matched = await pairsOf(
      viewer,
      rows.filter((r) => statuses(r).includes('Matched')),
      now,
      false,
    );
    const count = [...pendingResponse, ...awaitingContact, ...inContact, ...matched].filter(
      (item) => item.followUp.needed,
    ).length;
    return {
      pendingResponse,
      awaitingContact,
      inContact,
      matched,
      followUp: { days: deps.followUpDays, count },
    };
  };
}
