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

/**
 * Runs `then` once the page has loaded and no script, stylesheet or other file (API answers aside) has arrived for
 * QUIET_MS: the page's code and styles are in, so what `then` asks for no longer shares the link with them.
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
    then();
  };
  const atMost = setTimeout(run, AT_MOST_MS);
  const waitForQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(run, QUIET_MS);
  };
  const afterLoad = () => {
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => !isApiCall(entry as PerformanceResourceTiming))) waitForQuiet();
      });
      observer.observe({ type: 'resource' });
    } catch {
      // No resource timing: the quiet period alone.
    }
    waitForQuiet();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

const isApiCall = (entry: PerformanceResourceTiming) =>
  entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest';
