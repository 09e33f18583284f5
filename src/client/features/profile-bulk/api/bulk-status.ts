import { api } from '@client/lib/api-client';
import type { InactiveReason, ProfileStatus } from '@shared/enums';
import { profileBulkResultSchema } from '@shared/profile-bulk';
import { type VersionConflictDetails, versionConflictDetailsSchema } from '@shared/versions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

/** Each profile's version as the list showed it (decision 066): one changed since is skipped, not overwritten. */
type Versions = Readonly<Record<number, number>>;

export type BulkStatusChange = {
  ids: number[];
  status: ProfileStatus;
  inactiveReason?: InactiveReason;
  /** With the reason "Other" (decision 071). */
  inactiveNote?: string;
  versions?: Versions;
};
/** The responsible matchmaker of each (null: nobody), decision 054. */
export type BulkAssignment = { ids: number[]; assignedTo: number | null; versions?: Versions };
export type BulkChange = BulkStatusChange | BulkAssignment;

/** Only the selected profiles' versions are sent. */
function versionsOf(ids: readonly number[], versions: Versions | undefined) {
  if (!versions) return {};
  const sent: Record<string, number> = {};
  for (const id of ids) if (versions[id] !== undefined) sent[id] = versions[id];
  return Object.keys(sent).length > 0 ? { versions: sent } : {};
}

function bodyOf(change: BulkChange) {
  const versions = versionsOf(change.ids, change.versions);
  if ('assignedTo' in change) return { ids: change.ids, assignedTo: change.assignedTo, ...versions };
  const { ids, status, inactiveReason, inactiveNote } = change;
  return status === 'InActive'
    ? { ids, status, inactiveReason, ...(inactiveNote === undefined ? {} : { inactiveNote }), ...versions }
    : { ids, status, ...versions };
}

/** The 409 of a bulk change whose every profile was changed by someone else meanwhile: the skipped ones. */
const allSkippedSchema = z.object({ skipped: z.array(versionConflictDetailsSchema) });

/** The skipped profiles a refused bulk change names (409), or null when it is another error. */
export function skippedOf(body: unknown): VersionConflictDetails[] | null {
  const parsed = allSkippedSchema.safeParse(body);
  return parsed.success ? parsed.data.skipped : null;
}

/**
 * `PATCH /api/profiles` `{ ids, status, inactiveReason?, inactiveNote? | assignedTo, versions }`: up to a page of profiles at
 * once. Each changed profile may be in any cached answer (every status list and its count, the review count,
 * the profile's own view and timeline, the dashboard), so every cached answer is marked stale and those on
 * screen are fetched again, also after a refusal (the list then shows what the others changed); the change
 * counts as done once they are, so the list never shows the old cards after the message.
 */
export function useBulkChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BulkChange) =>
      api.patch('/api/profiles', bodyOf(change), { schema: profileBulkResultSchema }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
