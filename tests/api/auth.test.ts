import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetAdminPassword } from '../../src/server/auth/accounts';
import { authRepository } from '../../src/server/auth/repository';
import { sha256 } from '../../src/server/auth/secrets';
import { insertProfile } from '../support/factories';
import { ADMIN, basic, createTestApp, signIn, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (authorization?: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'GET',
    url: '/api/login',
    headers: authorization ? { authorization } : {},
    remoteAddress,
  });
const session = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization } });

describe('GET /api/login', () => {
  it('answers the matchmaker user object with a new session token', async () => {
    const response = await login(basic(ADMIN.email, ADMIN.password));
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({ role: 'admin', email: ADMIN.email, gender: null });
    expect(user.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(JSON.stringify(user)).not.toContain(ADMIN.password);
  });

  it('accepts the e-mail in any case', async () => {
    const response = await login(basic(ADMIN.email.toUpperCase(), ADMIN.password), '10.0.0.2');
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password and a missing header with 401 and the product message', async () => {
    for (const authorization of [basic(ADMIN.email, 'wrong'), undefined, 'Bearer x', 'Basic !!!']) {
      const response = await login(authorization, '10.0.0.3');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid username or password!');
      expect(response.headers['www-authenticate']).toBeUndefined();
    }
  });

  it('lets a family sign in with profile id and access token', async () => {
    const profile = await insertProfile(t.db, { gender: 'Female', email: 'family@example.pk' });
    const response = await login(basic(String(profile.id), profile.accessToken), '10.0.0.4');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: profile.id,
      role: 'user',
      gender: 'Female',
      profile: profile.id,
    });
  });

  it('refuses a wrong access token for a real profile id, and an unknown profile id', async () => {
    const profile = await insertProfile(t.db);
    expect((await login(basic(String(profile.id), `${profile.accessToken}x`), '10.0.0.5')).statusCode).toBe(
      401,
    );
    expect((await login(basic('999999', profile.accessToken), '10.0.0.5')).statusCode).toBe(401);
  });

  it('answers 429 to the 11th wrong password within a minute, for the account and for the address', async () => {
    const email = 'someone@rishta.test';
    for (let i = 1; i <= 10; i++) {
      expect((await login(basic(email, `wrong-${i}`), `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const eleventh = await login(basic(email, 'wrong-11'), '10.1.0.99');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(
      'Too many failed sign-in attempts. Please wait a minute and try again.',
    );

    for (let i = 1; i <= 10; i++) {
      expect((await login(basic(`user${i}@rishta.test`, 'x'), '10.2.0.1')).statusCode).toBe(401);
    }
    expect((await login(basic(ADMIN.email, ADMIN.password), '10.2.0.1')).statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('a token works until logout and not after', async () => {
    const { authorization, user } = await signIn(t.app, ADMIN.email, ADMIN.password);
    const before = await session(authorization);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ _id: user._id, role: 'admin' });

    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization } });
    expect(logout.statusCode).toBe(204);
    const after = await session(authorization);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has ended. Please sign in again.');
  });

  it('a token is bound to its username', async () => {
    const { user } = await signIn(t.app, ADMIN.email, ADMIN.password);
    const profile = await insertProfile(t.db);
    expect((await session(basic(String(profile.id), user.token as string))).statusCode).toBe(401);
  });

  it('a family session reports the family user', async () => {
    const profile = await insertProfile(t.db, { gender: 'Female' });
    const { authorization } = await signIn(t.app, String(profile.id), profile.accessToken);
    expect((await session(authorization)).json()).toMatchObject({
      role: 'user',
      profile: profile.id,
      gender: 'Female',
    });
  });

  it('an expired session is refused; a used one slides 30 days ahead', async () => {
    const { authorization, user } = await signIn(t.app, ADMIN.email, ADMIN.password);
    const tokenHash = sha256(user.token as string);
    await t.db
      .updateTable('sessions')
      .set({ lastUsedAt: sql`now() - interval '2 days'`, expiresAt: sql`now() + interval '1 day'` })
      .where('tokenHash', '=', tokenHash)
      .execute();
    expect((await session(authorization)).statusCode).toBe(200);
    const slid = await t.db
      .selectFrom('sessions')
      .select('expiresAt')
      .where('tokenHash', '=', tokenHash)
      .executeTakeFirstOrThrow();
    expect(slid.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    await t.db
      .updateTable('sessions')
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where('tokenHash', '=', tokenHash)
      .execute();
    expect((await session(authorization)).statusCode).toBe(401);
  });

  it('resetting a matchmaker password ends that matchmaker’s sessions', async () => {
    const { authorization } = await signIn(t.app, ADMIN.email, ADMIN.password);
    const password = await resetAdminPassword(authRepository(t.db), ADMIN.email);
    expect((await session(authorization)).statusCode).toBe(401);
    expect((await login(basic(ADMIN.email, password), '10.3.0.1')).statusCode).toBe(200);
    ADMIN.password = password;
  });

  it('a request without credentials to a signed-in endpoint is 401', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in to continue.');
  });
});

describe('GET /api/config', () => {
  it('answers only public settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['analyticsScriptUrl', 'contact']);
  });
});
