import { api } from '@client/lib/api-client';
import { clearSession } from '@client/lib/session';

/**
 * Logout: `POST /api/logout` revokes the session token on the server (a failure there does not keep the
 * visitor signed in), then user, username and token are cleared and the page reloads.
 */
export async function logout(): Promise<void> {
  try {
    await api.post('/api/logout', undefined, { reauthenticate: false });
  } catch {
    // Already expired or the server is unreachable: forgetting the session here is what matters.
  }
  clearSession();
  window.location.reload();
}
