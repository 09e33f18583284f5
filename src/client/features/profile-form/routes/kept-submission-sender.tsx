import { KEPT_CHANNEL, readKept } from '@client/lib/kept-submission-store';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { KeptOutcome } from '../hooks/send-kept-submission';
import { LEGACY_KEPT_STORAGE_KEY } from '../model/kept-key';

/** How often a kept submission is tried again while the phone says it is online (a captive Wi-Fi, a 409). */
const RETRY_MS = 15_000;

const KeptOutcomeNotice = lazy(() => import('../components/kept-outcome-notice'));

/** Whether a submission waits (in IndexedDB, or in local storage from an earlier version). */
async function somethingKept(): Promise<boolean> {
  try {
    if (window.localStorage.getItem(LEGACY_KEPT_STORAGE_KEY) !== null) return true;
  } catch {
    // No local storage: look in IndexedDB.
  }
  try {
    return (await readKept()) !== null;
  } catch {
    return false;
  }
}

/**
 * On every page of the app (issue 30, finding 6; decisions 062, 082): a profile submitted without a connection
 * is sent as soon as the phone is online, whichever page the family opens: when the app starts, on every
 * `online` event and every RETRY_MS; where the browser has Background Sync the service worker sends it too,
 * even with no page open, and says so on KEPT_CHANNEL. The form's code loads only when something is kept.
 * The family is told when it went (or why the server refused it), on the page it has open or the next one it
 * opens; the form page tells it itself.
 */
export function KeptSubmissionSender() {
  const [outcome, setOutcome] = useState<KeptOutcome | null>(null);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    const attempt = async () => {
      // What is kept is sent if the phone is online; what the worker sent meanwhile is told, online or not.
      if (!(await somethingKept()) || cancelled) return;
      void import('../hooks/send-kept-submission').then((sender) => {
        if (cancelled) return;
        unsubscribe ??= sender.onKeptOutcome((next, shownByPage) => {
          if (!shownByPage) setOutcome(next);
        });
        void sender.sendKeptSubmission();
      });
    };
    const tryNow = () => void attempt();
    tryNow();
    window.addEventListener('online', tryNow);
    const timer = setInterval(() => navigator.onLine && tryNow(), RETRY_MS);
    // The worker sent it by Background Sync (decision 082): told here at once, whatever the page.
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(KEPT_CHANNEL);
    channel?.addEventListener('message', tryNow);
    return () => {
      cancelled = true;
      unsubscribe?.();
      window.removeEventListener('online', tryNow);
      clearInterval(timer);
      channel?.close();
    };
  }, []);

  if (!outcome) return null;
  return (
    <Suspense fallback={null}>
      <KeptOutcomeNotice outcome={outcome} onClose={() => setOutcome(null)} />
    </Suspense>
  );
}
