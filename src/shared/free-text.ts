/**
 * Free text as another family receives it (issue 14, DESIGN §3): what the fields withhold must not arrive
 * through the text a family wrote. Contacts are the matchmakers' to share, so phone numbers, e-mail
 * addresses, links and social handles never reach another family; a profile's own names and its father's
 * name are hidden wherever the viewer may not identify the profile (the name rule).
 */

import { type Folded, fold, NEEDS_FOLD, replaceSpans, scan } from './free-text-fold';
import { nameMatcherOf, nameSpans } from './free-text-names';
import { mayHoldPhone, phoneSpans } from './free-text-phones';
import { FREE_TEXT_FIELD_KEYS } from './profile-fields';

export const HIDDEN = '[hidden]';

/**
 * The profile fields a family writes in its own words; every one is cleaned for another family. Those of the
 * table of profile fields marked `freeText` (src/shared/profile-fields.ts).
 */
export const FREE_TEXT_FIELDS = FREE_TEXT_FIELD_KEYS;
export type FreeTextField = (typeof FREE_TEXT_FIELDS)[number];

/** An e-mail address: name@host.tld, also "name (at) host (dot) tld" with brackets. */
const EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\]|\{at\})\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\]|\{dot\})\s*[\p{L}\p{N}-]+)+/gu;
/** "hira.baig at gmail dot com": the words at and dot, then a known ending so that a sentence is not one. */
const SPELLED_EMAIL =
  /[\p{L}\p{N}._%+-]+\s+(?:at|ایٹ)\s+[\p{L}\p{N}-]+(?:\s*(?:\bdot\b|ڈاٹ|\.)\s*(?:com|pk|net|org|edu|co|uk|ae|sa|ca|us|me|io|info|live)\b)+/gu;
/** "hira.baig at gmail": a known mail provider needs no ending. */
const PROVIDER_EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\]|\bat\b|ایٹ)\s*(?:g\s?mail|yahoo|hotmail|outlook|icloud|live|proton(?:mail)?|ymail|aol)\b/gu;
const LINK = /\b(?:https?:\/\/|www\.)[^\s]+/gu;
/** A bare address such as facebook.com/name or wa.me/923001234567. */
const DOMAIN =
  /\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|pk|net|org|me|io|co|info|app|link|ly|gl|tv)\b(?:\/[^\s]*)?/gu;
/** @name as on Instagram, TikTok, X or Telegram. */
const HANDLE = /(?<![\p{L}\p{N}._])@[\p{L}\p{N}_.]{2,}/gu;
/**
 * The word after a social network's name is a handle: "IG: hira_b_2000", "insta hira.b", "fb/hira",
 * "snap id is hirab". Words such as "id", "is", "my", ":" may come between.
 */
const SOCIAL =
  /(?<![\p{L}\p{N}])(?:ig|insta(?:gram)?|snap(?:chat)?|fb|face ?book|tik ?tok|twitter|telegram|tg|linked ?in|youtube|yt|skype|discord|viber|we ?chat|انسٹا|انسٹاگرام|فیس ?بک|ٹک ?ٹاک|سنیپ)(?![\p{L}\p{N}])(?:\s*(?:[:=/>|\-–—@]+|(?:id|handle|account|acc|username|user|name|profile|page|is|my|on|par|pe|per|hai|ha|پر|ہے)(?![\p{L}\p{N}])))*\s*([\p{L}\p{N}_.]*[\p{L}\p{N}_])/dgu;
/** Words after a network's name that are not a handle ("I like insta and tiktok"). */
const NOT_A_HANDLE = new Set(
  'and or the a an but also too are was reels videos posts stories pages account accounts se ya aur bhi nahi nhi and'.split(
    ' ',
  ),
);

// Cheap tests first (measured faster than scanning by hand): most text holds no contact at all, and a page
// of matches carries over a thousand fields.
const MAY_HOLD_ADDRESS =
  /@|\(at\)|\[at\]|https?:|www\.|\.(?:com|pk|net|org|me|io|co|info|app|link|ly|gl|tv)\b|\bdot\b|\bat\s+(?:g\s?mail|yahoo|hotmail|outlook|icloud|live|proton|ymail|aol)|\b(?:ig|insta(?:gram)?|snap(?:chat)?|fb|face ?book|tik ?tok|twitter|telegram|tg|linked ?in|youtube|yt|skype|discord|viber|we ?chat)\b|ایٹ|ڈاٹ|انسٹا|فیس ?بک|ٹک ?ٹاک|سنیپ/;

/** Lower case, one UTF-16 unit for one (a letter whose lower case is longer keeps its case). */
function lowerOf(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  return [...text].map((c) => (c.toLowerCase().length === c.length ? c.toLowerCase() : c)).join('');
}

/** The text folded (free-text-fold.ts), lower-cased, and what one pass over it found. */
function read(text: string): { folded: Folded; key: string; flags: number } {
  let flags = scan(text);
  const folded = fold(text, flags);
  if (flags & NEEDS_FOLD) flags = scan(folded.text);
  return { folded, key: lowerOf(folded.text), flags };
}

function collect(pattern: RegExp, key: string, spans: number[]): void {
  pattern.lastIndex = 0;
  for (let found = pattern.exec(key); found; found = pattern.exec(key))
    spans.push(found.index, found.index + found[0].length);
}

/** Spans of every contact in folded, lower-cased `key`. */
function contactSpans(key: string, flags: number, spans: number[]): void {
  if (MAY_HOLD_ADDRESS.test(key)) {
    for (const pattern of [EMAIL, SPELLED_EMAIL, PROVIDER_EMAIL, LINK, DOMAIN, HANDLE])
      collect(pattern, key, spans);
    SOCIAL.lastIndex = 0;
    for (let found = SOCIAL.exec(key); found; found = SOCIAL.exec(key)) {
      const handle = found[1]!;
      if (handle.length < 2 || NOT_A_HANDLE.has(handle)) continue;
      const [start, end] = found.indices![1]!;
      spans.push(start, end);
    }
  }
  const phone = mayHoldPhone(key, flags);
  if (phone) phoneSpans(key, spans, phone === 'words');
}

/** Every phone number, e-mail address, link and handle replaced by [hidden]. */
export function hideContacts(text: string): string {
  const { folded, key, flags } = read(text);
  const spans: number[] = [];
  contactSpans(key, flags, spans);
  return replaceSpans(text, folded, spans, HIDDEN);
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

/**
 * Every word of `names` (the profile's own names and its father's name) replaced by [hidden]: whole words as
 * written, any case. `freeTextCleaner` also hides them glued, spaced, with look-alike letters and in Urdu
 * script (decision 051); this is the whole-word pass alone, held to its alternation by a property test.
 */
export function hideNames(text: string, names: readonly (string | null | undefined)[]): string {
  return nameHider(names)(text);
}

/**
 * The cleaner of one profile's free text for another family (decision 051): contacts always hidden, and the
 * profile's names too when `names` is given (the viewer may not identify the profile), written whole or
 * glued, spaced, with look-alike letters or digits, or in Urdu script. The text is read folded (free-text-
 * fold.ts) and what is found is hidden in the text as written; the rest arrives unchanged. Build it once per
 * profile: building compiles no regular expression.
 */
export function freeTextCleaner(
  names: readonly (string | null | undefined)[] | null,
): <T extends string | null | undefined>(text: T) => T {
  const matcher = names ? nameMatcherOf(names, (name) => fold(name).text) : null;
  return <T extends string | null | undefined>(text: T): T => {
    if (typeof text !== 'string' || text === '') return text;
    const { folded, key, flags } = read(text);
    const spans: number[] = [];
    contactSpans(key, flags, spans);
    if (matcher) nameSpans(matcher, folded.text, key, flags, spans);
    return replaceSpans(text, folded, spans, HIDDEN) as T;
  };
}

/** One text as another family receives it (see `freeTextCleaner`). */
export function cleanFreeText<T extends string | null | undefined>(
  text: T,
  names: readonly (string | null | undefined)[] | null,
): T {
  return freeTextCleaner(names)(text);
}

/** After a name was left out: no doubled spaces, no space before a stop, no sentence starting at a comma. */
function tidyLeftOut(text: string): string {
  return text
    .replace(/\(\s*\)/gu, '')
    .replace(/[ \t]{2,}/gu, ' ')
    .replace(/[ \t]+([,.;:!?،۔])/gu, '$1')
    .replace(/([,;:،])(?:[ \t]*[,;:،])+/gu, '$1')
    .replace(/(^|[.!?۔]\s+|\n)[,;:،]\s*/gu, '$1')
    .replace(/^[ \t]+|[ \t]+$/gmu, '')
    .replace(
      /(^|[.!?]\s+|\n)(\p{Ll})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

/**
 * The free text of a matchmaker's copy for families (Copy Profile, issue 29): the profile's names are left
 * out of the sentence ("Ayesha is a BDS graduate" reads "Is a BDS graduate"), not written "[hidden]";
 * contacts are hidden as for every family. `names` null leaves the names as written.
 */
export function leaveOutNames(
  names: readonly (string | null | undefined)[] | null,
): <T extends string | null | undefined>(text: T) => T {
  const matcher = names ? nameMatcherOf(names, (name) => fold(name).text) : null;
  return <T extends string | null | undefined>(text: T): T => {
    if (typeof text !== 'string' || text === '') return text;
    // Contacts first, so that a name inside an e-mail address goes with the address.
    const hidden = hideContacts(text);
    if (!matcher) return hidden as T;
    const { folded, key, flags } = read(hidden);
    const spans: number[] = [];
    nameSpans(matcher, folded.text, key, flags, spans);
    return (spans.length > 0 ? tidyLeftOut(replaceSpans(hidden, folded, spans, '')) : hidden) as T;
  };
}
