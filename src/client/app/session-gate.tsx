import { LoadingScreen } from '@client/components/loading-screen';
import { api, isApiError } from '@client/lib/api-client';
import { clearToken, getSession, openLogin, signIn, subscribeSession } from '@client/lib/session';
import { type ReactNode, useEffect, useState } from 'react';
import { invalidateAllQueries } from './query-registry';

/**
 * Signed in (both `u` and `p` stored) but the `user` object is missing or unreadable: ask the server
 * who this is (`GET /api/login` with the stored username and token) before the first page renders.
 */
async function restoreUser(): Promise<void> {
  const session = getSession();
  if (!session.signedIn || session.user || !session.username) return;
  const username = session.username;
  try {
    // A rare case (an old or damaged stored user): the schema, and zod with it, load only for it.
    const { sessionUserSchema } = await import('@shared/auth-schema');
    const answer = await api.get('/api/login', { schema: sessionUserSchema, reauthenticate: false });
    signIn(answer, username);
  } catch (error) {
    if (isApiError(error, 401)) {
      clearToken();
      void openLogin('rejected');
    }
    // Otherwise (offline, server error) carry on; the next call will find out.
  }
}

/** Shows 'Loading application...' while the session is restored; refreshes data when the user changes. */
export function SessionGate({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(() => {
    const session = getSession();
    return !(session.signedIn && !session.user);
  });

  useEffect(() => {
    if (ready) return;
    void restoreUser().finally(() => setReady(true));
  }, [ready]);

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
      // What a visitor may see depends on who they are: reload everything shown.
      invalidateAllQueries();
    });
  }, []);

  return ready ? children : <LoadingScreen />;
}
