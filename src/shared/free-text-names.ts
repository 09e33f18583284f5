/**
 * A profile's names in folded, lower-cased text, written the ways families get around a whole-word match
 * (decision 051): glued to each other or to digits ("HiraBaig", "hira_b_2000", "#HiraBaig"), spaced or dotted
 * ("H i r a", "H.i.r.a"), with digits or signs for letters ("H1ra", "N00r", "@li") and in Urdu script
 * ("حرا بیگ" for Hira Baig). Look-alike letters from other scripts are folded before (free-text-fold.ts).
 *
 * Names in Urdu script are known by their keys (name-keys.ts): a short table of common names' Urdu spellings,
 * and a consonant key that a Latin spelling and its Urdu spellings share.
 */

import { ARABIC, LEET, SPACED } from './free-text-fold';
import {
  isLatinVowel,
  isUrduLetter,
  keyOf,
  keysOfPart,
  NOT_LETTER,
  urduKeyOf,
  urduOf,
  urduWordOf,
} from './name-keys';

export type NameMatcher = {
  /** Name parts, folded and lower-cased, longest first; with "l" read as "i" as well (A1i, AIi for Ali). */
  parts: string[];
  /** Consonant keys of the names' Urdu spellings, two consonants or more (see the module's comment). */
  urduKeys: Set<number>;
  /** Consonant keys of `urduWords`: a word with one of these keys is compared with them letter by letter. */
  exactKeys: Set<number>;
  /** Folded Urdu spellings of the names, from the table and from names written in Urdu. */
  urduWords: Set<string>;
};

/** The matcher of one profile's names; null when it has none. Cheap: no regular expression is compiled. */
export function nameMatcherOf(
  names: readonly (string | null | undefined)[],
  fold: (text: string) => string,
): NameMatcher | null {
  const parts = new Set<string>();
  const urduKeys = new Set<number>();
  const exactKeys = new Set<number>();
  const urduWords = new Set<string>();
  for (const name of names) {
    if (!name) continue;
    const words = fold(name)
      .toLowerCase()
      .split(/[\s,.'"()\-/_]+/)
      .filter((part) => part.length >= 2);
    let before: number[] | null = null;
    let beforeFirst = false;
    for (const part of words) {
      parts.add(part);
      if (part.includes('l')) parts.add(part.replaceAll('l', 'i'));
      const { sounds, keys, exact } = keysOfPart(part);
      for (const key of keys) urduKeys.add(key);
      for (const [key, word] of exact) {
        exactKeys.add(key);
        urduWords.add(word);
      }
      // Two names glued in Urdu: حرابیگ.
      if (sounds && before)
        urduKeys.add(keyOf([...before, ...sounds], beforeFirst, isLatinVowel(part[part.length - 1])));
      before = sounds;
      beforeFirst = isLatinVowel(part[0]);
    }
  }
  if (parts.size === 0) return null;
  return { parts: [...parts].sort((a, b) => b.length - a.length), urduKeys, exactKeys, urduWords };
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
function isWordChar(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (Number.isNaN(code)) return false;
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
  return WORD_CHAR.test(text[at]!);
}
const isDigitAt = (text: string, at: number) => {
  const code = text.charCodeAt(at);
  return code >= 0x30 && code <= 0x39;
};
/** An upper-case letter right after a lower-case one: where two glued words meet ("Hira|Baig"). */
function caseBreak(cased: string, at: number): boolean {
  if (at <= 0 || at >= cased.length) return false;
  const here = cased[at]!;
  const before = cased[at - 1]!;
  return here !== here.toLowerCase() && before !== before.toUpperCase();
}

/** Whether key[start, end) is made of names, digits and underscores only ("hirabaig", "baig2000"). */
function madeOfNames(key: string, start: number, end: number, parts: string[]): boolean {
  const reach = new Uint8Array(end - start + 1);
  reach[0] = 1;
  for (let at = start; at < end; at++) {
    if (!reach[at - start]) continue;
    if (isDigitAt(key, at) || key[at] === '_') reach[at - start + 1] = 1;
    for (const part of parts) if (key.startsWith(part, at)) reach[at - start + part.length] = 1;
  }
  return reach[end - start] === 1;
}

/** The span to hide for a name found at key[at, end), or null when it is part of another word. */
function spanOf(cased: string, key: string, at: number, end: number, part: string, parts: string[]) {
  let wordStart = at;
  while (wordStart > 0 && isWordChar(key, wordStart - 1)) wordStart--;
  let wordEnd = end;
  while (isWordChar(key, wordEnd)) wordEnd++;
  // A handle or a hashtag goes whole: hira_b_2000, #HiraBaig.
  let start = wordStart;
  while (key[start - 1] === '_') {
    start--;
    while (start > 0 && isWordChar(key, start - 1)) start--;
  }
  let stop = wordEnd;
  while (key[stop] === '_') {
    stop++;
    while (isWordChar(key, stop)) stop++;
  }
  const hashtag = key[start - 1] === '#';
  if (hashtag) start--;
  if (at === wordStart && end === wordEnd) return [start, stop];
  const left = at === wordStart || isDigitAt(key, at - 1) !== isDigitAt(key, at) || caseBreak(cased, at);
  const right = end === wordEnd || isDigitAt(key, end) !== isDigitAt(key, end - 1) || caseBreak(cased, end);
  if ((left && right) || (hashtag && part.length >= 3) || madeOfNames(key, wordStart, wordEnd, parts))
    return [start, stop];
  return null;
}

const LEET_LETTER: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '|': 'i',
  '!': 'i',
};
const LEET_CHAR = /[013457@$|!]/g;
const SPACED_RUN = /(?<![\p{L}\p{N}])[\p{L}\p{N}](?:[^\p{L}\p{N}\n]{1,3}[\p{L}\p{N}](?![\p{L}\p{N}])){2,}/gu;
const NOT_WORD_CHAR = /[^\p{L}\p{N}]/gu;

function findParts(cased: string, key: string, plain: string, parts: string[], spans: number[]) {
  for (const part of parts) {
    for (let at = key.indexOf(part); at >= 0; at = key.indexOf(part, at + 1)) {
      // A name read from digits must have a letter of its own: 5174 is a number, not "sita".
      if (plain !== key && !/[^\d@$|!]/.test(plain.slice(at, at + part.length))) continue;
      const span = spanOf(cased, key, at, at + part.length, part, parts);
      if (span) spans.push(span[0]!, span[1]!);
    }
  }
}

function urduHit(matcher: NameMatcher, text: string, start: number, end: number): boolean {
  const key = urduKeyOf(text, start, end);
  return (
    matcher.urduKeys.has(key) ||
    (matcher.exactKeys.has(key) && matcher.urduWords.has(urduWordOf(text, start, end)))
  );
}

function urduSpans(matcher: NameMatcher, key: string, spans: number[]) {
  for (let at = 0; at < key.length; at++) {
    if (!isUrduLetter(key.charCodeAt(at))) continue;
    const start = at;
    while (at < key.length && urduOf(key.charCodeAt(at)) !== NOT_LETTER) at++;
    if (urduHit(matcher, key, start, at)) spans.push(start, at);
  }
}

/**
 * Spans ([start, end) pairs pushed onto `spans`) of the names in `cased` (folded text) and `key` (the same,
 * lower-cased, of the same length).
 */
export function nameSpans(
  matcher: NameMatcher,
  cased: string,
  key: string,
  flags: number,
  spans: number[],
): void {
  const { parts } = matcher;
  if (parts.some((part) => key.includes(part))) findParts(cased, key, key, parts, spans);
  if (flags & LEET) {
    const read = key.replace(LEET_CHAR, (char) => LEET_LETTER[char]!);
    if (parts.some((part) => read.includes(part))) findParts(cased, read, key, parts, spans);
  }
  const arabic = (flags & ARABIC) !== 0;
  if (arabic && (matcher.urduKeys.size > 0 || matcher.exactKeys.size > 0)) urduSpans(matcher, key, spans);
  if (flags & SPACED) {
    SPACED_RUN.lastIndex = 0;
    for (let found = SPACED_RUN.exec(key); found; found = SPACED_RUN.exec(key)) {
      const letters = found[0].replace(NOT_WORD_CHAR, '').replace(LEET_CHAR, (char) => LEET_LETTER[char]!);
      const hit =
        parts.some((part) => part.length >= 3 && letters.includes(part)) ||
        (arabic && isUrduLetter(letters.charCodeAt(0)) && urduHit(matcher, letters, 0, letters.length));
      if (hit) spans.push(found.index, found.index + found[0].length);
    }
  }
}
