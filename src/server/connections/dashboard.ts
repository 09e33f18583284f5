import { dashboardOrder } from '@shared/connection-rules';
import { type FollowUp, followUpOf, lastChange, longestWait } from '@shared/follow-up';
import {
  DASHBOARD_MATCHED_DAYS,
  DASHBOARD_PAGE_SIZE,
  type DashboardPagedSection,
  type DashboardProfile,
  type PendingConnections,
  type PendingConnectionsQuery,
} from '@shared/profile-view';
import type { Viewer } from '../auth/viewer';
import { loginLinkOf } from '../privacy/profile-visibility';
import type { Deps } from './deps';
import {
  type ConnectionRow,
  otherSide as other,
  type PairSection,
  type SideNumber,
  sideOf,
  toConnection,
} from './repository';

type Admin = Extract<Viewer, { kind: 'admin' }>;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The matchmakers' dashboard (GET /api/pending-connections): families waiting to answer, pairs awaiting
 * contact, in contact and matched, each with how long it has waited (decision 031). Each section answers its
 * count and one page of DASHBOARD_PAGE_SIZE, longest-waiting first (Matched: the last 30 days, most recent
 * first); `?section=…&page=…` answers a further page of one section (decision 053).
 */
export function connectionsDashboard(deps: Pick<Deps, 'connections' | 'followUpDays' | 'publicUrl'>) {
  /**
   * A dashboard pair's wait (decision 031): since its last change, the latest of the connection's and its two
   * sides' changes. A Matched pair has arrived: it shows its wait but is never marked.
   */
  function pairFollowUp(row: ConnectionRow, now: Date, markable: boolean): FollowUp {
    const since = lastChange(row.updatedAt, row.profile1UpdatedAt, row.profile2UpdatedAt) ?? row.createdAt;
    const followUp = followUpOf(since, now, deps.followUpDays);
    return markable ? followUp : { ...followUp, needed: false };
  }

  /**
   * What the dashboard's cards show of each profile (decision 053): "Name · #id · age · city", the phone to
   * call, the login link for Inquire. Read as these columns alone: the dashboard is the matchmakers', who see
   * every one of them (SPEC §6), so no view of the whole profile is built. One object literal, one shape.
   */
  async function viewsOf(_viewer: Admin, ids: number[]) {
    const rows = await deps.connections.dashboardProfilesOf(ids);
    return new Map(
      rows.map((row): [number, DashboardProfile] => [
        row.id,
        {
          _id: row.id,
          name: row.name,
          age: row.age,
          gender: row.gender,
          city: row.city,
          phoneNo: row.phoneNo,
          familyPhoneNo: row.familyPhoneNo,
          status: row.status,
          loginLink: loginLinkOf(deps.publicUrl, row.id, row.accessToken),
        },
      ]),
    );
  }

  async function pairsOf(viewer: Admin, rows: ConnectionRow[], now: Date, markable: boolean) {
    const views = await viewsOf(
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
              profiles: [a, b] as [DashboardProfile, DashboardProfile],
              followUp: pairFollowUp(row, now, markable),
            },
          ]
        : [];
    });
  }

  async function receivedOf(viewer: Admin, page: { limit: number; offset: number }, now: Date, due: Date) {
    const { ids, rows, counted: count } = await deps.connections.receivedPage(page, due);
    const views = await viewsOf(viewer, [...ids, ...rows.flatMap((r) => [r.profile1Id, r.profile2Id])]);
    const byRecipient = new Map<number, { row: ConnectionRow; n: SideNumber }[]>(ids.map((id) => [id, []]));
    for (const row of rows) {
      for (const n of [1, 2] as SideNumber[]) {
        const side = sideOf(row, n);
        if (side.status === 'Profile Received') byRecipient.get(side.profile)?.push({ row, n });
      }
    }
    const order = (x: { row: ConnectionRow; n: SideNumber }) => ({
      updatedAt: sideOf(x.row, x.n).updatedAt.toISOString(),
      inquiredAboutReceivedProfileOn:
        sideOf(x.row, x.n).inquiredAboutReceivedProfileOn?.toISOString() ?? null,
    });
    // In the page's order (longest wait first); within a family, SPEC §9's dashboard order.
    const entries = ids.flatMap((id) => {
      const profile = views.get(id);
      if (!profile) return [];
      const shown = (byRecipient.get(id) ?? [])
        .sort((x, y) => dashboardOrder(order(x), order(y)))
        .filter(({ row, n }) => views.has(sideOf(row, other(n)).profile));
      // A family waits since it received a profile or was last asked about it; its longest wait counts.
      const waits = shown.map(({ row, n }) => {
        const side = sideOf(row, n);
        const since = lastChange(side.updatedAt, side.inquiredAboutReceivedProfileOn) ?? row.createdAt;
        return followUpOf(since, now, deps.followUpDays);
      });
      return [
        {
          profile,
          connections: shown.map(({ row, n }) => ({
            ...toConnection(row),
            other: views.get(sideOf(row, other(n)).profile)!,
          })),
          followUp: longestWait(waits) ?? followUpOf(now, now, deps.followUpDays),
        },
      ];
    });
    return { entries, count };
  }

  return async function pending(viewer: Admin, q: PendingConnectionsQuery = {}): Promise<PendingConnections> {
    const now = new Date();
    const section = q.section ?? null;
    const pageNumber = q.page ?? 1;
    const page = { limit: DASHBOARD_PAGE_SIZE, offset: (pageNumber - 1) * DASHBOARD_PAGE_SIZE };
    const matchedSince = new Date(now.getTime() - DASHBOARD_MATCHED_DAYS * DAY_MS);
    const due = new Date(now.getTime() - deps.followUpDays * DAY_MS);
    const wanted = (s: DashboardPagedSection) => section === null || section === s;
    const pairs = async (s: PairSection) =>
      wanted(s)
        ? pairsOf(viewer, await deps.connections.pairPage(s, { ...page, matchedSince }), now, s !== 'matched')
        : [];
    const [pairCounts, received, awaitingContact, inContact, matched] = await Promise.all([
      deps.connections.pairCounts(due, matchedSince),
      wanted('pendingResponse')
        ? receivedOf(viewer, page, now, due)
        : deps.connections.receivedCounts(due).then((count) => ({ entries: [], count })),
      pairs('awaitingContact'),
      pairs('inContact'),
      pairs('matched'),
    ]);
    const { due: pairsDue, ...pairSections } = pairCounts;
    return {
      pendingResponse: received.entries,
      awaitingContact,
      inContact,
      matched,
      followUp: { days: deps.followUpDays, count: pairsDue + received.count.due },
      counts: { pendingResponse: received.count.total, ...pairSections },
      page: pageNumber,
      pageSize: DASHBOARD_PAGE_SIZE,
      section,
    };
  };
}
