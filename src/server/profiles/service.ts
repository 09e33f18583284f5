import { type AdminProfileFields, changedReadOnlyField } from '@shared/admin-schema';
import type { SideStatus } from '@shared/connection-status';
import type { Duplicate } from '@shared/duplicates';
import { HELD_TEXT_FIELDS, HELD_TEXT_MESSAGES, type HeldEditsDecision } from '@shared/held-text';
import { PROFILE_MESSAGES, SUBMISSION_MESSAGES } from '@shared/profile-messages';
import type { ProfileInput } from '@shared/profile-schema';
import type { ProfileResponse, ProfileView } from '@shared/profile-view';
import { randomToken } from '../auth/secrets';
import type { Viewer } from '../auth/viewer';
import {
  type ConnectionsRepository,
  otherSide,
  sideNumberOf,
  sideOf,
  toConnection,
} from '../connections/repository';
import type { ProfileRow } from '../db/schema';
import type { HistoryEntry, HistoryRepository } from '../history/repository';
import { httpError } from '../http/errors';
import type { FileStore } from '../pictures/file-store';
import type { PicturesRepository } from '../pictures/repository';
import { profileForViewer } from '../privacy/profile-visibility';
import { PROFILE_NOT_FOUND, pictureAccess, type Reached, reachable, reachedInList } from '../privacy/reach';
import { type ProfileVersions, stamped } from '../versions/service';
import { adminColumns, aiFiltersOf, profileColumns } from './columns';
import { heldChanges, heldTextOf, sortedHeld, splitHeldText } from './held-text';
import { adminFieldChanges, aiFiltersChange, fieldChanges, historyValue } from './history-rows';
import { type PatchStart, patchOperations } from './patch-operations';
import type { ProfilesRepository } from './repository';
import { requirementsWrite, type SentRequirements } from './requirements';

export const EDIT_OWN_ONLY = 'You can only edit your own profile.';

type Deps = {
  profiles: ProfilesRepository;
  pictures: PicturesRepository;
  connections: ConnectionsRepository;
  history: HistoryRepository;
  store: FileStore;
  publicUrl: string;
  /** Whether `id` is one of a family's two-way matches. */
  isMatchFor: (viewer: Extract<Viewer, { kind: 'user' }>, id: number) => Promise<boolean>;
  /** A profile's possible duplicates, for matchmakers only (decision 038). */
  possibleDuplicates: (id: number) => Promise<Duplicate[]>;
  /** The books: a paid fee a matchmaker sets is recorded as an adjustment entry (decision 052). */
  ledger: { adjustTo: (viewer: Viewer, id: number, paidFee: number) => Promise<void> };
  /** Every write claims the next version first, or is refused when based on an older one (decision 055). */
  versions: ProfileVersions;
};

export type { SentRequirements };

export function profilesService(deps: Deps) {
  /** `connection` is the family viewer's connection with the profile (null for matchmakers and owners). */
  async function viewOf(reached: Reached, viewer: Viewer): Promise<ProfileView> {
    const { row, connection } = reached;
    const pictures = reached.pictures ?? (await deps.pictures.listForProfiles([row.id]));
    const theirs = connection ? (sideNumberOf(connection, row.id) ?? 1) : null;
    const sideTowardsViewer = connection && theirs ? sideOf(connection, theirs).status : null;
    const viewerSide = connection && theirs ? sideOf(connection, otherSide(theirs)).status : null;
    const view = profileForViewer(row, {
      viewer,
      sideTowardsViewer,
      viewerSide,
      pictures,
      publicUrl: deps.publicUrl,
    });
    // Matchmakers: "In contact with #34" on the page and before a send (issue 28, part 4).
    if (viewer.kind === 'admin') view.engagement = await deps.connections.engagementOf(row.id);
    return view;
  }

  /** The reach rule of DESIGN §3 (privacy/reach.ts), on this service's repositories. */
  const reach = { profiles: deps.profiles, connections: deps.connections, isMatchFor: deps.isMatchFor };

  /** Writes profile columns and the columns derived from them (matching, search text, duplicate keys). */
  async function writeProfile(id: number, values: Parameters<ProfilesRepository['update']>[1]) {
    await deps.profiles.update(id, values);
    await deps.profiles.refreshMatchColumns(id);
  }

  /** The held text a matchmaker decides on: 409 when none is held, or when it is not what she looked at. */
  async function heldForDecision(viewer: Viewer, id: number, decision: HeldEditsDecision) {
    const { row } = await reachable(reach, viewer, id);
    const held = heldTextOf(row);
    if (Object.keys(held).length === 0) throw httpError(409, HELD_TEXT_MESSAGES.nothingHeld);
    if (
      decision.heldText &&
      JSON.stringify(sortedHeld(decision.heldText)) !== JSON.stringify(sortedHeld(held))
    )
      throw httpError(409, HELD_TEXT_MESSAGES.changedMeanwhile);
    return { row, held, fields: HELD_TEXT_FIELDS.filter((field) => held[field] !== undefined) };
  }

  /**
   * The first write of every change to a profile (decision 055): the next version, in the change's
   * transaction, or a 409 naming who changed what since `base`. Answers the new version, for the history rows.
   */
  function claimVersion(viewer: Viewer, id: number, base: number | undefined, yours: unknown) {
    return deps.versions.claim(viewer, id, base, yours, async () =>
      viewOf(await reachable(reach, viewer, id), viewer),
    );
  }

  /** As `claimVersion`, for a write that may change nothing: the version moves only on `next()` (decision 066). */
  function holdVersion(viewer: Viewer, id: number, base: number | undefined, yours: unknown) {
    return deps.versions.hold(viewer, id, base, yours, async () =>
      viewOf(await reachable(reach, viewer, id), viewer),
    );
  }

  /**
   * The profile as it is under the write's lock: the row read before it, unless another write came in between
   * (every write to a profile moves its version), then read again.
   */
  async function lockedRow(read: ProfileRow, version: number): Promise<ProfileRow> {
    if (read.version === version) return read;
    return (await deps.profiles.findById(read.id)) ?? read;
  }

  /** PATCH's shared start (patch-operations.ts): reach, the version held, the row under the write's lock. */
  const startPatch: PatchStart = async (viewer, id, yours, base) => {
    const reached = await reachable(reach, viewer, id);
    const held = await holdVersion(viewer, id, base, yours);
    const before = await lockedRow(reached.row, held.version);
    // The version moves with the first history row, that is only when something changes.
    const record = async (entries: HistoryEntry[]) => {
      await deps.history.record(viewer, stamped(entries, await held.next()));
    };
    return { before, record };
  };

  async function releasePictures(released: { id: string; thumbnailId: string }[]) {
    for (const picture of released) {
      await deps.store.delete(picture.id);
      await deps.store.delete(picture.thumbnailId);
    }
  }

  async function attachPictures(profileId: number, pictureIds: string[]) {
    const result = await deps.profiles.setPictures(profileId, pictureIds);
    if (!result.ok) throw httpError(400, PROFILE_MESSAGES.pictureInvalid);
    await releasePictures(result.released);
  }

  return {
    async get(viewer: Viewer, id: number, withConnections: boolean): Promise<ProfileResponse> {
      // A family's own profile was read with its session, in this very request: it is not read again.
      const reached =
        viewer.kind === 'user' && viewer.profileId === id
          ? { row: viewer.profile, connection: null }
          : await reachable(reach, viewer, id);
      const profile = await viewOf(reached, viewer);
      const connections =
        withConnections && viewer.kind === 'admin'
          ? (await deps.connections.listForProfile(id)).map(toConnection)
          : [];
      const editedAt = reached.row.familyEditedAt;
      const familyEdits =
        viewer.kind === 'admin'
          ? editedAt
            ? (await deps.history.listFamilyEdits(id, editedAt)).map((e) => ({
                at: e.at.toISOString(),
                field: e.field,
                from: e.fromValue,
                to: e.toValue,
              }))
            : []
          : undefined;
      return {
        profile,
        connections,
        connection: reached.connection ? toConnection(reached.connection) : null,
        familyEdits,
        // Families are never told, not even of their own profile (decision 038).
        duplicates: viewer.kind === 'admin' ? await deps.possibleDuplicates(id) : undefined,
        lastChange: await deps.versions.lastChange(viewer, id, reached.row.version),
      };
    },

    /** A new profile starts in Review with its own access token and the default expected fees. */
    async create(viewer: Viewer, input: ProfileInput, admin: AdminProfileFields, sent?: SentRequirements) {
      const adminFields = adminColumns(viewer, admin);
      // The family's own requirements from its form, or a matchmaker's (decision 059).
      const requirements = requirementsWrite({}, sent);
      const { id } = await deps.profiles.insert({
        ...profileColumns(input),
        ...adminFields,
        ...requirements?.columns,
        status: adminFields.status ?? 'Review',
        accessToken: randomToken(24),
      });
      await deps.profiles.refreshMatchColumns(id);
      try {
        await attachPictures(id, input.pictures);
      } catch (error) {
        await deps.profiles.deleteById(id);
        throw error;
      }
      await deps.history.record(viewer, [
        { entity: 'profile', entityId: id, field: 'created', fromValue: null, toValue: null },
        ...adminFieldChanges(id, null, { status: 'Review', ...adminFields }),
        ...(requirements ? aiFiltersChange(id, {}, requirements.after) : []),
      ]);
      if (adminFields.paidFee) await deps.ledger.adjustTo(viewer, id, adminFields.paidFee);
      return id;
    },

    /**
     * Saves a whole profile. A family may not change its gender (identity is the matchmakers'); every field
     * it changes is written to the history and marks the profile edited by the family until a matchmaker
     * has seen it. A matchmaker's save also carries the admin fields and, when sent, the partner preferences.
     */
    async update(
      viewer: Viewer,
      id: number,
      input: ProfileInput,
      admin: AdminProfileFields,
      sent?: SentRequirements,
      readOnly: Record<string, unknown> = {},
      base?: number,
    ) {
      const reached = await reachable(reach, viewer, id);
      const family = viewer.kind !== 'admin';
      if (family && (viewer.kind !== 'user' || viewer.profileId !== id)) throw httpError(403, EDIT_OWN_ONLY);
      const held = await holdVersion(viewer, id, base, { ...input, ...admin, aiFilters: sent?.filters });
      const before = await lockedRow(reached.row, held.version);
      // The whole profile sent back (SPEC §7): each read-only field must be what the sender's GET answered.
      if (Object.keys(readOnly).length > 0) {
        const current = JSON.parse(
          JSON.stringify(await viewOf({ row: before, connection: reached.connection }, viewer)),
        ) as object;
        const refused = changedReadOnlyField(readOnly, current, !family);
        if (refused) throw httpError(refused.status, refused.message);
      }
      if (family && input.gender !== before.gender) throw httpError(400, SUBMISSION_MESSAGES.genderLocked);
      const adminFields = adminColumns(viewer, admin);
      const picturesBefore = (await deps.pictures.listForProfiles([id])).map((p) => p.id);
      // Text other families read: a family's edit of an approved profile waits for a matchmaker (decision 048).
      const mode = !family ? 'matchmaker' : before.status === 'Review' ? 'write' : 'hold';
      const { columns, held: heldText } = splitHeldText(before, profileColumns(input), mode);
      const changes = fieldChanges(id, before, columns, { before: picturesBefore, after: input.pictures });
      const heldRows = heldChanges(id, heldTextOf(before), heldText, before);
      const requirements = requirementsWrite(aiFiltersOf(before), sent);
      const adminChanges = adminFieldChanges(id, before, adminFields);
      // The same profile sent back as it is: nothing to write, the version stays (decision 066).
      if (changes.length + heldRows.length + adminChanges.length === 0 && !requirements) return;
      const version = await held.next();
      await attachPictures(id, input.pictures);
      await writeProfile(id, { ...columns, ...adminFields, ...requirements?.columns });
      if (adminFields.paidFee !== undefined) await deps.ledger.adjustTo(viewer, id, adminFields.paidFee);
      if (heldRows.length > 0) await deps.profiles.setHeldText(id, heldText);
      if (family && (changes.length + heldRows.length > 0 || requirements))
        await deps.profiles.markFamilyEdited(id);
      const after = requirements ? await deps.profiles.findById(id) : undefined;
      await deps.history.record(
        viewer,
        stamped(
          [
            ...changes,
            ...heldRows,
            ...adminChanges,
            ...(after ? aiFiltersChange(id, aiFiltersOf(before), aiFiltersOf(after)) : []),
          ],
          version,
        ),
      );
    },

    /**
     * A matchmaker approves the family's held text (decision 048): it moves into the profile's columns by the
     * same write as a save (derived columns recomputed), with a history row per field (approved → new, by the
     * matchmaker) and `heldTextApproved` naming the fields.
     */
    async approveHeld(viewer: Viewer, id: number, decision: HeldEditsDecision, base?: number) {
      const version = await claimVersion(viewer, id, base, decision);
      const { row, held, fields } = await heldForDecision(viewer, id, decision);
      await writeProfile(id, held);
      await deps.profiles.setHeldText(id, {});
      await deps.history.record(
        viewer,
        stamped(
          [
            ...fields.map((field) => ({
              entity: 'profile' as const,
              entityId: id,
              field,
              fromValue: historyValue(row[field]),
              toValue: held[field] ?? null,
            })),
            {
              entity: 'profile',
              entityId: id,
              field: 'heldTextApproved',
              fromValue: null,
              toValue: fields.join(', '),
            },
          ],
          version,
        ),
      );
    },

    /**
     * A matchmaker declines the family's held text: the approved text stays, the held one is dropped (kept in
     * the history: a `held:<field>` row per field, new → none, and `heldTextDeclined` naming the fields).
     */
    async declineHeld(viewer: Viewer, id: number, decision: HeldEditsDecision, base?: number) {
      const version = await claimVersion(viewer, id, base, decision);
      const { held, fields } = await heldForDecision(viewer, id, decision);
      await deps.profiles.setHeldText(id, {});
      await deps.history.record(
        viewer,
        stamped(
          [
            ...heldChanges(id, held, {}),
            {
              entity: 'profile',
              entityId: id,
              field: 'heldTextDeclined',
              fromValue: null,
              toValue: fields.join(', '),
            },
          ],
          version,
        ),
      );
    },

    ...patchOperations({ profiles: deps.profiles, ledger: deps.ledger, start: startPatch }),

    async rotateAccessToken(viewer: Viewer, id: number) {
      if (!(await deps.profiles.rotateAccessToken(id, randomToken(24))))
        throw httpError(404, PROFILE_NOT_FOUND);
      const version = await claimVersion(viewer, id, undefined, {});
      // The token itself is never written to history or logs.
      await deps.history.record(
        viewer,
        stamped(
          [{ entity: 'profile', entityId: id, field: 'accessTokenRotated', fromValue: null, toValue: null }],
          version,
        ),
      );
    },

    /**
     * Views of several profiles for one viewer; `sides` gives each profile's side towards a family viewer,
     * `ownSides` the family viewer's own side towards each profile. With `reach`, another family's InActive
     * profile whose side has not accepted the viewer is left out, as GET /api/profile/{id} refuses it
     * (decision 048), and so is another family's paused profile (decision 060).
     */
    async viewsFor(
      viewer: Viewer,
      ids: number[],
      sides: Map<number, SideStatus> = new Map(),
      ownSides: Map<number, SideStatus> = new Map(),
      options: { reach?: boolean } = {},
    ) {
      const unique = [...new Set(ids)];
      const [rows, pictures] = await Promise.all([
        deps.profiles.findByIds(unique),
        deps.pictures.listForProfiles(unique),
      ]);
      const views = new Map<number, ProfileView>();
      for (const row of rows) {
        if (options.reach && !reachedInList(viewer, row, sides.get(row.id))) continue;
        views.set(
          row.id,
          profileForViewer(row, {
            viewer,
            sideTowardsViewer: sides.get(row.id) ?? null,
            viewerSide: ownSides.get(row.id) ?? null,
            pictures: pictures.filter((p) => p.profileId === row.id),
            publicUrl: deps.publicUrl,
          }),
        );
      }
      return views;
    },

    async view(viewer: Viewer, id: number) {
      return viewOf(await reachable(reach, viewer, id), viewer);
    },

    /** Which copy of profile `id`'s pictures `viewer` may have now (privacy/reach.ts, decision 025). */
    pictureAccess(viewer: Viewer, id: number): Promise<'original' | 'stamped' | null> {
      return pictureAccess(reach, viewer, id);
    },
  };
}
export type ProfilesService = ReturnType<typeof profilesService>;
