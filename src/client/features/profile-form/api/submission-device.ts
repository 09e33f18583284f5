import { SUBMISSION_DEVICE_ID } from '@shared/constants';

/** Local storage key of this browser's id for the submission limit (decision 032). */
const DEVICE_STORAGE_KEY = 'submission-device';
let unsaved: string | null = null;

function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A random id naming this browser when it sends a new profile (decision 032), so that families behind one
 * mobile network's address each get their share of it. It names nothing else and is kept in local storage
 * (in memory only where storage is unavailable).
 */
export function submissionDevice(): string {
  try {
    const stored = window.localStorage.getItem(DEVICE_STORAGE_KEY);
    if (stored && SUBMISSION_DEVICE_ID.test(stored)) return stored;
    const id = newDeviceId();
    window.localStorage.setItem(DEVICE_STORAGE_KEY, id);
    return id;
  } catch {
    unsaved ??= newDeviceId();
    return unsaved;
  }
}
