import { z } from 'zod';

/**
 * Text that other families read is reviewed (DESIGN §3, issue 25, decision 048): once a profile is approved
 * (not in Review), a family's edit of one of these fields is held until a matchmaker approves it; other
 * families keep receiving the approved text meanwhile. Every field here is typed by the family and read by
 * other families. The names are held too: they reach a family that may identify the profile, and identity is
 * the matchmakers' (DESIGN §3). A city, home town, work city, religion, native language or work country
 * picked from the built-in lists is not held (it carries no words of the family's own; see
 * `src/server/profiles/held-text.ts`), nor is a field the family empties.
 */
export const HELD_TEXT_FIELDS = [
  'name',
  'fatherName',
  'aboutYou',
  'partnerDetails',
  'brothersDetails',
  'education',
  'educationInstituteName',
  'jobTitle',
  'company',
  'caste',
  'homeTown',
  'city',
  'religion',
  'nativeLanguage',
  'fatherOccupation',
  'motherOccupation',
  'divorceReason',
  'disabilities',
  'businessType',
  'otherJobType',
  'workCountry',
  'workCity',
  'partnerEducation',
] as const;
export type HeldTextField = (typeof HELD_TEXT_FIELDS)[number];

/** The family's new values waiting for review, field → value. */
export const heldTextSchema = z.partialRecord(z.enum(HELD_TEXT_FIELDS), z.string());
export type HeldText = z.infer<typeof heldTextSchema>;

export const HELD_TEXT_MESSAGES = {
  nothingHeld: 'This profile has no edits waiting for review.',
  changedMeanwhile:
    'The family has changed this text since you opened it. Please look at it again; nothing was approved.',
} as const;

/**
 * POST /api/profile/{id}/held-edits/approve and /decline (matchmakers): an empty body, or `heldText`, the
 * values the matchmaker looked at: if the family changed them since, nothing is done (409).
 */
export const heldEditsDecisionSchema = z.strictObject(
  { heldText: heldTextSchema.optional() },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys[0]}. Nothing was saved.`
        : 'Please send the held text you looked at, or nothing.',
  },
);
export type HeldEditsDecision = z.infer<typeof heldEditsDecisionSchema>;
