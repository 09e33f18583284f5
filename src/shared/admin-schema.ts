/**
 * What only a matchmaker sets on a profile (SPEC §4 status and fees, §7 PATCH bodies).
 *
 * Decisions where SPEC.md is silent:
 * - Expected advance and post-match fees use the paid-fee range: 0-100,000 in steps of 1000.
 * - Leaving InActive clears the inactive reason (null), so a reactivated profile shows none.
 * - Each PATCH body names all of its fields; there is no partial form of one body.
 */

import { z } from 'zod';
import { PAID_FEE } from './constants';
import { INACTIVE_REASONS, PROFILE_STATUSES } from './enums';
import { ADMIN_MESSAGES as A } from './profile-messages';
import {
  optionalBoolean,
  optionalEnum,
  optionalNumber,
  requiredBoolean,
  requiredEnum,
  requiredNumber,
} from './schema-fields';

const feeOptions = { range: PAID_FEE, rangeMessage: A.feeRange, stepMessage: A.feeStep } as const;
const fee = (requiredMessage: string) => requiredNumber(requiredMessage, feeOptions);

function inactiveReasonRule(p: { status?: unknown; inactiveReason?: unknown }, ctx: z.RefinementCtx): void {
  if (p.status === 'InActive' && p.inactiveReason === undefined)
    ctx.addIssue({ code: 'custom', path: ['inactiveReason'], message: A.inactiveReasonRequired });
}

const whenObject = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** Every admin-only field, each optional; for an admin form that edits several at once. */
export const adminProfileFieldsSchema = z
  .object({
    status: optionalEnum(PROFILE_STATUSES, A.statusRequired),
    inactiveReason: optionalEnum(INACTIVE_REASONS, A.inactiveReasonRequired),
    paidFee: optionalNumber(feeOptions),
    expectedAdvanceFee: optionalNumber(feeOptions),
    expectedPostMatchFee: optionalNumber(feeOptions),
    restrictPhotosVisibility: optionalBoolean(),
  })
  .superRefine(inactiveReasonRule, whenObject);
export type AdminProfileFields = z.output<typeof adminProfileFieldsSchema>;

/** PATCH /api/profile/{id} {status, inactiveReason}: InActive needs one of the three reasons. */
export const profileStatusPatchSchema = z
  .object({
    status: requiredEnum(PROFILE_STATUSES, A.statusRequired),
    inactiveReason: optionalEnum(INACTIVE_REASONS, A.inactiveReasonRequired),
  })
  .superRefine(inactiveReasonRule, whenObject)
  .transform((p) => ({
    status: p.status,
    inactiveReason: p.status === 'InActive' ? (p.inactiveReason ?? null) : null,
  }));
export type ProfileStatusPatch = z.output<typeof profileStatusPatchSchema>;

/** PATCH /api/profile/{id} {paidFee}. */
export const paidFeePatchSchema = z.object({ paidFee: fee(A.paidFeeRequired) });
export type PaidFeePatch = z.output<typeof paidFeePatchSchema>;

/** PATCH /api/profile/{id} {restrictPhotosVisibility, expectedAdvanceFee, expectedPostMatchFee}. */
export const adminSettingsPatchSchema = z.object({
  restrictPhotosVisibility: requiredBoolean(A.restrictPhotosVisibilityRequired),
  expectedAdvanceFee: fee(A.expectedAdvanceFeeRequired),
  expectedPostMatchFee: fee(A.expectedPostMatchFeeRequired),
});
export type AdminSettingsPatch = z.output<typeof adminSettingsPatchSchema>;

/**
 * PATCH /api/profile/{id}: one of the three bodies of SPEC §7, chosen by its keys (status → status body,
 * paidFee → paid fee body, otherwise the admin settings body), so that each error is that body's own message.
 */
export const profilePatchSchema = z.unknown().transform((body, ctx) => {
  const keys = typeof body === 'object' && body !== null ? Object.keys(body) : [];
  const schema = keys.includes('status')
    ? profileStatusPatchSchema
    : keys.includes('paidFee')
      ? paidFeePatchSchema
      : adminSettingsPatchSchema;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data as ProfileStatusPatch | PaidFeePatch | AdminSettingsPatch;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});
export type ProfilePatch = z.output<typeof profilePatchSchema>;
