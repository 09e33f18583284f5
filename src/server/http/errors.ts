import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error that reaches the family or matchmaker as `{ statusCode, error, message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** More of the answer beside `{ statusCode, error, message }` (a version conflict's fields, decision 055). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const httpError = (statusCode: number, message: string) => new HttpError(statusCode, message);

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** Messages in the product's words for Fastify's own request errors. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This kind of request body is not accepted.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong.',
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'This value is not valid.',
      }));
      return reply.code(400).send({
        statusCode: 400,
        error: STATUS_NAMES[400],
        message: errors[0]?.message ?? 'The request is not valid.',
        errors,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ statusCode: 500, error: STATUS_NAMES[500], message: INTERNAL_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ statusCode: 500, error: STATUS_NAMES[500], message: INTERNAL_MESSAGE });
    }
    const message = (error.code && FASTIFY_MESSAGES[error.code]) || error.message;
    const details = error instanceof HttpError ? error.details : undefined;
    return reply
      .code(status)
      .send({ statusCode: status, error: STATUS_NAMES[status] ?? 'Error', message, ...details });
  });
}

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';
