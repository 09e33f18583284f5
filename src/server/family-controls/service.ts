import { FAMILY_CONTROL_MESSAGES, type FamilyFees, type ProfileExport } from '@shared/family-controls';
import { receiptNumber } from '@shared/payments';
import type { ProfileView } from '@shared/profile-view';
import type { Viewer } from '../auth/viewer';
import { type ConnectionsRepository, toConnection } from '../connections/repository';
import type { HistoryRepository } from '../history/repository';
import { httpError } from '../http/errors';
import type { FileStore } from '../pictures/file-store';
import type { PicturesRepository } from '../pictures/repository';
import { PROFILE_NOT_FOUND } from '../privacy/reach';
import type { ProfilesRepository } from '../profiles/repository';
import { type ProfileVersions, stamped } from '../versions/service';
import type { FamilyControlsRepository } from './repository';

type Deps = {
  controls: FamilyControlsRepository;
  profiles: Pick<ProfilesRepository, 'findById'>;
  pictures: Pick<PicturesRepository, 'listForProfiles'>;
  connections: Pick<ConnectionsRepository, 'listForProfile'>;
  history: HistoryRepository;
  store: FileStore;
  versions: ProfileVersions;
  /** The viewer's own view of the profile (the profiles service's), for a version conflict and the export. */
  view: (viewer: Viewer, id: number) => Promise<ProfileView>;
  bureau: { paymentDetails: string | null; whatsapp: string };
};

/**
 * A family's control over its own profile (issue 30 item 8, decisions 060 and 061). Each is for the family
 * itself and for matchmakers only: another family gets 403, nobody signed in 401.
 */
export function familyControlsService(deps: Deps) {
  /** The profile, when this viewer may control it: 401, 403 or 404 otherwise. */
  async function controlled(viewer: Viewer, id: number) {
    if (viewer.kind === 'anonymous') throw httpError(401, 'Please sign in to continue.');
    if (viewer.kind === 'user' && viewer.profileId !== id)
      throw httpError(403, FAMILY_CONTROL_MESSAGES.ownOnly);
    const row = await deps.profiles.findById(id);
    if (!row) throw httpError(404, PROFILE_NOT_FOUND);
    return row;
  }

  /** Pause or resume: a profile write like any other (a new version, a history row, screens told). */
  async function setPaused(viewer: Viewer, id: number, paused: boolean, base?: number) {
    const row = await controlled(viewer, id);
    if ((row.pausedAt !== null) === paused) return;
    const version = await deps.versions.claim(viewer, id, base, { paused }, () => deps.view(viewer, id));
    await deps.controls.setPaused(id, paused);
    const after = await deps.profiles.findById(id);
    await deps.history.record(
      viewer,
      stamped(
        [
          {
            entity: 'profile',
            entityId: id,
            field: 'pausedAt',
            fromValue: row.pausedAt?.toISOString() ?? null,
            toValue: after?.pausedAt?.toISOString() ?? null,
          },
        ],
        version,
      ),
    );
  }

  return {
    pause: (viewer: Viewer, id: number, base?: number) => setPaused(viewer, id, true, base),
    resume: (viewer: Viewer, id: number, base?: number) => setPaused(viewer, id, false, base),

    /**
     * Deletes the profile, by its family or a matchmaker: the row, its pictures (their files too), its
     * connections (the other families see it gone) and its trail; one history row stays, that it was
     * deleted, when and by whom (decision 060).
     */
    async erase(viewer: Viewer, id: number) {
      await controlled(viewer, id);
      const pictures = await deps.controls.erase(id);
      if (!pictures) throw httpError(404, PROFILE_NOT_FOUND);
      for (const picture of pictures) {
        await deps.store.delete(picture.id);
        await deps.store.delete(picture.thumbnailId);
      }
      await deps.history.record(viewer, [
        { entity: 'profile', entityId: id, field: 'deleted', fromValue: null, toValue: null },
      ]);
    },

    /** "Download my data": its own profile as it sees it, its picture ids and its connections. */
    async exportOf(viewer: Viewer, id: number): Promise<ProfileExport> {
      await controlled(viewer, id);
      const [profile, pictures, connections] = await Promise.all([
        deps.view(viewer, id),
        deps.pictures.listForProfiles([id]),
        deps.connections.listForProfile(id),
      ]);
      return {
        exportedAt: new Date().toISOString(),
        profile,
        pictures: pictures.map((p) => p.id),
        connections: connections.map((row) => {
          const c = toConnection(row);
          const [yours, theirs] =
            c.profile1.profile === id ? [c.profile1, c.profile2] : [c.profile2, c.profile1];
          return { _id: c._id, createdAt: c.createdAt, updatedAt: c.updatedAt, yours, theirs };
        }),
      };
    },

    /** Its own fees and payments, and how to pay the bureau (decision 061). */
    async fees(viewer: Viewer, id: number): Promise<FamilyFees> {
      const row = await controlled(viewer, id);
      const payments = await deps.controls.payments(id);
      return {
        paidFee: row.paidFee,
        expectedAdvanceFee: row.expectedAdvanceFee,
        expectedPostMatchFee: row.expectedPostMatchFee,
        payments: payments.map((p) => ({
          _id: p.id,
          kind: p.kind,
          amount: p.amount,
          receivedOn: p.receivedOn,
          receiptNo: p.receiptNo == null ? null : receiptNumber(p.receiptNo),
        })),
        paymentDetails: deps.bureau.paymentDetails,
        whatsapp: deps.bureau.whatsapp,
      };
    },
  };
}
export type FamilyControlsService = ReturnType<typeof familyControlsService>;
