import { requestBackgroundSync } from '@client/lib/kept-submission-store';
import type { ProfileFormState } from '../model/form-values';
import { dropKeptSubmission, keptSubmission, sendAgainLater } from '../model/kept-submission';
import { loadRules } from '../model/load-rules';
import { clearProfileDraft } from './use-profile-draft';

/** What became of the submission kept on the phone once it was sent (issue 19; issue 30, decision 062). */
export type KeptOutcome =
  | { kind: 'sent'; id: number; values: ProfileFormState; at: Date }
  | { kind: 'refused'; error: unknown };

/** The form page, while it is open: it shows the outcome itself; elsewhere the app's notice does. */
const pageListeners = new Set<(outcome: KeptOutcome) => void>();
const appListeners = new Set<(outcome: KeptOutcome, shownByPage: boolean) => void>();
let inFlight: Promise<void> | null = null;

export function onKeptOutcomeOnPage(listener: (outcome: KeptOutcome) => void): () => void {
  pageListeners.add(listener);
  return () => pageListeners.delete(listener);
}

export function onKeptOutcome(listener: (outcome: KeptOutcome, shownByPage: boolean) => void): () => void {
  appListeners.add(listener);
  return () => appListeners.delete(listener);
}

function tell(outcome: KeptOutcome) {
  const shownByPage = pageListeners.size > 0;
  for (const listener of pageListeners) listener(outcome);
  for (const listener of appListeners) listener(outcome, shownByPage);
}

/**
 * Settles the kept submission: if the service worker sent it meanwhile (Background Sync, decision 082), the
 * family is told; else, if the phone says it is online, it is sent, always with its own key, so the server
 * creates one profile however often this runs; one send at a time, whoever asks (any page, the form). A
 * connection's failure keeps it for the next try (and asks the worker again); any other answer is final.
 * Whoever settles it first (this page, another tab, the worker) is the one whose family is told.
 */
export function sendKeptSubmission(): Promise<void> {
  if (inFlight) return inFlight;
  inFlight = (async () => {
    try {
      const submission = await keptSubmission();
      if (!submission) return;
      if (submission.state === 'sent') {
        const taken = await dropKeptSubmission(submission.key);
        if (taken?.state === 'sent') {
          clearProfileDraft();
          tell({ kind: 'sent', id: taken.id, values: taken.values, at: taken.at });
        }
        return;
      }
      if (!navigator.onLine) return;
      try {
        const { createProfile } = await loadRules();
        const created = await createProfile(submission.body, submission.key);
        if (await dropKeptSubmission(submission.key)) {
          clearProfileDraft();
          tell({ kind: 'sent', id: created._id, values: submission.values, at: new Date() });
        }
      } catch (error) {
        if (sendAgainLater(error)) {
          void requestBackgroundSync();
        } else if (await dropKeptSubmission(submission.key)) {
          tell({ kind: 'refused', error });
        }
      }
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}
