/**
 * `PATCH /api/profiles` `{ ids, status, inactiveReason?, inactiveNote? }` (issue 15, decision 030): a matchmaker sets the
 * status of up to a page of profiles at once; a missing profile refuses it all, a profile changed since the
 * list showed it (`versions`) is skipped and named (decision 066). The status part is the single profile's status
 * body (`profileStatusPatchSchema`: the same statuses, the same reason rule, the same messages, the same
 * refusal of a key it does not know); only the list of ids is new.
 */
import { z } from 'zod';
import { type ProfileStatusPatch, profileStatusPatchSchema } from './admin-schema';
import { PAGE_SIZE } from './constants';
import { INACTIVE_REASONS, PROFILE_STATUSES } from './enums';
import { bodyIdSchema } from './ids';
import { unknownFieldMessage } from './profile-messages';
import { VERSION_MESSAGES, versionConflictDetailsSchema } from './versions';

/** At most one page of the list (SPEC §9: 54 profiles) in one change. */
export const BULK_MAX_PROFILES = PAGE_SIZE;

const idList = (ids: readonly number[]) => ids.map((id) => `#${id}`).join(', ');

export const BULK_MESSAGES = {
  idsRequired: 'Please select at least one profile.',
  tooMany: `Please select at most ${BULK_MAX_PROFILES} profiles at a time.`,
  duplicate: (id: number) => `Profile #${id} is selected more than once.`,
  /** Decision 054: the responsible matchmaker is set in bulk too, but not with a status in one change. */
  statusOrAssignment: 'Please change the status or the responsible matchmaker, one at a time.',
  assigneeInvalid: 'Please choose an active matchmaker, or nobody.',
  /** Decision 066: every profile named was changed by someone else since the list showed it (409). */
  allSkipped: (ids: readonly number[]) =>
    ids.length === 1
      ? VERSION_MESSAGES.conflictOf(ids[0] as number)
      : `Someone else changed profiles ${idList(ids)} while you had them open. Nothing was changed: look at them again and try again.`,
  /** Nothing was changed: the whole change is refused when any profile is missing. */
  notFound: (ids: readonly number[]) =>
    ids.length === 1
      ? `Profile ${idList(ids)} does not exist. Nothing was changed.`
      : `Profiles ${idList(ids)} do not exist. Nothing was changed.`,
} as const;

/** The profiles to change: 1 to 54 distinct ids, each as a body id is written elsewhere (src/shared/ids.ts). */
export const bulkIdsSchema = z
  .array(bodyIdSchema(), { error: BULK_MESSAGES.idsRequired })
  .min(1, { error: BULK_MESSAGES.idsRequired })
  .max(BULK_MAX_PROFILES, { error: BULK_MESSAGES.tooMany })
  .superRefine((ids, ctx) => {
    const seen = new Set<number>();
    ids.forEach((id, index) => {
      if (seen.has(id))
        ctx.addIssue({ code: 'custom', path: [index], message: BULK_MESSAGES.duplicate(id), input: id });
      seen.add(id);
    });
  });

export type ProfileBulkStatus = (ProfileStatusPatch & { ids: number[] }) | ProfileBulkAssignment;
/** `{ ids, assignedTo }`: the responsible matchmaker of each (null: nobody), decision 054. */
export type ProfileBulkAssignment = { ids: number[]; assignedTo: number | null };

const assigneeSchema = z.union([bodyIdSchema(BULK_MESSAGES.assigneeInvalid), z.null()], {
  error: BULK_MESSAGES.assigneeInvalid,
});

/**
 * The whole body: `ids` checked here, everything else by the single profile's status schema (so an unknown
 * key, a missing status or InActive without a reason reads exactly as it does on `PATCH /api/profile/{id}`).
 * The ids are checked first: a change to no profile, or to too many, is refused before anything else.
 */
export const profileBulkStatusSchema = z.unknown().transform((body, ctx): ProfileBulkStatus => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    ctx.addIssue({ code: 'custom', message: BULK_MESSAGES.idsRequired });
    return z.NEVER;
  }
  const { ids, ...statusBody } = body as Record<string, unknown>;
  const parsedIds = bulkIdsSchema.safeParse(ids);
  if ('assignedTo' in statusBody) {
    const { assignedTo, ...rest } = statusBody;
    const parsedAssignee = assigneeSchema.safeParse(assignedTo);
    const extra = Object.keys(rest);
    const issues = [
      ...(parsedIds.success ? [] : parsedIds.error.issues.map((i) => ({ ...i, path: ['ids', ...i.path] }))),
      ...(parsedAssignee.success ? [] : [{ path: ['assignedTo'], message: BULK_MESSAGES.assigneeInvalid }]),
      ...(extra.includes('status')
        ? [{ path: [], message: BULK_MESSAGES.statusOrAssignment }]
        : extra.length > 0
          ? [{ path: [extra[0] as string], message: unknownFieldMessage(extra[0] as string) }]
          : []),
    ];
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    if (issues.length > 0 || !parsedIds.success || !parsedAssignee.success) return z.NEVER;
    return { ids: parsedIds.data, assignedTo: parsedAssignee.data };
  }
  const parsedStatus = profileStatusPatchSchema.safeParse(statusBody);
  const issues = [
    ...(parsedIds.success ? [] : parsedIds.error.issues.map((i) => ({ ...i, path: ['ids', ...i.path] }))),
    ...(parsedStatus.success ? [] : parsedStatus.error.issues),
  ];
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  if (!parsedIds.success || !parsedStatus.success) return z.NEVER;
  return { ids: parsedIds.data, ...parsedStatus.data };
});

/** The answer: the profiles changed (every one named but the skipped), in the order sent, and what they now are. */
export const profileBulkResultSchema = z.object({
  ids: z.array(z.number().int()),
  status: z.enum(PROFILE_STATUSES).optional(),
  inactiveReason: z.enum(INACTIVE_REASONS).nullable().optional(),
  inactiveNote: z.string().nullable().optional(),
  /** An assignment's answer: the responsible matchmaker now (decision 054). */
  assignedTo: z.number().int().nullable().optional(),
  /**
   * The profiles left as they were because someone else changed them after the list showed them (their
   * `versions` were older, decision 066): each with its version now and who changed what.
   */
  skipped: z.array(versionConflictDetailsSchema).default([]),
});
export type ProfileBulkResult = z.infer<typeof profileBulkResultSchema>;
