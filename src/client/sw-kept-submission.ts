import { changeKept, KEPT_CHANNEL, readKept } from './lib/kept-submission-store';

/**
 * The service worker's send of a profile kept on the phone (Background Sync, decision 082): the same body,
 * the same Idempotency-Key and device headers the page would send, so the server creates one profile however
 * many senders try (decision 042). Only a submission made without a session: the worker holds no token, and
 * a matchmaker's is sent by the page. Resolves when there is nothing (more) to do here; rejects when the
 * connection failed or the server is still saving it, so the browser tries again.
 *
 * Sent, the record becomes `sent` (with the new id and the time) unless a page settled it first, and the
 * open pages are told on KEPT_CHANNEL; a page opened later tells the family. A refusal (a rule, the
 * submission limit) is left kept for a page to send and show, with the server's reason and the form.
 */
export function sendKeptFromWorker(): Promise<void> {
  // One send at a time: a sync the browser fires while another runs (a retry, a second tab's) waits for it.
  inFlight ??= send().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

let inFlight: Promise<void> | null = null;

async function send(): Promise<void> {
  const record = await readKept();
  if (record?.state !== 'kept' || !record.anonymous) return;
  const response = await fetch('/api/profile', {
    method: 'POST',
    headers: { ...record.headers, Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(record.body),
    credentials: 'omit',
  });
  if (response.status === 409) throw new Error('The profile is still being saved');
  if (!response.ok) return;
  const created = (await response.json()) as { _id?: unknown };
  if (!Number.isInteger(created._id)) return;
  const before = await changeKept((current) =>
    current?.key === record.key && current.state === 'kept'
      ? { ...current, state: 'sent', body: {}, sentId: created._id as number, sentAt: Date.now() }
      : undefined,
  );
  if (before?.key !== record.key || before.state !== 'kept') return;
  const channel = new BroadcastChannel(KEPT_CHANNEL);
  channel.postMessage({ type: 'sent' });
  channel.close();
}
