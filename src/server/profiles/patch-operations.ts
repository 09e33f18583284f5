import type {
  AdminSettingsPatch,
  AiFiltersPatch,
  FamilyEditsSeenPatch,
  PaidFeePatch,
  ProfileStatusPatch,
  VerificationsPatch,
} from '@shared/admin-schema';
import { VERIFICATION_CHECKS, VERIFICATION_COLUMNS } from '@shared/verifications';
import type { Viewer } from '../auth/viewer';
import type { ProfileRow } from '../db/schema';
import type { HistoryEntry } from '../history/repository';
import { aiFiltersOf, preferenceColumns } from './columns';
import { adminFieldChanges } from './history-rows';
import type { ProfilesRepository } from './repository';

/**
 * The start every PATCH operation shares: the profile as the viewer may reach it, its version held against
 * `base` (`yours` is the body, for a conflict's details) and the row as it is under the write's lock. `record`
 * writes history rows and moves the version with the first, that is only when something changes (decision 066).
 */
export type PatchStart = (
  viewer: Viewer,
  id: number,
  yours: unknown,
  base: number | undefined,
) => Promise<{ before: ProfileRow; record: (entries: HistoryEntry[]) => Promise<void> }>;

type Deps = {
  profiles: ProfilesRepository;
  /** The books: a paid fee a matchmaker sets is recorded as an adjustment entry (decision 052). */
  ledger: { adjustTo: (viewer: Viewer, id: number, paidFee: number) => Promise<void> };
  start: PatchStart;
};

/**
 * PATCH /api/profile/{id}'s operations (SPEC §7), one function each; the route chooses one by the body's keys
 * (`profilePatchSchema` already chose the body). A body that changes nothing writes nothing and leaves the version.
 */
export function patchOperations(deps: Deps) {
  /** The admin fields of a status, paid fee or settings body: a history row for each that changes. */
  async function setAdminFields(
    viewer: Viewer,
    id: number,
    patch: ProfileStatusPatch | PaidFeePatch | AdminSettingsPatch,
    base?: number,
  ) {
    const { before, record } = await deps.start(viewer, id, patch, base);
    const changes = adminFieldChanges(id, before, patch);
    if (changes.length === 0) return;
    await deps.profiles.update(id, patch);
    if ('paidFee' in patch && patch.paidFee !== undefined)
      await deps.ledger.adjustTo(viewer, id, patch.paidFee);
    await record(changes);
  }

  return {
    /** {status, inactiveReason?, inactiveNote?}: also the single change a bulk change and a closing make. */
    changeStatus: (viewer: Viewer, id: number, patch: ProfileStatusPatch, base?: number) =>
      setAdminFields(viewer, id, patch, base),

    /** {paidFee}: the books follow (decision 052). */
    setPaidFee: (viewer: Viewer, id: number, patch: PaidFeePatch, base?: number) =>
      setAdminFields(viewer, id, patch, base),

    /** {restrictPhotosVisibility, expectedAdvanceFee, expectedPostMatchFee}. */
    setAdminSettings: (viewer: Viewer, id: number, patch: AdminSettingsPatch, base?: number) =>
      setAdminFields(viewer, id, patch, base),

    /** {familyEditsSeen: true}: a matchmaker has looked at what the family changed. */
    async markFamilyEditsSeen(viewer: Viewer, id: number, patch: FamilyEditsSeenPatch, base?: number) {
      const { before, record } = await deps.start(viewer, id, patch, base);
      if (!before.familyEditedAt) return;
      await deps.profiles.update(id, { familyEditedAt: null });
      await record([
        {
          entity: 'profile',
          entityId: id,
          field: 'familyEditsSeen',
          fromValue: before.familyEditedAt.toISOString(),
          toValue: null,
        },
      ]);
    },

    /** {verifications}: the checks it names, as columns; each that changes is a history row as every admin field is. */
    async setVerifications(viewer: Viewer, id: number, patch: VerificationsPatch, base?: number) {
      const { before, record } = await deps.start(viewer, id, patch, base);
      const changes: HistoryEntry[] = [];
      const columns: Partial<
        Record<(typeof VERIFICATION_COLUMNS)[keyof typeof VERIFICATION_COLUMNS], boolean>
      > = {};
      for (const check of VERIFICATION_CHECKS) {
        const value = patch.verifications[check];
        const column = VERIFICATION_COLUMNS[check];
        if (value === undefined || value === before[column]) continue;
        columns[column] = value;
        changes.push({
          entity: 'profile',
          entityId: id,
          field: column,
          fromValue: String(before[column]),
          toValue: String(value),
        });
      }
      if (changes.length === 0) return;
      await deps.profiles.update(id, columns);
      await record(changes);
    },

    /** {aiFilters}: a matchmaker's partner requirements, the match columns recomputed. */
    async setRequirements(viewer: Viewer, id: number, patch: AiFiltersPatch, base?: number) {
      const { before, record } = await deps.start(viewer, id, patch, base);
      const columns = preferenceColumns(patch.aiFilters);
      const [from, to] = [aiFiltersOf(before), aiFiltersOf({ ...before, ...columns })];
      // The same requirements again: nothing changes, not even who set them (as in requirementsWrite).
      if (JSON.stringify(from) === JSON.stringify(to)) return;
      await deps.profiles.update(id, { ...columns, requirementsSetBy: 'matchmaker' });
      await deps.profiles.refreshMatchColumns(id);
      const after = await deps.profiles.findById(id);
      await record([
        {
          entity: 'profile',
          entityId: id,
          field: 'aiFilters',
          fromValue: JSON.stringify(from),
          toValue: JSON.stringify(after ? aiFiltersOf(after) : null),
        },
      ]);
    },
  };
}
export type PatchOperations = ReturnType<typeof patchOperations>;
