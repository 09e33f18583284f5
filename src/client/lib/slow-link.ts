/**
 * A phone on a slow link, and the moment the page's own files have arrived on it (issue 30, decision 101).
 *
 * The browser's own estimate of its link (the Network Information API; Chrome and Android's browsers have it):
 * 3G or slower, or Data Saver on. Where it is unknown (Safari, Firefox) the link counts as fast, and nothing
 * waits.
 */
type Connection = { effectiveType?: string; saveData?: boolean };

export function onSlowLink(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (!connection) return false;
  return connection.saveData === true || ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '');
}

/** What counts as the page's files having arrived: no file for this long after the page's load. */
const QUIET_MS = 1500;
/** However busy the link stays, it runs after this long. */
const AT_MOST_MS = 30_000;

/** API calls not answered yet (lib/api-client.ts), and the waits that start again when one is. */
let callsUnderway = 0;
const waits = new Set<() => void>();

/** An API call goes out; the function returned says it was answered. A page that waits on one is not done. */
export function apiCallUnderway(): () => void {
  callsUnderway += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    callsUnderway -= 1;
    for (const waitAgain of waits) waitAgain();
  };
}

/**
 * Runs `then` as soon as no API call is underway (at once if none is); the function returned cancels it. The
 * first page's watch (lib/first-page.ts) waits for the page's answers with it.
 */
export function whenNoCallUnderway(then: () => void): () => void {
  let done = false;
  const check = () => {
    if (done || callsUnderway > 0) return;
    done = true;
    waits.delete(check);
    then();
  };
  waits.add(check);
  check();
  return () => {
    done = true;
    waits.delete(check);
  };
}

/**
 * Runs `then` once the page has loaded, no API call is underway, and no file (a script, a stylesheet, a picture, an
 * API answer) has arrived for QUIET_MS: the page's code and styles are in, so what `then` asks for no longer shares
 * the link with them. A login link's page asks for its code only once its sign-in and connections are answered.
 */
export function whenPageFilesArrived(then: () => void): void {
  let done = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(quiet);
    clearTimeout(atMost);
    observer?.disconnect();
    waits.delete(waitForQuiet);
    then();
  };
  const atMost = setTimeout(run, AT_MOST_MS);
  const waitForQuiet = () => {
    clearTimeout(quiet);
    // An answer still awaited starts this wait again when it comes.
    quiet = setTimeout(() => callsUnderway === 0 && run(), QUIET_MS);
  };
  const afterLoad = () => {
    try {
      observer = new PerformanceObserver(waitForQuiet);
      observer.observe({ type: 'resource' });
    } catch {
      // No resource timing: the quiet period alone.
    }
    waits.add(waitForQuiet);
    waitForQuiet();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
