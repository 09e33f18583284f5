import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminProfileFieldsSchema,
  adminSettingsPatchSchema,
  paidFeePatchSchema,
  profileStatusPatchSchema,
} from './admin-schema';
import { INACTIVE_REASONS } from './enums';
import { ADMIN_MESSAGES as A } from './profile-messages';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('status patch', () => {
  it('asks for a reason when setting InActive', () => {
    expect(messages(profileStatusPatchSchema.safeParse({ status: 'InActive' }))).toEqual([
      A.inactiveReasonRequired,
    ]);
    expect(
      messages(profileStatusPatchSchema.safeParse({ status: 'InActive', inactiveReason: 'Bored' })),
    ).toEqual([A.inactiveReasonRequired]);
    for (const inactiveReason of INACTIVE_REASONS.filter((r) => r !== 'Other')) {
      expect(profileStatusPatchSchema.parse({ status: 'InActive', inactiveReason })).toEqual({
        status: 'InActive',
        inactiveReason,
        inactiveNote: null,
      });
    }
  });

  it('asks a note of up to 200 characters with Other, and takes it with Other only (decision 071)', () => {
    expect(
      profileStatusPatchSchema.parse({
        status: 'InActive',
        inactiveReason: 'Other',
        inactiveNote: ' Moved ',
      }),
    ).toEqual({ status: 'InActive', inactiveReason: 'Other', inactiveNote: 'Moved' });
    const other = (inactiveNote?: unknown) =>
      messages(
        profileStatusPatchSchema.safeParse({ status: 'InActive', inactiveReason: 'Other', inactiveNote }),
      );
    expect(other()).toEqual([A.inactiveNoteRequired]);
    expect(other('  ')).toEqual([A.inactiveNoteRequired]);
    expect(other('x'.repeat(201))).toEqual([A.inactiveNoteTooLong]);
    expect(other('x'.repeat(200))).toEqual([]);
    expect(
      messages(
        profileStatusPatchSchema.safeParse({ status: 'Active', inactiveReason: 'Other', inactiveNote: 'x' }),
      ),
    ).toEqual([A.inactiveNoteOnlyForOther]);
  });

  it('clears the reason for other statuses', () => {
    expect(profileStatusPatchSchema.parse({ status: 'Active', inactiveReason: 'Not Interested' })).toEqual({
      status: 'Active',
      inactiveReason: null,
      inactiveNote: null,
    });
    expect(messages(profileStatusPatchSchema.safeParse({}))).toEqual([A.statusRequired]);
    expect(messages(profileStatusPatchSchema.safeParse({ status: 'Deleted' }))).toEqual([A.statusRequired]);
  });
});

describe('fee patches', () => {
  it('takes a paid fee 0-100,000 in steps of 1000', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -200, max: 300 }).map((n) => n * 500),
        (paidFee) => {
          const ok = paidFeePatchSchema.safeParse({ paidFee }).success;
          expect(ok).toBe(paidFee >= 0 && paidFee <= 100_000 && paidFee % 1000 === 0);
        },
      ),
    );
    expect(paidFeePatchSchema.parse({ paidFee: '20000' })).toEqual({ paidFee: 20_000 });
    expect(messages(paidFeePatchSchema.safeParse({ paidFee: 101_000 }))).toEqual([A.feeRange]);
    expect(messages(paidFeePatchSchema.safeParse({ paidFee: 1500 }))).toEqual([A.feeStep]);
    expect(messages(paidFeePatchSchema.safeParse({}))).toEqual([A.paidFeeRequired]);
  });

  it('takes all three admin settings', () => {
    expect(
      adminSettingsPatchSchema.parse({
        restrictPhotosVisibility: true,
        expectedAdvanceFee: 5000,
        expectedPostMatchFee: 15_000,
      }),
    ).toEqual({ restrictPhotosVisibility: true, expectedAdvanceFee: 5000, expectedPostMatchFee: 15_000 });
    expect(messages(adminSettingsPatchSchema.safeParse({})).sort()).toEqual(
      [
        A.restrictPhotosVisibilityRequired,
        A.expectedAdvanceFeeRequired,
        A.expectedPostMatchFeeRequired,
      ].sort(),
    );
  });
});

describe('admin fields', () => {
  it('takes any subset, with the same rules', () => {
    expect(adminProfileFieldsSchema.parse({})).toEqual({});
    expect(
      adminProfileFieldsSchema.parse({ paidFee: 5000, restrictPhotosVisibility: 'false' }),
    ).toMatchObject({
      paidFee: 5000,
      restrictPhotosVisibility: false,
    });
    expect(messages(adminProfileFieldsSchema.safeParse({ status: 'InActive' }))).toEqual([
      A.inactiveReasonRequired,
    ]);
    expect(messages(adminProfileFieldsSchema.safeParse({ expectedAdvanceFee: 500 }))).toEqual([A.feeStep]);
  });
});
