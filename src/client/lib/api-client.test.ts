import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A minimal `window.localStorage` for the node test environment. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

type FetchArgs = [string, RequestInit];

function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

const user = { _id: 3, role: 'user', email: null, name: 'Ayesha', gender: 'Female', profile: 42 } as const;

async function load(storage: Record<string, string>) {
  const local = memoryStorage(storage);
  vi.stubGlobal('window', { localStorage: local, addEventListener: () => {} });
  vi.resetModules();
  const client = await import('./api-client');
  const session = await import('./session');
  return { ...client, ...session, local };
}

function decodeAuth(init: RequestInit): string {
  const header = new Headers(init.headers).get('Authorization') ?? '';
  const bytes = Uint8Array.from(atob(header.replace(/^Basic /, '')), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

describe('api client', () => {
  let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

  beforeEach(() => {
    fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends Basic username:token (UTF-8 safe) when signed in, and JSON bodies', async () => {
    const { api } = await load({ u: 'عائشہ@example.pk', p: 'tok', user: JSON.stringify(user) });
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(api.post('/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0];
    expect(decodeAuth(init)).toBe('عائشہ@example.pk:tok');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends no Authorization when signed out, and FormData as is', async () => {
    const { api } = await load({});
    fetchMock.mockResolvedValueOnce(json(200, { id: 'f1' }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.jpg');
    await api.post('/api/upload', form);
    const [, init] = fetchMock.mock.calls[0];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
    expect(init.body).toBe(form);
  });

  it('answers null for a 204 and builds query strings', async () => {
    const { api } = await load({});
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(
      api.delete('/api/profile/1', { params: { a: 1, b: '', c: ['x', 'y'] } }),
    ).resolves.toBeNull();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/profile/1?a=1&c=x&c=y');
  });

  it('throws ApiError with status, status text and the server message', async () => {
    const { api, ApiError } = await load({});
    fetchMock.mockResolvedValueOnce(
      json(400, { statusCode: 400, error: 'Bad Request', message: 'age: too small' }, 'Bad Request'),
    );
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, statusText: 'Bad Request', serverMessage: 'age: too small' });
  });

  it('on a 401 clears the token, opens the overlay and retries once after sign-in', async () => {
    const { api, getSession, signIn, local } = await load({
      u: 'a@b.pk',
      p: 'old',
      user: JSON.stringify(user),
    });
    fetchMock.mockResolvedValueOnce(json(401, { message: 'expired' })).mockResolvedValueOnce(json(200, [1]));
    const result = api.get('/api/connections');
    await vi.waitFor(() => expect(getSession().prompt).toEqual({ open: true, reason: 'rejected' }));
    expect(local.data.has('p')).toBe(false);
    expect(getSession().signedIn).toBe(false);
    signIn({ ...user, token: 'new' }, 'a@b.pk');
    await expect(result).resolves.toEqual([1]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(decodeAuth(fetchMock.mock.calls[1][1])).toBe('a@b.pk:new');
    expect(local.data.get('p')).toBe('new');
    expect(getSession().prompt.open).toBe(false);
  });

  it('throws the 401 when the overlay is closed, and never retries twice', async () => {
    const { api, closeLogin, getSession, signIn, isApiError } = await load({});
    fetchMock.mockImplementation(async () => json(401, { message: 'no' }));
    const cancelled = api.get('/api/x').catch((e: unknown) => e);
    await vi.waitFor(() => expect(getSession().prompt).toEqual({ open: true, reason: 'required' }));
    closeLogin();
    expect(isApiError(await cancelled, 401)).toBe(true);

    const twice = api.get('/api/y').catch((e: unknown) => e);
    await vi.waitFor(() => expect(getSession().prompt.open).toBe(true));
    signIn({ ...user, token: 't' }, 'a@b.pk');
    expect(isApiError(await twice, 401)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('login with explicit credentials never opens the overlay', async () => {
    const { api, getSession, isApiError } = await load({});
    fetchMock.mockResolvedValueOnce(json(401, { message: 'bad' }));
    const error = await api
      .get('/api/login', { credentials: { username: '42', password: 'x' } })
      .catch((e: unknown) => e);
    expect(isApiError(error, 401)).toBe(true);
    expect(getSession().prompt.open).toBe(false);
  });
});
