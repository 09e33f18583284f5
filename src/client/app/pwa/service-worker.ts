import { afterFirstPage } from '@client/lib/first-page';
import { useSyncExternalStore } from 'react';

/**
 * The service worker's registration (issue 19, decision 042), once the page has loaded and the first page is
 * drawn (lib/first-page.ts, decision 104) so that it never competes with the first paint, nor its worker's
 * precache with the page's files, and only in a built app. A new version waits until the family presses Reload.
 */
/** How often an open page asks whether a new version was published. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
let updateReady = false;
let update: (() => Promise<void>) | undefined;
const listeners = new Set<() => void>();

function setUpdateReady() {
  updateReady = true;
  for (const listener of listeners) listener();
}

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () =>
    import('virtual:pwa-register')
      .then(({ registerSW }) => {
        update = registerSW({
          immediate: true,
          onNeedRefresh: setUpdateReady,
          // A page left open for days still learns of a new version.
          onRegisteredSW: (_url, registration) => {
            if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
          },
        });
      })
      .catch((error: unknown) => console.error('The offline app could not be set up', error));
  const afterLoad = () => afterFirstPage(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** Whether a new version is waiting, and the reload that lets it take over. */
export function useAppUpdate() {
  const ready = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateReady,
  );
  return {
    ready,
    reload: () => {
      // The new version takes over (SKIP_WAITING), then the page reloads into it. Workbox reloads only for
      // a version it installed itself, not one found by a later check.
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      return update?.();
    },
  };
}
