/**
 * A profile's names in folded, lower-cased text, written the ways families get around a whole-word match
 * (decision 051): glued to each other or to digits ("HiraBaig", "hira_b_2000", "#HiraBaig"), spaced or dotted
 * ("H i r a", "H.i.r.a"), with digits or signs for letters ("H1ra", "N00r", "@li") and in Urdu script
 * ("حرا بیگ" for Hira Baig). Look-alike letters from other scripts are folded before (free-text-fold.ts).
 *
 * Names in Urdu script are known two ways: a short table of common names whose Urdu spelling no rule finds
 * (Ali → علی), and a consonant key that a Latin spelling and its Urdu spellings share: Hira, حرا and ہیرا
 * are all "h r, ending in a vowel". Vowels are left out because Urdu mostly leaves them unwritten; letters
 * that sound alike share a key (س ص ث are s; ز ذ ض ظ are z; ت ط ٹ are t; ح ہ are h). A key needs two
 * consonants or more: one consonant would match too many Urdu words.
 */

export type NameMatcher = {
  /** Name parts, folded and lower-cased, longest first; with "l" read as "i" as well (A1i, AIi for Ali). */
  parts: string[];
  /** Consonant keys of the names' Urdu spellings (see the module's comment). */
  urduKeys: Set<string>;
  /** Folded Urdu spellings of the names, from the table and from names written in Urdu. */
  urduWords: Set<string>;
};

/** Common names whose Urdu spelling the consonant key does not find (one consonant, or spelled otherwise). */
const URDU_SPELLINGS: Record<string, string[]> = {
  ali: ['علی'],
  aliya: ['عالیہ', 'علیا'],
  aliyah: ['عالیہ'],
  alia: ['عالیہ', 'علیا'],
  aaliya: ['عالیہ'],
  ayesha: ['عائشہ', 'عایشہ'],
  aisha: ['عائشہ', 'عایشہ'],
  aysha: ['عائشہ'],
  shah: ['شاہ'],
  awan: ['اعوان'],
  rao: ['راؤ', 'راو'],
  zoya: ['زویا'],
  aiza: ['عائزہ', 'ایزا'],
  ayan: ['ایان'],
  ayaan: ['ایان'],
  isha: ['ایشا', 'عشا'],
  alvi: ['علوی'],
  ayub: ['ایوب'],
  ayyub: ['ایوب'],
  isa: ['عیسی'],
  eisa: ['عیسی'],
  chaudhry: ['چوہدری', 'چودھری'],
  chaudhary: ['چوہدری', 'چودھری'],
  choudhry: ['چوہدری', 'چودھری'],
  chaudhri: ['چوہدری', 'چودھری'],
  mehmood: ['محمود'],
  mahmood: ['محمود'],
};

const URDU_CLASS: Record<string, string> = {
  ب: 'b',
  پ: 'p',
  ت: 't',
  ٹ: 't',
  ط: 't',
  ث: 's',
  ج: 'j',
  چ: 'C',
  ح: 'h',
  خ: 'x',
  د: 'd',
  ڈ: 'd',
  ذ: 'z',
  ر: 'r',
  ڑ: 'r',
  ز: 'z',
  ژ: 'Z',
  س: 's',
  ش: 'S',
  ص: 's',
  ض: 'z',
  ظ: 'z',
  غ: 'G',
  ف: 'f',
  ق: 'k',
  ک: 'k',
  ك: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ں: 'n',
};
const URDU_VOWEL = new Set([...'اآأإٱعوؤیيىےۓئءۃة']);
const URDU_HEH = new Set([...'ہهۂ']);
const URDU_FOLD: Record<string, string> = {
  ي: 'ی',
  ى: 'ی',
  ئ: 'ی',
  ك: 'ک',
  ه: 'ہ',
  ۂ: 'ہ',
  ة: 'ہ',
  ۃ: 'ہ',
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ۓ: 'ے',
};
/** Arabic vowel signs and the tatweel: not letters, left out of both keys. */
const isUrduMark = (code: number) => (code >= 0x64b && code <= 0x65f) || code === 0x670 || code === 0x640;
export const isUrduLetter = (code: number) =>
  (code >= 0x620 && code <= 0x64a) || (code >= 0x671 && code <= 0x6d3) || code === 0x6d5;

/** The consonant key and the folded spelling of one Urdu word (`text` from `start` to `end`). */
export function urduKeyOf(text: string, start: number, end: number): { key: string; word: string } {
  let skeleton = '';
  let word = '';
  let first: boolean | null = null;
  let lastVowel = false;
  let previous = '';
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (isUrduMark(code)) continue;
    const char = text[at]!;
    word += URDU_FOLD[char] ?? char;
    let sound: string;
    if (URDU_VOWEL.has(char)) sound = '';
    else if (URDU_HEH.has(char)) {
      const final = at + 1 >= end || !isUrduLetter(text.charCodeAt(at + 1));
      sound = final && previous !== '' && !URDU_VOWEL.has(previous) ? '' : 'h';
    } else if (char === 'ھ') sound = '-';
    else sound = URDU_CLASS[char] ?? '';
    previous = char;
    if (sound === '-') continue;
    first ??= sound === '';
    lastVowel = sound === '';
    if (sound && skeleton[skeleton.length - 1] !== sound) skeleton += sound;
  }
  return { key: `${first ? 'V' : 'C'}${skeleton}${lastVowel ? 'V' : 'C'}`, word };
}

const LATIN_VOWEL = /[aeiouywv]/;
/** The consonant keys a Latin spelling may have in Urdu (two when it ends in "h" after a vowel). */
function latinKeysOf(part: string): string[] {
  if (!/^[a-z]+$/.test(part)) return [];
  let skeleton = '';
  for (let at = 0; at < part.length; at++) {
    const char = part[at]!;
    const next = part[at + 1];
    let sound: string;
    if (next === 'h' && 'kgscz'.includes(char)) {
      sound = { k: 'x', g: 'G', s: 'S', c: 'C', z: 'Z' }[char]!;
      at++;
    } else if (next === 'h' && 'bdjptr'.includes(char)) {
      sound = char;
      at++;
    } else if (LATIN_VOWEL.test(char)) sound = '';
    else if (char === 'q' || char === 'c') sound = 'k';
    else if (char === 'x') sound = 'ks';
    else sound = char;
    if (sound && !skeleton.endsWith(sound)) skeleton += sound;
  }
  const first = LATIN_VOWEL.test(part[0]!) ? 'V' : 'C';
  const last = LATIN_VOWEL.test(part[part.length - 1]!) ? 'V' : 'C';
  const keys = [`${first}${skeleton}${last}`];
  // "Shah" is شاہ, "Sarah" سارہ: a final h after a vowel may be written or be the vowel.
  if (/[aeiou]h$/.test(part) && skeleton.endsWith('h')) keys.push(`${first}${skeleton.slice(0, -1)}V`);
  return keys.filter((key) => key.length >= 4);
}

/** The matcher of one profile's names; null when it has none. Cheap: no regular expression is compiled. */
export function nameMatcherOf(
  names: readonly (string | null | undefined)[],
  fold: (text: string) => string,
): NameMatcher | null {
  const parts = new Set<string>();
  const urduKeys = new Set<string>();
  const urduWords = new Set<string>();
  for (const name of names) {
    const words = fold(name ?? '')
      .toLowerCase()
      .split(/[\s,.'"()\-/_]+/u)
      .filter((part) => [...part].length >= 2);
    words.forEach((part, index) => {
      parts.add(part);
      if (part.includes('l')) parts.add(part.replaceAll('l', 'i'));
      if (isUrduLetter(part.charCodeAt(0))) {
        const { key, word } = urduKeyOf(part, 0, part.length);
        urduWords.add(word);
        if (key.length >= 4) urduKeys.add(key);
        return;
      }
      for (const spelling of URDU_SPELLINGS[part] ?? [])
        urduWords.add(urduKeyOf(spelling, 0, spelling.length).word);
      const keys = latinKeysOf(part);
      for (const key of keys) urduKeys.add(key);
      // Two names glued in Urdu: حرابیگ.
      const following = words[index + 1];
      if (following)
        for (const key of keys)
          for (const then of latinKeysOf(following)) urduKeys.add(`${key.slice(0, -1)}${then.slice(1)}`);
    });
  }
  if (parts.size === 0) return null;
  return { parts: [...parts].sort((a, b) => b.length - a.length), urduKeys, urduWords };
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

const LEET: Record<string, string> = {
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
const MAY_HOLD_LEET = /[a-z][013457@$|!]|[013457@$|!][a-z]/;
const SPACED = /(?<![\p{L}\p{N}])[\p{L}\p{N}](?:[^\p{L}\p{N}\n]{1,3}[\p{L}\p{N}](?![\p{L}\p{N}])){2,}/gu;
const MAY_BE_SPACED =
  /(?:^|[^\p{L}\p{N}])[\p{L}\p{N}][^\p{L}\p{N}\n]{1,3}[\p{L}\p{N}][^\p{L}\p{N}\n]{1,3}[\p{L}\p{N}](?![\p{L}\p{N}])/u;
const NOT_WORD_CHAR = /[^\p{L}\p{N}]/gu;
const ARABIC_LETTER = /[\u0620-\u064a\u0671-\u06d3]/;

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

function urduSpans(matcher: NameMatcher, key: string, spans: number[]) {
  if (matcher.urduKeys.size === 0 && matcher.urduWords.size === 0) return;
  for (let at = 0; at < key.length; at++) {
    if (!isUrduLetter(key.charCodeAt(at))) continue;
    const start = at;
    while (at < key.length && (isUrduLetter(key.charCodeAt(at)) || isUrduMark(key.charCodeAt(at)))) at++;
    const { key: sound, word } = urduKeyOf(key, start, at);
    if (matcher.urduWords.has(word) || matcher.urduKeys.has(sound)) spans.push(start, at);
  }
}

/**
 * Spans ([start, end) pairs pushed onto `spans`) of the names in `cased` (folded text) and `key` (the same,
 * lower-cased, of the same length).
 */
export function nameSpans(matcher: NameMatcher, cased: string, key: string, spans: number[]): void {
  const { parts } = matcher;
  if (parts.some((part) => key.includes(part))) findParts(cased, key, key, parts, spans);
  if (MAY_HOLD_LEET.test(key)) {
    const read = key.replace(LEET_CHAR, (char) => LEET[char]!);
    if (parts.some((part) => read.includes(part))) findParts(cased, read, key, parts, spans);
  }
  const arabic = ARABIC_LETTER.test(key);
  if (arabic) urduSpans(matcher, key, spans);
  if (MAY_BE_SPACED.test(key)) {
    SPACED.lastIndex = 0;
    for (let found = SPACED.exec(key); found; found = SPACED.exec(key)) {
      const letters = found[0].replace(NOT_WORD_CHAR, '').replace(LEET_CHAR, (char) => LEET[char]!);
      const hit =
        parts.some((part) => part.length >= 3 && letters.includes(part)) ||
        (arabic && isUrduLetter(letters.charCodeAt(0)) && urduHit(matcher, letters));
      if (hit) spans.push(found.index, found.index + found[0].length);
    }
  }
}

function urduHit(matcher: NameMatcher, letters: string): boolean {
  const { key, word } = urduKeyOf(letters, 0, letters.length);
  return matcher.urduWords.has(word) || matcher.urduKeys.has(key);
}
