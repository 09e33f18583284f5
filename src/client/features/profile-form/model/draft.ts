import { MAX_PICTURES } from '@shared/constants';
import { emptyFormState, FORM_FIELDS, type ProfileFormState } from './form-values';

/** Local storage key of the new-profile draft (SPEC §2: saved after a 500 ms pause, restored next time). */
export const DRAFT_STORAGE_KEY = 'profile-draft';
const DRAFT_VERSION = 1;

export interface ProfileDraft {
  values: ProfileFormState;
  /** Ids of pictures already uploaded (restored into the uploader as limbo files). */
  pictures: string[];
  /**
   * The names the family's files had ("IMG_2041.jpg"), by picture id, shown on the restored tiles. Display
   * only, on the family's own phone: they never go to the server, which names a picture by its id alone.
   */
  pictureNames: Record<string, string>;
}

/** The longest picture name a draft keeps (a phone's file names are far shorter). */
const PICTURE_NAME_MAX = 120;

/** A file's name as a draft keeps it: one line of text, trimmed and cut short; null when nothing is left. */
export function pictureDisplayName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const clean = name
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, PICTURE_NAME_MAX);
  return clean === '' ? null : clean;
}

/** The names of `ids` only, each made a display name (anything else is dropped). */
function namesOf(ids: readonly string[], names: unknown): Record<string, string> {
  const kept: Record<string, string> = {};
  if (typeof names !== 'object' || names === null) return kept;
  for (const id of ids) {
    const name = Object.hasOwn(names, id) ? pictureDisplayName((names as Record<string, unknown>)[id]) : null;
    if (name) kept[id] = name;
  }
  return kept;
}

export function serialiseDraft(draft: ProfileDraft): string {
  const values: Partial<ProfileFormState> = {};
  for (const field of FORM_FIELDS) if (draft.values[field] !== '') values[field] = draft.values[field];
  return JSON.stringify({
    version: DRAFT_VERSION,
    values,
    pictures: draft.pictures,
    pictureNames: namesOf(draft.pictures, draft.pictureNames),
  });
}

const PICTURE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * A stored draft over the new-profile defaults; anything unreadable or foreign is ignored, so a damaged or
 * older draft never breaks the form. Fields the family had emptied stay empty.
 */
export function parseDraft(raw: string | null): ProfileDraft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { version, values, pictures, pictureNames } = data as Record<string, unknown>;
  if (version !== DRAFT_VERSION || typeof values !== 'object' || values === null) return null;

  const draftValues = emptyFormState();
  const stored = values as Record<string, unknown>;
  for (const field of FORM_FIELDS) {
    const value = stored[field];
    draftValues[field] = typeof value === 'string' ? value.slice(0, 5000) : '';
  }
  const ids = Array.isArray(pictures)
    ? pictures
        .filter((id): id is string => typeof id === 'string' && PICTURE_ID.test(id))
        .slice(0, MAX_PICTURES)
    : [];
  // A draft saved before names were kept has none: its tiles show the ids, as they did.
  return { values: draftValues, pictures: ids, pictureNames: namesOf(ids, pictureNames) };
}
