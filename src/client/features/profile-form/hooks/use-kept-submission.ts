import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProfileFormState } from '../model/form-values';
import { dropKeptSubmission, keptSubmission, sendAgainLater } from '../model/kept-submission';
import { loadRules } from '../model/load-rules';
import { clearProfileDraft } from './use-profile-draft';

/** How often a kept submission is tried again while the phone says it is online (a captive Wi-Fi, a 409). */
const RETRY_MS = 15_000;

/**
 * Sends the submission kept on the phone (issue 19) as soon as there is a connection: at once, whenever the
 * browser comes back online, and every RETRY_MS meanwhile, always with its own key, so the server creates one
 * profile. `sent` when the server has it (the draft goes too); `refused` when the server answers no (a rule,
 * the submission limit): the draft stays for the family to correct and send.
 */
export function useKeptSubmission(handlers: {
  sent: (created: { id: number; values: ProfileFormState }) => void;
  refused: (error: unknown) => void;
}) {
  const [kept, setKept] = useState(() => keptSubmission() !== null);
  const latest = useRef(handlers);
  latest.current = handlers;
  const sending = useRef(false);

  const send = useCallback(async () => {
    const submission = keptSubmission();
    if (!submission || sending.current || !navigator.onLine) return;
    sending.current = true;
    try {
      const { createProfile } = await loadRules();
      const created = await createProfile(submission.body, submission.key);
      dropKeptSubmission();
      clearProfileDraft();
      setKept(false);
      latest.current.sent({ id: created._id, values: submission.values });
    } catch (error) {
      if (!sendAgainLater(error)) {
        dropKeptSubmission();
        setKept(false);
        latest.current.refused(error);
      }
    } finally {
      sending.current = false;
    }
  }, []);

  useEffect(() => {
    if (!kept) return;
    const attempt = () => void send();
    attempt();
    window.addEventListener('online', attempt);
    const timer = setInterval(attempt, RETRY_MS);
    return () => {
      window.removeEventListener('online', attempt);
      clearInterval(timer);
    };
  }, [kept, send]);

  return { kept, markKept: () => setKept(true) };
}
