/**
 * Digits as a keyboard types them (issue 30 item 3). An Urdu keyboard types Extended Arabic-Indic digits
 * (۰–۹, U+06F0–U+06F9) by default, an Arabic one Arabic-Indic digits (٠–٩, U+0660–U+0669). Every number and
 * phone field accepts them: the form shows them as typed, the shared schemas read them as Western digits
 * (0–9), and the server stores Western digits. One rule, used by every schema a typed number goes through
 * (`withWesternDigits` in schema-fields.ts). Free of zod: the form's fields and the list's filters read digits
 * with their first render, and zod is loaded only once a form is checked or sent (decisions 023, 099).
 */

const URDU_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

/** A character class body for every digit a keyboard types: `[${TYPED_DIGITS}]`. */
export const TYPED_DIGITS = '0-9\u0660-\u0669\u06F0-\u06F9';

const EASTERN = /[\u0660-\u0669\u06F0-\u06F9]/g;
const NOT_TYPED_DIGIT = new RegExp(`[^${TYPED_DIGITS}]`, 'g');

/** The text with Urdu and Arabic-Indic digits written as Western ones; everything else unchanged. */
export function westernDigits(text: string): string {
  return text.replace(EASTERN, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= URDU_ZERO ? URDU_ZERO : ARABIC_ZERO));
  });
}

/** Only the digits of a text, as typed (a digits-only field drops anything else). */
export function onlyTypedDigits(text: string): string {
  return text.replace(NOT_TYPED_DIGIT, '');
}

/** A typed whole number ('25', '۲۵', '٢٥') as a number, or undefined. */
export function typedWholeNumber(text: string): number | undefined {
  const western = westernDigits(text.trim());
  return /^\d+$/.test(western) ? Number(western) : undefined;
}
