import type { FastifyInstance } from 'fastify';
import { httpError } from './errors';

export const NUL_MESSAGE = 'The request contains a character that is not allowed.';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold a NUL character: refuse it at the door with a 400 rather than let the database
 * fail the request (a 500) half-way.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.url.includes('\u0000') || /%00/.test(request.url)) throw httpError(400, NUL_MESSAGE);
  });
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body)) throw httpError(400, NUL_MESSAGE);
  });
}
