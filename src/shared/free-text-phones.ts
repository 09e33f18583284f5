/**
 * Phone numbers in folded, lower-cased text (decision 051), however they are broken up: digit groups (0–9,
 * or digits written as English, Roman Urdu or Urdu words, "double"/"triple" included) joined by any
 * separator that is not a letter or a digit (dashes, commas, slashes, stars, pipes, emoji, runs of spaces),
 * or by one short word ("0300 x 765 and 4321"). A joined run of seven or more digits is a phone; so is a
 * single group of five or more digits (half of a number split across two fields). Years, dates, marks
 * ("950/1100"), times and amounts of money written as such are numbers, not phones.
 */

const WORD_DIGITS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  sifar: '0',
  ek: '1',
  do: '2',
  teen: '3',
  char: '4',
  chaar: '4',
  panch: '5',
  paanch: '5',
  chay: '6',
  chhe: '6',
  che: '6',
  chhay: '6',
  saat: '7',
  aath: '8',
  aat: '8',
  nau: '9',
  صفر: '0',
  ایک: '1',
  ايک: '1',
  دو: '2',
  تین: '3',
  تين: '3',
  چار: '4',
  پانچ: '5',
  چھ: '6',
  چھے: '6',
  چه: '6',
  سات: '7',
  آٹھ: '8',
  اٹھ: '8',
  نو: '9',
};
const REPEAT: Record<string, number> = { double: 2, triple: 3, ڈبل: 2, ٹرپل: 3 };

import { ARABIC, MANY_DIGITS } from './free-text-fold';

const EN_DIGIT_WORD =
  'zero|one|two|three|four|five|six|seven|eight|nine|double|triple|sifar|ek|teen|chaa?r|paa?nch|chh?a?y|chhe|che|saat|aath?|nau';
const TWO_DIGIT_WORDS = new RegExp(`\\b(?:${EN_DIGIT_WORD}|\\d)\\W{1,6}(?:${EN_DIGIT_WORD})\\b`);
const UR_DIGIT_WORD = 'صفر|ایک|ايک|دو|تین|تين|چار|پانچ|چھے|چھ|چه|سات|آٹھ|اٹھ|نو|ڈبل|ٹرپل';
const TWO_URDU_DIGIT_WORDS = new RegExp(
  `(?:${UR_DIGIT_WORD}|\\d)[^\\u0600-\\u06ff\\d]{1,6}(?:${UR_DIGIT_WORD})(?![\\u0600-\\u06ff])`,
);

/**
 * Whether text may hold a phone: five digits in a row or seven in all (`scan` counted them), or two digit
 * words together in a text long enough for seven (twenty characters: "ek do ek do ek do ek").
 */
export function mayHoldPhone(key: string, flags: number): 'digits' | 'words' | null {
  if (
    (key.length >= 20 && TWO_DIGIT_WORDS.test(key)) ||
    ((flags & ARABIC) !== 0 && TWO_URDU_DIGIT_WORDS.test(key))
  )
    return 'words';
  return flags & MANY_DIGITS ? 'digits' : null;
}

type Group = { start: number; end: number; digits: string; words: boolean };

const LETTER = /\p{L}/u;
function isLetter(code: number, key: string, at: number): boolean {
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
  return LETTER.test(String.fromCodePoint(key.codePointAt(at)!));
}
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

const DIGIT_RUN = /\d+/g;
/** The digit groups of `key`, in order; digit words too when `words` (the slower way). */
function groupsOf(key: string, words: boolean): Group[] {
  const groups: Group[] = [];
  if (!words) {
    DIGIT_RUN.lastIndex = 0;
    for (let found = DIGIT_RUN.exec(key); found; found = DIGIT_RUN.exec(key))
      groups.push({ start: found.index, end: found.index + found[0].length, digits: found[0], words: false });
    return groups;
  }
  let repeat = 1;
  for (let at = 0; at < key.length; ) {
    const code = key.charCodeAt(at);
    if (isDigit(code)) {
      const start = at;
      while (at < key.length && isDigit(key.charCodeAt(at))) at++;
      const digits = key.slice(start, at);
      groups.push({ start, end: at, digits: repeat > 1 ? digits.repeat(repeat) : digits, words: false });
      repeat = 1;
    } else if (isLetter(code, key, at)) {
      const start = at;
      while (at < key.length && isLetter(key.charCodeAt(at), key, at)) at++;
      const word = key.slice(start, at);
      const digit = WORD_DIGITS[word];
      if (digit !== undefined) {
        groups.push({ start, end: at, digits: digit.repeat(repeat), words: true });
        repeat = 1;
      } else repeat = REPEAT[word] ?? 1;
    } else at++;
  }
  return groups;
}

const isYear = (g: Group) => !g.words && g.digits.length === 4 && /^(?:19|20)\d\d$/.test(g.digits);

const DATE = /^(?:\d{1,2}([./-])\d{1,2}\1(?:\d{2}|(?:19|20)\d\d)|(?:19|20)\d\d([./-])\d{1,2}\2\d{1,2})$/;
const TIME = /^\d{1,2}[:.]\d\d(?:\s*[-–—]\s*\d{1,2}[:.]\d\d)?$/;
const MARKS = /^(\d{1,4})\s?\/\s?(\d{2,4})$/;
const GROUPED_AMOUNT = /^[1-9]\d{0,2}(?:,\d{3})+$|^[1-9]\d?(?:,\d\d)*,\d{3}$/;
const MONEY_BEFORE = /(?:rs\.?|pkr|usd|aed|sar|gbp|cad|\$|£|€|روپے)\s*$/;
const MONEY_AFTER = /^\s*(?:\/-|rs\b|rupees|pkr|lakh|lac|k\b|per\b|pm\b|monthly|روپے|لاکھ|ماہانہ)/;

/** Whether a run of groups joined by separators is a number written as such rather than a phone. */
function isPlainNumber(key: string, run: Group[], digits: number): boolean {
  if (run.some((g) => g.words)) return false;
  if (run.length > 1 && run.every(isYear)) return true;
  const text = key.slice(run[0]!.start, run[run.length - 1]!.end);
  if (DATE.test(text) || TIME.test(text)) return true;
  const marks = MARKS.exec(text);
  if (marks && Number(marks[2]) >= Number(marks[1]) && Number(marks[2]) % 50 === 0) return true;
  const money =
    MONEY_BEFORE.test(key.slice(Math.max(0, run[0]!.start - 8), run[0]!.start)) ||
    MONEY_AFTER.test(key.slice(run[run.length - 1]!.end, run[run.length - 1]!.end + 10));
  if (GROUPED_AMOUNT.test(text)) return digits <= 6 || (money && digits <= 9);
  return run.length === 1 && money && digits <= 9;
}

const HAS_LETTER = /\p{L}/u;
/** Whether the text between two groups joins them tightly (no letters, short). */
const tightGap = (key: string, from: number, to: number) =>
  to - from <= 6 && !HAS_LETTER.test(key.slice(from, to));

/** Spans ([start, end) pairs pushed onto `spans`) of every phone in folded, lower-cased `key`. */
export function phoneSpans(key: string, spans: number[], words = true): void {
  const groups = groupsOf(key, words);
  if (groups.length === 0) return;
  // Tight runs: groups joined by separators only.
  const runs: Group[][] = [];
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g]!;
    const last = runs[runs.length - 1];
    if (g > 0 && tightGap(key, groups[g - 1]!.end, group.start)) last!.push(group);
    else runs.push([group]);
  }
  // Chains: runs joined by one short word, unless either is a year or a number written as such.
  type Run = { groups: Group[]; digits: number; plain: boolean };
  const described: Run[] = runs.map((run) => {
    const digits = run.reduce((n, g) => n + g.digits.length, 0);
    return {
      groups: run,
      digits,
      plain: digits >= 4 && ((run.length === 1 && isYear(run[0]!)) || isPlainNumber(key, run, digits)),
    };
  });
  let chain: Run[] = [];
  const close = () => {
    if (chain.length === 0) return;
    const digits = chain.reduce((n, r) => n + r.digits, 0);
    const only = chain[0]!;
    const lone = chain.length === 1 && only.groups.length === 1 && !only.groups[0]!.words && digits >= 5;
    if ((digits >= 7 && !(chain.length === 1 && only.plain)) || (lone && !only.plain)) {
      let start = only.groups[0]!.start;
      const lastRun = chain[chain.length - 1]!;
      let end = lastRun.groups[lastRun.groups.length - 1]!.end;
      const inside = key.slice(start, end);
      if (key[start - 1] === '+') start--;
      else if (key[start - 1] === '(' && (inside.includes(')') || key[end] === ')')) start--;
      if (key[end] === ')' && key.slice(start, end).includes('(')) end++;
      spans.push(start, end);
    }
    chain = [];
  };
  for (let r = 0; r < described.length; r++) {
    const run = described[r]!;
    const previous = chain[chain.length - 1];
    // A run that is a phone by itself stays one: "0313-7777771 or 0300-7654321" is two phones.
    const whole = (previous?.digits ?? 0) >= 7 || run.digits >= 7;
    if (previous && !whole && !previous.plain && !run.plain && shortWordGap(key, previous, run))
      chain.push(run);
    else {
      close();
      chain.push(run);
    }
  }
  close();
}

const ONE_SHORT_WORD = /^[^\p{L}\p{N}\n]{0,3}\p{L}{1,4}[^\p{L}\p{N}\n]{0,3}$/u;
function shortWordGap(key: string, before: { groups: Group[] }, after: { groups: Group[] }): boolean {
  const from = before.groups[before.groups.length - 1]!.end;
  const to = after.groups[0]!.start;
  return to - from <= 10 && ONE_SHORT_WORD.test(key.slice(from, to));
}
