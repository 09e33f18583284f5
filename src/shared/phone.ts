/** Phone numbers of SPEC §5: the accepted forms and their one stored (normalised) form. */

export const PHONE_HINT = 'Allowed formats: 03009876543, +923009876543, +1 555 123 4567';

/** Separators a family may type between digits. */
const SEP = String.raw`[\s\(\)\-]*`;
const DIGIT = String.raw`${SEP}\d`;

/**
 * Pakistani local (03xx + 7 digits); +92 / 0092 mobile; international: + or 00, a 1-4 digit country code
 * (not starting with 0), then 6-16 digits. Usable as an HTML `pattern` (anchors are implied there).
 */
export const PHONE_PATTERN_SOURCE = [
  `${SEP}0${SEP}3(?:${DIGIT}){9}${SEP}`,
  `${SEP}(?:\\+|00)${SEP}9${SEP}2${SEP}3(?:${DIGIT}){9}${SEP}`,
  `${SEP}(?:\\+|00)${SEP}[1-9](?:${DIGIT}){0,3}(?:${DIGIT}){6,16}${SEP}`,
].join('|');

export const PHONE_PATTERN = new RegExp(`^(?:${PHONE_PATTERN_SOURCE})$`);

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

/**
 * The stored form: +<country code><number>. Brackets and dashes go with the spaces so that one number
 * typed two ways is stored once and matches in search.
 */
export function normalisePhone(value: string): string {
  const compact = value.replace(/[\s()-]/g, '');
  if (compact === '') return '';
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('03')) return `+923${compact.slice(2)}`;
  if (!compact.startsWith('+')) return `+92${compact}`;
  return compact;
}

/** Digits only, as a chat link (wa.me) wants them. */
export function phoneDigits(value: string): string {
  return normalisePhone(value).replace(/\D/g, '');
}
