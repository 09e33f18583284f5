/**
 * The bureau's books (issue 28, decision 052; DESIGN §3a "Money is a ledger"). A profile's payments are
 * entries that are never edited or deleted; a reversal is an entry of its own, and a matchmaker's
 * `PATCH {paidFee}` is recorded as an `adjustment` entry of the difference. `paidFee` is the sum of the
 * entries, so SPEC §4's fee parts and badges read it unchanged. Only matchmakers ever see an entry.
 */
import { z } from 'zod';
import { westernDigits } from './digits';
import { unknownFieldMessage } from './profile-messages';

/** What a matchmaker records a payment as. */
export const PAYMENT_KINDS = ['advance', 'success', 'other'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
/** Every kind of entry: the payments above, a correction of the paid fee, and the undoing of a payment. */
export const ENTRY_KINDS = [...PAYMENT_KINDS, 'adjustment', 'reversal'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const PAYMENT_METHODS = ['Cash', 'Bank transfer', 'JazzCash', 'Easypaisa', 'Raast', 'Other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Whole rupees, 1 to 1 crore. */
export const PAYMENT_AMOUNT = { min: 1, max: 10_000_000 } as const;
export const PAYMENT_REFERENCE_MAX = 100;
export const PAYMENT_NOTE_MAX = 500;
export const REVERSAL_REASON_MAX = 200;

export const PAYMENT_MESSAGES = {
  amountRequired: 'Please enter the amount received.',
  amountRange: 'The amount must be from Rs 1 to Rs 1,00,00,000.',
  amountWhole: 'The amount must be in whole rupees.',
  kindRequired: 'Please choose what the payment is for: advance, success fee or other.',
  methodRequired: 'Please choose how the payment was received.',
  dateRequired: 'Please enter the date the payment was received.',
  dateInvalid: 'Please enter the date as YYYY-MM-DD.',
  dateInFuture: 'The date received cannot be in the future.',
  referenceTooLong: `Please use at most ${PAYMENT_REFERENCE_MAX} characters for the reference.`,
  noteTooLong: `Please use at most ${PAYMENT_NOTE_MAX} characters for the note.`,
  reasonRequired: 'Please write why the payment is reversed.',
  reasonTooLong: `Please use at most ${REVERSAL_REASON_MAX} characters for the reason.`,
  notFound: 'This payment does not exist.',
  alreadyReversed: 'This payment has already been reversed.',
  onlyPayments: 'Only a payment can be reversed; correct the paid fee instead.',
  belowZero: "This reversal would bring the profile's paid fee below Rs 0.",
} as const;

/** Today's date in Pakistan (YYYY-MM-DD): a payment received "today" in Lahore is never in the future. */
export function todayInPakistan(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Karachi',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text && Number(m[1]) >= 2000;
}

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

/** R-0042: sequential per bureau, never reused. */
export const receiptNumber = (n: number) => `R-${String(n).padStart(4, '0')}`;

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

/** Where a profile's paid fee stands against what is expected of it. */
export type FeeStanding =
  | { kind: 'waived' }
  | { kind: 'over'; extra: number }
  | { kind: 'due'; paid: number; expected: number };

/** An expected fee of 0 is waived (not "Rs 0 of Rs 0"); more than expected is said as such. */
export function feeStanding(fees: {
  paidFee: number;
  expectedAdvanceFee: number;
  expectedPostMatchFee: number;
}): FeeStanding {
  const expected = fees.expectedAdvanceFee + fees.expectedPostMatchFee;
  if (expected === 0 && fees.paidFee <= 0) return { kind: 'waived' };
  if (fees.paidFee > expected) return { kind: 'over', extra: fees.paidFee - expected };
  return { kind: 'due', paid: fees.paidFee, expected };
}

/** Rs 5,000 (receipts and messages group thousands always). */
export const rupees = (amount: number) => `Rs ${Math.round(amount).toLocaleString('en-US')}`;
/** An amount on a chart's axis, short enough not to wrap on a phone: "Rs 450K", "Rs 1.2M". */
export const rupeesOnAxis = (amount: number) =>
  `Rs ${new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(amount)}`;

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_UR = [
  'جنوری',
  'فروری',
  'مارچ',
  'اپریل',
  'مئی',
  'جون',
  'جولائی',
  'اگست',
  'ستمبر',
  'اکتوبر',
  'نومبر',
  'دسمبر',
];

/** 2026-11-27 → "27 Nov 2026" (or "27 نومبر 2026"). */
export function receiptDate(iso: string, language: 'en' | 'ur' = 'en'): string {
  const [y, m, d] = iso.split('-').map(Number);
  const months = language === 'ur' ? MONTHS_UR : MONTHS_EN;
  return `${d} ${months[(m ?? 1) - 1]} ${y}`;
}

const METHODS_UR: Record<PaymentMethod, string> = {
  Cash: 'نقد',
  'Bank transfer': 'بینک ٹرانسفر',
  JazzCash: 'JazzCash',
  Easypaisa: 'Easypaisa',
  Raast: 'Raast',
  Other: 'دیگر ذریعہ',
};

export const methodLabel = (method: PaymentMethod, language: 'en' | 'ur') =>
  language === 'ur' ? METHODS_UR[method] : method;

/** The WhatsApp message to the family after a payment, in English or Urdu. */
export function receiptMessage(
  payment: { amount: number; receivedOn: string; method: PaymentMethod | null; receiptNo: string | null },
  profileId: number,
  language: 'en' | 'ur',
): string {
  const amount = rupees(payment.amount);
  const date = receiptDate(payment.receivedOn, language);
  const method = payment.method ? methodLabel(payment.method, language) : '';
  const receipt = payment.receiptNo ?? '';
  return language === 'ur'
    ? `السلام علیکم۔ ہمیں پروفائل #${profileId} کے لیے ${date} کو ${method} کے ذریعے ${amount} موصول ہوئے (رسید ${receipt})۔ شکریہ۔`
    : `Aoa. We received ${amount} on ${date} by ${method} (receipt ${receipt}) for profile #${profileId}. Thank you.`;
}

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
export const DUES_LIMIT = 100;
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

/** SPEC §4's inactive reason for a match the bureau made. */
export const MATCHED_BY_US = 'Matched (the provider)' as const;

export const CLOSING_MESSAGES = {
  notFound: 'This connection does not exist.',
  notMatched: 'Both sides must be Matched before the match is closed.',
} as const;

/** A connection whose two sides are Matched while a profile of it is still not InActive. */
export type MatchToClose = Dues['matchesToClose'][number];

/** POST /api/connections/{id}/close: the profiles set InActive ("Matched (the provider)"). */
export const closedMatchSchema = z.object({
  connectionId: z.number().int(),
  closed: z.array(z.number().int()),
});
export type ClosedMatch = z.infer<typeof closedMatchSchema>;
