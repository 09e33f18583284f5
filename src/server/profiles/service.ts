import type { AdminProfileFields, ProfilePatch } from '@shared/admin-schema';
import type { SideStatus } from '@shared/connection-status';
import { PROFILE_MESSAGES } from '@shared/profile-messages';
import type { ProfileInput } from '@shared/profile-schema';
import type { ProfileResponse, ProfileView } from '@shared/profile-view';
import { randomToken } from '../auth/secrets';
import type { Viewer } from '../auth/viewer';
import {
  type ConnectionRow,
  type ConnectionsRepository,
  sideNumberOf,
  sideOf,
  toConnection,
} from '../connections/repository';
import type { ProfileRow } from '../db/schema';
import type { HistoryEntry, HistoryRepository } from '../history/repository';
import { httpError } from '../http/errors';
import type { FileStore } from '../pictures/file-store';
import type { PicturesRepository } from '../pictures/repository';
import type { PictureSigner } from '../pictures/signing';
import { profileForViewer } from '../privacy/profile-visibility';
import { aiFiltersOf, preferenceColumns, profileColumns } from './columns';
import type { ProfilesRepository } from './repository';

export const PROFILE_NOT_FOUND = 'This profile does not exist.';
export const EDIT_OWN_ONLY = 'You can only edit your own profile.';

type Deps = {
  profiles: ProfilesRepository;
  pictures: PicturesRepository;
  connections: ConnectionsRepository;
  history: HistoryRepository;
  store: FileStore;
  signer: PictureSigner;
  publicUrl: string;
  /** Whether `id` is one of a family's two-way matches. */
  isMatchFor: (viewer: Extract<Viewer, { kind: 'user' }>, id: number) => Promise<boolean>;
};

const ADMIN_FIELDS = [
  'status',
  'inactiveReason',
  'paidFee',
  'expectedAdvanceFee',
  'expectedPostMatchFee',
  'restrictPhotosVisibility',
] as const;

/** History rows for every admin field whose value changes. */
function adminFieldChanges(
  id: number,
  before: Partial<ProfileRow> | null,
  after: { [K in (typeof ADMIN_FIELDS)[number]]?: unknown },
): HistoryEntry[] {
  return ADMIN_FIELDS.filter((field) => after[field] !== undefined && after[field] !== before?.[field]).map(
    (field) => ({
      entity: 'profile' as const,
      entityId: id,
      field,
      fromValue: before?.[field] == null ? null : String(before[field]),
      toValue: after[field] == null ? null : String(after[field]),
    }),
  );
}

/** A matchmaker's admin fields as stored: a status other than InActive carries no inactive reason. */
function adminColumns(viewer: Viewer, admin: AdminProfileFields) {
  if (viewer.kind !== 'admin') return {};
  if (admin.status && admin.status !== 'InActive') return { ...admin, inactiveReason: null };
  return admin;
}

export function profilesService(deps: Deps) {
  type Reached = { row: ProfileRow; connection: ConnectionRow | null };

  /** `connection` is the family viewer's connection with the profile (null for matchmakers and owners). */
  async function viewOf({ row, connection }: Reached, viewer: Viewer): Promise<ProfileView> {
    const pictures = await deps.pictures.listForProfiles([row.id]);
    const sideTowardsViewer = connection
      ? sideOf(connection, sideNumberOf(connection, row.id) ?? 1).status
      : null;
    return profileForViewer(row, {
      viewer,
      sideTowardsViewer,
      pictures,
      signer: deps.signer,
      publicUrl: deps.publicUrl,
    });
  }

  /** A family reaches its own profile, its connections and its two-way matches; anything else is 404. */
  async function reachable(viewer: Viewer, id: number): Promise<Reached> {
    if (viewer.kind === 'anonymous') throw httpError(404, PROFILE_NOT_FOUND);
    const other = viewer.kind === 'user' && viewer.profileId !== id;
    const [row, connection] = await Promise.all([
      deps.profiles.findById(id),
      other ? deps.connections.findBetween(viewer.profileId, id) : undefined,
    ]);
    if (!row) throw httpError(404, PROFILE_NOT_FOUND);
    if (viewer.kind === 'admin' || !other || connection) return { row, connection: connection ?? null };
    if (row.status === 'Active' && (await deps.isMatchFor(viewer, id))) return { row, connection: null };
    throw httpError(404, PROFILE_NOT_FOUND);
  }

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
      const reached = await reachable(viewer, id);
      const profile = await viewOf(reached, viewer);
      const connections =
        withConnections && viewer.kind === 'admin'
          ? (await deps.connections.listForProfile(id)).map(toConnection)
          : [];
      return {
        profile,
        connections,
        connection: reached.connection ? toConnection(reached.connection) : null,
      };
    },

    /** A new profile starts in Review with its own access token and the default expected fees. */
    async create(viewer: Viewer, input: ProfileInput, admin: AdminProfileFields) {
      const adminFields = adminColumns(viewer, admin);
      const { id } = await deps.profiles.insert({
        ...profileColumns(input),
        ...adminFields,
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
      ]);
      return id;
    },

    async update(viewer: Viewer, id: number, input: ProfileInput, admin: AdminProfileFields) {
      const { row: before } = await reachable(viewer, id);
      if (viewer.kind === 'user' && viewer.profileId !== id) throw httpError(403, EDIT_OWN_ONLY);
      const adminFields = adminColumns(viewer, admin);
      await attachPictures(id, input.pictures);
      await deps.profiles.update(id, { ...profileColumns(input), ...adminFields });
      await deps.profiles.refreshMatchColumns(id);
      await deps.history.record(viewer, adminFieldChanges(id, before, adminFields));
    },

    async patch(viewer: Viewer, id: number, patch: ProfilePatch) {
      const { row: before } = await reachable(viewer, id);
      if ('aiFilters' in patch) {
        await deps.profiles.update(id, preferenceColumns(patch.aiFilters));
        await deps.profiles.refreshMatchColumns(id);
        const after = await deps.profiles.findById(id);
        await deps.history.record(viewer, [
          {
            entity: 'profile',
            entityId: id,
            field: 'aiFilters',
            fromValue: JSON.stringify(aiFiltersOf(before)),
            toValue: JSON.stringify(after ? aiFiltersOf(after) : null),
          },
        ]);
        return;
      }
      await deps.profiles.update(id, patch);
      await deps.history.record(viewer, adminFieldChanges(id, before, patch));
    },

    async rotateAccessToken(viewer: Viewer, id: number) {
      if (!(await deps.profiles.rotateAccessToken(id, randomToken(24))))
        throw httpError(404, PROFILE_NOT_FOUND);
      // The token itself is never written to history or logs.
      await deps.history.record(viewer, [
        { entity: 'profile', entityId: id, field: 'accessTokenRotated', fromValue: null, toValue: null },
      ]);
    },

    async remove(viewer: Viewer, id: number) {
      const pictures = await deps.profiles.deleteById(id);
      if (!pictures) throw httpError(404, PROFILE_NOT_FOUND);
      await releasePictures(pictures);
      await deps.history.record(viewer, [
        { entity: 'profile', entityId: id, field: 'deleted', fromValue: null, toValue: null },
      ]);
    },

    /** Views of several profiles for one viewer; `sides` gives each profile's side towards a family viewer. */
    async viewsFor(viewer: Viewer, ids: number[], sides: Map<number, SideStatus> = new Map()) {
      const unique = [...new Set(ids)];
      const [rows, pictures] = await Promise.all([
        deps.profiles.findByIds(unique),
        deps.pictures.listForProfiles(unique),
      ]);
      const views = new Map<number, ProfileView>();
      for (const row of rows) {
        views.set(
          row.id,
          profileForViewer(row, {
            viewer,
            sideTowardsViewer: sides.get(row.id) ?? null,
            pictures: pictures.filter((p) => p.profileId === row.id),
            signer: deps.signer,
            publicUrl: deps.publicUrl,
          }),
        );
      }
      return views;
    },

    async view(viewer: Viewer, id: number) {
      return viewOf(await reachable(viewer, id), viewer);
    },
  };
}
export type ProfilesService = ReturnType<typeof profilesService>;
