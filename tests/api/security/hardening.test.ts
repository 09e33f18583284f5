import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { readSettings } from '../../../src/server/config/settings';
import { redactUrl } from '../../../src/server/http/security';
import { LIMITS } from '../../../src/server/rate-limit/limit';
import { apiFixture, createApi } from '../../support/api';
import { engineUnderTest } from '../../support/engines';
import { insertProfile } from '../../support/factories';
import { filepondBody, pngOf } from '../../support/pictures';
import { womanProfile } from '../../support/profiles';
import { ADMIN, basic } from '../../support/test-app';

const t = apiFixture({ ANALYTICS_SCRIPT_URL: 'https://stats.example.com/script.js' }, { realLimits: true });
describe('security headers', () => {
  it('allow scripts only from the app, no inline script, and no framing (the analytics script is not the page’s)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('stats.example.com');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  // Issue 25, item 8 (decision 049).
  it('keep every /api answer out of every cache: a family’s own phone and address among them', async () => {
    const profile = await insertProfile(t.db, { phoneNo: '+923001234987', address: 'Gulberg III' });
    const family = await t.signIn(String(profile.id), profile.accessToken);
    const answers = {
      login: await t.app.inject({
        method: 'GET',
        url: '/api/login',
        headers: { authorization: basic(String(profile.id), profile.accessToken) },
        remoteAddress: '10.9.3.1',
      }),
      session: await t.app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { authorization: family.authorization },
      }),
      ownProfile: await t.app.inject({
        method: 'GET',
        url: `/api/profile/${profile.id}`,
        headers: { authorization: family.authorization },
      }),
      config: await t.app.inject({ method: 'GET', url: '/api/config' }),
      refused: await t.app.inject({ method: 'GET', url: '/api/session' }),
      invalid: await t.app.inject({ method: 'GET', url: '/api/profile/x1' }),
      unknown: await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
    };
    expect(answers.ownProfile.json().profile).toMatchObject({
      phoneNo: '+923001234987',
      address: 'Gulberg III',
    });
    const statuses = Object.fromEntries(Object.entries(answers).map(([name, r]) => [name, r.statusCode]));
    expect(statuses).toEqual({
      login: 200,
      session: 200,
      ownProfile: 200,
      config: 200,
      refused: 401,
      invalid: 400,
      unknown: 404,
    });
    const cacheControl = Object.fromEntries(
      Object.entries(answers).map(([name, r]) => [name, r.headers['cache-control']]),
    );
    expect(cacheControl).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, 'no-store'])));
  });

  it('ask for https (HSTS) only when PUBLIC_URL is https, and never for other hosts under it', async () => {
    const onHttps = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(onHttps.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await buildApp({
      db: t.db,
      engine: engineUnderTest,
      settings: readSettings({ DATA_DIR: t.settings.dataDir, PUBLIC_URL: 'http://rishta.test' }),
    });
    try {
      for (const url of ['/api/config', '/', '/file/abcdefghijklmnopqrstuv']) {
        const response = await plain.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally {
      await plain.close();
    }
  });

  it('keep pictures at /file to the app’s own pages (Cross-Origin-Resource-Policy)', async () => {
    const id = (
      await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        remoteAddress: '10.9.3.2',
        ...filepondBody(await pngOf(40, 40), 'a.png', 'image/png'),
      })
    ).body;
    const served = await t.app.inject({ method: 'GET', url: `/file/${id}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cross-origin-resource-policy']).toBe('same-origin');
    const missing = await t.app.inject({ method: 'GET', url: '/file/abcdefghijklmnopqrstuv' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('the analytics frame (decision 050)', () => {
  it('is a sandboxed page that runs the configured script only, framed by the app only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/analytics-frame/profile/12' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-scripts;/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('script-src https://stats.example.com;');
    expect(csp).toContain('connect-src https://stats.example.com;');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.body).toContain('<script src="https://stats.example.com/script.js" async></script>');
    expect(response.body).toContain('<title>Rishta</title>');
    expect((await t.app.inject({ method: 'GET', url: '/analytics-frame/' })).statusCode).toBe(200);
  });

  it('is never served for a login link, the login page or a matchmaker page, in any spelling', async () => {
    for (const url of [
      '/analytics-frame/login/12:s3cretT0ken',
      '/analytics-frame/login',
      '/analytics-frame/LOGIN/12:abc',
      '/analytics-frame//login/12:abc',
      '/analytics-frame/%6Cogin/12:abc',
      '/analytics-frame/admin/dashboard',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('stats.example.com');
    }
  });

  it('refuses an address it cannot read', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/analytics-frame/%' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('stats.example.com');
  });

  it('does not exist without ANALYTICS_SCRIPT_URL', async () => {
    const plain = await createApi();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/analytics-frame/' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('log lines', () => {
  it('never carry a magic-link token or a picture signature', () => {
    expect(redactUrl('/login/12:s3cretT0ken?to=/my-connections')).toBe(
      '/login/12:[redacted]?to=/my-connections',
    );
    expect(redactUrl('/file/abcdefghijklmnopqrstuv?exp=123&sig=abcdef')).toBe(
      '/file/abcdefghijklmnopqrstuv?exp=123&sig=[redacted]',
    );
    expect(redactUrl('/api/profiles?q=ali')).toBe('/api/profiles?q=ali');
  });

  it('never carry an invitation token, on its page or its API', () => {
    const token = 'Xq3v9RkT2mB8wLp0aZ7cYd1eFg4hJk6nMs5uVo_-Ab0';
    expect(redactUrl(`/admin/invitation/${token}`)).toBe('/admin/invitation/[redacted]');
    expect(redactUrl(`/api/invitations/${token}`)).toBe('/api/invitations/[redacted]');
    expect(redactUrl(`/api/invitations/${token}?x=1`)).toBe('/api/invitations/[redacted]?x=1');
  });
});

describe('rate limits', () => {
  // The numbers and the carrier-shared address are tested in tests/api/profile-submission.test.ts (decision 032).
  it('answer 429 to profiles past the limit from one address', async () => {
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile',
        payload: womanProfile(),
        remoteAddress: '10.9.0.1',
      });
    for (let i = 0; i < LIMITS.profileSubmissionPerDevice.max; i++)
      expect((await submit()).statusCode).toBe(201);
    const refused = await submit();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(LIMITS.profileSubmission.message);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      payload: womanProfile(),
      remoteAddress: '10.9.0.2',
    });
    expect(other.statusCode).toBe(201);
  });

  it('cannot be sidestepped with a made-up X-Forwarded-For when no proxy is trusted', async () => {
    const submit = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile',
        payload: womanProfile(),
        remoteAddress: '10.9.2.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await submit(i)).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answer 429 to uploads past the limit from one address', async () => {
    const picture = await pngOf(32, 32);
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/upload',
        remoteAddress: '10.9.1.1',
        ...filepondBody(picture, 'a.png', 'image/png'),
      });
    let status = 201;
    let sent = 0;
    while (status === 201 && sent < 200) {
      status = (await upload()).statusCode;
      sent += 1;
    }
    expect(status).toBe(429);
    expect(sent).toBe(121);
  });
});

describe('rotating a profile access token', () => {
  it('ends its sessions and makes the old login link fail', async () => {
    const profile = await insertProfile(t.db);
    const family = await t.signIn(String(profile.id), profile.accessToken);
    const admin = await t.signIn(ADMIN.email, ADMIN.password);
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/profile/${profile.id}/access-token`,
      headers: { authorization: admin.authorization },
    });
    expect(rotated.statusCode).toBe(200);
    const { accessToken, loginLink } = rotated.json();
    expect(accessToken).not.toBe(profile.accessToken);
    expect(loginLink).toContain(`/login/${profile.id}:${accessToken}`);

    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/session',
          headers: { authorization: family.authorization },
        })
      ).statusCode,
    ).toBe(401);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/login',
      headers: { authorization: basic(String(profile.id), profile.accessToken) },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/login',
      headers: { authorization: basic(String(profile.id), accessToken) },
    });
    expect(fresh.statusCode).toBe(200);
    const family2 = await t.app.inject({
      method: 'POST',
      url: `/api/profile/${profile.id}/access-token`,
      headers: { authorization: basic(String(profile.id), fresh.json().token) },
    });
    expect(family2.statusCode).toBe(403);
  });
});
