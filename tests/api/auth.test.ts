import {
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS_AND_ACCOUNT,
  LOGIN_SLOWDOWN_AFTER_FAILURES,
  LOGIN_SLOWDOWN_FIRST_MS,
  LOGIN_SLOWDOWN_MAX_MS,
} from '@shared/auth';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addAdmin, resetAdminPassword } from '../../src/server/auth/accounts';
import { authRepository } from '../../src/server/auth/repository';
import { sha256 } from '../../src/server/auth/secrets';
import { authService } from '../../src/server/auth/service';
import { readSettings } from '../../src/server/config/settings';
import { rateLimitRepository } from '../../src/server/rate-limit/repository';
import { apiFixture, createApi } from '../support/api';
import { insertProfile } from '../support/factories';
import { ADMIN, basic } from '../support/test-app';

const t = apiFixture();
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
});

/**
 * Sign-in cannot lock anyone out (issue 14, finding 8): failures are limited per address and per (address,
 * account); failures from one address never refuse a correct credential from another. A matchmaker account
 * that many addresses fail on is slowed down, never locked (docs/decisions/002-sign-in-rate-limit.md).
 */
describe('GET /api/login limits', () => {
  const TOO_MANY = 'Too many failed sign-in attempts. Please wait a minute and try again.';
  const statusesOf = async (attempts: (() => Promise<{ statusCode: number }>)[]) => {
    const statuses: number[] = [];
    for (const attempt of attempts) statuses.push((await attempt()).statusCode);
    return statuses;
  };
  const times = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i + 1));
  const newMatchmaker = async (email: string) => ({
    email,
    password: await addAdmin(authRepository(t.db), email),
  });

  it('12 wrong tokens for a family from one address do not refuse the real login link from another', async () => {
    const profile = await insertProfile(t.db);
    const wrong = await statusesOf(
      times(12, (i) => () => login(basic(String(profile.id), `${profile.accessToken}-${i}`), '10.14.1.1')),
    );
    expect(wrong).toEqual([...times(LOGIN_FAILURES_PER_ADDRESS_AND_ACCOUNT, () => 401), 429, 429]);
    const right = await login(basic(String(profile.id), profile.accessToken), '10.14.1.2');
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ role: 'user', profile: profile.id });
  });

  it('12 wrong passwords for a matchmaker from one address do not refuse the right one from another', async () => {
    const matchmaker = await newMatchmaker('locked-out@rishta.test');
    const wrong = await statusesOf(
      times(12, (i) => () => login(basic(matchmaker.email, `wrong-${i}`), '10.14.2.1')),
    );
    expect(wrong).toEqual([...times(LOGIN_FAILURES_PER_ADDRESS_AND_ACCOUNT, () => 401), 429, 429]);
    const right = await login(basic(matchmaker.email, matchmaker.password), '10.14.2.2');
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ role: 'admin', email: matchmaker.email });
  });

  it('answers 429 to the failing address’s wrong credentials, per (address, account) then per address, and lets its right ones in', async () => {
    const address = '10.14.3.1';
    const matchmaker = await newMatchmaker('guessed@rishta.test');
    const profile = await insertProfile(t.db);

    // Per (address, account): the address may not go on guessing this account...
    for (let i = 1; i <= LOGIN_FAILURES_PER_ADDRESS_AND_ACCOUNT; i++)
      expect((await login(basic(matchmaker.email, `wrong-${i}`), address)).statusCode).toBe(401);
    const refused = await login(basic(matchmaker.email, 'wrong-again'), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY);
    // ...the e-mail in another case is the same account...
    expect((await login(basic(matchmaker.email.toUpperCase(), 'x'), address)).statusCode).toBe(429);
    // ...but the right password still signs in (issue 25, item 5; decision 049).
    expect((await login(basic(matchmaker.email, matchmaker.password), address)).statusCode).toBe(200);
    // The same for a family's login link.
    for (let i = 1; i <= LOGIN_FAILURES_PER_ADDRESS_AND_ACCOUNT; i++)
      expect((await login(basic(String(profile.id), `wrong-${i}`), address)).statusCode).toBe(401);
    expect((await login(basic(String(profile.id), 'wrong-again'), address)).statusCode).toBe(429);
    expect((await login(basic(String(profile.id), profile.accessToken), address)).statusCode).toBe(200);

    // Per address: failures on many accounts add up (the 3 refused above among them), then every wrong
    // credential from it is 429, on any account; right ones still sign in.
    const left = LOGIN_FAILURES_PER_ADDRESS - (2 * LOGIN_FAILURES_PER_ADDRESS_AND_ACCOUNT + 3);
    for (let i = 1; i <= left; i++)
      expect((await login(basic(String(100_000 + i), 'x'), address)).statusCode).toBe(401);
    expect((await login(basic('999999', 'x'), address)).statusCode).toBe(429);
    expect((await login(basic(ADMIN.email, 'wrong'), address)).statusCode).toBe(429);
    expect((await login(basic(ADMIN.email, ADMIN.password), address)).statusCode).toBe(200);
    // Other addresses are not touched by any of it.
    expect((await login(basic(matchmaker.email, 'wrong'), '10.14.3.2')).statusCode).toBe(401);
    expect((await login(basic(String(profile.id), 'wrong'), '10.14.3.3')).statusCode).toBe(401);
  });

  // Issue 25, item 5: carrier NAT puts thousands of phones behind one address (decision 032).
  it('a correct credential always signs in, even from an address past its limit, and never counts as a failure', async () => {
    const address = '10.25.5.1';
    const families = await Promise.all(times(4, () => insertProfile(t.db)));
    const wrong = await statusesOf(
      times(31, (i) => () => login(basic(String(families[i % 4]!.id), `guess-${i}`), address)),
    );
    expect(wrong).toEqual([...times(LOGIN_FAILURES_PER_ADDRESS, () => 401), 429]);

    const right = [
      ...families.map((family) => login(basic(String(family.id), family.accessToken), address)),
      login(basic(ADMIN.email, ADMIN.password), address),
    ];
    const answers = [];
    for (const answer of right) answers.push(await answer);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json().role)).toEqual(['user', 'user', 'user', 'user', 'admin']);
    const { authorization } = await t.signIn(String(families[0]!.id), families[0]!.accessToken);
    expect((await session(authorization)).statusCode).toBe(200);
    // Wrong credentials from it are still refused, on any account, known or not.
    expect((await login(basic(String(families[0]!.id), 'guess'), address)).statusCode).toBe(429);
    expect((await login(basic('no-account@rishta.test', 'guess'), address)).statusCode).toBe(429);

    // Right credentials are not failures: 29 failures, five right sign-ins, and the 30th failure is still 401.
    const other = '10.25.5.2';
    for (let i = 1; i < LOGIN_FAILURES_PER_ADDRESS; i++)
      expect((await login(basic(String(200_000 + i), 'x'), other)).statusCode).toBe(401);
    for (const family of families)
      expect((await login(basic(String(family.id), family.accessToken), other)).statusCode).toBe(200);
    expect((await login(basic(ADMIN.email, ADMIN.password), other)).statusCode).toBe(200);
    expect((await login(basic('300000', 'x'), other)).statusCode).toBe(401);
    expect((await login(basic('300001', 'x'), other)).statusCode).toBe(429);
  });

  it('an address past its limit still has every password it sends checked only after a wait; families are not slowed', async () => {
    const waits: number[] = [];
    const service = authService(authRepository(t.db), rateLimitRepository(t.db), {
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    const attempt = (username: string, password: string, address: string) =>
      service.login(username, password, address).then(
        () => 200,
        (error: { statusCode?: number }) => error.statusCode,
      );
    const address = '10.25.6.1';
    const profile = await insertProfile(t.db);
    for (let i = 1; i <= LOGIN_FAILURES_PER_ADDRESS; i++)
      expect(await attempt(String(400_000 + i), 'x', address)).toBe(401);
    expect(waits).toEqual([]);
    // Each e-mail sign-in from it, the right password too, waits first; fresh e-mails get no free guesses.
    expect(await attempt('sprayed-1@rishta.test', 'x', address)).toBe(429);
    expect(await attempt('sprayed-2@rishta.test', 'x', address)).toBe(429);
    expect(await attempt(ADMIN.email, ADMIN.password, address)).toBe(200);
    expect(waits).toEqual([
      LOGIN_SLOWDOWN_FIRST_MS,
      LOGIN_SLOWDOWN_FIRST_MS * 2,
      LOGIN_SLOWDOWN_FIRST_MS * 4,
    ]);
    // A family's login link (a long random token) signs in at once.
    waits.length = 0;
    expect(await attempt(String(profile.id), profile.accessToken, address)).toBe(200);
    expect(await attempt(String(profile.id), 'x', address)).toBe(429);
    expect(waits).toEqual([]);
  });

  it('slows a matchmaker account that many addresses failed on, without refusing its right password', async () => {
    const matchmaker = await newMatchmaker('slowed@rishta.test');
    for (let i = 1; i <= LOGIN_SLOWDOWN_AFTER_FAILURES; i++)
      expect((await login(basic(matchmaker.email, `wrong-${i}`), `10.14.4.${i}`)).statusCode).toBe(401);
    const started = performance.now();
    const right = await login(basic(matchmaker.email, matchmaker.password), '10.14.5.1');
    expect(right.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN_FIRST_MS - 5);
  });

  it('the slowdown grows with the failures on the account from anywhere, up to a cap, and spares families', async () => {
    const waits: number[] = [];
    const service = authService(authRepository(t.db), rateLimitRepository(t.db), {
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    const attempt = (username: string, password: string, address: string) =>
      service.login(username, password, address).then(
        () => 200,
        (error: { statusCode?: number }) => error.statusCode,
      );
    const matchmaker = await newMatchmaker('slowed-more@rishta.test');
    const extra = 6;
    for (let i = 1; i <= LOGIN_SLOWDOWN_AFTER_FAILURES + extra; i++)
      expect(await attempt(matchmaker.email, `wrong-${i}`, `10.14.6.${i}`)).toBe(401);
    const expected = times(extra, (i) =>
      Math.min(LOGIN_SLOWDOWN_MAX_MS, LOGIN_SLOWDOWN_FIRST_MS * 2 ** (i - 1)),
    );
    expect(waits).toEqual(expected);
    expect(Math.max(...waits)).toBe(LOGIN_SLOWDOWN_MAX_MS);
    expect(LOGIN_SLOWDOWN_MAX_MS).toBeLessThanOrEqual(5000);

    // The right password from a new address is still accepted, after the same wait as a wrong one.
    waits.length = 0;
    expect(await attempt(matchmaker.email.toUpperCase(), matchmaker.password, '10.14.7.1')).toBe(200);
    expect(await attempt(matchmaker.email, 'wrong', '10.14.7.2')).toBe(401);
    expect(waits).toEqual([LOGIN_SLOWDOWN_MAX_MS, LOGIN_SLOWDOWN_MAX_MS]);

    // An unknown e-mail is slowed the same way (the delay does not tell which e-mails have an account).
    waits.length = 0;
    for (let i = 1; i <= LOGIN_SLOWDOWN_AFTER_FAILURES + 1; i++)
      expect(await attempt('nobody@rishta.test', 'x', `10.14.8.${i}`)).toBe(401);
    expect(waits).toEqual([LOGIN_SLOWDOWN_FIRST_MS]);

    // Families' login links are long random tokens: no per-account slowdown.
    waits.length = 0;
    const profile = await insertProfile(t.db);
    for (let i = 1; i <= LOGIN_SLOWDOWN_AFTER_FAILURES + extra; i++)
      expect(await attempt(String(profile.id), `wrong-${i}`, `10.14.9.${i}`)).toBe(401);
    expect(await attempt(String(profile.id), profile.accessToken, '10.14.9.200')).toBe(200);
    expect(waits).toEqual([]);
  });
});

describe('sessions', () => {
  it('a token works until logout and not after', async () => {
    const { authorization, user } = await t.signIn(ADMIN.email, ADMIN.password);
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
    const { user } = await t.signIn(ADMIN.email, ADMIN.password);
    const profile = await insertProfile(t.db);
    expect((await session(basic(String(profile.id), user.token as string))).statusCode).toBe(401);
  });

  it('a family session reports the family user', async () => {
    const profile = await insertProfile(t.db, { gender: 'Female' });
    const { authorization } = await t.signIn(String(profile.id), profile.accessToken);
    expect((await session(authorization)).json()).toMatchObject({
      role: 'user',
      profile: profile.id,
      gender: 'Female',
    });
  });

  it('an expired session is refused; a used one slides 30 days ahead', async () => {
    const { authorization, user } = await t.signIn(ADMIN.email, ADMIN.password);
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
    const { authorization } = await t.signIn(ADMIN.email, ADMIN.password);
    const password = await resetAdminPassword(authRepository(t.db), ADMIN.email);
    expect((await session(authorization)).statusCode).toBe(401);
    expect((await login(basic(ADMIN.email, password), '10.3.0.1')).statusCode).toBe(200);
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
    expect(Object.keys(response.json()).sort()).toEqual(['analyticsScriptUrl', 'contact', 'social']);
    expect(response.json().social).toEqual({ facebook: null, instagram: null, youtube: null });
  });

  it('names the social pages that are set, and refuses an address that is not https (issue 16)', async () => {
    const withPages = await createApi({
      FACEBOOK_URL: 'https://facebook.com/rishta.pk',
      YOUTUBE_URL: 'https://www.youtube.com/@rishta',
    });
    try {
      const response = await withPages.app.inject({ method: 'GET', url: '/api/config' });
      expect(response.json().social).toEqual({
        facebook: 'https://facebook.com/rishta.pk',
        instagram: null,
        youtube: 'https://www.youtube.com/@rishta',
      });
    } finally {
      await withPages.close();
    }
    expect(() => readSettings({ INSTAGRAM_URL: 'javascript:alert(1)' })).toThrow(
      'INSTAGRAM_URL must be a full https:// address',
    );
  });
});
