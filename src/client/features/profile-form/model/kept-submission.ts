import { isApiError } from '@client/lib/api-client';
import { emptyFormState, FORM_FIELDS, type ProfileFormState } from './form-values';

/**
 * A new profile submitted without a connection (issue 19, decision 042) is kept on the phone, with the
 * `Idempotency-Key` it is sent with, until it has been sent: however often it is sent again (the connection
 * drops mid-answer, the page is reopened), the server creates one profile. One at a time: the family's own.
 */
import { KEPT_SUBMISSION_STORAGE_KEY } from './kept-key';

export { KEPT_SUBMISSION_STORAGE_KEY };

export interface KeptSubmission {
  key: string;
  body: Record<string, unknown>;
  /** The form's values, for "Submit another profile" after it was sent. */
  values: ProfileFormState;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A new key for a new submission: random, never derived from what the family wrote. */
export function newSubmissionKey(): string {
  return crypto.randomUUID();
}

export function keepSubmission(submission: KeptSubmission): void {
  try {
    storage()?.setItem(KEPT_SUBMISSION_STORAGE_KEY, JSON.stringify(submission));
  } catch {
    // Quota or private mode: the submission is sent now or not at all, as before.
  }
}

/** The kept submission, if there is a readable one; anything damaged is dropped. */
export function keptSubmission(): KeptSubmission | null {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(KEPT_SUBMISSION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<KeptSubmission>;
    if (typeof data.key !== 'string' || typeof data.body !== 'object' || data.body === null) return null;
    const values = emptyFormState();
    for (const field of FORM_FIELDS) {
      const value = (data.values as Record<string, unknown> | undefined)?.[field];
      if (typeof value === typeof values[field]) Object.assign(values, { [field]: value });
    }
    return { key: data.key, body: data.body, values };
  } catch {
    dropKeptSubmission();
    return null;
  }
}

export function dropKeptSubmission(): void {
  try {
    storage()?.removeItem(KEPT_SUBMISSION_STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * Whether a failed send is the connection's fault (no answer at all, or the server's "still being saved"),
 * so the submission stays kept and is sent again; any other answer is final.
 */
export function sendAgainLater(error: unknown): boolean {
  return error instanceof TypeError || isApiError(error, 409);
}
