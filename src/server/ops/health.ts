import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';

export const READY_TIMEOUT_MS = 2000;
export const DATABASE_UNREACHABLE_MESSAGE =
  'The database cannot be reached; this process cannot serve requests.';

/** A request id a proxy or client may send: short, printable, nothing that could forge a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's `genReqId`: the incoming `x-request-id` when it is sane, otherwise a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * `GET /healthz`: the process is up and answering (no database; for a liveness probe).
 * `GET /readyz`: the database answers `select 1` within 2 s (for a load balancer's readiness probe); 503
 * otherwise, and 503 as soon as a SIGTERM starts draining (Fastify answers 503 while closing).
 * Every response carries its request id in `x-request-id`, so a report can be found in the logs.
 */
export function registerOps(app: FastifyInstance, db: Db) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.get('/healthz', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .send({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql`select 1`.execute(db),
        new Promise((_resolve, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)),
            READY_TIMEOUT_MS,
          );
        }),
      ]);
      return reply.send({ status: 'ready' });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed: database unreachable');
      return reply
        .code(503)
        .send({ statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNREACHABLE_MESSAGE });
    } finally {
      clearTimeout(timer);
    }
  });
}
