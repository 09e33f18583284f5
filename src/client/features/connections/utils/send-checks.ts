/**
 * What the Send Profile modal checks before Send (issue 15, docs/decisions/027-guarded-sends.md), from the two
 * profiles as a matchmaker receives them, with the shared rules: the guard the server enforces
 * (`sendRefusal`, a refusal) and the partner requirements each family fails of the other's (`mismatches`, a
 * warning only). Matchmakers' screens are English only. Pure helpers.
 */

import type { ProfileBlocks } from '@shared/blocks';
import { CONNECTION_MESSAGES, type SendBlocks, sendRefusal } from '@shared/connection-rules';
import { MISMATCH_CRITERIA_LABELS } from '@shared/constants';
import type { Gender } from '@shared/enums';
import { effectivePreferences, type MatchProfile, mismatches } from '@shared/matching';
import type { Mismatch } from '@shared/profile-list-schema';
import type { ProfileView } from '@shared/profile-view';

const plural = (gender: Gender) => (gender === 'Male' ? 'men' : 'women');

/** A profile in a matchmaker's words: "Name · #id", or "#id" without a name. */
export function personLabel(p: Pick<ProfileView, '_id' | 'name'>): string {
  const name = p.name?.trim();
  return name ? `${name} · #${p._id}` : `#${p._id}`;
}

export const SEND_CHECK_MESSAGES = {
  showAll: 'Show all profiles',
  /** `gender` is the recipients' (the opposite of the profile being sent). */
  showAllOff: (gender: Gender) => `Only Active ${plural(gender)} are listed.`,
  showAllOn:
    'Every profile is listed; a profile is still sent only to an Active family of the opposite gender.',
  noResults: (gender: Gender) =>
    `No Active ${plural(gender)} found. Turn on "Show all profiles" to search every profile.`,
  sentLoading: 'Loading the profile…',
  /** Issue 28, part 4: a profile already in a live pair; the send is still allowed. */
  engagedTitle: 'Already in a live pair',
  engaged: (who: string, state: string, other: number) =>
    `${who}: ${state === 'Matched' ? 'Matched with' : state === 'In Contact' ? 'In contact with' : 'Awaiting contact with'} #${other}.`,
  engagedHint: 'Sending another profile now may confuse the family. You can still send it.',
  mismatchTitle: 'These two do not match both ways',
  mismatchHint: 'You can still send the profile.',
  mismatchHeading: (whose: string, other: string) => `Requirements of ${whose} that ${other} does not meet:`,
  mismatchLine: (m: Mismatch) =>
    `${MISMATCH_CRITERIA_LABELS[m.name]}: requires ${m.expected}, is ${m.actual}`,
} as const;

/** The recipient picker's line: "Name · #id · gender · age · city · status". */
export function recipientLine(
  p: Pick<ProfileView, '_id' | 'name' | 'gender' | 'age' | 'city' | 'status'>,
): string {
  return [personLabel(p), p.gender, `${p.age} years`, p.city, p.status].filter(Boolean).join(' · ');
}

/** What the shared matching rules need of a profile as a matchmaker receives it (every field is present). */
export function matchProfileOfView(p: ProfileView): MatchProfile {
  return {
    id: p._id,
    age: p.age,
    gender: p.gender,
    city: p.city,
    religion: p.religion,
    sect: p.sect ?? null,
    maritalStatus: p.maritalStatus,
    children: p.children ?? null,
    heightFt: p.heightFt ?? null,
    heightIn: p.heightIn ?? null,
    educationYears: p.educationYears ?? null,
    residenceType: p.residenceType ?? null,
    caste: p.caste ?? null,
    nativeLanguage: p.nativeLanguage ?? null,
    jobType: p.jobType ?? null,
  };
}

/** The partner requirements in effect for a profile: its defaults overlaid by what a matchmaker set. */
export function preferencesOfView(p: ProfileView) {
  return effectivePreferences(matchProfileOfView(p), p.aiFilters ?? {});
}

export type SendMismatches = {
  /** The recipient family's requirements that the sent profile fails. */
  recipientRequires: Mismatch[];
  /** The sent profile's requirements that the recipient fails. */
  sentRequires: Mismatch[];
};

/** The requirements each of the two fails of the other's, both ways (the same rules as two-way matching). */
export function sendMismatches(sent: ProfileView, recipient: ProfileView): SendMismatches {
  return {
    recipientRequires: mismatches(preferencesOfView(recipient), matchProfileOfView(sent)),
    sentRequires: mismatches(preferencesOfView(sent), matchProfileOfView(recipient)),
  };
}

/** Which of the two blocked the other, from the blocks of the profile being sent (decision 039). */
export function sendBlocksOf(sentBlocks: ProfileBlocks | null | undefined, recipientId: number): SendBlocks {
  return {
    recipientBlockedSent: sentBlocks?.blockedBy.some((b) => b.profile._id === recipientId) ?? false,
    sentBlockedRecipient: sentBlocks?.blocked.some((b) => b.profile._id === recipientId) ?? false,
  };
}

/** The server's refusal of this send, said before Send; null when it may go. */
export function sendRefusalMessage(
  sent: Pick<ProfileView, '_id' | 'gender'>,
  recipient: Pick<ProfileView, '_id' | 'gender' | 'status'>,
  sentBlocks?: ProfileBlocks | null,
): string | null {
  const refusal = sendRefusal(
    { id: sent._id, gender: sent.gender },
    { id: recipient._id, gender: recipient.gender, status: recipient.status },
    sendBlocksOf(sentBlocks, recipient._id),
  );
  return refusal ? CONNECTION_MESSAGES[refusal] : null;
}

/** Whether a search result belongs in the default list: an Active profile of the opposite gender. */
export function isDefaultRecipient(sentGender: Gender, p: Pick<ProfileView, 'gender' | 'status'>): boolean {
  return p.gender !== sentGender && p.status === 'Active';
}
