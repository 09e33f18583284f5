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
 * Sends the kept submission, if there is one and the phone says it is online, always with its own key, so
 * the server creates one profile however often this runs; one send at a time, whoever asks (any page, the
 * form). A connection's failure keeps it for the next try; any other answer is final.
 */
export function sendKeptSubmission(): Promise<void> {
  if (inFlight) return inFlight;
  const submission = keptSubmission();
  if (!submission || !navigator.onLine) return Promise.resolve();
  inFlight = (async () => {
    try {
      const { createProfile } = await loadRules();
      const created = await createProfile(submission.body, submission.key);
      dropKeptSubmission();
      clearProfileDraft();
      tell({ kind: 'sent', id: created._id, values: submission.values, at: new Date() });
    } catch (error) {
      if (!sendAgainLater(error)) {
        dropKeptSubmission();
        tell({ kind: 'refused', error });
      }
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}
