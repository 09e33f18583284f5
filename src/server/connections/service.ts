import {
  type AdminSideChange,
  CONTACTS_SHARED,
  canAnswerInterested,
  canAnswerNotInterested,
  isAwaitingContact,
  CONNECTION_MESSAGES as MSG,
  sendCreatesConnection,
  sendRefusal,
  USER_ANSWERS,
} from '@shared/connection-rules';
import type { SideStatus } from '@shared/connection-status';
import { FAMILY_CONTROL_MESSAGES } from '@shared/family-controls';
import type { ProfileConnections } from '@shared/profile-label-schema';
import {
  CONNECTIONS_PAGE_SIZE,
  type ConnectionHistoryEntry,
  type ConnectionListItem,
} from '@shared/profile-view';
import { defaultPhoneChoice, phoneOf, sentProfileText, whatsappLink } from '@shared/whatsapp';
import type { Viewer } from '../auth/viewer';
import { HttpError, httpError } from '../http/errors';
import { loginLinkOf } from '../privacy/profile-visibility';
import { PROFILE_NOT_FOUND } from '../privacy/reach';
import { changedByFor } from '../versions/service';
import { connectionsDashboard } from './dashboard';
import type { Deps } from './deps';
import {
  type ConnectionRow,
  otherSide,
  type SideNumber,
  sideNumberOf,
  sideOf,
  toConnection,
} from './repository';

export type { Deps } from './deps';

type Admin = Extract<Viewer, { kind: 'admin' }>;
type Family = Extract<Viewer, { kind: 'user' }>;

export function connectionsService(deps: Deps) {
  async function recordSide(
    viewer: Viewer,
    row: ConnectionRow,
    n: SideNumber,
    from: string | null,
    to: string,
    field = 'status',
  ) {
    await deps.history.record(viewer, [
      {
        entity: 'connection',
        entityId: row.id,
        field: `${field}:${sideOf(row, n).profile}`,
        fromValue: from,
        toValue: to,
      },
    ]);
  }

  /**
   * SPEC's 409 for a side someone else changed meanwhile, saying who and when and what the side is now beside
   * what was sent (`fields`, as a profile's 409 does; decision 067). A family is never told a matchmaker's name.
   */
  async function changedMeanwhile(
    viewer: Viewer,
    row: ConnectionRow,
    n: SideNumber,
    sent: { name: 'status' | 'inquiredAboutReceivedProfileOn'; value: string },
  ): Promise<HttpError> {
    const profile = sideOf(row, n).profile;
    const [now, last] = await Promise.all([
      deps.connections.findById(row.id),
      deps.history.lastOf('connection', row.id, [`status:${profile}`, `inquired:${profile}`]),
    ]);
    const side = sideOf(now ?? row, n);
    const changedBy = changedByFor(viewer, last, profile);
    const theirs =
      sent.name === 'status' ? side.status : (side.inquiredAboutReceivedProfileOn?.toISOString() ?? null);
    return new HttpError(409, MSG.changedMeanwhile, {
      changedBy,
      changedAt: (last?.at ?? side.updatedAt).toISOString(),
      fields: [{ name: sent.name, yours: sent.value, theirs }],
    });
  }

  /** Sets one side, refusing (409) when someone else changed it since it was read. */
  async function changeSide(viewer: Viewer, row: ConnectionRow, n: SideNumber, status: SideStatus) {
    const side = sideOf(row, n);
    const updated = await deps.connections.updateSide(row.id, n, side.version, { status });
    if (!updated) throw await changedMeanwhile(viewer, row, n, { name: 'status', value: status });
    await recordSide(viewer, updated, n, side.status, status);
    return updated;
  }

  async function familyConnections(profileId: number) {
    const [rows, blocked] = await Promise.all([
      deps.connections.listForProfile(profileId),
      deps.blocks.partnersOf(profileId),
    ]);
    return rows.filter((row) => !blocked.has(row.profile1Id === profileId ? row.profile2Id : row.profile1Id));
  }

  return {
    /**
     * An admin sends `profileSent` to the family of `sentTo` (SPEC §4 "Sending a profile"): never to itself,
     * only to the opposite gender, never between a blocked pair, and only to an Active family (400, nothing
     * written; decisions 027, 039).
     */
    async send(viewer: Admin, sentTo: number, profileSent: number) {
      if (sentTo === profileSent) throw httpError(400, MSG.sendToItself);
      const [recipient, sent, blocks] = await Promise.all([
        deps.profiles.findById(sentTo),
        deps.profiles.findById(profileSent),
        deps.blocks.between(sentTo, profileSent),
      ]);
      if (!recipient || !sent) throw httpError(404, PROFILE_NOT_FOUND);
      // Opposite gender only, no blocked pair, to an Active family only (issues 15, 18): refused before
      // anything is written.
      const refusal = sendRefusal(sent, recipient, {
        recipientBlockedSent: blocks.some((b) => b.blockerId === sentTo),
        sentBlockedRecipient: blocks.some((b) => b.blockerId === profileSent),
      });
      if (refusal) throw httpError(400, MSG[refusal]);
      // A paused profile is sent to nobody and nobody is sent to it (decision 060).
      if (recipient.pausedAt !== null || sent.pausedAt !== null)
        throw httpError(400, FAMILY_CONTROL_MESSAGES.paused);
      let row = await deps.connections.findBetween(sentTo, profileSent);
      const recipientSide = row ? sideOf(row, sideNumberOf(row, sentTo)!).status : null;
      let created = false;
      if (!row) {
        row = await deps.connections
          .insert({
            profile1Id: sentTo,
            profile2Id: profileSent,
            profile1Status: 'Profile Received',
            profile2Status: 'Not Received',
          })
          .catch(() => {
            throw httpError(409, MSG.changedMeanwhile);
          });
        await recordSide(viewer, row, 1, null, 'Profile Received');
        created = true;
      } else if (sendCreatesConnection(recipientSide)) {
        row = await changeSide(viewer, row, sideNumberOf(row, sentTo)!, 'Profile Received');
        created = true;
      }
      const sentView = (
        await deps.profileViews.viewsFor(
          { kind: 'user', profileId: sentTo, gender: recipient.gender, tokenHash: '', profile: recipient },
          [profileSent],
        )
      ).get(profileSent)!;
      const link = loginLinkOf(deps.publicUrl, recipient.id, recipient.accessToken);
      // Both languages: the matchmaker chooses, with the phone (issue 29, decision 068). SPEC's link is the
      // English text to the default phone: the family phone of a woman who has one.
      const whatsappTexts = {
        en: sentProfileText(sentView, link, 'en'),
        ur: sentProfileText(sentView, link, 'ur'),
      };
      const phone = phoneOf(recipient, defaultPhoneChoice(recipient)) ?? recipient.phoneNo;
      return {
        ...toConnection(row),
        created,
        whatsappLink: whatsappLink(phone, whatsappTexts.en),
        whatsappTexts,
      };
    },

    /** A family answers Interested (Profile Accepted) or Not Interested (Profile Rejected) on its own side. */
    async answer(viewer: Family, connectionWith: number, status: 'Profile Accepted' | 'Profile Rejected') {
      // A blocked pair cannot open each other, so neither can answer the other (decision 039); a paused profile
      // cannot be opened by another family, so neither can it be answered (decision 060). One query for both.
      if (await deps.profiles.answerBarred(viewer.profileId, connectionWith))
        throw httpError(404, PROFILE_NOT_FOUND);
      let row = await deps.connections.findBetween(viewer.profileId, connectionWith);
      if (!row) {
        // Answering a two-way match found under Find a Match starts the connection from this family's side.
        // Two-way matches are Active profiles only, so this also refuses a missing or inactive one.
        if (!(await deps.isMatchFor(viewer, connectionWith))) throw httpError(404, PROFILE_NOT_FOUND);
        const allowed =
          status === 'Profile Accepted'
            ? canAnswerInterested('Not Received', 'Not Received')
            : canAnswerNotInterested('Not Received', 'Not Received');
        if (!allowed) throw httpError(409, MSG.notAllowed);
        const created = await deps.connections
          .insertIfAbsent({
            profile1Id: viewer.profileId,
            profile2Id: connectionWith,
            profile1Status: status,
            profile2Status: 'Not Received',
          })
          .catch(() => {
            throw httpError(409, MSG.changedMeanwhile);
          });
        if (created) {
          await recordSide(viewer, created, 1, 'Not Received', status);
          return toConnection(created);
        }
        // The other family answered at the same moment and its connection is the pair's: this answer goes on
        // its own side of it, as it would have a moment later. Two answers on two sides undo nothing.
        row = await deps.connections.findBetween(viewer.profileId, connectionWith);
        if (!row) throw httpError(409, MSG.changedMeanwhile);
      }
      const n = sideNumberOf(row, viewer.profileId)!;
      const own = sideOf(row, n).status;
      const theirs = sideOf(row, otherSide(n)).status;
      const allowed =
        status === 'Profile Accepted'
          ? canAnswerInterested(own, theirs)
          : canAnswerNotInterested(own, theirs);
      if (!allowed) throw httpError(409, MSG.notAllowed);
      return toConnection(await changeSide(viewer, row, n, status));
    },

    /**
     * A family's block answers Not Interested on its own side of the connection wherever it could still say
     * it itself (decision 039): an acceptance is withdrawn exactly as its own Not Interested withdraws it,
     * with the same history row. From In Contact on, the matchmakers keep the sides.
     */
    async declineOnBlock(viewer: Family, other: number) {
      const row = await deps.connections.findBetween(viewer.profileId, other);
      if (!row) return;
      const n = sideNumberOf(row, viewer.profileId)!;
      const own = sideOf(row, n).status;
      if (own === USER_ANSWERS.notInterested || !canAnswerNotInterested(own)) return;
      await changeSide(viewer, row, n, USER_ANSWERS.notInterested);
    },

    /** An admin sets any status on one side, or records that the family was asked about a received profile. */
    async adminChange(viewer: Admin, a: number, b: number, profileToUpdate: number, change: AdminSideChange) {
      const row = await deps.connections.findBetween(a, b);
      if (!row) throw httpError(404, MSG.noConnection);
      const n = sideNumberOf(row, profileToUpdate);
      if (!n || (profileToUpdate !== a && profileToUpdate !== b))
        throw httpError(400, 'The profile to update must be one of the two profiles.');
      const side = sideOf(row, n);
      if ('status' in change) {
        if (change.expectedStatus && change.expectedStatus !== side.status)
          throw await changedMeanwhile(viewer, row, n, { name: 'status', value: change.status });
        return toConnection(await changeSide(viewer, row, n, change.status));
      }
      const on = new Date(change.inquiredAboutReceivedProfileOn);
      const updated = await deps.connections.updateSide(row.id, n, side.version, { inquiredOn: on });
      if (!updated)
        throw await changedMeanwhile(viewer, row, n, {
          name: 'inquiredAboutReceivedProfileOn',
          value: on.toISOString(),
        });
      await recordSide(
        viewer,
        updated,
        n,
        side.inquiredAboutReceivedProfileOn?.toISOString() ?? null,
        on.toISOString(),
        'inquired',
      );
      return toConnection(updated);
    },

    /**
     * POST /api/connections/{id}/share-contacts (issue 29, decision 068): a pair Awaiting Contact moves to In
     * Contact on both sides, each side version-checked (409 when someone changed it since it was read) and
     * written to the history in the matchmaker's name. Any other pair is refused with 400, nothing written.
     * The WhatsApp messages themselves are the client's (src/shared/whatsapp.ts): they open in the browser.
     */
    async shareContacts(viewer: Admin, connectionId: number) {
      const row = await deps.connections.findById(connectionId);
      if (!row) throw httpError(404, MSG.connectionNotFound);
      if (!isAwaitingContact(row.profile1Status as SideStatus, row.profile2Status as SideStatus))
        throw httpError(400, MSG.notAwaitingContact);
      const first = await changeSide(viewer, row, 1, CONTACTS_SHARED);
      return toConnection(await changeSide(viewer, first, 2, CONTACTS_SHARED));
    },

    /**
     * GET /api/connections: a family's own connections (primary = its side); a matchmaker's, a page of the
     * most recently changed (CONNECTIONS_PAGE_SIZE; `page` 1 is SPEC's list, decision 053).
     */
    async list(viewer: Admin | Family, page = 1): Promise<ConnectionListItem[]> {
      // A family's leave out every profile in a block with it (decision 039); matchmakers see them all.
      const rows =
        viewer.kind === 'user'
          ? await familyConnections(viewer.profileId)
          : await deps.connections.listPage(CONNECTIONS_PAGE_SIZE, (page - 1) * CONNECTIONS_PAGE_SIZE);
      const sides = new Map<number, SideStatus>();
      const ownSides = new Map<number, SideStatus>();
      if (viewer.kind === 'user') {
        for (const row of rows) {
          const mine = sideNumberOf(row, viewer.profileId)!;
          const n = otherSide(mine);
          sides.set(sideOf(row, n).profile, sideOf(row, n).status);
          ownSides.set(sideOf(row, n).profile, sideOf(row, mine).status);
        }
      }
      // A family's list leaves out an InActive profile whose side had not accepted it (decision 048).
      const views = await deps.profileViews.viewsFor(
        viewer,
        rows.flatMap((r) => [r.profile1Id, r.profile2Id]),
        sides,
        ownSides,
        { reach: true },
      );
      return rows.flatMap((row) => {
        const first: SideNumber = viewer.kind === 'user' ? sideNumberOf(row, viewer.profileId)! : 1;
        const item = (n: SideNumber) => {
          const s = sideOf(row, n);
          const profile = views.get(s.profile);
          return profile
            ? {
                profile,
                status: s.status,
                updatedAt: s.updatedAt.toISOString(),
                inquiredAboutReceivedProfileOn: s.inquiredAboutReceivedProfileOn?.toISOString() ?? null,
              }
            : null;
        };
        const primary = item(first);
        const secondary = item(otherSide(first));
        return primary && secondary
          ? [
              {
                _id: row.id,
                createdAt: row.createdAt.toISOString(),
                updatedAt: row.updatedAt.toISOString(),
                primary,
                secondary,
              },
            ]
          : [];
      });
    },

    /** GET /api/pending-connections: the dashboard (admin), in dashboard.ts. */
    pending: connectionsDashboard(deps),

    /**
     * GET /api/profile/{id}/connections (matchmakers, decision 031): the profile's connections, each with the
     * other profile's id, name, age and city, and the profile's own, so the screen names both sides.
     */
    async ofProfile(id: number): Promise<ProfileConnections> {
      const rows = await deps.connections.listForProfile(id);
      const otherOf = (row: ConnectionRow) => (row.profile1Id === id ? row.profile2Id : row.profile1Id);
      const labels = new Map(
        (await deps.connections.labelsOf([id, ...rows.map(otherOf)])).map((l) => [
          l.id,
          { _id: l.id, name: l.name, age: l.age, city: l.city },
        ]),
      );
      const profile = labels.get(id);
      if (!profile) throw httpError(404, PROFILE_NOT_FOUND);
      return {
        profile,
        connections: rows.flatMap((row) => {
          const label = labels.get(otherOf(row));
          return label ? [{ ...toConnection(row), other: label }] : [];
        }),
      };
    },

    /** A connection's timeline from the history table (admin). */
    async history(connectionId: number): Promise<ConnectionHistoryEntry[]> {
      const row = await deps.connections.findById(connectionId);
      if (!row) throw httpError(404, MSG.noConnection);
      const entries = await deps.history.listWithActor('connection', connectionId);
      return entries.map((e) => {
        const [field, profile] = e.field.split(':');
        return {
          at: e.at.toISOString(),
          profile: Number(profile),
          field: field === 'inquired' ? 'inquired' : 'status',
          from: e.fromValue,
          to: e.toValue,
          by: e.actorEmail ?? (e.actorProfileId ? `Family of profile #${e.actorProfileId}` : 'Rishta'),
          byName: e.actorName ?? (e.actorProfileId ? `Family of profile #${e.actorProfileId}` : 'Rishta'),
        };
      });
    },
  };
}
export type ConnectionsService = ReturnType<typeof connectionsService>;
