/**
 * GET /api/events (issue 27, decision 055): Server-Sent Events telling an open screen what to refetch, never
 * what it now is. Each `data:` line is one event as JSON; a line starting with `:` is a comment (the heartbeat).
 * No zod here: the app frame follows the events from its first bundle.
 */

export const EVENTS_PATH = '/api/events';

/**
 * A profile changed (status, fee, an edit, requirements, checks, a note, an assignment…), a connection's sides,
 * the menu's counts; or `resync`: notifications may have been missed, fetch everything shown again.
 */
export type ChangeEvent = { type: 'profile' | 'connection' | 'counts' | 'resync'; id?: number };

/** How often the server writes a comment line, so that proxies and phones keep the stream open. */
export const HEARTBEAT_MS = 25_000;
/** How long the client waits before opening a dropped stream again. */
export const RECONNECT_MS = 2_000;
