import { Readable } from 'node:stream';
import { EXPORT_PATHS, exportFileName } from '@shared/exports';
import { paymentsExportQuerySchema, profilesExportQuerySchema } from '@shared/exports-schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchmakersOnly } from '../auth/viewer';
import type { ExportsService } from './service';

const KARACHI_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' });

/** Streams one CSV file as a download named for what it holds and the bureau's day. */
function sendFile(reply: FastifyReply, what: keyof typeof EXPORT_PATHS, text: AsyncIterable<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${exportFileName(what, KARACHI_DAY.format(new Date()))}"`,
    )
    .send(Readable.from(text));
}

/** The bureau's exports (issue 28, part 7; decision 064): matchmakers only, streamed. */
export function exportsRoutes(service: ExportsService) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      EXPORT_PATHS.profiles,
      { preValidation: matchmakersOnly, schema: { querystring: profilesExportQuerySchema } },
      async (request, reply) => sendFile(reply, 'profiles', service.profiles(request.viewer, request.query)),
    );
    routes.get(EXPORT_PATHS.connections, { preValidation: matchmakersOnly }, async (_request, reply) =>
      sendFile(reply, 'connections', service.connections()),
    );
    routes.get(
      EXPORT_PATHS.payments,
      { preValidation: matchmakersOnly, schema: { querystring: paymentsExportQuerySchema } },
      async (request, reply) => sendFile(reply, 'payments', service.payments(request.query)),
    );
  };
}
