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

// Cheap tests first (measured faster than scanning by hand): most text holds no contact at all, and a page
// of matches carries over a thousand fields.
const MAY_HOLD_PHONE = new RegExp(`${DIGIT}(?:[\\s.()\\-]{0,3}${DIGIT}){6}`, 'u');
const MAY_HOLD_ADDRESS =
  /@|\(at\)|\[at\]|https?:|www\.|\.(?:com|pk|net|org|me|io|co|info|app|link|ly|gl|tv)\b/i;

/** Every phone number, e-mail address, link and handle replaced by [hidden]. */
export function hideContacts(text: string): string {
  let out = text;
  if (MAY_HOLD_ADDRESS.test(out))
    out = out.replace(EMAIL, HIDDEN).replace(LINK, HIDDEN).replace(DOMAIN, HIDDEN).replace(HANDLE, HIDDEN);
  if (MAY_HOLD_PHONE.test(out))
    out = out.replace(PHONE, (run) => {
      // A phone run may have swallowed a bracket that belongs to the sentence around it.
      const lead = run.startsWith('(') && !run.includes(')') ? '(' : '';
      return `${lead}${HIDDEN}`;
    });
  return out;
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
      if ([...part].length >= 2) parts.add(part.toLowerCase());
    }
  }
  // Longest first, so that a longer name is replaced before a shorter one inside it.
  return [...parts].sort((a, b) => b.length - a.length);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Whether the code point ending just before `at` (or starting at `at`, `after`) is a letter or digit. */
function wordCharAround(text: string, at: number, after: boolean): boolean {
  if (after) return at < text.length && LETTER_OR_DIGIT.test(String.fromCodePoint(text.codePointAt(at)!));
  if (at === 0) return false;
  const low = text.charCodeAt(at - 1);
  const start = low >= 0xdc00 && low <= 0xdfff && at >= 2 ? at - 2 : at - 1;
  return LETTER_OR_DIGIT.test(text.slice(start, at));
}

/**
 * A function that replaces every word of `names` by [hidden]; built once per profile. It compiles no regular
 * expression: one with Unicode letter classes costs V8 0.3–0.4 ms to compile, every profile has names of its
 * own, and a page of matches (or filling a million profiles) would pay it per profile. Like the alternation
 * `(?<![\p{L}\p{N}])(?:longest|…|shortest)(?![\p{L}\p{N}])` it replaces the leftmost match first, the longest
 * name at a place first, and only whole words.
 */
function nameHider(names: readonly (string | null | undefined)[]): (text: string, lower?: string) => string {
  const parts = nameParts(names);
  if (parts.length === 0) return (text) => text;
  let rare: RegExp | undefined;
  return (text, lower = text.toLowerCase()) => {
    if (!parts.some((part) => lower.includes(part))) return text;
    if (lower.length !== text.length) {
      // Lower-casing changed a length (a letter such as İ), so places in `lower` are not places in `text`.
      rare ??= new RegExp(
        `(?<![\\p{L}\\p{N}])(?:${parts.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
        'giu',
      );
      return text.replace(rare, HIDDEN);
    }
    let out = '';
    let kept = 0;
    for (let at = 0; at < lower.length; at++) {
      if (wordCharAround(lower, at, false)) continue;
      const found = parts.find(
        (part) => lower.startsWith(part, at) && !wordCharAround(lower, at + part.length, true),
      );
      if (found === undefined) continue;
      out += `${text.slice(kept, at)}${HIDDEN}`;
      kept = at + found.length;
      at = kept - 1;
    }
    return kept === 0 ? text : out + text.slice(kept);
  };
}

/** Every word of `names` (the profile's own names and its father's name) replaced by [hidden]. */
export function hideNames(text: string, names: readonly (string | null | undefined)[]): string {
  return nameHider(names)(text);
}

/**
 * The cleaner of one profile's free text for another family: contacts always hidden, and the profile's
 * names too when `names` is given (the viewer may not identify the profile). Build it once per profile.
 */
export function freeTextCleaner(
  names: readonly (string | null | undefined)[] | null,
): <T extends string | null | undefined>(text: T) => T {
  const hideTheNames = names ? nameHider(names) : null;
  return <T extends string | null | undefined>(text: T): T => {
    if (typeof text !== 'string' || text === '') return text;
    const lower = text.toLowerCase();
    const withoutContacts = hideContacts(text);
    if (!hideTheNames) return withoutContacts as T;
    return hideTheNames(withoutContacts, withoutContacts === text ? lower : undefined) as T;
  };
}

/** One text as another family receives it (see `freeTextCleaner`). */
export function cleanFreeText<T extends string | null | undefined>(
  text: T,
  names: readonly (string | null | undefined)[] | null,
): T {
  return freeTextCleaner(names)(text);
}
