import { isListedCity } from '@shared/city';
import { NATIVE_LANGUAGES, RELIGIONS } from '@shared/enums';
import { HELD_TEXT_FIELDS, type HeldText, type HeldTextField } from '@shared/held-text';
import { COUNTRIES } from '@shared/places';
import type { ProfileRow } from '../db/schema';
import type { HistoryEntry } from '../history/repository';
import type { ProfileColumns } from './columns';

const COUNTRY_NAMES = new Set(COUNTRIES.map((c) => c.name.toLowerCase()));
const listed = (values: readonly string[]) => (value: string) => values.includes(value);

/**
 * A value picked from a built-in list carries no words of the family's own, so it is not held (decision
 * 048): a listed city (stored in the list's spelling), a listed religion or language, a listed country.
 * Their own words ("Other" written out, a town abroad) are held like any text.
 */
const PICKED_FROM_LIST: Partial<Record<HeldTextField, (value: string) => boolean>> = {
  city: isListedCity,
  homeTown: isListedCity,
  workCity: isListedCity,
  religion: listed(RELIGIONS),
  nativeLanguage: listed(NATIVE_LANGUAGES),
  workCountry: (value) => COUNTRY_NAMES.has(value.trim().toLowerCase()),
};

/** Whether a family's new value of `field` waits for a matchmaker: new words, not emptied, not from a list. */
function needsReview(field: HeldTextField, value: string | null, approved: string | null): value is string {
  if (value === null || value === '' || value === approved) return false;
  return !(PICKED_FROM_LIST[field]?.(value) ?? false);
}

export const heldTextOf = (row: Pick<ProfileRow, 'heldText'>): HeldText => row.heldText ?? {};

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A save's columns and held text (decision 048):
 * - `hold`, a family's save of an approved profile: each new text that needs review is held and its column
 *   keeps the approved value; any other value is written and drops what was held for its field;
 * - `write`, a family's save of a profile still in Review: every value is written and nothing stays held (the
 *   whole profile is reviewed with it);
 * - `matchmaker`: every value is written; a held value stays only where the matchmaker left its field's
 *   approved value as it was (a matchmaker's own edit of the field wins over the family's held one).
 */
export function splitHeldText(
  before: ProfileRow,
  columns: ProfileColumns,
  mode: 'hold' | 'write' | 'matchmaker',
): { columns: ProfileColumns; held: HeldText } {
  const previous = heldTextOf(before);
  const out = { ...columns };
  const held: HeldText = {};
  for (const field of HELD_TEXT_FIELDS) {
    const value = text(columns[field]);
    const approved = text(before[field]);
    if (mode === 'hold' && needsReview(field, value, approved)) {
      held[field] = value;
      out[field] = approved as never;
    } else if (mode === 'matchmaker' && previous[field] !== undefined && value === approved) {
      held[field] = previous[field];
    }
  }
  return { columns: out, held };
}

/**
 * History rows for every held value that a save sets, replaces or drops (`held:<field>`): from the text the
 * family had (its held text, else the approved `row`'s) to the new held text, or none (null) when dropped.
 */
export function heldChanges(
  id: number,
  before: HeldText,
  after: HeldText,
  approved?: Pick<ProfileRow, HeldTextField>,
): HistoryEntry[] {
  return HELD_TEXT_FIELDS.filter((field) => (before[field] ?? null) !== (after[field] ?? null)).map(
    (field) => ({
      entity: 'profile' as const,
      entityId: id,
      field: `held:${field}`,
      fromValue: before[field] ?? approved?.[field] ?? null,
      toValue: after[field] ?? null,
    }),
  );
}

/** A held-text map with its fields in one order, to compare two as JSON. */
export const sortedHeld = (held: HeldText) =>
  Object.fromEntries(HELD_TEXT_FIELDS.filter((f) => held[f] !== undefined).map((f) => [f, held[f]]));
