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

/**
 * Pictures in the comparison (decision 067): the same three-way rule over the ordered file ids. Null when
 * there is nothing to ask (nobody else changed them, or both made the same set).
 */
export interface PicturesRow {
  yours: string[];
  theirs: string[];
  editedHere: boolean;
  /** Thumbnail address by file id, for both sets; a picture without one is no longer stored. */
  thumbnails: Record<string, string>;
}

export function mergePictures(
  base: readonly string[],
  mine: readonly string[],
  theirs: readonly string[],
  thumbnails: Record<string, string>,
): PicturesRow | null {
  const [b, m, t] = [base.join(), mine.join(), theirs.join()];
  if (t === b || t === m) return null;
  return { yours: [...mine], theirs: [...theirs], editedHere: m !== b, thumbnails };
}

/**
 * The pictures a resolved save sends: theirs, or hers without those the other save removed (no longer stored,
 * so they cannot be kept; the server would refuse the whole save for them).
 */
export function chosenPictures(row: PicturesRow, takeTheirs: boolean): string[] {
  if (takeTheirs) return [...row.theirs];
  return row.yours.filter((id) => row.thumbnails[id] !== undefined);
}
