import { z } from 'zod';
import { westernDigits } from './digits';
import {
  ENTRY_KINDS,
  isIsoDate,
  PAYMENT_AMOUNT,
  PAYMENT_KINDS,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  PAYMENT_NOTE_MAX,
  PAYMENT_REFERENCE_MAX,
  REVERSAL_REASON_MAX,
  todayInPakistan,
} from './payments';
import { unknownFieldMessage } from './profile-messages';

/** The zod schemas of the books' requests and answers (decision 052); the rules are in payments.ts. */

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionalText = (max: number, message: string) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().max(max, message).optional());

const amountSchema = z.preprocess(
  (v) => {
    const typed = typeof v === 'string' ? westernDigits(v) : v;
    return typeof typed === 'string' && /^\s*\d+\s*$/.test(typed) ? Number(typed) : blankToUndefined(typed);
  },
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? PAYMENT_MESSAGES.amountRequired : PAYMENT_MESSAGES.amountWhole,
    })
    .int(PAYMENT_MESSAGES.amountWhole)
    .min(PAYMENT_AMOUNT.min, PAYMENT_MESSAGES.amountRange)
    .max(PAYMENT_AMOUNT.max, PAYMENT_MESSAGES.amountRange),
);

/** The date received: a real date, not after today in Pakistan. */
export const receivedOnSchema = z.preprocess(
  blankToUndefined,
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? PAYMENT_MESSAGES.dateRequired : PAYMENT_MESSAGES.dateInvalid,
    })
    .refine(isIsoDate, PAYMENT_MESSAGES.dateInvalid)
    .refine((d) => d <= todayInPakistan(), PAYMENT_MESSAGES.dateInFuture),
);

const strictMessages = (issue: { code: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? unknownFieldMessage(issue.keys?.[0] ?? '') : undefined;

/** POST /api/profile/{id}/payments. */
export const newPaymentSchema = z.strictObject(
  {
    amount: amountSchema,
    kind: z.enum(PAYMENT_KINDS, { error: PAYMENT_MESSAGES.kindRequired }),
    method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.methodRequired }),
    receivedOn: receivedOnSchema,
    reference: optionalText(PAYMENT_REFERENCE_MAX, PAYMENT_MESSAGES.referenceTooLong),
    note: optionalText(PAYMENT_NOTE_MAX, PAYMENT_MESSAGES.noteTooLong),
  },
  { error: strictMessages },
);
export type NewPayment = z.output<typeof newPaymentSchema>;

/** POST /api/payments/{id}/reversal. */
export const reversalSchema = z.strictObject(
  {
    reason: z.preprocess(
      blankToUndefined,
      z
        .string({ error: PAYMENT_MESSAGES.reasonRequired })
        .trim()
        .min(1, PAYMENT_MESSAGES.reasonRequired)
        .max(REVERSAL_REASON_MAX, PAYMENT_MESSAGES.reasonTooLong),
    ),
  },
  { error: strictMessages },
);
export type Reversal = z.output<typeof reversalSchema>;

/** One entry of the books, as the API answers it (matchmakers only). */
export const ledgerEntrySchema = z.object({
  _id: z.number().int(),
  profileId: z.number().int(),
  kind: z.enum(ENTRY_KINDS),
  /** Rupees; negative for a reversal and for an adjustment that lowers the paid fee. */
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  receivedOn: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  /** R-0042 for a payment; null for adjustments and reversals. */
  receiptNo: z.string().nullable(),
  /** The entry a reversal undoes. */
  reverses: z.number().int().nullable(),
  /** The reversal that undid this payment, if any. */
  reversedBy: z.number().int().nullable(),
  /** The matchmaker who recorded it (null for the opening entry the migration wrote). */
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /api/profile/{id}/payments: every entry, newest first, with the fees they add up to. */
export const profileLedgerSchema = z.object({
  profileId: z.number().int(),
  paidFee: z.number().int(),
  expectedAdvanceFee: z.number().int(),
  expectedPostMatchFee: z.number().int(),
  entries: z.array(ledgerEntrySchema),
});
export type ProfileLedger = z.infer<typeof profileLedgerSchema>;

/** GET /api/payments/{id}/receipt: what a receipt shows. */
export const receiptSchema = z.object({
  entry: ledgerEntrySchema,
  /** The phones the message may go to (issue 29: the family phone first for a woman who has one). */
  profile: z.object({
    _id: z.number().int(),
    phoneNo: z.string().nullable(),
    familyPhoneNo: z.string().nullable(),
    gender: z.enum(['Male', 'Female']).nullable(),
  }),
  bureau: z.object({ name: z.string(), whatsapp: z.string(), email: z.string() }),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** One family that owes a fee (GET /api/payments/due). */
export const dueItemSchema = z.object({
  profileId: z.number().int(),
  name: z.string().nullable(),
  phoneNo: z.string().nullable(),
  paidFee: z.number().int(),
  /** What is still owed of this part, in rupees. */
  due: z.number().int(),
  /** The kind a payment of it is recorded as. */
  kind: z.enum(['advance', 'success']),
  /** For a success fee: the profile it was matched with. */
  matchedWith: z.number().int().nullable(),
});
export type DueItem = z.infer<typeof dueItemSchema>;

/**
 * GET /api/payments/due: the advance due (Active profiles that have received a profile and whose paid advance
 * is below the expected one) and the success fee due (both sides of a connection Matched, the post-match part
 * not full); each list oldest profile first, at most DUES_LIMIT, with its full count.
 */
export const duesSchema = z.object({
  advance: z.array(dueItemSchema),
  advanceCount: z.number().int(),
  success: z.array(dueItemSchema),
  successCount: z.number().int(),
  /** Matches to close: both sides Matched, a profile not yet InActive (issue 28, part 4). */
  matchesToClose: z.array(
    z.object({
      connectionId: z.number().int(),
      profiles: z.array(z.object({ _id: z.number().int(), name: z.string().nullable(), status: z.string() })),
    }),
  ),
});
export type Dues = z.infer<typeof duesSchema>;

/** A connection whose two sides are Matched while a profile of it is still not InActive. */
export type MatchToClose = Dues['matchesToClose'][number];

/** POST /api/connections/{id}/close: the profiles set InActive ("Matched (the provider)"). */
export const closedMatchSchema = z.object({
  connectionId: z.number().int(),
  closed: z.array(z.number().int()),
});
export type ClosedMatch = z.infer<typeof closedMatchSchema>;
