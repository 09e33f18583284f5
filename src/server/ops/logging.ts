import type { FastifyServerOptions } from 'fastify';
import { redactUrl } from '../http/security';

/**
 * The URL as logged: secrets redacted (login tokens, picture signatures) and query values dropped, since a
 * matchmaker's search may be a family's name or phone number. Query names stay, to tell requests apart.
 */
export function logUrl(url: string): string {
  const redacted = redactUrl(url);
  const q = redacted.indexOf('?');
  if (q < 0) return redacted;
  const names = redacted
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((part) => `${part.split('=')[0]}=…`);
  return `${redacted.slice(0, q)}?${names.join('&')}`;
}

type LoggedError = { type: string; message: string; stack: string; code?: string; statusCode?: number };

/**
 * Errors without the parts that can carry personal data: PostgreSQL's `detail` names the duplicate value
 * (a phone number), `parameters`/`query` carry what was written.
 */
export function logError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const e = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: e.name,
    message: e.message,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    stack: e.stack ?? '',
  };
}

/**
 * Structured JSON logs (pino): one line per request received and completed, with its request id (`reqId`),
 * method, redacted path, client address, status and time. No headers, bodies or query values are logged.
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req) => ({ method: req.method, url: logUrl(req.url), remoteAddress: req.ip }),
      res: (res) => ({ statusCode: res.statusCode }),
      err: logError,
    },
  };
}
