/**
 * The text the cleaner reads (decision 051): each character of a family's text folded to what it looks like,
 * with the place it came from, so that what is found in the folded text is hidden in the text as written and
 * everything else arrives unchanged.
 *
 * A character is folded by compatibility decomposition (NFKD: full-width, circled, mathematical and
 * superscript forms become plain letters and digits) without its combining marks (accents, Arabic vowel
 * signs, keycaps, variation selectors); format characters (zero-width spaces and joiners, direction marks,
 * the soft hyphen) and the Arabic tatweel vanish; every decimal digit of every script becomes 0–9; Cyrillic
 * and Greek letters that look Latin become the Latin letter.
 */

export type Folded = {
  /** The folded text (case kept). */
  text: string;
  /** For each UTF-16 unit of `text`, where its character starts in the original; null when they are equal. */
  from: Int32Array | null;
};

/** What one pass over a text found (see `scan`). */
export const NEEDS_FOLD = 1;
/** Seven digits or more, or five in a row: maybe a phone. */
export const MANY_DIGITS = 2;
export const ARABIC = 4;
/** A digit or sign next to a Latin letter: maybe a name written with digits (H1ra). */
export const LEET = 8;
/** Three single characters in a row with separators between: maybe a spaced name (H i r a). */
export const SPACED = 16;

// What each ASCII character is to `scan`.
const DIGIT_CHAR = 1;
const SEPARATOR_CHAR = 2;
const LEET_CHAR = 4;
const LATIN_CHAR = 8;
const ASCII_KIND = new Uint8Array(128);
for (let code = 0x30; code <= 0x39; code++) ASCII_KIND[code] = DIGIT_CHAR;
for (const char of ' .-_*,|/+:~\t') ASCII_KIND[char.charCodeAt(0)]! |= SEPARATOR_CHAR;
for (const char of '013457@$|!') ASCII_KIND[char.charCodeAt(0)]! |= LEET_CHAR;
for (let code = 0x41; code <= 0x5a; code++) ASCII_KIND[code] = LATIN_CHAR;
for (let code = 0x61; code <= 0x7a; code++) ASCII_KIND[code] = LATIN_CHAR;

/**
 * Characters that fold to themselves: ASCII, Urdu and Arabic letters and signs (not their digits or format
 * characters) and the common typographic quotes and dashes. Most text a family writes is made of them.
 */
const foldsToItself = (code: number) =>
  code < 0x80
    ? true
    : code >= 0x606 && code <= 0x6ff
      ? code !== 0x61c &&
        code !== 0x640 &&
        code !== 0x6dd &&
        !(code >= 0x660 && code <= 0x669) &&
        !(code >= 0x6f0 && code <= 0x6f9)
      : code === 0x2013 ||
        code === 0x2014 ||
        code === 0x2018 ||
        code === 0x2019 ||
        code === 0x201c ||
        code === 0x201d ||
        code === 0x2026;

/**
 * One pass over a text for the cheap tests that decide which slower searches to run (a page of matches
 * carries over a thousand fields, most of them holding nothing to hide): one loop costs less than the
 * several regular expressions it replaces.
 */
export function scan(text: string): number {
  let flags = 0;
  let digits = 0;
  let run = 0;
  let word = 0;
  let gap = 0;
  let singles = 0;
  let previous = SEPARATOR_CHAR;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    let kind = 0;
    if (code < 0x80) kind = ASCII_KIND[code]!;
    else if (!foldsToItself(code)) flags |= NEEDS_FOLD;
    else if (code >= 0x620 && code <= 0x6d3) flags |= ARABIC;
    else if (code === 0xb7 || code === 0x2022) kind = SEPARATOR_CHAR;
    if (kind & DIGIT_CHAR) {
      digits++;
      if (++run >= 5) flags |= MANY_DIGITS;
    } else run = 0;
    if ((kind & LEET_CHAR && previous & LATIN_CHAR) || (previous & LEET_CHAR && kind & LATIN_CHAR))
      flags |= LEET;
    if (kind & SEPARATOR_CHAR) {
      if (word === 1) {
        if (++singles >= 3) flags |= SPACED;
      } else if (word > 1) singles = 0;
      word = 0;
      if (++gap > 3) singles = 0;
    } else {
      word++;
      gap = 0;
    }
    previous = kind;
  }
  if (word === 1 && singles >= 2) flags |= SPACED;
  if (digits >= 7) flags |= MANY_DIGITS;
  return flags;
}

const LOOKALIKE: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  һ: 'h',
  ԁ: 'd',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  ь: 'b',
  г: 'r',
  п: 'n',
  и: 'u',
  л: 'n',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ѕ: 'S',
  І: 'I',
  Ї: 'I',
  Ј: 'J',
  Һ: 'H',
  Ӏ: 'I',
  Ԛ: 'Q',
  Ԝ: 'W',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  ς: 's',
  σ: 'o',
  μ: 'u',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};

const FORMAT = /^[\p{Cf}\u0640]$/u;
const MARKS = /\p{M}/gu;
const DECIMAL_DIGIT = /\p{Nd}/u;
const NOT_ASCII_DIGIT = /[^\P{Nd}0-9]/gu;

/** The value of a decimal digit: digits of a script are ten in a row, from zero (the Unicode rule). */
function digitValue(digit: string): string {
  let zero = digit.codePointAt(0)!;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(zero - 1))) zero--;
  return String((digit.codePointAt(0)! - zero) % 10);
}

const folds = new Map<number, string>();
function foldOf(codePoint: number): string {
  let folded = folds.get(codePoint);
  if (folded !== undefined) return folded;
  const char = String.fromCodePoint(codePoint);
  if (FORMAT.test(char)) folded = '';
  else
    folded = [...char.normalize('NFKD').replace(MARKS, '').replace(NOT_ASCII_DIGIT, digitValue)]
      .map((c) => LOOKALIKE[c] ?? c)
      .join('');
  folds.set(codePoint, folded);
  return folded;
}

/** The text as the cleaner reads it (see the module's comment). */
export function fold(text: string, flags = scan(text)): Folded {
  if (!(flags & NEEDS_FOLD)) return { text, from: null };
  let out = '';
  const from: number[] = [];
  for (let at = 0; at < text.length; ) {
    const codePoint = text.codePointAt(at)!;
    const folded = codePoint < 0x80 ? String.fromCharCode(codePoint) : foldOf(codePoint);
    out += folded;
    for (let k = 0; k < folded.length; k++) from.push(at);
    at += codePoint > 0xffff ? 2 : 1;
  }
  return { text: out, from: Int32Array.from(from) };
}

/**
 * The original text with every span of the folded text ([start, end) pairs, in any order, overlapping or not)
 * replaced by `replacement`; spans that overlap or touch become one.
 */
export function replaceSpans(original: string, folded: Folded, spans: number[], replacement: string): string {
  if (spans.length === 0) return original;
  const pairs: [number, number][] = [];
  for (let k = 0; k < spans.length; k += 2) {
    const start = spans[k]!;
    const end = spans[k + 1]!;
    if (end <= start) continue;
    if (!folded.from) pairs.push([start, end]);
    else {
      const last = folded.from[end - 1]!;
      pairs.push([folded.from[start]!, last + (original.codePointAt(last)! > 0xffff ? 2 : 1)]);
    }
  }
  pairs.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  let out = '';
  let kept = 0;
  let open: [number, number] | null = null;
  for (const pair of pairs) {
    if (open && pair[0] <= open[1]) {
      open[1] = Math.max(open[1], pair[1]);
      continue;
    }
    if (open) {
      out += `${original.slice(kept, open[0])}${replacement}`;
      kept = open[1];
    }
    open = [pair[0], pair[1]];
  }
  if (open) {
    out += `${original.slice(kept, open[0])}${replacement}`;
    kept = open[1];
  }
  return out + original.slice(kept);
}
