/**
 * Issue 19 (decision 042): `POST /api/profile` with an `Idempotency-Key` creates one profile however often the
 * browser sends it (a submission kept on the phone is sent again until an answer arrives). A repeat answers the
 * first one's result, is not counted against the submission limit, and the same key with another body is
 * refused. On both engines.
 */
import { SUBMISSION_DEVICE_HEADER } from '@shared/constants';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES } from '@shared/idempotency';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { womanProfile } from '../support/profiles';

const t = apiFixture();
let counter = 0;
/** A fresh key and a fresh name per test: the rows a test counts are its own. */
function fresh() {
  counter += 1;
  return { key: `submission-${Date.now()}-${counter}-abcdef`, name: `Offline Family ${counter}` };
}

const submit = (body: Record<string, unknown>, key?: string, app = t, address = '10.9.0.1') =>
  app.app.inject({
    method: 'POST',
    url: '/api/profile',
    payload: body,
    remoteAddress: address,
    headers: {
      [SUBMISSION_DEVICE_HEADER]: 'device-idempotency-test',
      ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }),
    },
  });

const profilesNamed = async (name: string, app = t) =>
  (await app.db.selectFrom('profiles').select('id').where('name', '=', name).execute()).map((r) => r.id);

describe('POST /api/profile with an Idempotency-Key', () => {
  it('creates the profile once: the same submission sent again answers the same id', async () => {
    const { key, name } = fresh();
    const body = womanProfile({ name });
    const first = await submit(body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await submit(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await profilesNamed(name)).toEqual([first.json()._id]);
  });

  it('creates one profile when the same submission arrives twice at once', async () => {
    const { key, name } = fresh();
    const body = womanProfile({ name });
    const answers = await Promise.all([submit(body, key), submit(body, key)]);
    const created = await profilesNamed(name);
    expect(created).toHaveLength(1);
    for (const answer of answers) {
      // Either the profile, or "still being saved" for the browser to send again.
      if (answer.statusCode === 201) expect(answer.json()).toEqual({ _id: created[0] });
      else expect([answer.statusCode, answer.json().message]).toEqual([409, IDEMPOTENCY_MESSAGES.inFlight]);
    }
    const retried = await submit(body, key);
    expect([retried.statusCode, retried.json()]).toEqual([201, { _id: created[0] }]);
  });

  it('refuses the same key with another profile, and creates nothing', async () => {
    const { key, name } = fresh();
    expect((await submit(womanProfile({ name }), key)).statusCode).toBe(201);
    const other = await submit(womanProfile({ name: `${name} Other` }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(IDEMPOTENCY_MESSAGES.otherBody);
    expect(await profilesNamed(`${name} Other`)).toEqual([]);
  });

  it('refuses a malformed key with a 400 in the product words, and creates nothing', async () => {
    for (const key of ['short', 'has spaces in it here', 'x'.repeat(101), 'é-not-ascii-letters-here']) {
      const { name } = fresh();
      const answer = await submit(womanProfile({ name }), key);
      expect(answer.statusCode, key).toBe(400);
      expect(answer.json().message).toBe(IDEMPOTENCY_MESSAGES.invalid);
      expect(await profilesNamed(name)).toEqual([]);
    }
  });

  it('frees the key of a refused submission: the corrected one goes through with it', async () => {
    const { key, name } = fresh();
    const refused = await submit(womanProfile({ name, age: 12 }), key);
    expect(refused.statusCode).toBe(400);
    const corrected = await submit(womanProfile({ name }), key);
    expect(corrected.statusCode).toBe(201);
    expect(await profilesNamed(name)).toEqual([corrected.json()._id]);
  });

  it('answers "still being saved" while the first is running, and frees a claim abandoned a minute ago', async () => {
    const running = fresh();
    await t.db.insertInto('idempotencyKeys').values({ key: running.key, bodyHash: 'first' }).execute();
    const busy = await submit(womanProfile({ name: running.name }), running.key);
    expect([busy.statusCode, busy.json().message]).toEqual([409, IDEMPOTENCY_MESSAGES.inFlight]);
    expect(await profilesNamed(running.name)).toEqual([]);

    const abandoned = fresh();
    await t.db
      .insertInto('idempotencyKeys')
      .values({ key: abandoned.key, bodyHash: 'first', createdAt: sql<Date>`now() - interval '2 minutes'` })
      .execute();
    const taken = await submit(womanProfile({ name: abandoned.name }), abandoned.key);
    expect(taken.statusCode).toBe(201);
    expect(await profilesNamed(abandoned.name)).toEqual([taken.json()._id]);
  });

  it('without a key, each submission is a new profile (as before)', async () => {
    const { name } = fresh();
    expect((await submit(womanProfile({ name }))).statusCode).toBe(201);
    expect((await submit(womanProfile({ name }))).statusCode).toBe(201);
    expect(await profilesNamed(name)).toHaveLength(2);
  });
});

describe('repeats and the submission limit', () => {
  const limited = apiFixture({}, { realLimits: true });

  it('a repeat is not counted: a phone sending its kept submission ten times is never told "too many"', async () => {
    const { key, name } = fresh();
    const body = womanProfile({ name });
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await submit(body, key, limited, '10.9.0.2'));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(await profilesNamed(name, limited)).toHaveLength(1);
  });
});
