import { i18n } from '@client/lib/i18n';
import type { NumberRange } from '@shared/constants';
import { typedWholeNumber } from '@shared/digits';

/** Pure helpers behind the filter panel's controls. */

/** A whole number within the range, as typed ('25'); anything else is held back from the address. */
export function inRange(value: string, range: NumberRange): boolean {
  const n = typedWholeNumber(value);
  return n !== undefined && n >= range.min && n <= range.max;
}

/** Whole numbers from min to max, as select options ('5', '6', …). */
export function numberOptions(range: NumberRange): string[] {
  const options: string[] = [];
  for (let n = range.min; n <= range.max; n += range.step ?? 1) options.push(String(n));
  return options;
}

/**
 * Slider marks every `every` km (and at the end); only the marks every `labelEvery` km, and the last, are
 * labelled, so that the labels stand apart (issue 16: every 100 km, every 200 km on a phone).
 */
export function radiusMarks(
  range: NumberRange,
  every: number,
  labelEvery = every * 2,
): { value: number; label?: string }[] {
  const marks: { value: number; label?: string }[] = [];
  const values: number[] = [];
  for (let v = range.min; v < range.max; v += every) values.push(v);
  values.push(range.max);
  for (const v of values) {
    const labelled = (v - range.min) % labelEvery === 0 || v === range.max;
    marks.push(labelled ? { value: v, label: i18n.t('profiles:kmMark', { n: v }) } : { value: v });
  }
  return marks;
}

/**
 * The 'Use partner preferences' switch: on is `'true'`. Off says `'false'` while the preferences are applied
 * (the server may apply them by default, so leaving the key out would not turn them off), else nothing.
 */
export function switchValue(
  checked: boolean,
  applied: string | number | string[] | undefined,
): 'true' | 'false' | null {
  if (checked) return 'true';
  return String(applied ?? '') === 'true' ? 'false' : null;
}
