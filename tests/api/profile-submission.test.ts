/**
 * Issue 16, POST /api/profile as a family sends it: an 'Other' religion or native language needs its words
 * (item 6), and the submission limit fits families behind one mobile network's address (item 14, decision
 * 032): a higher ceiling per address, a small one per device, and a 429 in the product's words. Also the
 * page's security policy, which must let the uploader's preview worker start (item 1).
 */
import { SUBMISSION_DEVICE_HEADER } from '@shared/constants';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/server/rate-limit/limit';
import { apiFixture } from '../support/api';
import { UNLISTED_LANGUAGE } from '../support/examples';
import { insertProfile } from '../support/factories';
import { womanProfile } from '../support/profiles';

const TOO_MANY =
  'Too many profiles were sent from your network just now. Please try again in a few minutes, or send your details to us on WhatsApp.';
const WRITE_RELIGION = 'Please write your religion';
const WRITE_LANGUAGE = 'Please write your native language';

const t = apiFixture({}, { realLimits: true });
let nextAddress = 1;
/** A fresh address per test, so that the limits of one test do not reach another. */
const freshAddress = () => `10.16.${nextAddress++}.1`;
const device = (n: number | string) => `device-${String(n).padStart(12, '0')}`;

const submit = (
  options: { address: string; device?: string; payload?: Record<string, unknown> } & Partial<InjectOptions>,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile',
    payload: (options.payload ?? womanProfile()) as InjectOptions['payload'],
    remoteAddress: options.address,
    headers: {
      ...(options.device ? { [SUBMISSION_DEVICE_HEADER]: options.device } : {}),
      ...options.headers,
    },
  });

const profileCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('profiles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("an 'Other' religion or native language", () => {
  it.each([
    ['religion', { religion: 'Other' }, WRITE_RELIGION],
    ['religion in any case', { religion: ' other ' }, WRITE_RELIGION],
    ['native language', { nativeLanguage: 'Other' }, WRITE_LANGUAGE],
    ['native language in any case', { nativeLanguage: 'OTHER' }, WRITE_LANGUAGE],
  ])('without its words (%s) is refused with 400, storing nothing', async (_, change, message) => {
    const before = await profileCount();
    const response = await submit({ address: freshAddress(), payload: womanProfile(change) });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe(message);
    expect(body.errors).toContainEqual({ path: Object.keys(change)[0], message });
    expect(await profileCount()).toBe(before);
  });

  it("is kept in the family's own words when they wrote them", async () => {
    const response = await submit({
      address: freshAddress(),
      payload: womanProfile({ religion: 'Parsi', nativeLanguage: UNLISTED_LANGUAGE }),
    });
    expect(response.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('profiles')
      .select(['religion', 'nativeLanguage'])
      .where('id', '=', response.json()._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ religion: 'Parsi', nativeLanguage: UNLISTED_LANGUAGE });
  });

  it('is refused on an update too, leaving the profile as it was', async () => {
    const profile = await insertProfile(t.db, { religion: 'Hindu', nativeLanguage: 'Sindhi' });
    const family = await t.signIn(String(profile.id), profile.accessToken);
    const { gender: _gender, ...fields } = womanProfile({ religion: 'Other' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/${profile.id}`,
      payload: { ...fields, gender: profile.gender } as InjectOptions['payload'],
      headers: { authorization: family.authorization },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(WRITE_RELIGION);
    const row = await t.db
      .selectFrom('profiles')
      .select(['religion', 'nativeLanguage'])
      .where('id', '=', profile.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ religion: 'Hindu', nativeLanguage: 'Sindhi' });
  });
});

describe('the submission limit', () => {
  const perAddress = LIMITS.profileSubmission;
  const perDevice = LIMITS.profileSubmissionPerDevice;

  it('allows a mobile network its families: 60 an address and 5 a device in 10 minutes (decision 032)', () => {
    expect([perAddress.max, perAddress.windowSeconds]).toEqual([60, 600]);
    expect([perDevice.max, perDevice.windowSeconds]).toEqual([5, 600]);
  });

  it('refuses a device past its share with 429 in the product words, and lets the next family in', async () => {
    const address = freshAddress();
    for (let i = 0; i < perDevice.max; i++)
      expect((await submit({ address, device: device('a') })).statusCode).toBe(201);
    const before = await profileCount();
    const refused = await submit({ address, device: device('a') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, message: TOO_MANY });
    expect(await profileCount()).toBe(before);

    // Another family on the same network is not held back by the first.
    expect((await submit({ address, device: device('b') })).statusCode).toBe(201);
  });

  it('holds an address to its ceiling however many devices it names, and no other address', async () => {
    const address = freshAddress();
    // A looping browser is stopped at its share without using up the rest of the network's ceiling.
    for (let i = 0; i < perDevice.max + 3; i++) await submit({ address, device: device('loop') });
    for (let i = perDevice.max; i < perAddress.max; i++) {
      const response = await submit({ address, device: device(i) });
      expect(response.statusCode, `submission ${i + 1}`).toBe(201);
    }
    const before = await profileCount();
    const refused = await submit({ address, device: device('fresh') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY);
    expect(await profileCount()).toBe(before);

    expect((await submit({ address: freshAddress(), device: device('fresh') })).statusCode).toBe(201);
  });

  it('counts requests that name no device, or a malformed one, as one device of their address', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < perDevice.max + 1; i++) {
      const named = i % 2 === 0 ? undefined : 'not a device id!';
      statuses.push((await submit({ address, device: named })).statusCode);
    }
    expect(statuses).toEqual([...Array(perDevice.max).fill(201), 429]);
    // A browser that names itself still gets its own share.
    expect((await submit({ address, device: device('browser') })).statusCode).toBe(201);
  });

  it('cannot be sidestepped with a made-up X-Forwarded-For when no proxy is trusted', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < perDevice.max + 1; i++)
      statuses.push(
        (
          await submit({
            address,
            device: device('xff'),
            headers: { 'x-forwarded-for': `203.0.113.${i}` },
          })
        ).statusCode,
      );
    expect(statuses.at(-1)).toBe(429);
  });

  it('does not count a refused profile (400) against the family', async () => {
    const address = freshAddress();
    for (let i = 0; i < perDevice.max + 2; i++) {
      const response = await submit({
        address,
        device: device('typo'),
        payload: { ...womanProfile(), age: '' },
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await submit({ address, device: device('typo') })).statusCode).toBe(201);
  });
});

describe('the security policy', () => {
  it("lets the uploader's preview worker start from blob: without loosening script-src", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self' blob:");
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim()).toBe("script-src 'self'");
  });
});
