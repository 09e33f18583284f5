import { parseStoredUser, type SessionUser, STORAGE_KEYS } from '@shared/auth';
import { useSyncExternalStore } from 'react';

/**
 * The browser session (SPEC §3 "User session", §4 "Signed-in flag", DESIGN §3).
 *
 * Local storage holds `user` (the login answer without its token, as JSON), `u` (the username) and `p`
 * (the session token, never the password). Signed in means both `u` and `p` are present.
 * The store also carries the state of the authentication overlay, so that the API client (which
 * lives outside React) can ask for a sign-in and wait for it.
 */

/** The user object as kept in storage: the login answer without the session token. */
export type CurrentUser = Omit<SessionUser, 'token'>;

/** Why the overlay is open: a page or call needs a sign-in, or the stored credentials were rejected. */
export type LoginReason = 'required' | 'rejected';

export interface LoginPrompt {
  open: boolean;
  reason: LoginReason;
}

export interface SessionState {
  user: CurrentUser | null;
  username: string | null;
  token: string | null;
  signedIn: boolean;
  prompt: LoginPrompt;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode, quota); the in-memory session still works.
  }
}

function readStoredUser(): CurrentUser | null {
  const raw = readStorage(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return parseStoredUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

function loadFromStorage(prompt: LoginPrompt): SessionState {
  const username = readStorage(STORAGE_KEYS.username) || null;
  const token = readStorage(STORAGE_KEYS.password) || null;
  const signedIn = Boolean(username && token);
  return { user: signedIn ? readStoredUser() : null, username, token, signedIn, prompt };
}

const closedPrompt: LoginPrompt = { open: false, reason: 'required' };

// Read from storage on first use, not while the app's code is evaluated (the first read of local storage
// is slow on a phone, and the start-up task is long enough; decision 023).
let state: SessionState | null = null;
const current = (): SessionState => {
  state ??= loadFromStorage(closedPrompt);
  return state;
};
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return current();
}

// Keep tabs in step: a sign-in or sign-out in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const keys: (string | null)[] = [STORAGE_KEYS.user, STORAGE_KEYS.username, STORAGE_KEYS.password, null];
    if (keys.includes(event.key)) setState(loadFromStorage(current().prompt));
  });
}

/** Stores a successful login answer (`GET /api/login`) and settles any pending sign-in request. */
export function signIn(answer: SessionUser, username: string): CurrentUser {
  const { token, ...user } = answer;
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
  writeStorage(STORAGE_KEYS.username, username);
  writeStorage(STORAGE_KEYS.password, token);
  setState({ user, username, token, signedIn: true, prompt: closedPrompt });
  settlePending(user);
  return user;
}

/** Replaces the stored user object (e.g. after the session was checked at start). */
export function updateCurrentUser(user: CurrentUser): void {
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
  setState({ ...current(), user });
}

/**
 * The server rejected the session token: forget it (and the user object), keep the username so that
 * the overlay can offer it again.
 */
export function clearToken(): void {
  writeStorage(STORAGE_KEYS.password, null);
  writeStorage(STORAGE_KEYS.user, null);
  setState({ ...current(), token: null, user: null, signedIn: false });
}

/** Logout on this device: clears user, username and token from memory and storage. */
export function clearSession(): void {
  writeStorage(STORAGE_KEYS.user, null);
  writeStorage(STORAGE_KEYS.username, null);
  writeStorage(STORAGE_KEYS.password, null);
  setState({ user: null, username: null, token: null, signedIn: false, prompt: current().prompt });
}

interface Pending {
  promise: Promise<CurrentUser | null>;
  resolve: (user: CurrentUser | null) => void;
}
let pending: Pending | null = null;

function settlePending(user: CurrentUser | null): void {
  const current = pending;
  pending = null;
  current?.resolve(user);
}

/**
 * Opens the authentication overlay. Resolves with the signed-in user once the visitor signs in, or with
 * `null` if they close the overlay. Concurrent callers share one overlay and one answer.
 */
export function openLogin(reason: LoginReason = 'required'): Promise<CurrentUser | null> {
  if (!pending) {
    let resolve: (user: CurrentUser | null) => void = () => {};
    const promise = new Promise<CurrentUser | null>((r) => {
      resolve = r;
    });
    pending = { promise, resolve };
  }
  const now = current();
  const nextReason: LoginReason = now.prompt.open && now.prompt.reason === 'rejected' ? 'rejected' : reason;
  setState({ ...now, prompt: { open: true, reason: nextReason } });
  return pending.promise;
}

/** The visitor dismissed the overlay without signing in. */
export function closeLogin(): void {
  setState({ ...current(), prompt: closedPrompt });
  settlePending(null);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The signed-in user, or `null` when signed out (or while the user object is not known yet). */
export function useCurrentUser(): CurrentUser | null {
  const session = useSession();
  return session.signedIn ? session.user : null;
}

export function useIsSignedIn(): boolean {
  return useSession().signedIn;
}

export function useIsAdmin(): boolean {
  return useCurrentUser()?.role === 'admin';
}

export function useLoginPrompt(): LoginPrompt {
  return useSession().prompt;
}

/** First word of the user's name, for greetings; falls back to the e-mail's local part. */
export function firstNameOf(user: CurrentUser): string {
  const first = user.name?.trim().split(/\s+/)[0];
  if (first) return first;
  const local = user.email?.split('@')[0];
  return local || (user.role === 'admin' ? 'Administrator' : 'User');
}
