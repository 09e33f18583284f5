import { LoadingScreen } from '@client/components/loading-screen';
import { api, isApiError } from '@client/lib/api-client';
import { clearToken, getSession, openLogin, subscribeSession, updateCurrentUser } from '@client/lib/session';
import { type ReactNode, useEffect, useState } from 'react';
import { startLiveScreens } from './live-screens';
import { invalidateAllQueries } from './query-registry';

/**
 * Signed in (both `u` and `p` stored) but the `user` object is missing or unreadable: ask the server who
 * this is (`GET /api/session`, which also renews the picture cookie) before the first page renders.
 */
async function restoreUser(): Promise<void> {
  const session = getSession();
  if (!session.signedIn || session.user) return;
  try {
    // A rare case (an old or damaged stored user): the schema, and zod with it, load only for it.
    const { sessionUserSchema } = await import('@shared/auth-schema');
    const user = await api.get('/api/session', {
      schema: sessionUserSchema.omit({ token: true }),
      reauthenticate: false,
    });
    updateCurrentUser(user);
    markPictureCookie();
  } catch (error) {
    if (isApiError(error, 401)) {
      clearToken();
      void openLogin('rejected');
    }
    // Otherwise (offline, server error) carry on; the next call will find out.
  }
}

/**
 * Pictures follow the session (decision 025): `/file/{id}` reads the session from an HttpOnly cookie that
 * GET /api/login sets, since an <img> sends no Authorization header. A session kept from before that cookie
 * existed, or longer than the cookie lives, gets it again from GET /api/session. When it was last set is kept
 * here, in local storage.
 */
const PICTURE_COOKIE_AT = 'pictureCookieAt';
const RENEW_PICTURE_COOKIE_AFTER_MS = 24 * 60 * 60 * 1000;

function pictureCookieAge(): number {
  try {
    const at = Number(window.localStorage.getItem(PICTURE_COOKIE_AT));
    return at > 0 ? Date.now() - at : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function markPictureCookie(): void {
  try {
    window.localStorage.setItem(PICTURE_COOKIE_AT, String(Date.now()));
  } catch {
    // Without storage the cookie is asked for again at the next start: one small request.
  }
}

async function renewPictureCookie(): Promise<void> {
  if (!getSession().signedIn) return;
  try {
    await api.get('/api/session', { reauthenticate: false });
    markPictureCookie();
  } catch (error) {
    if (isApiError(error, 401)) {
      clearToken();
      void openLogin('rejected');
    }
  }
}

/** Shows 'Loading application...' while the session is restored; refreshes data when the user changes. */
export function SessionGate({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(() => {
    const session = getSession();
    // A session that never had the picture cookie waits for it, so that the first pictures shown load.
    return !(session.signedIn && (!session.user || pictureCookieAge() === Number.POSITIVE_INFINITY));
  });

  useEffect(() => {
    if (ready) {
      if (pictureCookieAge() > RENEW_PICTURE_COOKIE_AFTER_MS) void renewPictureCookie();
      return;
    }
    void restoreUser()
      .then(() => (pictureCookieAge() > RENEW_PICTURE_COOKIE_AFTER_MS ? renewPictureCookie() : undefined))
      .finally(() => setReady(true));
  }, [ready]);

  // Open screens follow what others change (decision 055), once the session is known.
  useEffect(() => (ready ? startLiveScreens() : undefined), [ready]);

  useEffect(() => {
    const identity = () => {
      const { signedIn, user } = getSession();
      return signedIn && user ? `${user.role}:${user._id}` : 'anonymous';
    };
    let previous = identity();
    return subscribeSession(() => {
      const next = identity();
      if (next === previous) return;
      previous = next;
      // A sign-in's answer has just set the picture cookie.
      if (next !== 'anonymous') markPictureCookie();
      // What a visitor may see depends on who they are: reload everything shown.
      invalidateAllQueries();
    });
  }, []);

  return ready ? children : <LoadingScreen />;
}
