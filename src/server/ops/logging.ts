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
 * How log lines look: `json` (production: one JSON object per line, for a log collector) or `lines`
 * (development: one short line per request, so that the start banner and a warning stay readable).
 */
export type LogFormat = 'json' | 'lines';

type Out = { write(text: string): unknown };

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every entry has, or that the line already shows in its own way. */
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'err',
  'responseTime',
]);

type Entry = {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
};

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/**
 * The `lines` format: turns pino's JSON entries into short lines. A request is one line when it completes
 * (`12:04:31 GET /api/profiles?page=… 200 14 ms`), its "incoming request" entry only remembered for its
 * method and path. Everything printed comes from the JSON entry, already serialized and redacted.
 */
export function humanLines(out: Out) {
  const pending = new Map<string, string>();
  const render = (entry: Entry): string | null => {
    const time = clock(entry.time);
    if (entry.msg === 'incoming request' && entry.reqId && entry.req) {
      pending.set(entry.reqId, `${entry.req.method} ${entry.req.url}`);
      // A request that never completes must not be remembered for ever.
      if (pending.size > 1000) pending.delete(pending.keys().next().value as string);
      return null;
    }
    const request = entry.reqId ? pending.get(entry.reqId) : undefined;
    if (entry.msg === 'request completed') {
      if (entry.reqId) pending.delete(entry.reqId);
      const ms = Math.round(entry.responseTime ?? 0);
      return `${time} ${request ?? '?'} ${entry.res?.statusCode ?? '?'} ${ms} ms`;
    }
    // The start banner says where Rishta listens.
    if (entry.msg?.startsWith('Server listening at')) return null;
    const level = LEVEL_NAMES[entry.level ?? 30] ?? 'INFO';
    const extra = Object.entries(entry)
      .filter(([key, value]) => !SHOWN.has(key) && value !== null && typeof value !== 'object')
      .map(([key, value]) => `${key}=${value}`);
    const text = [time, level, request ? `${request}:` : '', entry.msg ?? '', ...extra].filter(Boolean);
    const stack = entry.err?.stack || entry.err?.message;
    return stack ? `${text.join(' ')}\n${stack}` : text.join(' ');
  };
  return {
    write(chunk: string) {
      for (const json of String(chunk).split('\n')) {
        if (!json) continue;
        let line: string | null;
        try {
          line = render(JSON.parse(json) as Entry);
        } catch {
          line = json;
        }
        if (line !== null) out.write(`${line}\n`);
      }
    },
  };
}

/**
 * Logs (pino): a request received and completed, with its request id (`reqId`), method, redacted path,
 * client address, status and time, as JSON lines or, in development, as one short line (LogFormat). No
 * headers, bodies or query values are logged.
 */
export function loggerOptions(
  level: string,
  format: LogFormat = 'json',
  /** Where lines go; pino's own stdout writer when unset. */
  out?: Out,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req) => ({ method: req.method, url: logUrl(req.url), remoteAddress: req.ip }),
      res: (res) => ({ statusCode: res.statusCode }),
      err: logError,
    },
    ...(format === 'lines' ? { stream: humanLines(out ?? process.stdout) } : out ? { stream: out } : {}),
  };
}
