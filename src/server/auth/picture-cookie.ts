import { SESSION_TTL_DAYS } from '@shared/auth';

/**
 * The session token, again, in a cookie that only picture requests carry (decision 025). An <img> sends no
 * Authorization header, so `/file/{id}` finds the requester's session here. `Path=/file` keeps it off every
 * other request, `HttpOnly` out of scripts, `SameSite=Lax` off other sites' <img> and forms; and the server
 * reads it only for `/file/` requests, so it opens no /api door to a cross-site request.
 */
export const PICTURE_COOKIE = 'rishta_pictures';
const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

const attributes = (maxAge: number, secure: boolean) =>
  [`Max-Age=${maxAge}`, 'Path=/file', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');

/** Set-Cookie for a session token: it lasts as long as an unused session; GET /api/session renews it. */
export function pictureCookie(token: string, secure: boolean): string {
  return `${PICTURE_COOKIE}=${token}; ${attributes(SESSION_TTL_DAYS * 24 * 3600, secure)}`;
}

/** Set-Cookie that removes it (logout). */
export function clearedPictureCookie(secure: boolean): string {
  return `${PICTURE_COOKIE}=; ${attributes(0, secure)}`;
}

/** The token of a `Cookie` header's picture cookie, if it has a well-formed one. */
export function pictureCookieToken(header: string | undefined): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== PICTURE_COOKIE) continue;
    const value = pair.slice(equals + 1).trim();
    return TOKEN.test(value) ? value : null;
  }
  return null;
}
