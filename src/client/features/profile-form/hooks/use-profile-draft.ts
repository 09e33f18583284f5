import { DRAFT_SAVE_DEBOUNCE_MS } from '@shared/constants';
import { useCallback, useEffect, useRef } from 'react';
import { DRAFT_STORAGE_KEY, type ProfileDraft, parseDraft, serialiseDraft } from '../model/draft';
import type { ProfileFormState } from '../model/form-values';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The saved draft of a new profile, if there is a readable one. */
export function readProfileDraft(): ProfileDraft | null {
  try {
    return parseDraft(storage()?.getItem(DRAFT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

export function clearProfileDraft(): void {
  try {
    storage()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): there is no draft to clear.
  }
}

/**
 * Saves a new profile's values and uploaded picture ids (with the names of the family's files, for the
 * restored tiles) to local storage once the family pauses typing for DRAFT_SAVE_DEBOUNCE_MS (SPEC §2, §9).
 * `clear()` drops the draft and any save still pending (after a successful submit). Does nothing when
 * `enabled` is false (editing a stored profile).
 */
export function useProfileDraft(
  enabled: boolean,
  values: ProfileFormState,
  pictures: readonly string[],
  pictureNames: Readonly<Record<string, string>>,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);

  useEffect(() => {
    if (!enabled || stopped.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      try {
        storage()?.setItem(
          DRAFT_STORAGE_KEY,
          serialiseDraft({ values, pictures: [...pictures], pictureNames: { ...pictureNames } }),
        );
      } catch {
        // Quota or private mode: the form still works without a draft.
      }
    }, DRAFT_SAVE_DEBOUNCE_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [enabled, values, pictures, pictureNames]);

  const clear = useCallback(() => {
    stopped.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    clearProfileDraft();
  }, []);

  return { clear };
}
