import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** The cost of every password hash Rishta makes. */
export const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 } as const;

let cost: { N: number; r: number; p: number; keylen: number } = SCRYPT;

/**
 * Test knob, for the API tests only (tests/support/api-setup.ts): new hashes at a lower N, so that the suite's
 * thousands of sign-ins (a fuzzed login, the decoy hash of every wrong e-mail) do not each take a full hash.
 * Nothing in src/ or scripts/ calls it, so the app, its command line and the servers the ops tests start all
 * hash at `SCRYPT`; a unit test (secrets.test.ts) holds that cost. A stored hash keeps its own N, so hashes
 * made at either cost verify.
 */
export function setPasswordCostForTests(N: number): void {
  cost = { ...SCRYPT, N };
}

/** `scrypt$N$r$p$salt$hash`, so that the cost can be raised later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, cost.keylen, { ...cost, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}

/** A long random value for session tokens, profile access tokens and generated passwords. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of two secrets of any length. */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(sha256(a), 'hex'), Buffer.from(sha256(b), 'hex'));
}

/** Parses `Authorization: Basic base64(username:password)`; null when absent or malformed. */
export function parseBasicAuth(header: string | undefined): { username: string; password: string } | null {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  if (at <= 0) return null;
  const username = decoded.slice(0, at);
  const password = decoded.slice(at + 1);
  if (!password || username.length > 320 || password.length > 1024) return null;
  if (username.includes('\u0000') || password.includes('\u0000')) return null;
  return { username, password };
}
