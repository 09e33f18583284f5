/**
 * A family's control over its own profile (issue 30 item 8, decisions 060 and 061): pause and resume, delete,
 * download its data, and the fees it owes. Only the family itself and matchmakers reach any of these.
 */
import { z } from 'zod';
import { ENTRY_KINDS } from './payments';
import { connectionSideSchema, profileViewSchema } from './profile-view';

export const FAMILY_CONTROL_MESSAGES = {
  ownOnly: 'Only the family itself or a matchmaker can do this.',
  paused: 'This profile is paused by its family and cannot be sent until it is resumed.',
} as const;

/** GET /api/profile/{id}/export: the family's own data as JSON (its profile, picture ids, connections). */
export const profileExportSchema = z.object({
  exportedAt: z.string(),
  profile: profileViewSchema,
  pictures: z.array(z.string()),
  connections: z.array(
    z.object({
      _id: z.number().int(),
      createdAt: z.string(),
      updatedAt: z.string(),
      /** This profile's own side. */
      yours: connectionSideSchema,
      /** The other profile's side: its id and status only, nothing else of that family. */
      theirs: connectionSideSchema,
    }),
  ),
});
export type ProfileExport = z.infer<typeof profileExportSchema>;

/** One entry of a family's own payments as it sees it: no matchmaker's note, reference or name. */
export const familyPaymentSchema = z.object({
  _id: z.number().int(),
  kind: z.enum(ENTRY_KINDS),
  amount: z.number().int(),
  receivedOn: z.string(),
  receiptNo: z.string().nullable(),
});
export type FamilyPayment = z.infer<typeof familyPaymentSchema>;

/** GET /api/profile/{id}/fees: what this family paid, what is expected and how to pay (decision 061). */
export const familyFeesSchema = z.object({
  paidFee: z.number().int(),
  expectedAdvanceFee: z.number().int(),
  expectedPostMatchFee: z.number().int(),
  payments: z.array(familyPaymentSchema),
  /** The bureau's payment details (PAYMENT_DETAILS setting); null when the bureau has set none. */
  paymentDetails: z.string().nullable(),
  /** The matchmakers' WhatsApp number, for "Ask on WhatsApp". */
  whatsapp: z.string(),
});
export type FamilyFees = z.infer<typeof familyFeesSchema>;
