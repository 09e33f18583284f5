import { heldLoginLink } from '@client/lib/login-link';
import { parseMagicLoginParam } from '@shared/auth';
import { safeRedirectTarget } from '../utils/safe-redirect';
import { landingAfterLogin } from './landing';
import { login } from './login';

let started: { auth: string; to: string | null; landing: Promise<string> } | null = null;

/**
 * Signs in with a login link's `{profileId}:{accessToken}` and works out where it lands (`to`, else landing.ts),
 * once per link: the /login route starts it as soon as the app knows the link (its loader), while the page's
 * own code still loads on a slow phone, and the page takes the same answer (issue 30: the sign-in waited for
 * 130 KB of screen code it does not need). `again` (Try again) signs in anew. Null when the link cannot be
 * read.
 */
export function magicSignIn(auth: string, to: string | null, again = false): Promise<string> | null {
  if (!again && started && started.auth === auth && started.to === to) return started.landing;
  const credentials = parseMagicLoginParam(auth);
  if (!credentials) return null;
  const landing = login(credentials.username, credentials.password).then((user) =>
    to === null ? landingAfterLogin(user) : safeRedirectTarget(to),
  );
  started = { auth, to, landing };
  return landing;
}

/** The page has taken the answer: the same link opened again later signs in again. */
export function forgetMagicSignIn(): void {
  started = null;
}

/** The /login route's start: the held link's sign-in, begun at once (null without a readable link). */
export function startHeldMagicSignIn(url: string): Promise<string> | null {
  const auth = heldLoginLink();
  if (auth === null) return null;
  return magicSignIn(auth, new URL(url).searchParams.get('to'));
}
