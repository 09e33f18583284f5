import { useSyncExternalStore } from 'react';
import { whenNoCallUnderway } from './slow-link';
import { afterNextPaint } from './use-steps-after-paint';

/**
 * The first page a visit opens, drawn (issue 30, decision 104). What no page needs for its first draw (the
 * user menu's code, the kept-submission sender, the offline app's worker) waits for it: on a slow phone it
 * shared the link with the page's own files and answers, and each of its files held one of HTTP/1.1's six
 * connections while the page's waited. (Not the footer: a reloaded page is scrolled back to where it was only
 * once it is there.)
 *
 * The app's frame says when (`useMarkFirstPage` in app/layout/root-layout.tsx): the router has settled on a
 * page (not a login link's sign-in, which goes on to the page it lands on), no API call is underway (the
 * page's own answers are in), and the browser has drawn it and is idle. A page that cannot go on says so
 * itself (`firstPageDrawn`: a login link that could not sign in). At the latest AT_MOST_MS after the start.
 * Until then, a family's match list draws its first cards before the rest
 * (features/profiles/routes/profiles-route.tsx).
 */
const AT_MOST_MS = 20_000;

let drawn = false;
const waiting = new Set<() => void>();

export function firstPageDrawn(): void {
  if (drawn) return;
  drawn = true;
  clearTimeout(atMost);
  const thens = [...waiting];
  waiting.clear();
  for (const then of thens) then();
}

const atMost = typeof window === 'undefined' ? undefined : setTimeout(firstPageDrawn, AT_MOST_MS);

export function isFirstPageDrawn(): boolean {
  return drawn;
}

/** Runs `then` once the first page is drawn (at once if it is); the function returned cancels it. */
export function afterFirstPage(then: () => void): () => void {
  if (drawn) {
    then();
    return () => undefined;
  }
  waiting.add(then);
  return () => waiting.delete(then);
}

/** Whether the first page is drawn: false, then true for good. */
export function useFirstPageDrawn(): boolean {
  return useSyncExternalStore(afterFirstPage, isFirstPageDrawn, isFirstPageDrawn);
}

type Idle = (callback: () => void, options?: { timeout: number }) => number;

/** After the next paint, once the browser has nothing left to do (a second at most); returns a cancel. */
function whenDrawnAndIdle(then: () => void): () => void {
  let idle: number | undefined;
  const requestIdle = (window as Window & { requestIdleCallback?: Idle }).requestIdleCallback;
  const cancelPaint = afterNextPaint(() => {
    if (requestIdle) idle = requestIdle(then, { timeout: 1000 });
    else then();
  });
  return () => {
    cancelPaint();
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * The frame's watch: `settled` while the router shows a page and loads no other. Once no API call is underway
 * and the page is drawn, the first page is. A change meanwhile (another navigation) starts the watch again.
 */
export function watchFirstPage(settled: boolean): (() => void) | undefined {
  if (drawn || !settled) return undefined;
  let cancelDrawn: (() => void) | undefined;
  const cancelCalls = whenNoCallUnderway(() => {
    cancelDrawn = whenDrawnAndIdle(firstPageDrawn);
  });
  return () => {
    cancelCalls();
    cancelDrawn?.();
  };
}
