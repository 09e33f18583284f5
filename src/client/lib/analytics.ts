import { analyticsFrameAddress, analyticsMayRecord, isAdminPath } from '@shared/analytics';

/**
 * The visit-recording analytics script (SPEC §2, DESIGN §4, decision 050). It is configured on the server
 * (`ANALYTICS_SCRIPT_URL`; the client learns only that there is one, from `analyticsScriptUrl` of
 * `GET /api/config`) and never runs in the app's page: on each page where a visit may be recorded, the app
 * opens a hidden, sandboxed frame at `/analytics-frame/<path>` (server/http/analytics-frame.ts) and the script
 * runs in there. It cannot read the app's local storage (the session token), cookies, address, title or page.
 *
 * No frame under /admin, on /login and /login/{id}:{token}, for a signed-in matchmaker, or on a device that
 * opted out (local storage `analytics-opt-out` = '1'; opening any page with `?analytics=off` sets it,
 * `?analytics=on` clears it). Entering such a page removes the frame, and the script in it stops with it:
 * nothing of it stays on the page to record anything.
 */
export const ANALYTICS_OPT_OUT_KEY = 'analytics-opt-out';

export { isAdminPath };

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

export interface AnalyticsContext {
  scriptUrl: string | null | undefined;
  pathname: string;
  isAdmin: boolean;
  optedOut: boolean;
}

/** May the script record this page? */
export function analyticsAllowed(context: AnalyticsContext): boolean {
  return (
    Boolean(context.scriptUrl) &&
    !context.optedOut &&
    !context.isAdmin &&
    analyticsMayRecord(context.pathname)
  );
}

export type AnalyticsState = 'idle' | 'running' | 'stopped';
export type AnalyticsAction = 'record' | 'stop' | null;

/** What to do on a page: each page a visit may be recorded on is a page view; any other stops the script. */
export function analyticsAction(state: AnalyticsState, allowed: boolean): AnalyticsAction {
  if (allowed) return 'record';
  return state === 'running' ? 'stop' : null;
}

let state: AnalyticsState = 'idle';
let frame: HTMLIFrameElement | null = null;

/** A fresh frame for this page view (a new frame adds no entry to the browser's history). */
function record(pathname: string): void {
  frame?.remove();
  const next = document.createElement('iframe');
  next.setAttribute('sandbox', 'allow-scripts');
  next.referrerPolicy = 'no-referrer';
  next.hidden = true;
  next.tabIndex = -1;
  next.setAttribute('aria-hidden', 'true');
  next.dataset.rishtaAnalytics = '';
  next.src = analyticsFrameAddress(pathname);
  document.body.appendChild(next);
  frame = next;
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
  if (action === 'record') {
    record(options.pathname);
    state = 'running';
  } else if (action === 'stop') {
    frame?.remove();
    frame = null;
    state = 'stopped';
  }
  return state;
}
