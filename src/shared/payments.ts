/**
 * The bureau's books (issue 28, decision 052; DESIGN §3a "Money is a ledger"). A profile's payments are
 * entries that are never edited or deleted; a reversal is an entry of its own, and a matchmaker's
 * `PATCH {paidFee}` is recorded as an `adjustment` entry of the difference. `paidFee` is the sum of the
 * entries, so SPEC §4's fee parts and badges read it unchanged. Only matchmakers ever see an entry.
 *
 * Without zod (decision 102): the kinds, limits, messages and wording of the books, which pages read (a
 * family's fees, the list's export name). The schemas of the books' requests and answers are in
 * payments-schema.ts.
 */

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

/** R-0042: sequential per bureau, never reused. */
export const receiptNumber = (n: number) => `R-${String(n).padStart(4, '0')}`;

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

/** The most families each list of GET /api/payments/due holds (duesSchema). */
export const DUES_LIMIT = 100;

/** SPEC §4's inactive reason for a match the bureau made. */
export const MATCHED_BY_US = 'Matched (the provider)' as const;

export const CLOSING_MESSAGES = {
  notFound: 'This connection does not exist.',
  notMatched: 'Both sides must be Matched before the match is closed.',
} as const;
