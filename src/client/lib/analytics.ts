/**
 * The visit-recording analytics script (SPEC §2, DESIGN §4): configured by the server (none when unset),
 * never loaded under /admin, for a signed-in matchmaker, or on a device that opted out.
 * Opt out on a device by opening any page with `?analytics=off` (`?analytics=on` undoes it).
 */
export const ANALYTICS_OPT_OUT_KEY = 'analytics-opt-out';

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

let loaded = false;

/** Loads the script once, on the first page where it is allowed. A script once loaded is not unloaded. */
export function maybeLoadAnalytics(options: {
  scriptUrl: string | null | undefined;
  pathname: string;
  search: string;
  isAdmin: boolean;
}): void {
  const opted = optedOut(options.search);
  if (loaded || !options.scriptUrl || opted || options.isAdmin || isAdminPath(options.pathname)) return;
  loaded = true;
  const script = document.createElement('script');
  script.src = options.scriptUrl;
  script.async = true;
  script.defer = true;
  document.head.appendChild(script);
}
