/**
 * Where a new profile submitted without a connection waits (issues 19 and 30, decisions 042, 062, 082): one
 * record in IndexedDB, which both the pages and the service worker read, so the worker can send it by
 * Background Sync after the tab was closed. The page's form code and the worker (src/client/sw.ts) share this
 * module; it knows nothing of the form. Raw IndexedDB: one database, one store, one record.
 */
import { isFields } from '@shared/fields';

/** The Background Sync tag the page registers and the worker answers. */
export const KEPT_SYNC_TAG = 'send-kept-profile';
/** The worker says on this channel that it sent the kept profile, so an open page tells the family. */
export const KEPT_CHANNEL = 'rishta-kept-submission';

export interface KeptRecord {
  /** `kept`: waiting to be sent; `sent`: the worker sent it and no page has told the family yet. */
  state: 'kept' | 'sent';
  /** The submission's own Idempotency-Key: every send of it carries this key. */
  key: string;
  /** The JSON body of `POST /api/profile`. */
  body: Record<string, unknown>;
  /** The headers the worker sends besides the JSON ones (the key and the device, decisions 032 and 042). */
  headers: Record<string, string>;
  /** Submitted without a session: the worker, which holds no session token, may send it. */
  anonymous: boolean;
  /** The form's values, for "Submit another profile" once it was sent; opaque here. */
  values: Record<string, unknown>;
  /** When `sent`: the new profile's id and the time the server answered (ms since 1970). */
  sentId?: number;
  sentAt?: number;
}

const DATABASE = 'rishta-kept';
const STORE = 'submission';
const ID = 'current';

/** A stored record if it reads as one; anything else (damaged, an older shape) is null. */
export function parseKeptRecord(data: unknown): KeptRecord | null {
  if (!isFields(data)) return null;
  const { state, key, body, headers, anonymous, values, sentId, sentAt } = data;
  if (state !== 'kept' && state !== 'sent') return null;
  if (typeof key !== 'string' || !key || !isFields(body) || !isFields(values)) return null;
  if (!isFields(headers) || !Object.values(headers).every((value) => typeof value === 'string')) return null;
  if (typeof anonymous !== 'boolean') return null;
  if (state === 'sent' && (!Number.isInteger(sentId) || typeof sentAt !== 'number')) return null;
  return {
    state,
    key,
    body,
    headers: headers as Record<string, string>,
    anonymous,
    values,
    ...(state === 'sent' ? { sentId: sentId as number, sentAt: sentAt as number } : {}),
  };
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('The kept submission store is blocked'));
  });
}

/**
 * Reads the record and writes what `change` makes of it, in one transaction: two senders (a page and the
 * worker, or two tabs) never both settle the same submission. `change` answers the record to store, `null` to
 * delete it, or `undefined` to leave it. Resolves to the record as it was before.
 */
export async function changeKept(
  change: (current: KeptRecord | null) => KeptRecord | null | undefined,
): Promise<KeptRecord | null> {
  const db = await openDatabase();
  try {
    return await new Promise<KeptRecord | null>((resolve, reject) => {
      const transaction = db.transaction(STORE, 'readwrite');
      const store = transaction.objectStore(STORE);
      let before: KeptRecord | null = null;
      const read = store.get(ID);
      read.onsuccess = () => {
        before = parseKeptRecord(read.result);
        const next = change(before);
        if (next) store.put(next, ID);
        else if (next === null || (read.result !== undefined && before === null)) store.delete(ID);
      };
      transaction.oncomplete = () => resolve(before);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error ?? new Error('The kept submission was not saved'));
    });
  } finally {
    db.close();
  }
}

/** The kept record, if there is a readable one (a damaged one is dropped). */
export function readKept(): Promise<KeptRecord | null> {
  return changeKept(() => undefined);
}

export async function writeKept(record: KeptRecord): Promise<void> {
  await changeKept(() => record);
}

/** Whether this browser can keep a submission where the worker reads it. */
export function canKeep(): boolean {
  return typeof indexedDB !== 'undefined';
}

/**
 * Asks the service worker to send the kept submission when the connection returns (Background Sync:
 * Chromium-based browsers). Elsewhere, or without a worker, nothing happens: the pages send it themselves
 * (on start, on `online` and every few seconds, routes/kept-submission-sender.tsx).
 */
export async function requestBackgroundSync(): Promise<boolean> {
  try {
    if (!('serviceWorker' in navigator)) return false;
    const registration = (await navigator.serviceWorker.getRegistration()) as
      | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
      | undefined;
    if (!registration?.active || !registration.sync) return false;
    await registration.sync.register(KEPT_SYNC_TAG);
    return true;
  } catch {
    // Refused (a permission, a private window): the pages still send it.
    return false;
  }
}
