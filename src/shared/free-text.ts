/**
 * Free text as another family receives it (issue 14, DESIGN §3): what the fields withhold must not arrive
 * through the text a family wrote. Contacts are the matchmakers' to share, so phone numbers, e-mail
 * addresses, links and social handles never reach another family; a profile's own names and its father's
 * name are hidden wherever the viewer may not identify the profile (the name rule).
 */

export const HIDDEN = '[hidden]';

/** The profile fields a family writes in its own words; every one is cleaned for another family. */
export const FREE_TEXT_FIELDS = [
  'city',
  'homeTown',
  'divorceReason',
  'disabilities',
  'aboutYou',
  'fatherOccupation',
  'motherOccupation',
  'caste',
  'religion',
  'nativeLanguage',
  'brothersDetails',
  'education',
  'educationInstituteName',
  'otherJobType',
  'jobTitle',
  'company',
  'workCountry',
  'workCity',
  'businessType',
  'partnerEducation',
  'partnerDetails',
] as const;
export type FreeTextField = (typeof FREE_TEXT_FIELDS)[number];

// Latin, Arabic-Indic and Urdu (extended Arabic-Indic) digits.
const DIGIT = '[0-9\\u0660-\\u0669\\u06F0-\\u06F9]';
/** Seven or more digits, with spaces, dashes, dots or brackets between them, optionally after + or (. */
const PHONE = new RegExp(`[+(]?${DIGIT}(?:[\\s.()\\-]{0,3}${DIGIT}){6,}\\)?`, 'gu');
const EMAIL = /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\])\s*[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/giu;
const LINK = /\b(?:https?:\/\/|www\.)[^\s]+/giu;
/** A bare address such as facebook.com/name or wa.me/923001234567. */
const DOMAIN =
  /\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|pk|net|org|me|io|co|info|app|link|ly|gl|tv)\b(?:\/[^\s]*)?/giu;
/** @name as on Instagram, TikTok, X or Telegram. */
const HANDLE = /(?<![\p{L}\p{N}._])@[\p{L}\p{N}_.]{2,}/gu;

/** Every phone number, e-mail address, link and handle replaced by [hidden]. */
export function hideContacts(text: string): string {
  return text
    .replace(EMAIL, HIDDEN)
    .replace(LINK, HIDDEN)
    .replace(DOMAIN, HIDDEN)
    .replace(HANDLE, HIDDEN)
    .replace(PHONE, (run) => {
      // A phone run may have swallowed a bracket or space that belongs to the sentence around it.
      const lead = /^[(]/.test(run) && !/\)/.test(run) ? '(' : '';
      return `${lead}${HIDDEN}`;
    });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words of the given names, each at least two letters long, so that "Zainab" is hidden in
 * "My name is Zainab" whichever of her names the family wrote.
 */
function nameParts(names: readonly (string | null | undefined)[]): string[] {
  const parts = new Set<string>();
  for (const name of names) {
    for (const part of (name ?? '').split(/[\s,.'"()\-/]+/u)) {
      if ([...part].length >= 2) parts.add(part);
    }
  }
  // Longest first, so that a longer name is replaced before a shorter one inside it.
  return [...parts].sort((a, b) => b.length - a.length);
}

/** Every word of `names` (the profile's own names and its father's name) replaced by [hidden]. */
export function hideNames(text: string, names: readonly (string | null | undefined)[]): string {
  const parts = nameParts(names);
  if (parts.length === 0) return text;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${parts.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return text.replace(pattern, HIDDEN);
}

/**
 * Free text of a profile as another family receives it: always without contacts, and without the
 * profile's names when `names` is given (the viewer may not identify the profile).
 */
export function cleanFreeText<T extends string | null | undefined>(
  text: T,
  names: readonly (string | null | undefined)[] | null,
): T {
  if (typeof text !== 'string' || text === '') return text;
  const withoutContacts = hideContacts(text);
  return (names ? hideNames(withoutContacts, names) : withoutContacts) as T;
}
