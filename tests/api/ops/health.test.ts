import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { readSettings } from '../../../src/server/config/settings';
import { DATABASE_UNREACHABLE_MESSAGE } from '../../../src/server/ops/health';
import { humanLines, logError, loggerOptions, logUrl } from '../../../src/server/ops/logging';
import { apiFixture } from '../../support/api';
import { engineUnderTest } from '../../support/engines';
import { insertProfile } from '../../support/factories';
import { ADMIN, basic, openTestDatabase } from '../../support/test-app';

const t = apiFixture();
describe('health and readiness', () => {
  it('GET /healthz answers while the process is up, without asking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz answers 200 when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz answers 503 with a clear message when the database is gone; /healthz still 200', async () => {
    const opened = await openTestDatabase();
    const app = await buildApp({
      db: opened.db,
      engine: opened.engine,
      settings: readSettings({ DATA_DIR: t.settings.dataDir }),
    });
    await opened.close();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: DATABASE_UNREACHABLE_MESSAGE,
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('request ids', () => {
  it('echoes a sane incoming x-request-id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'proxy-7f3a9c21.abc' },
    });
    expect(response.headers['x-request-id']).toBe('proxy-7f3a9c21.abc');
  });

  it('replaces a missing or unsafe one with a new UUID, different for every request', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const ids = new Set<string>();
    for (const header of [undefined, 'x y', 'a'.repeat(300), 'short', '{"json":1}']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/config',
        headers: header === undefined ? {} : { 'x-request-id': header },
      });
      const id = String(response.headers['x-request-id']);
      expect(id).toMatch(uuid);
      ids.add(id);
    }
    expect(ids.size).toBe(5);
  });

  it('is on error answers too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe('logs', () => {
  /** The same requests, with secrets in them, through an app logging in the given format. */
  async function logsOf(format: 'json' | 'lines') {
    const lines: string[] = [];
    const out = {
      write(text: string) {
        lines.push(...text.split('\n').filter(Boolean));
      },
    };
    const logged = await buildApp(
      { db: t.db, engine: engineUnderTest, settings: t.settings },
      { logger: loggerOptions('info', format, out) },
    );
    const family = await insertProfile(t.db, { phoneNo: '+923001112233' });
    const login = await logged.inject({
      method: 'GET',
      url: '/api/login',
      headers: { authorization: basic(ADMIN.email, ADMIN.password), 'x-request-id': 'trace-login-0001' },
    });
    const token = (login.json() as { token: string }).token;
    await logged.inject({
      method: 'GET',
      url: '/api/profiles?q=03001112233&city=Lahore',
      headers: { authorization: basic(ADMIN.email, token), cookie: `rishta_session=${token}` },
    });
    await logged.inject({ method: 'GET', url: `/login/${family.id}:${family.accessToken}` });
    await logged.inject({
      method: 'GET',
      url: '/file/AAAAAAAAAAAAAAAAAAAAAA?exp=99999999999&sig=SECRETSIGNATURE',
    });
    await logged.close();
    const secrets = [
      ADMIN.password,
      token,
      family.accessToken,
      'SECRETSIGNATURE',
      '03001112233',
      '3001112233',
    ];
    return { lines, secrets, family };
  }

  it('are JSON lines with the request id and carry no passwords, tokens, signatures or searched phone numbers', async () => {
    const { lines, secrets } = await logsOf('json');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(entries.filter((e) => e.reqId === 'trace-login-0001').map((e) => e.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    const text = lines.join('\n');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain('/api/profiles?q=…&city=…');
  });

  it('in development are one short line per request (method, path, status, time), with the same secrets kept out', async () => {
    const { lines, secrets, family } = await logsOf('lines');
    expect(lines).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/login 200 \d+ ms$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/profiles\?q=…&city=… 200 \d+ ms$/),
      expect.stringMatching(
        new RegExp(`^\\d\\d:\\d\\d:\\d\\d GET /login/${family.id}:\\[redacted\\] \\d{3} \\d+ ms$`),
      ),
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/file\/A+\?exp=…&sig=… \d{3} \d+ ms$/),
    ]);
    for (const secret of secrets) expect(lines.join('\n')).not.toContain(secret);
  });

  it('are JSON in production (NODE_ENV=production) and short lines otherwise', () => {
    expect(readSettings({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(readSettings({}).logFormat).toBe('lines');
    expect(readSettings({ NODE_ENV: 'development' }).logFormat).toBe('lines');
  });

  it('in development print a warning or an error as one line with its stack, and extra fields as key=value', () => {
    const printed: string[] = [];
    const stream = humanLines({ write: (text) => printed.push(text) });
    const at = Date.UTC(2026, 0, 1, 9, 30, 5);
    stream.write(
      `${JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', msg: 'Server listening at http://127.0.0.1:3000' })}\n`,
    );
    stream.write(
      `${JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', signal: 'SIGTERM', msg: 'stopping: finishing requests in flight' })}\n`,
    );
    stream.write(
      `${JSON.stringify({ level: 50, time: at, reqId: 'r1', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at here' }, msg: 'request failed' })}\n`,
    );
    expect(printed.join('')).toMatch(
      /^\d\d:\d\d:\d\d INFO stopping: finishing requests in flight signal=SIGTERM\n\d\d:\d\d:\d\d ERROR request failed\nError: boom\n {4}at here\n$/,
    );
  });

  it('drop the parts of a database error that can carry personal data', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      detail: 'Key (phone_no)=(+923001112233) already exists.',
    });
    const logged = logError(error);
    expect(logged).toMatchObject({ type: 'Error', code: '23505' });
    expect(JSON.stringify(logged)).not.toContain('923001112233');
    expect(logUrl('/login/12:abcdef?next=%2F')).toBe('/login/12:[redacted]?next=…');
  });
});
