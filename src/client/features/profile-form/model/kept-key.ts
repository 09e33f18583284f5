/**
 * Where an earlier version kept a submission made without a connection (issue 19, decision 062): local
 * storage, which the service worker cannot read. It now waits in IndexedDB (decision 082); a submission found
 * here is moved there once.
 */
export const LEGACY_KEPT_STORAGE_KEY = 'profile-submission-kept';
