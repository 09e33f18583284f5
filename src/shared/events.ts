/**
 * GET /api/events (issue 27, decision 055): Server-Sent Events telling an open screen what to refetch, never
 * what it now is. Each `data:` line is one event as JSON; a line starting with `:` is a comment (the heartbeat).
 */
import { z } from 'zod';

export const EVENTS_PATH = '/api/events';

/** A profile changed (status, fee, an edit, requirements, checks, a note…), a connection's sides, the counts. */
export const changeEventSchema = z.object({
  type: z.enum(['profile', 'connection', 'counts', 'resync']),
  id: z.number().int().optional(),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;

/** How often the server writes a comment line, so that proxies and phones keep the stream open. */
export const HEARTBEAT_MS = 25_000;
/** How long the client waits before opening a dropped stream again. */
export const RECONNECT_MS = 2_000;
