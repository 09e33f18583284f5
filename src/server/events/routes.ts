import { PassThrough } from 'node:stream';
import { type ChangeEvent, EVENTS_PATH, HEARTBEAT_MS, RECONNECT_MS } from '@shared/events';
import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/viewer';
import type { EventBus } from './bus';
import type { EventsService } from './service';

/**
 * GET /api/events (issue 27, decision 055): Server-Sent Events for a signed-in matchmaker or family, signed in
 * by the usual Authorization header (the client reads the stream with fetch(), not EventSource, so the token
 * never travels in a URL). Not compressed: a compressed stream would be held back until a block fills.
 * `sessionAlive` is asked with every heartbeat: a stream whose session has ended is closed.
 */
export function eventsRoutes(deps: {
  bus: EventBus;
  events: EventsService;
  sessionAlive: (tokenHash: string) => Promise<boolean>;
}) {
  return async (app: FastifyInstance) => {
    const open = new Set<PassThrough>();
    // Streams never end by themselves: closing the server ends them first, so that it need not wait.
    app.addHook('preClose', async () => {
      for (const stream of open) stream.end();
    });

    app.get(EVENTS_PATH, { config: { compress: false } } as object, async (request, reply) => {
      const viewer = requireSignedIn(request);
      const filter = await deps.events.filterFor(viewer);
      const stream = new PassThrough();
      open.add(stream);
      const write = (text: string) => {
        if (!stream.writableEnded) stream.write(text);
      };
      // One event after the other, in the order the database committed them.
      let queue = Promise.resolve();
      const unsubscribe = deps.bus.subscribe((event) => {
        queue = queue
          .then(async () => {
            const sent: ChangeEvent | null = await filter(event);
            if (sent) write(`data: ${JSON.stringify(sent)}\n\n`);
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'events: an event could not be sent'));
      });
      const heartbeat = setInterval(() => {
        write(': heartbeat\n\n');
        deps.sessionAlive(viewer.tokenHash).then(
          (alive) => {
            if (!alive) stream.end();
          },
          () => {},
        );
      }, HEARTBEAT_MS);
      const finish = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(stream);
        if (!stream.writableEnded) stream.end();
      };
      request.raw.on('close', finish);
      stream.on('close', finish);
      write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    });
  };
}
