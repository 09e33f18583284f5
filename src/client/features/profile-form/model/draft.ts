import { MAX_PICTURES } from '@shared/constants';
import { emptyFormState, FORM_FIELDS, type ProfileFormState } from './form-values';

/** Local storage key of the new-profile draft (SPEC §2: saved after a 500 ms pause, restored next time). */
export const DRAFT_STORAGE_KEY = 'profile-draft';
const DRAFT_VERSION = 1;

export interface ProfileDraft {
  values: ProfileFormState;
  /** Ids of pictures already uploaded (restored into the uploader as limbo files). */
  pictures: string[];
}

export function serialiseDraft(draft: ProfileDraft): string {
  const values: Partial<ProfileFormState> = {};
  for (const field of FORM_FIELDS) if (draft.values[field] !== '') values[field] = draft.values[field];
  return JSON.stringify({ version: DRAFT_VERSION, values, pictures: draft.pictures });
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
  const { version, values, pictures } = data as Record<string, unknown>;
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
  return { values: draftValues, pictures: ids };
}
