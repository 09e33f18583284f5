/**
 * The visit-recording analytics script (SPEC §2, DESIGN §4): its address comes from the server
 * (`analyticsScriptUrl` of `GET /api/config`, none when `ANALYTICS_SCRIPT_URL` is unset). It is loaded on the
 * first page where it is allowed, never under /admin, never for a signed-in matchmaker, never on a device
 * that opted out (local storage `analytics-opt-out` = '1'; opening any page with `?analytics=off` sets it,
 * `?analytics=on` clears it).
 *
 * What "stopped" means, when the visitor navigates into /admin (or signs in as a matchmaker, or opts out)
 * after the script was loaded. A script that has run cannot be unloaded from the page, so:
 *   1. its `<script>` element is removed from the document;
 *   2. the global opt-out flag `window.rishtaAnalyticsDisabled = true` is set, for a script configured for
 *      Rishta to check before it records anything;
 *   3. whatever it still tries to send to its own (other) origin through `navigator.sendBeacon`, `fetch` or
 *      `XMLHttpRequest` is dropped by a guard installed with the script, so even a script that ignores the
 *      flag records nothing while stopped. (A script served from our own origin is not network-blocked: that
 *      would risk blocking the app's own API; it has the flag.)
 * Leaving /admin as a family resumes it (flag cleared, guard open); the script is never loaded twice.
 */
export const ANALYTICS_OPT_OUT_KEY = 'analytics-opt-out';
export const ANALYTICS_DISABLED_FLAG = 'rishtaAnalyticsDisabled';

declare global {
  interface Window {
    rishtaAnalyticsDisabled?: boolean;
  }
}

function optedOut(search: string): boolean {
  try {
    const choice = new URLSearchParams(search).get('analytics');
    if (choice === 'off') window.localStorage.setItem(ANALYTICS_OPT_OUT_KEY, '1');
    if (choice === 'on') window.localStorage.removeItem(ANALYTICS_OPT_OUT_KEY);
    return window.localStorage.getItem(ANALYTICS_OPT_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export interface AnalyticsContext {
  scriptUrl: string | null | undefined;
  pathname: string;
  isAdmin: boolean;
  optedOut: boolean;
}

/** May the script record this page? */
export function analyticsAllowed(context: AnalyticsContext): boolean {
  return (
    Boolean(context.scriptUrl) && !context.optedOut && !context.isAdmin && !isAdminPath(context.pathname)
  );
}

export type AnalyticsState = 'idle' | 'running' | 'stopped';
export type AnalyticsAction = 'load' | 'stop' | 'resume' | null;

/** What to do on a page, given what has happened so far on this page load. */
export function analyticsAction(state: AnalyticsState, allowed: boolean): AnalyticsAction {
  if (allowed) return state === 'idle' ? 'load' : state === 'stopped' ? 'resume' : null;
  return state === 'running' ? 'stop' : null;
}

/** Is this request one the script makes to its own server (another origin than the page's)? */
export function isAnalyticsRequest(url: string, scriptOrigin: string, pageOrigin: string): boolean {
  if (scriptOrigin === pageOrigin) return false;
  try {
    return new URL(url, pageOrigin).origin === scriptOrigin;
  } catch {
    return false;
  }
}

let state: AnalyticsState = 'idle';
let scriptElement: HTMLScriptElement | null = null;

function blocked(url: string | URL | Request, scriptOrigin: string): boolean {
  if (state !== 'stopped') return false;
  const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
  return isAnalyticsRequest(href, scriptOrigin, window.location.origin);
}

/** Wraps the three ways a script sends, to drop the script's sends while stopped (point 3 above). */
function installGuard(scriptOrigin: string): void {
  const beacon = navigator.sendBeacon?.bind(navigator);
  if (beacon) {
    navigator.sendBeacon = (url, data) => (blocked(url, scriptOrigin) ? true : beacon(url, data));
  }
  const originalFetch = window.fetch.bind(window);
  window.fetch = (input, init) =>
    blocked(input, scriptOrigin)
      ? Promise.resolve(new Response(null, { status: 204 }))
      : originalFetch(input, init);
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  const dropped = new WeakSet<XMLHttpRequest>();
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
    if (blocked(args[1], scriptOrigin)) dropped.add(this);
    return open.apply(this, args);
  } as typeof open;
  XMLHttpRequest.prototype.send = function (
    this: XMLHttpRequest,
    body?: Document | XMLHttpRequestBodyInit | null,
  ) {
    if (dropped.has(this)) return;
    send.call(this, body);
  };
}

function load(scriptUrl: string): boolean {
  let scriptOrigin: string;
  try {
    scriptOrigin = new URL(scriptUrl, window.location.href).origin;
  } catch {
    return false;
  }
  installGuard(scriptOrigin);
  window[ANALYTICS_DISABLED_FLAG] = false;
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.defer = true;
  script.dataset.rishtaAnalytics = '';
  document.head.appendChild(script);
  scriptElement = script;
  return true;
}

/** Applies the rules above on each page (called by the root layout on every navigation). */
export function updateAnalytics(options: {
  scriptUrl: string | null | undefined;
  pathname: string;
  search: string;
  isAdmin: boolean;
}): AnalyticsState {
  const allowed = analyticsAllowed({ ...options, optedOut: optedOut(options.search) });
  const action = analyticsAction(state, allowed);
  if (action === 'load' && options.scriptUrl) {
    if (load(options.scriptUrl)) state = 'running';
  } else if (action === 'stop') {
    scriptElement?.remove();
    scriptElement = null;
    window[ANALYTICS_DISABLED_FLAG] = true;
    state = 'stopped';
  } else if (action === 'resume') {
    window[ANALYTICS_DISABLED_FLAG] = false;
    state = 'running';
  }
  return state;
}
