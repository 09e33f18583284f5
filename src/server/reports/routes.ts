import { pathIdSchema } from '@shared/ids';
import {
  newReportSchema,
  REPORT_MESSAGES,
  reportListSchema,
  reportReceivedSchema,
  reportSchema,
  resolveReportSchema,
} from '@shared/reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireSignedIn } from '../auth/viewer';
import { httpError } from '../http/errors';
import type { ReportsService } from './service';

/** Ids in paths are plain decimal digits only (issue 14; src/shared/ids.ts). */
const profile = z.object({ id: pathIdSchema() });
const report = z.object({ id: pathIdSchema('Report id must be a number.') });

/** Families only, decided before the body is read (matchmakers resolve reports; they do not write them). */
function requireFamily(request: FastifyRequest) {
  const viewer = requireSignedIn(request);
  if (viewer.kind !== 'user') throw httpError(403, REPORT_MESSAGES.familiesOnly);
  return viewer;
}
const familiesOnly = async (request: FastifyRequest) => {
  requireFamily(request);
};
/** Matchmakers only, decided before the path or body is read: a family learns nothing from a 400. */
const matchmakersOnly = async (request: FastifyRequest) => {
  requireAdmin(request);
};

/**
 * Reports (issue 18, decision 036): `POST /api/profile/{id}/report` by a family; `GET /api/reports` and
 * `PATCH /api/reports/{id}` by matchmakers.
 */
export function reportsRoutes(service: ReportsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/profile/:id/report',
      {
        preValidation: familiesOnly,
        schema: {
          params: profile,
          body: newReportSchema,
          response: { 200: reportReceivedSchema, 201: reportReceivedSchema },
        },
      },
      async (request, reply) => {
        const { created } = await service.report(requireFamily(request), request.params.id, request.body);
        reply.code(created ? 201 : 200);
        return { message: REPORT_MESSAGES.thanks };
      },
    );

    api.get(
      '/api/reports',
      { preValidation: matchmakersOnly, schema: { response: { 200: reportListSchema } } },
      async (request) => {
        requireAdmin(request);
        return service.list();
      },
    );

    api.patch(
      '/api/reports/:id',
      {
        preValidation: matchmakersOnly,
        schema: { params: report, body: resolveReportSchema, response: { 200: reportSchema } },
      },
      async (request) => service.resolve(requireAdmin(request), request.params.id),
    );
  };
}
