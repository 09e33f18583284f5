import { pathIdSchema } from '@shared/ids';
import {
  newReportSchema,
  REPORT_MESSAGES,
  reportListQuerySchema,
  reportListSchema,
  reportReceivedSchema,
  reportSchema,
  resolveReportSchema,
} from '@shared/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { familiesOnly, matchmakersOnly, requireAdmin, requireFamily } from '../auth/viewer';
import type { ReportsService } from './service';

/** Ids in paths are plain decimal digits only (issue 14; src/shared/ids.ts). */
const profile = z.object({ id: pathIdSchema() });
const report = z.object({ id: pathIdSchema('Report id must be a number.') });

/**
 * Reports (issue 18, decision 036): `POST /api/profile/{id}/report` by a family; `GET /api/reports[?profileId=]`
 * and `PATCH /api/reports/{id} { resolved: true, note }` by matchmakers (decision 065).
 */
export function reportsRoutes(service: ReportsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/profile/:id/report',
      {
        preValidation: familiesOnly(REPORT_MESSAGES.familiesOnly),
        schema: {
          params: profile,
          body: newReportSchema,
          response: { 200: reportReceivedSchema, 201: reportReceivedSchema },
        },
      },
      async (request, reply) => {
        const { created } = await service.report(
          requireFamily(request, REPORT_MESSAGES.familiesOnly),
          request.params.id,
          request.body,
        );
        reply.code(created ? 201 : 200);
        return { message: REPORT_MESSAGES.thanks };
      },
    );

    api.get(
      '/api/reports',
      {
        preValidation: matchmakersOnly,
        schema: { querystring: reportListQuerySchema, response: { 200: reportListSchema } },
      },
      async (request) => {
        requireAdmin(request);
        return service.list(request.query.profileId);
      },
    );

    api.patch(
      '/api/reports/:id',
      {
        preValidation: matchmakersOnly,
        schema: { params: report, body: resolveReportSchema, response: { 200: reportSchema } },
      },
      async (request) => service.resolve(requireAdmin(request), request.params.id, request.body.note),
    );
  };
}
