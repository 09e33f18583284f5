/**
 * The service worker (issue 19, decision 042), built by vite-plugin-pwa with Workbox. It keeps on the phone
 * only what every visitor gets alike: the app's shell and its static files (precached, revisioned by the
 * build). Pages are fetched from the network and, when there is none, answered with the shell, so the app
 * opens offline. API answers, pictures and login links are never touched: nothing of another family, no
 * session token, reaches the caches. A new version waits until the family chooses to reload. A profile
 * submitted without a connection is sent from here by Background Sync when it returns (decision 082).
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { KEPT_SYNC_TAG } from './lib/kept-submission-store';
import { sendKeptFromWorker } from './sw-kept-submission';

declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data?: { type?: string } }) => void): void;
  addEventListener(
    type: 'sync',
    listener: (event: { tag: string; waitUntil(done: Promise<unknown>): void }) => void,
  ): void;
};

/** A page still loading after this long on a flaky connection is shown from the phone instead. */
const PAGE_TIMEOUT_MS = 8000;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version takes the open page at once, so the app works offline from the first visit; a later
// version waits for the family's Reload (SKIP_WAITING below).
clientsClaim();

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request, { signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) });
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    // The server's own answers, even when a browser navigates to them; the analytics frame (decision 050).
    { denylist: [/^\/api\//, /^\/file\//, /^\/analytics-frame(\/|$)/] },
  ),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A failed send rejects, so the browser tries again later (Chromium: twice more, minutes apart); the pages
// send it too, on start and when they see the connection return.
self.addEventListener('sync', (event) => {
  if (event.tag === KEPT_SYNC_TAG) event.waitUntil(sendKeptFromWorker());
});
