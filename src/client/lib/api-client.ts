import { basicAuthorization } from './base64';
import { clearToken, getSession, openLogin } from './session';
import { apiCallUnderway } from './slow-link';

/**
 * The one API client (SPEC §7, DESIGN §3).
 *
 * - JSON in and out; a `FormData` body is sent as multipart.
 * - When signed in, every call carries `Authorization: Basic base64(username:token)`.
 * - A 204 answers `null`.
 * - A 401 clears the token, opens the authentication overlay and, once the visitor has signed in,
 *   retries the request once. If they close the overlay, the original 401 `ApiError` is thrown.
 * - Any other non-OK answer throws an `ApiError` with status, status text and the server's `message`.
 */

/** An answer with a non-OK status. `message` is the server's own message when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The server's `message` field (`{ statusCode, error, message }`), if any. */
  readonly serverMessage: string | null;
  /** The parsed JSON body of the error answer, if any. */
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    const serverMessage = messageOf(body);
    super(serverMessage ?? (statusText || `Request failed with status ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

function messageOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

/** What checks an answer: a zod schema fits, and so does a hand-written parser (no zod in the first bundle). */
export interface AnswerSchema<T> {
  parse(data: unknown): T;
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions<T> {
  /** Query string parameters; empty values are left out, arrays repeat the key. */
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Validates (and types) the JSON answer: a zod schema, or anything with a throwing `parse`. Without it the
   * answer is returned as `T` unchecked.
   */
  schema?: AnswerSchema<T>;
  /**
   * Credentials to send instead of the stored session (used by login); `false` sends none.
   * Requests with explicit credentials never open the overlay.
   */
  credentials?: { username: string; password: string } | false;
  /** Open the overlay and retry once on a 401 (default true for session requests). */
  reauthenticate?: boolean;
  /** Answer the body as a file (a Blob) rather than JSON or text. */
  asFile?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function buildUrl(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item));
    }
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function authorizationFor<T>(options: RequestOptions<T>): string | null {
  if (options.credentials === false) return null;
  if (options.credentials)
    return basicAuthorization(options.credentials.username, options.credentials.password);
  const session = getSession();
  if (session.signedIn && session.username && session.token) {
    return basicAuthorization(session.username, session.token);
  }
  return null;
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const authorization = authorizationFor(options);
  if (authorization) headers.Authorization = authorization;

  const answered = apiCallUnderway();
  const response = await fetch(buildUrl(path, options.params), {
    method,
    headers,
    body: payload,
    signal: options.signal,
    credentials: 'same-origin',
  }).finally(answered);

  if (response.status === 401 && options.credentials === undefined && options.reauthenticate !== false) {
    const hadSession = authorization !== null;
    if (hadSession) clearToken();
    const user = await openLogin(hadSession ? 'rejected' : 'required');
    if (user) return request(method, path, body, { ...options, reauthenticate: false });
  }

  if (!response.ok) throw new ApiError(response.status, response.statusText, await readBody(response));
  if (response.status === 204) return null as T;

  const data = options.asFile ? await response.blob() : await readBody(response);
  return options.schema ? options.schema.parse(data) : (data as T);
}

/**
 * `api.get<Answer>('/api/x')` or `api.get('/api/x', { schema })`. Calls answered with 204 resolve to
 * `null`; declare `T` as `X | null` for such endpoints.
 */
export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions<T>) =>
    request<T>('GET', path, undefined, options),
  delete: <T = unknown>(path: string, options?: RequestOptions<T>) =>
    request<T>('DELETE', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PUT', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PATCH', path, body, options),
  /** A file the server makes (the bureau's CSV exports), fetched with the session and saved as `fileName`. */
  async download(path: string, fileName: string, params?: QueryParams) {
    const blob = await request<Blob>('GET', path, undefined, {
      params,
      asFile: true,
      headers: { Accept: '*/*' },
    });
    const url = URL.createObjectURL(blob);
    const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
    document.body.append(link);
    link.click();
    link.remove();
    // The click has handed the file to the browser; the address is not needed after this turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};
