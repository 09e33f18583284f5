import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashPassword, parseBasicAuth, randomToken, SCRYPT, secretsEqual, verifyPassword } from './secrets';

describe('passwords', () => {
  it('verifies the right password and refuses any other', async () => {
    const hash = await hashPassword('pa55word with spaces');
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(hash).not.toContain('pa55word');
    expect(await verifyPassword('pa55word with spaces', hash)).toBe(true);
    expect(await verifyPassword('pa55word', hash)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });

  it('hashes at the real cost, scrypt N=16384, r=8, p=1 (the API tests hash cheaper; the app never does)', async () => {
    const [kind, n, r, p] = (await hashPassword('pa55word')).split('$');
    expect([kind, Number(n), Number(r), Number(p)]).toEqual(['scrypt', 16384, 8, 1]);
    expect(SCRYPT).toMatchObject({ N: 16384, r: 8, p: 1 });
  });
});

describe('parseBasicAuth', () => {
  it('round-trips any username without a colon and any password (UTF-8)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 60 }).filter((u) => !u.includes(':')),
        fc.string({ minLength: 1, maxLength: 60 }),
        (username, password) => {
          const header = `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
          expect(parseBasicAuth(header)).toEqual({ username, password });
        },
      ),
    );
  });

  it.each([
    undefined,
    '',
    'Bearer abc',
    'Basic',
    'Basic %%%',
    `Basic ${Buffer.from('nocolon').toString('base64')}`,
  ])('answers null for %s', (header) => {
    expect(parseBasicAuth(header)).toBeNull();
  });
});

describe('tokens', () => {
  it('are long, random and compared in constant time', () => {
    const a = randomToken();
    expect(a.length).toBeGreaterThanOrEqual(43);
    expect(randomToken()).not.toBe(a);
    expect(secretsEqual(a, a)).toBe(true);
    expect(secretsEqual(a, `${a}x`)).toBe(false);
  });
});
