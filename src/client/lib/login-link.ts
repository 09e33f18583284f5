/**
 * The login link's token leaves the address bar first (decision 050). `/login/{profileId}:{accessToken}` is a
 * long-lived credential: this module is the first one main.tsx imports, and imports nothing itself, so on a
 * page load of a login link it runs before any other code of the app, and before any other script could. It
 * keeps the link's `{profileId}:{accessToken}` in memory and replaces the address with `/login` (the query,
 * such as `?to=`, kept), without a new history entry. The page, its title, its history entry and any later
 * page's referrer never hold the token; the login page (features/auth) reads it from here.
 *
 * Reloading `/login` finds nothing held: the page asks the family to open its link again.
 */
const LOGIN_LINK_PATH = /^\/login\/([^/]+)\/?$/i;

let held: string | null = null;

/** Keeps a login link's `{profileId}:{accessToken}` (also for a link followed inside the app). */
export function holdLoginLink(auth: string): void {
  held = auth;
}

/** The login link being signed in with, if any. */
export function heldLoginLink(): string | null {
  return held;
}

/** Forgets it once it has signed the family in, or was refused. */
export function forgetLoginLink(): void {
  held = null;
}

/** On a page load of `/login/{id}:{token}`: hold the credentials and take them out of the address bar. */
export function takeLoginLinkFromAddressBar(): void {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  const match = LOGIN_LINK_PATH.exec(pathname);
  if (!match) return;
  let auth = match[1];
  try {
    auth = decodeURIComponent(auth);
  } catch {
    // Left as it came: the login page says the link is not valid.
  }
  holdLoginLink(auth);
  window.history.replaceState(window.history.state, '', `/login${search}${hash}`);
}

takeLoginLinkFromAddressBar();
