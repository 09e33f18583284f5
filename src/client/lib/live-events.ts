import type { ChangeEvent } from '@shared/events';
import { EVENTS_PATH, RECONNECT_MS } from '@shared/events';

/**
 * Follows GET /api/events (decision 055) with fetch() and a stream reader rather than EventSource: EventSource
 * cannot send the Authorization header, and the token must never travel in a URL (which proxies log and
 * browsers keep in history). A dropped stream is opened again after RECONNECT_MS and `onOpen` runs each time
 * it opens, so that what may have been missed meanwhile is fetched again. A 401 ends following (the next
 * call finds out and asks to sign in again).
 */
export function followEvents(options: {
  authorization: () => string | null;
  onEvent: (event: ChangeEvent) => void;
  onOpen: (reconnected: boolean) => void;
}): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let opened = 0;

  const again = () => {
    if (!stopped) timer = setTimeout(() => void open(), RECONNECT_MS);
  };

  async function open(): Promise<void> {
    const authorization = options.authorization();
    if (stopped || !authorization) return;
    controller = new AbortController();
    try {
      const response = await fetch(EVENTS_PATH, {
        headers: { Authorization: authorization, Accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
        credentials: 'same-origin',
      });
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) return again();
      options.onOpen(opened++ > 0);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          for (const line of buffer.slice(0, end).split('\n')) {
            if (!line.startsWith('data: ')) continue;
            try {
              options.onEvent(JSON.parse(line.slice(6)) as ChangeEvent);
            } catch {
              // Not an event of ours: skipped.
            }
          }
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Dropped (network, server restart) or stopped: opened again unless stopped.
    }
    again();
  }

  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
