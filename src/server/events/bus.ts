import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Listen } from '../db/database';

export const EVENTS_CHANNEL = 'rishta_events';

/**
 * What the database's triggers say changed (migration 020): `profiles` names a connection's two families
 * and `matchmakers` a change only matchmakers may hear of (a note); both stay on the server.
 */
export type DatabaseEvent = {
  type: 'profile' | 'connection' | 'counts' | 'resync';
  id?: number;
  profiles?: [number, number];
  matchmakers?: boolean;
};

function parse(payload: string): DatabaseEvent | null {
  try {
    const event = JSON.parse(payload) as DatabaseEvent;
    return ['profile', 'connection', 'counts'].includes(event.type) ? event : null;
  } catch {
    return null;
  }
}

/**
 * One listener per process (decision 055), fanned out in process to every open stream: PostgreSQL's
 * LISTEN/NOTIFY carries a change made by any process on the database; on PGlite the database's own
 * notifications carry this process's. When notifications may have been missed, every stream is told to
 * refetch everything (`resync`).
 */
export function eventBus(listen: Listen | undefined, log: FastifyBaseLogger) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let stop: (() => Promise<void>) | null = null;
  return {
    async start() {
      if (!listen || stop) return;
      stop = await listen(
        EVENTS_CHANNEL,
        (payload) => {
          const event = parse(payload);
          if (event) emitter.emit('event', event);
        },
        () => {
          log.warn('events: the database connection was lost and made again; screens refetch');
          emitter.emit('event', { type: 'resync' } satisfies DatabaseEvent);
        },
      );
    },
    subscribe(listener: (event: DatabaseEvent) => void): () => void {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async stop() {
      const last = stop;
      stop = null;
      await last?.();
    },
  };
}
export type EventBus = ReturnType<typeof eventBus>;
