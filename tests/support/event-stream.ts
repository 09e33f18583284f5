import type { ChangeEvent } from '../../src/shared/events';

/**
 * Reads GET /api/events as the app's client does (fetch with the Authorization header, decision 055), and waits
 * for an event matching a test's condition, with a time limit: never a sleep.
 */
export async function openEventStream(baseUrl: string, authorization: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { authorization },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`events: ${response.status} ${await response.text()}`);
  const received: ChangeEvent[] = [];
  const waiting = new Set<() => void>();
  let comments = 0;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          for (const line of buffer.slice(0, end).split('\n')) {
            if (line.startsWith('data: ')) received.push(JSON.parse(line.slice(6)) as ChangeEvent);
            else if (line.startsWith(':')) comments += 1;
          }
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiting) wake();
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    response,
    received,
    get comments() {
      return comments;
    },
    /** The first event (from `from` on) matching `match`, or a failure after `timeoutMs`. */
    waitFor(match: (event: ChangeEvent) => boolean, timeoutMs = 5000, from = 0): Promise<ChangeEvent> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.slice(from).find(match);
          if (!found) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    /** Resolves once the stream has said it is connected (its first comment). */
    async ready(timeoutMs = 5000) {
      const start = Date.now();
      while (comments === 0) {
        if (Date.now() - start > timeoutMs) throw new Error('the event stream did not open');
        await new Promise<void>((resolve) => {
          waiting.add(function once() {
            waiting.delete(once);
            resolve();
          });
        });
      }
    },
    close() {
      controller.abort();
    },
  };
}
