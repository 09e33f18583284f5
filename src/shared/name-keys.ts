/**
 * The keys by which free-text-names.ts knows a name across scripts (decision 051).
 *
 * Names in Urdu script are known two ways: a short table of common names whose Urdu spelling no rule finds
 * (Ali → علی), and a consonant key that a Latin spelling and its Urdu spellings share: Hira, حرا and ہیرا
 * are all "h r, ending in a vowel". Vowels are left out because Urdu mostly leaves them unwritten; letters
 * that sound alike share a key (س ص ث are s; ز ذ ض ظ are z; ت ط ٹ are t; ح ہ are h). A key needs two
 * consonants or more: one consonant would match too many Urdu words.
 */

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

/** Sounds a consonant key is made of; letters that sound alike share one. */
const SOUNDS = 'bptsjChxdrzZSGfkglmn';
export const NOT_LETTER = 0;
const MARK = -1;
const VOWEL = -2;
const HEH = -3;
const ASPIRATE = -4;
/** Each Arabic-block character (U+0600 + index): a sound (1…), or what else it is. */
const URDU = new Int8Array(256);
for (const [letters, sound] of [
  ['ب', 'b'],
  ['پ', 'p'],
  ['تٹط', 't'],
  ['ثسص', 's'],
  ['ج', 'j'],
  ['چ', 'C'],
  ['ح', 'h'],
  ['خ', 'x'],
  ['دڈ', 'd'],
  ['رڑ', 'r'],
  ['ذزضظ', 'z'],
  ['ژ', 'Z'],
  ['ش', 'S'],
  ['غ', 'G'],
  ['ف', 'f'],
  ['قکك', 'k'],
  ['گ', 'g'],
  ['ل', 'l'],
  ['م', 'm'],
  ['نں', 'n'],
] as const)
  for (const letter of letters) URDU[letter.charCodeAt(0) - 0x600] = SOUNDS.indexOf(sound) + 1;
for (const letter of 'اآأإٱعوؤیيىےۓئءۃةۀە') URDU[letter.charCodeAt(0) - 0x600] = VOWEL;
for (const letter of 'ہهۂ') URDU[letter.charCodeAt(0) - 0x600] = HEH;
URDU[0x6be] = ASPIRATE;
for (let code = 0x64b; code <= 0x65f; code++) URDU[code - 0x600] = MARK;
URDU[0x670] = MARK;
URDU[0x640] = MARK;

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

export const urduOf = (code: number) => (code >= 0x600 && code < 0x700 ? URDU[code - 0x600]! : NOT_LETTER);
export const isUrduLetter = (code: number) => {
  const kind = urduOf(code);
  return kind !== NOT_LETTER && kind !== MARK;
};

/**
 * A consonant key as a number: the sounds in base 32, then whether it starts and ends with a vowel. Distinct
 * sounds give distinct numbers; more than ten consonants give -1 (no name is that long).
 */
export function keyOf(sounds: number[], firstVowel: boolean, lastVowel: boolean): number {
  if (sounds.length > 10) return -1;
  let hash = 0;
  for (const sound of sounds) hash = hash * 32 + sound;
  return hash * 4 + (firstVowel ? 2 : 0) + (lastVowel ? 1 : 0);
}

/** The consonant key of one Urdu word (`text` from `start` to `end`), and how many consonants it has. */
export function urduKeyOf(text: string, start: number, end: number): number {
  let hash = 0;
  let count = 0;
  let first = 0;
  let lastVowel = false;
  let previous = 0;
  let kindBefore = 0;
  for (let at = start; at < end; at++) {
    let kind = urduOf(text.charCodeAt(at));
    if (kind === MARK || kind === ASPIRATE || kind === NOT_LETTER) continue;
    if (kind === HEH) {
      // A final ہ after a consonant is the vowel of فاطمہ; elsewhere it is h.
      let next = at + 1;
      while (next < end && urduOf(text.charCodeAt(next)) === MARK) next++;
      kind = next >= end && kindBefore > 0 ? VOWEL : SOUNDS.indexOf('h') + 1;
    }
    kindBefore = kind;
    if (first === 0) first = kind === VOWEL ? 2 : 1;
    lastVowel = kind === VOWEL;
    if (kind > 0 && kind !== previous) {
      if (++count > 10) return -1;
      hash = hash * 32 + kind;
      previous = kind;
    }
  }
  return hash * 4 + (first === 2 ? 2 : 0) + (lastVowel ? 1 : 0);
}

/** One Urdu word as spelled, folded: the letters without vowel signs, one letter for its variants. */
export function urduWordOf(text: string, start: number, end: number): string {
  let word = '';
  for (let at = start; at < end; at++) {
    const kind = urduOf(text.charCodeAt(at));
    if (kind === MARK || kind === NOT_LETTER) continue;
    const char = text[at]!;
    word += URDU_FOLD[char] ?? char;
  }
  return word;
}

export const isLatinVowel = (char: string | undefined) => char !== undefined && 'aeiouywv'.includes(char);
const ASPIRATED: Record<string, string> = {
  k: 'x',
  g: 'G',
  s: 'S',
  c: 'C',
  z: 'Z',
  b: 'b',
  d: 'd',
  j: 'j',
  p: 'p',
  t: 't',
  r: 'r',
};
/** The consonant sounds of a Latin spelling; null when it is not plain Latin letters. */
function latinSoundsOf(part: string): number[] | null {
  const sounds: number[] = [];
  for (let at = 0; at < part.length; at++) {
    const char = part[at]!;
    if (char < 'a' || char > 'z') return null;
    let sound: string;
    if (part[at + 1] === 'h' && ASPIRATED[char]) {
      sound = ASPIRATED[char]!;
      at++;
    } else if (isLatinVowel(char)) continue;
    else if (char === 'q' || char === 'c') sound = 'k';
    else sound = char === 'x' ? 'k' : char;
    const index = SOUNDS.indexOf(sound) + 1;
    if (index > 0 && sounds[sounds.length - 1] !== index) sounds.push(index);
  }
  return sounds;
}

/** The keys a Latin spelling may have in Urdu: "Shah" is شاہ and "Sarah" سارہ (a final h after a vowel). */
function latinKeysOf(sounds: number[], part: string): number[] {
  const first = isLatinVowel(part[0]);
  const keys = [keyOf(sounds, first, isLatinVowel(part[part.length - 1]))];
  if (part.length > 2 && part.endsWith('h') && isLatinVowel(part[part.length - 2]))
    keys.push(keyOf(sounds.slice(0, -1), first, true));
  return keys;
}

export type PartKeys = { sounds: number[] | null; keys: number[]; exact: [number, string][] };
/** Keys of name parts already seen: names repeat across profiles (Muhammad, Khan…). Bounded. */
const partKeys = new Map<string, PartKeys>();
export function keysOfPart(part: string): PartKeys {
  let found = partKeys.get(part);
  if (found) return found;
  const exact: [number, string][] = [];
  const urdu = isUrduLetter(part.charCodeAt(0));
  for (const spelling of urdu ? [part] : (URDU_SPELLINGS[part] ?? []))
    exact.push([urduKeyOf(spelling, 0, spelling.length), urduWordOf(spelling, 0, spelling.length)]);
  const sounds = urdu ? null : latinSoundsOf(part);
  const keys = urdu
    ? [urduKeyOf(part, 0, part.length)].filter((key) => key >= 33 * 4)
    : sounds && sounds.length >= 2
      ? latinKeysOf(sounds, part)
      : [];
  found = { sounds, keys, exact };
  if (partKeys.size >= 10_000) partKeys.clear();
  partKeys.set(part, found);
  return found;
}
