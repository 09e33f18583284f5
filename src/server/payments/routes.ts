import { pathIdSchema } from '@shared/ids';
import {
  duesSchema,
  ledgerEntrySchema,
  newPaymentSchema,
  profileLedgerSchema,
  receiptSchema,
  reversalSchema,
} from '@shared/payments-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchmakersOnly, requireAdmin } from '../auth/viewer';
import type { PaymentsService } from './service';

const profile = z.object({ id: pathIdSchema() });
const payment = z.object({ id: pathIdSchema('Payment id must be a number.') });

/** The bureau's books (issue 28, decision 052): matchmakers only; families get 401/403 and never an entry. */
export function paymentsRoutes(service: PaymentsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/profile/:id/payments',
      { preValidation: matchmakersOnly, schema: { params: profile, response: { 200: profileLedgerSchema } } },
      async (request) => service.list(requireAdmin(request), request.params.id),
    );

    api.post(
      '/api/profile/:id/payments',
      {
        preValidation: matchmakersOnly,
        schema: { params: profile, body: newPaymentSchema, response: { 201: ledgerEntrySchema } },
      },
      async (request, reply) => {
        const created = await service.record(requireAdmin(request), request.params.id, request.body);
        reply.code(201);
        return created;
      },
    );

    api.post(
      '/api/payments/:id/reversal',
      {
        preValidation: matchmakersOnly,
        schema: { params: payment, body: reversalSchema, response: { 201: ledgerEntrySchema } },
      },
      async (request, reply) => {
        const created = await service.reverse(requireAdmin(request), request.params.id, request.body.reason);
        reply.code(201);
        return created;
      },
    );

    api.get(
      '/api/payments/due',
      { preValidation: matchmakersOnly, schema: { response: { 200: duesSchema } } },
      async (request) => service.due(requireAdmin(request)),
    );

    api.get(
      '/api/payments/:id/receipt',
      { preValidation: matchmakersOnly, schema: { params: payment, response: { 200: receiptSchema } } },
      async (request) => service.receipt(requireAdmin(request), request.params.id),
    );
  };
}
