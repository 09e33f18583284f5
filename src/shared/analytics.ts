/**
 * Where the analytics script may record a visit (SPEC §2, DESIGN §3 and §4, decision 050). Both sides use these
 * rules: the client to decide when to open the analytics frame, the server to refuse a frame for any other
 * address whatever a client asks.
 *
 * The script runs only inside the analytics frame: a sandboxed page of its own at `/analytics-frame/<path>`
 * (an opaque origin: it cannot read the app's local storage, cookies, address, title or pages). The frame's
 * address carries the page's path and nothing else: no query, no fragment.
 */
export const ANALYTICS_FRAME_PATH = '/analytics-frame';

/** The matchmakers' pages. */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(\/|$)/i.test(pathname);
}

/** The login link's page (`/login/{id}:{token}`) and the page it becomes once the token left the address. */
export function isLoginPath(pathname: string): boolean {
  return /^\/login(\/|$)/i.test(pathname);
}

/** A path the analytics script may be told about: never a login link, never a matchmaker's page. */
export function analyticsMayRecord(pathname: string): boolean {
  const path = pathname.replace(/^\/+/, '/');
  return path.startsWith('/') && !isLoginPath(path) && !isAdminPath(path);
}

/** The analytics frame's address for a page path (the query and fragment are not passed on). */
export function analyticsFrameAddress(pathname: string): string {
  return `${ANALYTICS_FRAME_PATH}${pathname.startsWith('/') ? pathname : `/${pathname}`}`;
}
