import { lazy, Suspense, useEffect, useState } from 'react';
import type { KeptOutcome } from '../hooks/send-kept-submission';
import { KEPT_SUBMISSION_STORAGE_KEY } from '../model/kept-key';

/** How often a kept submission is tried again while the phone says it is online (a captive Wi-Fi, a 409). */
const RETRY_MS = 15_000;

const KeptOutcomeNotice = lazy(() => import('../components/kept-outcome-notice'));

function somethingKept(): boolean {
  try {
    return window.localStorage.getItem(KEPT_SUBMISSION_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * On every page of the app (issue 30, finding 6; decision 062): a profile submitted without a connection is
 * sent as soon as the phone is online, whichever page the family opens: when the app starts, on every
 * `online` event and every RETRY_MS. The form's code loads only when something is kept. The family is told
 * when it went (or why the server refused it); the form page tells it itself.
 */
export function KeptSubmissionSender() {
  const [outcome, setOutcome] = useState<KeptOutcome | null>(null);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    const attempt = () => {
      if (!navigator.onLine || !somethingKept()) return;
      void import('../hooks/send-kept-submission').then((sender) => {
        if (cancelled) return;
        unsubscribe ??= sender.onKeptOutcome((next, shownByPage) => {
          if (!shownByPage) setOutcome(next);
        });
        void sender.sendKeptSubmission();
      });
    };
    attempt();
    window.addEventListener('online', attempt);
    const timer = setInterval(attempt, RETRY_MS);
    return () => {
      cancelled = true;
      unsubscribe?.();
      window.removeEventListener('online', attempt);
      clearInterval(timer);
    };
  }, []);

  if (!outcome) return null;
  return (
    <Suspense fallback={null}>
      <KeptOutcomeNotice outcome={outcome} onClose={() => setOutcome(null)} />
    </Suspense>
  );
}
