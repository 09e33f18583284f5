/**
 * The rules of a two-sided connection (SPEC §4 "Sending a profile", "User actions", "Message on the profile
 * view", §9 "Dashboard sort"), written once for the server and the screens.
 */
import { z } from 'zod';
import { SIDE_STATUSES, type SideStatus } from './connection-status';
import { bodyIdSchema } from './ids';
import { connectionSchema } from './profile-view';

const REJECTED: readonly SideStatus[] = ['Profile Rejected', 'Rejected After Contact'];
const ACCEPTED_OR_BEYOND: readonly SideStatus[] = ['Profile Accepted', 'In Contact', 'Matched'];

/** Sending creates a connection (or a new sending) only while the recipient's side is Not Received. */
export function sendCreatesConnection(recipientSide: SideStatus | null): boolean {
  return recipientSide === null || recipientSide === 'Not Received';
}

/** Which of two families blocked the other (decision 039), as a send sees them. */
export type SendBlocks = { recipientBlockedSent: boolean; sentBlockedRecipient: boolean };

/**
 * Why a profile may not be sent to a family (issue 15, docs/decisions/027-guarded-sends.md): never to itself,
 * only to a family of the opposite gender, never between a blocked pair (issue 18, decision 039), and only to
 * an Active family. Null when the send may go. The server refuses with the message (400); the Send Profile
 * modal shows the same message before Send.
 */
export function sendRefusal(
  sent: { id: number; gender: string },
  recipient: { id: number; gender: string; status?: string | null },
  blocks: SendBlocks = { recipientBlockedSent: false, sentBlockedRecipient: false },
):
  | 'sendToItself'
  | 'oppositeGenderOnly'
  | 'blockedByRecipient'
  | 'blockedBySent'
  | 'recipientNotActive'
  | null {
  if (sent.id === recipient.id) return 'sendToItself';
  if (sent.gender === recipient.gender) return 'oppositeGenderOnly';
  if (blocks.recipientBlockedSent) return 'blockedByRecipient';
  if (blocks.sentBlockedRecipient) return 'blockedBySent';
  if (recipient.status !== 'Active') return 'recipientNotActive';
  return null;
}

/** The send button reads Send until the recipient has received the profile, then Resend. */
export function sendButtonLabel(recipientSide: SideStatus | null): 'Send' | 'Resend' {
  return sendCreatesConnection(recipientSide) ? 'Send' : 'Resend';
}

/**
 * Interested follows the family's own side (issue 16, docs/decisions/034-a-familys-own-side-first.md):
 * - closed once the family is at Profile Accepted or beyond (it would change nothing or undo progress);
 * - closed after Rejected After Contact: from In Contact on, only the matchmakers change the sides;
 * - after Profile Rejected, open again only while the other family is interested (Profile Accepted, In
 *   Contact or Matched): SPEC §4's "unless the other side has moved beyond Not Received / Profile Received /
 *   Profile Rejected", without the other side's own rejection after contact.
 */
export function canAnswerInterested(own: SideStatus, other: SideStatus): boolean {
  if (ACCEPTED_OR_BEYOND.includes(own) || own === 'Rejected After Contact') return false;
  if (own === 'Profile Rejected') return ACCEPTED_OR_BEYOND.includes(other);
  return true;
}

/** The sides from which a family may still say no by itself (DESIGN §4: a family can always say no). */
const MAY_DECLINE: readonly SideStatus[] = ['Not Received', 'Profile Received', 'Profile Accepted'];

/**
 * Not Interested is open while the family's own side is Profile Received or Profile Accepted (withdrawing an
 * acceptance too), and on a two-way match it has not been sent (Not Received); from In Contact on, only the
 * matchmakers change the sides (docs/decisions/010-connection-rules.md).
 */
export function canAnswerNotInterested(own: SideStatus, _other?: SideStatus): boolean {
  return MAY_DECLINE.includes(own);
}

/**
 * Whether a family that answers Not Interested now could take it back by itself (SPEC §4: Interested stays
 * closed after a rejection unless the other side has moved on): only while the other family is interested.
 * The confirmation says so before the family answers (issue 30 item 9).
 */
export function canUndoNotInterested(other: SideStatus): boolean {
  return canAnswerInterested('Profile Rejected', other);
}

/** Why Not Interested is closed, for the family's screen: already declined, or past the family's own say. */
export function notInterestedClosedReason(own: SideStatus): 'alreadyDeclined' | 'matchmakersDecide' | null {
  if (canAnswerNotInterested(own)) return null;
  return REJECTED.includes(own) ? 'alreadyDeclined' : 'matchmakersDecide';
}

/** What a family's answer sets its own side to. */
export const USER_ANSWERS = { interested: 'Profile Accepted', notInterested: 'Profile Rejected' } as const;
export const USER_ANSWER_STATUSES = ['Profile Accepted', 'Profile Rejected'] as const;

export const CONNECTION_MESSAGES = {
  matched: 'Congratulations! This match has been finalised. We pray for a blessed marriage.',
  inContact: 'You are in contact with this family. Please keep us informed of how it goes.',
  bothAccepted: 'You have both shown interest. Please contact us to take this forward.',
  ownRejected: 'You have rejected this profile.',
  otherRejected: 'This profile is not interested in you.',
  ownAccepted: 'You have shown interest in this profile. Please wait for their response.',
  otherAccepted: 'This profile has shown interest in you.',
  notAllowed: 'This answer is not possible at this stage of the connection.',
  changedMeanwhile:
    'This connection was changed by someone else in the meantime. Please reload and try again.',
  noConnection: 'There is no connection between these profiles.',
  sent: 'Profile sent successfully',
  sendFailed: 'The profile could not be sent.',
  // The guards of a send (issue 15); matchmakers only, so English only.
  sendToItself: 'A profile cannot be sent to itself.',
  oppositeGenderOnly: 'A profile can only be sent to a family of the opposite gender.',
  recipientNotActive: "This family's profile is not active.",
  // A blocked pair (issue 18, decision 039): the block is named, and which family made it.
  blockedByRecipient: 'This family has blocked this profile. A blocked pair cannot be sent to each other.',
  blockedBySent:
    "This profile's family has blocked this family. A blocked pair cannot be sent to each other.",
  // Share contacts (issue 29, decision 068); matchmakers only, so English only.
  notAwaitingContact:
    'Contacts are shared only when both families have accepted (Awaiting Contact). This pair is not awaiting contact any more; please reload.',
  connectionNotFound: 'This connection does not exist.',
} as const;

/**
 * A pair Awaiting Contact (SPEC §2's dashboard section): both families answered Interested. Only such a pair
 * has its contacts shared, which moves both sides to In Contact (issue 29, decision 068).
 */
export function isAwaitingContact(a: SideStatus, b: SideStatus): boolean {
  return a === 'Profile Accepted' && b === 'Profile Accepted';
}

/** The status both sides take when a matchmaker shares the contacts of a pair. */
export const CONTACTS_SHARED: SideStatus = 'In Contact';

export type ConnectionMessageKey = keyof typeof CONNECTION_MESSAGES;

/**
 * SPEC §4 "Message on the profile view (user)": which message card a family sees. The family's own side
 * speaks first (issue 16): its own rejection of either kind, then the other family's, then the stage the
 * family itself has reached; the other side's stage only when the family has not answered yet.
 */
export function connectionMessage(own: SideStatus, other: SideStatus): ConnectionMessageKey | null {
  if (REJECTED.includes(own)) return 'ownRejected';
  if (REJECTED.includes(other)) return 'otherRejected';
  if (own === 'Matched') return 'matched';
  if (own === 'In Contact') return 'inContact';
  if (own === 'Profile Accepted') return ACCEPTED_OR_BEYOND.includes(other) ? 'bothAccepted' : 'ownAccepted';
  return ACCEPTED_OR_BEYOND.includes(other) ? 'otherAccepted' : null;
}

/** Whether a side has accepted the other profile (a woman's name and pictures may then be shown). */
export function hasAccepted(side: SideStatus | null): boolean {
  return side !== null && ACCEPTED_OR_BEYOND.includes(side);
}

/**
 * SPEC §9 dashboard sort: connections not yet inquired about first, newest update first; inquired ones
 * after them, oldest inquiry first.
 */
export function dashboardOrder(
  a: { updatedAt: string; inquiredAboutReceivedProfileOn: string | null },
  b: { updatedAt: string; inquiredAboutReceivedProfileOn: string | null },
): number {
  const ai = a.inquiredAboutReceivedProfileOn;
  const bi = b.inquiredAboutReceivedProfileOn;
  if (!ai && !bi) return b.updatedAt.localeCompare(a.updatedAt);
  if (!ai) return -1;
  if (!bi) return 1;
  return ai.localeCompare(bi);
}

/** Bodies of the connection endpoints (SPEC §7). */
const sideStatus = z.enum(SIDE_STATUSES, { error: 'Please choose a valid status' });
const profileId = bodyIdSchema();

export const INQUIRY_DATE_MESSAGE =
  'Please send a date and time between 2000-01-01 and 2100-12-31, as in 2024-03-01T10:00:00Z.';
/** The instants an inquiry date may name: 2000-01-01T00:00:00.000Z to 2100-12-31T23:59:59.999Z. */
export const INQUIRY_DATE_RANGE = { min: Date.UTC(2000, 0, 1), max: Date.UTC(2101, 0, 1) - 1 } as const;
/**
 * An inquiry date: ISO 8601 date and time with Z or an offset, to the millisecond at most, whose instant lies
 * in INQUIRY_DATE_RANGE; answered as that instant in UTC, which is what is stored and read back on both
 * engines. The range check is on the instant, not on the written year: an instant outside the years 1-9999
 * (`0001-01-01T00:00:00+14:00`) reached PGlite, whose Date parameter is written with toISOString() (year 0
 * as `0000`, which PostgreSQL refuses: a 500) and whose timestamps are read back with new Date(text)
 * (`0001-…` as 2001).
 */
export const inquiryDateSchema = z.iso
  .datetime({ offset: true, error: INQUIRY_DATE_MESSAGE })
  .refine((text) => !/\.\d{4,}/.test(text), INQUIRY_DATE_MESSAGE)
  // A refinement, not an issue raised in the transform: that one would abort, and the union around this schema
  // would then answer its own message instead of this one.
  .refine((text) => {
    const instant = Date.parse(text);
    return instant >= INQUIRY_DATE_RANGE.min && instant <= INQUIRY_DATE_RANGE.max;
  }, INQUIRY_DATE_MESSAGE)
  .transform((text) => new Date(Date.parse(text)).toISOString());

export const sendProfileSchema = z.object({ sentTo: profileId, profileSent: profileId });
/**
 * What a send answers: the connection, whether it was a new sending, SPEC's chat link (English, to the default
 * phone: the family phone of a woman who has one), and the text in both languages for the matchmaker's
 * choice of language and phone (issue 29, decision 068).
 */
export const sendAnswerSchema = connectionSchema.extend({
  created: z.boolean(),
  whatsappLink: z.string(),
  whatsappTexts: z.object({ en: z.string(), ur: z.string() }),
});
export type SendAnswer = z.infer<typeof sendAnswerSchema>;
export const userAnswerSchema = z.object({
  connectionWith: profileId,
  status: z.enum(USER_ANSWER_STATUSES, { error: 'Please answer Interested or Not Interested' }),
});
export const adminSideChangeSchema = z.union(
  [
    z.object({
      status: sideStatus,
      /** The status the matchmaker saw; a different current status means someone changed it meanwhile (409). */
      expectedStatus: sideStatus.optional(),
    }),
    z.object({
      inquiredAboutReceivedProfileOn: inquiryDateSchema,
    }),
  ],
  { error: 'Please send a status or an inquiry date' },
);
export type AdminSideChange = z.output<typeof adminSideChangeSchema>;
