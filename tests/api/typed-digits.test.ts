/**
 * Issue 30 item 3: every digit a keyboard types counts. A phone typed on an Urdu keyboard (۰۳۰۰۱۲۳۴۵۶۷) or
 * with Arabic-Indic digits, and an age in Urdu digits, are accepted on every path a number is typed into:
 * the profile (a new family, a family's edit, a matchmaker's fee), the list's filters and a payment's
 * amount. The database holds Western digits, so search, duplicates and chat links read one number.
 */
import { describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { manProfile, womanProfile } from '../support/profiles';

const api = apiFixture();

const URDU = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';
const spell = (western: string, digits: string) => western.replace(/\d/g, (d) => digits[Number(d)] as string);

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, auth?: string, payload?: object) =>
  api.app.inject({
    method,
    url,
    headers: auth ? { authorization: auth } : {},
    ...(payload ? { payload } : {}),
  });

const stored = (id: number) =>
  api.db
    .selectFrom('profiles')
    .select([
      'age',
      'phoneNo',
      'familyPhoneNo',
      'heightFt',
      'heightIn',
      'brothers',
      'monthlyIncome',
      'paidFee',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('numbers and phones typed in Urdu or Arabic-Indic digits', () => {
  it('a new family’s profile is accepted and stored in Western digits', async () => {
    const created = await call('POST', '/api/profile', undefined, {
      ...womanProfile({ name: 'Urdu Digits' }),
      // Typed as a phone would: strings of Urdu and Arabic-Indic digits where the schema wants numbers.
      age: '۲۷',
      phoneNo: '۰۳۰۰۱۲۳۴۵۶۷',
      familyPhoneNo: spell('+92 321 7654321', ARABIC),
      heightFt: '۵',
      heightIn: '٤',
      brothers: '۲',
      brothersMaritalInformation: '۱',
      monthlyIncome: '۸۰۰۰۰',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { _id: number })._id;
    expect(await stored(id)).toMatchObject({
      age: 27,
      phoneNo: '+923001234567',
      familyPhoneNo: '+923217654321',
      heightFt: 5,
      heightIn: 4,
      brothers: 2,
      monthlyIncome: 80000,
    });
    // A matchmaker finds it by the phone in Western digits, and by the same phone typed in Urdu.
    for (const q of ['03001234567', '۰۳۰۰۱۲۳۴۵۶۷']) {
      const found = await call('GET', `/api/profiles?status=All&q=${encodeURIComponent(q)}`, api.admin);
      expect(found.statusCode, found.body).toBe(200);
      expect((found.json() as { profiles: { _id: number }[] }).profiles.map((p) => p._id)).toContain(id);
    }
  });

  it('a family’s edit and a matchmaker’s fee take them too', async () => {
    const created = await call('POST', '/api/profile', api.admin, manProfile({ phoneNo: '03331239876' }));
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { _id: number })._id;
    const { accessToken } = await api.db
      .selectFrom('profiles')
      .select('accessToken')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const family = (await api.signIn(String(id), accessToken)).authorization;
    const own = (await call('GET', `/api/profile/${id}`, family)).json() as {
      profile: Record<string, unknown>;
    };
    const edited = await call('PUT', `/api/profile/${id}`, family, {
      ...own.profile,
      age: spell('31', ARABIC),
      phoneNo: spell('+44 20 7946 0958', URDU),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await stored(id)).toMatchObject({ age: 31, phoneNo: '+442079460958' });

    const fee = await call('PATCH', `/api/profile/${id}`, api.admin, { paidFee: '۵۰۰۰' });
    expect(fee.statusCode, fee.body).toBe(200);
    expect((await stored(id)).paidFee).toBe(5000);
    const payment = await call('POST', `/api/profile/${id}/payments`, api.admin, {
      amount: '۱۰۰۰۰',
      kind: 'advance',
      method: 'Cash',
      receivedOn: '2026-11-20',
    });
    expect(payment.statusCode, payment.body).toBe(201);
    expect((payment.json() as { amount: number }).amount).toBe(10000);
    expect((await stored(id)).paidFee).toBe(15000);
  });

  it('the list’s number filters read them', async () => {
    const query = `minAge=${encodeURIComponent('۲۵')}&maxAge=${encodeURIComponent('٣٠')}&minHeightFt=${encodeURIComponent('۵')}`;
    const response = await call('GET', `/api/profiles?${query}`, api.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { appliedFilters: Record<string, unknown> }).appliedFilters).toMatchObject({
      minAge: 25,
      maxAge: 30,
      minHeightFt: 5,
    });
  });

  it('what is not a number stays refused with the product’s message, storing nothing', async () => {
    const before = await api.db
      .selectFrom('profiles')
      .select(api.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const shortPhone = await call('POST', '/api/profile', api.admin, womanProfile({ phoneNo: '۰۳۰۰۱۲۳۴۵' }));
    expect(shortPhone.statusCode).toBe(400);
    expect(shortPhone.json().message).toBe(
      'Please enter a valid phone number. Allowed formats: 03009876543, +923009876543, +1 555 123 4567',
    );
    const words = await call('POST', '/api/profile', api.admin, { ...womanProfile(), age: '۲۷ سال' });
    expect(words.statusCode).toBe(400);
    expect(words.json().errors).toContainEqual({ path: 'age', message: 'Please enter a number' });
    const after = await api.db
      .selectFrom('profiles')
      .select(api.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
