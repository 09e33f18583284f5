import type { ProfileFormState } from './form-values';

/** One field someone else changed since the form opened: what the form has, what is stored now. */
export interface MergeRow {
  field: keyof ProfileFormState;
  yours: string;
  theirs: string;
  /** Whether this person changed the field too (then keeping hers is the default). */
  editedHere: boolean;
}

/**
 * A three-way comparison (decision 055): `base` is the form as it opened, `mine` as it is now, `theirs` the
 * profile as stored now. Fields only someone else changed, and fields both changed differently, are the rows
 * to choose on; fields only this person changed keep her value without a question.
 */
export function mergeRows(
  base: ProfileFormState,
  mine: ProfileFormState,
  theirs: ProfileFormState,
): MergeRow[] {
  const rows: MergeRow[] = [];
  for (const field of Object.keys(theirs) as (keyof ProfileFormState)[]) {
    const [b, m, t] = [String(base[field] ?? ''), String(mine[field] ?? ''), String(theirs[field] ?? '')];
    if (t === b || t === m) continue;
    rows.push({ field, yours: m, theirs: t, editedHere: m !== b });
  }
  return rows;
}

/** The form after the choices: `mine`, with the fields chosen as theirs taken from `theirs`. */
export function applyChoices(
  mine: ProfileFormState,
  theirs: ProfileFormState,
  takeTheirs: ReadonlySet<keyof ProfileFormState>,
): ProfileFormState {
  const merged = { ...mine };
  for (const field of takeTheirs) (merged as Record<string, unknown>)[field] = theirs[field];
  return merged;
}
