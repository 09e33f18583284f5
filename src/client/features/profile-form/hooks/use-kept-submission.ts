import { useEffect, useRef, useState } from 'react';
import type { ProfileFormState } from '../model/form-values';
import { keptSubmission } from '../model/kept-submission';
import { onKeptOutcomeOnPage, sendKeptSubmission } from './send-kept-submission';

/**
 * The form page's view of the submission kept on the phone (issue 19): it is sent from any page of the app
 * (routes/kept-submission-sender.tsx, decision 062) and from here at once; `sent` when the server has it
 * (the draft goes too), `refused` when the server answers no (a rule, the submission limit): the draft stays
 * for the family to correct and send.
 */
export function useKeptSubmission(handlers: {
  sent: (created: { id: number; values: ProfileFormState }) => void;
  refused: (error: unknown) => void;
}) {
  const [kept, setKept] = useState(false);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(
    () =>
      onKeptOutcomeOnPage((outcome) => {
        setKept(false);
        if (outcome.kind === 'sent') latest.current.sent({ id: outcome.id, values: outcome.values });
        else latest.current.refused(outcome.error);
      }),
    [],
  );

  // IndexedDB answers after the first render: the form shows until it says a submission waits (rarely).
  useEffect(() => {
    let cancelled = false;
    void keptSubmission().then((submission) => {
      if (cancelled || !submission) return;
      if (submission.state === 'kept') setKept(true);
      void sendKeptSubmission();
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return { kept, markKept: () => setKept(true) };
}
