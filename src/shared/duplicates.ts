/**
 * Possible duplicates (issue 18, decision 038): two profiles that share a phone number (own or family, in any
 * accepted format) or the same name, father's name and city. Matchmakers see them on the profile
 * (`duplicates` in GET /api/profile/{id}), as a badge on list cards and with the list filter `duplicates=true`;
 * they dismiss a pair as "Not a duplicate" (`POST /api/profile/{id}/duplicates/{otherId}/dismiss`) and may undo
 * it (`DELETE` on the same address). Families are never told: nothing here is in any answer a family receives.
 */
import { z } from 'zod';
import { PROFILE_STATUSES } from './enums';

/** What two profiles have in common, in the order a matchmaker reads it. */
export const DUPLICATE_MATCHES = ['phone', 'familyPhone', 'phoneAndFamilyPhone', 'nameFatherCity'] as const;
export type DuplicateMatch = (typeof DUPLICATE_MATCHES)[number];

/** The matchmakers' words for each (admin screens are English only). */
export const DUPLICATE_MATCH_LABELS: Record<DuplicateMatch, string> = {
  phone: 'Same phone number',
  familyPhone: 'Same family phone number',
  phoneAndFamilyPhone: "One's phone number is the other's family phone number",
  nameFatherCity: "Same name, father's name and city",
};

/** How many possible duplicates one profile's answer lists (the lowest ids): a number shared by hundreds is one warning. */
export const DUPLICATES_LISTED = 50;

export const DUPLICATE_MESSAGES = {
  otherIdInvalid: 'Other profile id must be a number.',
  sameProfile: 'A profile cannot be a duplicate of itself.',
  notDuplicates: 'These profiles are not possible duplicates of each other.',
} as const;

/** "Same phone number · Same name, father's name and city". */
export function matchedOnText(matchedOn: readonly DuplicateMatch[]): string {
  return matchedOn.map((match) => DUPLICATE_MATCH_LABELS[match]).join(' · ');
}

/** One possible duplicate of a profile, as the matchmakers receive it. */
export const duplicateSchema = z.object({
  _id: z.number().int(),
  matchedOn: z.array(z.enum(DUPLICATE_MATCHES)).min(1),
  /** "Name · #id · age · city" (src/shared/profile-label.ts). */
  label: z.string(),
  status: z.enum(PROFILE_STATUSES),
});
export type Duplicate = z.infer<typeof duplicateSchema>;

/** The answer of a dismissal and of its undo: the profile's possible duplicates now. */
export const duplicatesAnswerSchema = z.object({ duplicates: z.array(duplicateSchema) });
export type DuplicatesAnswer = z.infer<typeof duplicatesAnswerSchema>;

/**
 * A dismissal and its undo in the history of both profiles of the pair: `duplicateDismissed` (to = the other
 * profile's id) and `duplicateRestored` (from = the other profile's id), with the matchmaker who did it.
 */
export const DUPLICATE_HISTORY = { dismissed: 'duplicateDismissed', restored: 'duplicateRestored' } as const;
