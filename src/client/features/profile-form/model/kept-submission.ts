import { isApiError } from '@client/lib/api-client';
import { changeKept, type KeptRecord, readKept, writeKept } from '@client/lib/kept-submission-store';
import { emptyFormState, FORM_FIELDS, type ProfileFormState } from './form-values';
import { LEGACY_KEPT_STORAGE_KEY } from './kept-key';

/**
 * A new profile submitted without a connection (issue 19, decision 042) is kept on the phone, with the
 * `Idempotency-Key` it is sent with, until it has been sent: however often it is sent again (the connection
 * drops mid-answer, the page is reopened, the service worker's Background Sync), the server creates one
 * profile. One at a time: the family's own. It waits in IndexedDB (lib/kept-submission-store.ts, decision
 * 082), where the service worker reads it too.
 */
export interface KeptSubmission {
  key: string;
  body: Record<string, unknown>;
  /** The form's values, for "Submit another profile" after it was sent. */
  values: ProfileFormState;
}

/** What is kept: waiting to be sent, or already sent by the service worker and not yet told. */
export type KeptState =
  | ({ state: 'kept' } & KeptSubmission)
  | ({ state: 'sent'; id: number; at: Date } & KeptSubmission);

/** A new key for a new submission: random, never derived from what the family wrote. */
export function newSubmissionKey(): string {
  return crypto.randomUUID();
}

/**
 * Keeps a submission before it is sent, with the headers it goes with (`headers`: the key and the device).
 * False where nothing can be kept (no IndexedDB, a quota, a private window): it is sent now or not at all.
 */
export async function keepSubmission(
  submission: KeptSubmission,
  send: { headers: Record<string, string>; anonymous: boolean },
): Promise<boolean> {
  try {
    await writeKept({ state: 'kept', ...submission, ...send });
    return true;
  } catch {
    return false;
  }
}

function formValues(data: unknown): ProfileFormState {
  const values = emptyFormState();
  for (const field of FORM_FIELDS) {
    const value = (data as Record<string, unknown> | undefined)?.[field];
    if (typeof value === typeof values[field]) Object.assign(values, { [field]: value });
  }
  return values;
}

function fromRecord(record: KeptRecord): KeptState {
  const submission = { key: record.key, body: record.body, values: formValues(record.values) };
  return record.state === 'sent'
    ? { state: 'sent', id: record.sentId as number, at: new Date(record.sentAt as number), ...submission }
    : { state: 'kept', ...submission };
}

/**
 * A submission an earlier version kept in local storage moves to IndexedDB, for the pages to send (whose
 * session it was is not known, so the worker leaves it).
 */
async function moveLegacySubmission(): Promise<void> {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(LEGACY_KEPT_STORAGE_KEY);
  } catch {
    return;
  }
  if (raw === null) return;
  try {
    const data = JSON.parse(raw) as Partial<KeptSubmission>;
    if (typeof data.key === 'string' && typeof data.body === 'object' && data.body !== null) {
      await changeKept((current) =>
        current
          ? undefined
          : {
              state: 'kept',
              key: data.key as string,
              body: data.body as Record<string, unknown>,
              values: formValues(data.values),
              // The pages send it, with the headers they build; the worker leaves it (not `anonymous`).
              headers: {},
              anonymous: false,
            },
      );
    }
  } catch {
    // Damaged: dropped below.
  }
  try {
    window.localStorage.removeItem(LEGACY_KEPT_STORAGE_KEY);
  } catch {
    // Nothing to drop.
  }
}

/** The kept submission, if there is a readable one; anything damaged is dropped. Null where none can be read. */
export async function keptSubmission(): Promise<KeptState | null> {
  try {
    await moveLegacySubmission();
    const record = await readKept();
    return record ? fromRecord(record) : null;
  } catch {
    return null;
  }
}

/**
 * Drops the submission of this key, kept or sent, and answers what it was: null when another sender (the
 * worker, another tab) has settled it already, so the family is told once.
 */
export async function dropKeptSubmission(key: string): Promise<KeptState | null> {
  try {
    const before = await changeKept((current) => (current?.key === key ? null : undefined));
    return before?.key === key ? fromRecord(before) : null;
  } catch {
    return null;
  }
}

/**
 * Whether a failed send is the connection's fault (no answer at all, or the server's "still being saved"),
 * so the submission stays kept and is sent again; any other answer is final.
 */
export function sendAgainLater(error: unknown): boolean {
  return error instanceof TypeError || isApiError(error, 409);
}
