/** The default destination after a magic login: the family's matches. */
export const AFTER_LOGIN_DEFAULT = '/profiles';

/**
 * Where to go after a magic login: the `to` query when it is a path on this site (starts with a single
 * '/', same origin after resolving), otherwise /profiles.
 */
export function safeRedirectTarget(to: string | null, origin: string = window.location.origin): string {
  if (!to?.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return AFTER_LOGIN_DEFAULT;
  try {
    const url = new URL(to, origin);
    if (url.origin !== origin) return AFTER_LOGIN_DEFAULT;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return AFTER_LOGIN_DEFAULT;
  }
}
