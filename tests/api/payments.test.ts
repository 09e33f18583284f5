/**
 * Issue 28, part 1 and 2 (decision 052): the bureau's books. POST/GET /api/profile/{id}/payments,
 * POST /api/payments/{id}/reversal, GET /api/payments/{id}/receipt. The profile's paid fee is always the sum of
 * its entries; nothing is edited or deleted; SPEC's PATCH {paidFee} is an adjustment entry; receipt numbers are
 * sequential and unique under concurrent payments; families get 401/403 and never an entry.
 */
import { PGlite } from '@electric-sql/pglite';
import { PAYMENT_MESSAGES, receiptMessage, todayInPakistan } from '@shared/payments';
import type { LedgerEntry, ProfileLedger, Receipt } from '@shared/payments-schema';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../../src/server/auth/viewer';
import { pgliteOptions, wrapPglite } from '../../src/server/db/database';
import { migrateTo, migrateToLatest } from '../../src/server/db/migrate';
import { PROFILE_NOT_FOUND } from '../../src/server/privacy/reach';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';
import { ADMIN } from '../support/test-app';

const t = apiFixture({ BUREAU_NAME: 'Rishta Bureau Lahore' });
const { call } = t;
const pay = (id: number | string, payload: unknown, auth = t.admin) =>
  call({
    method: 'POST',
    url: `/api/profile/${id}/payments`,
    auth,
    payload: payload as InjectOptions['payload'],
  });
const ledger = (id: number | string, auth = t.admin) =>
  call({ method: 'GET', url: `/api/profile/${id}/payments`, auth });
const reverse = (id: number | string, payload: unknown, auth = t.admin) =>
  call({
    method: 'POST',
    url: `/api/payments/${id}/reversal`,
    auth,
    payload: payload as InjectOptions['payload'],
  });
const receipt = (id: number | string, auth = t.admin) =>
  call({ method: 'GET', url: `/api/payments/${id}/receipt`, auth });
const patchFee = (id: number, paidFee: unknown, auth = t.admin) =>
  call({
    method: 'PATCH',
    url: `/api/profile/${id}`,
    auth,
    payload: { paidFee } as InjectOptions['payload'],
  });

const CASH = { amount: 5000, kind: 'advance', method: 'JazzCash', receivedOn: '2026-11-20' } as const;

async function paidFeeOf(id: number) {
  const row = await t.db
    .selectFrom('profiles')
    .select('paidFee')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.paidFee;
}
async function sumOf(id: number) {
  const row = await t.db
    .selectFrom('payments')
    .select(sql<number>`coalesce(sum(amount), 0)::int`.as('total'))
    .where('profileId', '=', id)
    .executeTakeFirstOrThrow();
  return row.total;
}
async function family() {
  const p = await insertProfile(t.db, { gender: 'Female', age: 26 });
  return { id: p.id, auth: await t.familyAuth(p) };
}

describe('POST /api/profile/{id}/payments', () => {
  it('records a payment with a receipt number, and the paid fee becomes the sum of the entries', async () => {
    const { id } = await family();
    const answer = await pay(id, { ...CASH, reference: ' TX-991 ', note: 'Paid by the father' });
    expect(answer.statusCode, answer.body).toBe(201);
    const entry = answer.json() as LedgerEntry;
    expect(entry).toEqual({
      _id: expect.any(Number),
      profileId: id,
      kind: 'advance',
      amount: 5000,
      method: 'JazzCash',
      receivedOn: '2026-11-20',
      reference: 'TX-991',
      note: 'Paid by the father',
      receiptNo: expect.stringMatching(/^R-\d{4,}$/),
      reverses: null,
      reversedBy: null,
      recordedBy: ADMIN.email,
      createdAt: expect.any(String),
    });
    expect((await pay(id, { ...CASH, amount: '15000', kind: 'success', method: 'Cash' })).statusCode).toBe(
      201,
    );
    expect(await paidFeeOf(id)).toBe(20_000);
    expect(await sumOf(id)).toBe(20_000);

    const list = (await ledger(id)).json() as ProfileLedger;
    expect(list.paidFee).toBe(20_000);
    expect(list.entries.map((e) => [e.kind, e.amount])).toEqual([
      ['success', 15_000],
      ['advance', 5000],
    ]);
  });

  it('accepts today in Pakistan and refuses bad input with the product’s words, saving nothing', async () => {
    const { id } = await family();
    expect((await pay(id, { ...CASH, receivedOn: todayInPakistan() })).statusCode).toBe(201);
    const cases: [unknown, string][] = [
      [{ ...CASH, amount: 0 }, PAYMENT_MESSAGES.amountRange],
      [{ ...CASH, amount: 10_000_001 }, PAYMENT_MESSAGES.amountRange],
      [{ ...CASH, amount: 99.5 }, PAYMENT_MESSAGES.amountWhole],
      [{ ...CASH, amount: undefined }, PAYMENT_MESSAGES.amountRequired],
      [{ ...CASH, kind: 'adjustment' }, PAYMENT_MESSAGES.kindRequired],
      [{ ...CASH, method: 'Cheque' }, PAYMENT_MESSAGES.methodRequired],
      [{ ...CASH, receivedOn: '2099-01-01' }, PAYMENT_MESSAGES.dateInFuture],
      [{ ...CASH, receivedOn: '2026-02-30' }, PAYMENT_MESSAGES.dateInvalid],
      [{ ...CASH, receivedOn: '' }, PAYMENT_MESSAGES.dateRequired],
      [{ ...CASH, note: 'x'.repeat(501) }, PAYMENT_MESSAGES.noteTooLong],
      [{ ...CASH, receiptNo: 7 }, 'Unknown field: receiptNo. Nothing was saved.'],
    ];
    for (const [body, message] of cases) {
      const answer = await pay(id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect(await paidFeeOf(id)).toBe(5000);
    expect((await pay(999_999, CASH)).json()).toMatchObject({ statusCode: 404, message: PROFILE_NOT_FOUND });
  });

  it('gives 20 concurrent payments 20 different, sequential receipt numbers, and the sum holds', async () => {
    const { id } = await family();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pay(id, { ...CASH, amount: 1000 + i })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const numbers = answers.map((a) => Number((a.json() as LedgerEntry).receiptNo?.slice(2)));
    expect(new Set(numbers).size).toBe(20);
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted.at(-1)! - sorted[0]!).toBe(19);
    expect(await paidFeeOf(id)).toBe(20 * 1000 + 190);
    expect(await sumOf(id)).toBe(20 * 1000 + 190);
  });
});

describe('POST /api/payments/{id}/reversal', () => {
  it('is a new entry undoing the payment once; nothing is edited or deleted', async () => {
    const { id } = await family();
    const payment = (await pay(id, CASH)).json() as LedgerEntry;
    await pay(id, { ...CASH, amount: 2000, kind: 'other' });

    expect((await reverse(payment._id, { reason: '  ' })).json().message).toBe(
      PAYMENT_MESSAGES.reasonRequired,
    );
    const answer = await reverse(payment._id, { reason: 'The JazzCash transfer bounced' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      kind: 'reversal',
      amount: -5000,
      reverses: payment._id,
      note: 'The JazzCash transfer bounced',
      receiptNo: null,
      recordedBy: ADMIN.email,
    });
    expect(await paidFeeOf(id)).toBe(2000);
    expect(await sumOf(id)).toBe(2000);

    const again = await reverse(payment._id, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.alreadyReversed);
    const reversal = answer.json() as LedgerEntry;
    expect((await reverse(reversal._id, { reason: 'Undo the undo' })).json().message).toBe(
      PAYMENT_MESSAGES.onlyPayments,
    );
    expect((await reverse(999_999, { reason: 'x' })).statusCode).toBe(404);

    const list = (await ledger(id)).json() as ProfileLedger;
    expect(list.entries).toHaveLength(3);
    expect(list.entries.find((e) => e._id === payment._id)?.reversedBy).toBe(reversal._id);
    expect(await paidFeeOf(id)).toBe(2000);
  });

  it('two reversals of one payment at the same moment: exactly one is written', async () => {
    const { id } = await family();
    const payment = (await pay(id, CASH)).json() as LedgerEntry;
    const answers = await Promise.all([
      reverse(payment._id, { reason: 'First' }),
      reverse(payment._id, { reason: 'Second' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await paidFeeOf(id)).toBe(0);
    expect(await sumOf(id)).toBe(0);
  });

  it('refuses a reversal that would bring the paid fee below 0', async () => {
    const { id } = await family();
    const payment = (await pay(id, CASH)).json() as LedgerEntry;
    expect((await patchFee(id, 0)).statusCode).toBe(200);
    const answer = await reverse(payment._id, { reason: 'Bounced' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(PAYMENT_MESSAGES.belowZero);
    expect(await paidFeeOf(id)).toBe(0);
  });

  it('the database itself refuses to edit or delete an entry', async () => {
    const { id } = await family();
    const payment = (await pay(id, CASH)).json() as LedgerEntry;
    await expect(
      t.db.updateTable('payments').set({ amount: 1 }).where('id', '=', payment._id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('payments').where('id', '=', payment._id).execute()).rejects.toThrow(
      /append-only/,
    );
  });
});

describe("SPEC's PATCH {paidFee}", () => {
  it('records the difference as an adjustment with who and when, and the history shows every entry', async () => {
    const { id } = await family();
    await pay(id, CASH);
    expect((await patchFee(id, 20_000)).statusCode).toBe(200);
    expect(await paidFeeOf(id)).toBe(20_000);
    expect((await patchFee(id, 3000)).statusCode).toBe(200);
    expect((await patchFee(id, 3000)).statusCode).toBe(200);
    expect(await paidFeeOf(id)).toBe(3000);
    expect(await sumOf(id)).toBe(3000);
    const list = (await ledger(id)).json() as ProfileLedger;
    expect(list.entries.map((e) => [e.kind, e.amount, e.recordedBy])).toEqual([
      ['adjustment', -17_000, ADMIN.email],
      ['adjustment', 15_000, ADMIN.email],
      ['advance', 5000, ADMIN.email],
    ]);
    expect(list.entries[0]?.receivedOn).toBe(todayInPakistan());
    expect(Math.abs(Date.parse(list.entries[0]!.createdAt) - Date.now())).toBeLessThan(60_000);
  });
});

describe('receipts', () => {
  it('answers the receipt with the bureau’s name and contact and the family’s phone', async () => {
    const { id } = await family();
    const payment = (await pay(id, CASH)).json() as LedgerEntry;
    const answer = await receipt(payment._id);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as Receipt;
    expect(body.bureau).toEqual({
      name: 'Rishta Bureau Lahore',
      whatsapp: '+923001234567',
      email: 'contact@rishta.pk',
    });
    expect(body.profile._id).toBe(id);
    expect(body.profile.phoneNo).toMatch(/^\+92/);
    // The phones a receipt message may go to, and whose (issue 29, decision 068).
    expect(body.profile).toHaveProperty('familyPhoneNo');
    expect(['Male', 'Female']).toContain(body.profile.gender);
    expect(receiptMessage({ ...body.entry, receiptNo: 'R-0042' }, 233, 'en')).toBe(
      'Aoa. We received Rs 5,000 on 20 Nov 2026 by JazzCash (receipt R-0042) for profile #233. Thank you.',
    );
    expect(receiptMessage({ ...body.entry, receiptNo: 'R-0042' }, 233, 'ur')).toContain('رسید R-0042');
  });
});

describe('who may', () => {
  it('families get 403 and anonymous callers 401, and never an entry', async () => {
    const { id, auth } = await family();
    const payment = (await pay(id, CASH)).json() as LedgerEntry;
    for (const answer of [
      await ledger(id, auth),
      await pay(id, CASH, auth),
      await reverse(payment._id, { reason: 'x' }, auth),
      await receipt(payment._id, auth),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(ADMIN_ONLY_MESSAGE);
    }
    for (const answer of [await ledger(id, ''), await pay(id, CASH, ''), await receipt(payment._id, '')])
      expect(answer.statusCode).toBe(401);
    // Her own profile never carries the fee or an entry.
    const own = await call({ method: 'GET', url: `/api/profile/${id}`, auth });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('paidFee');
    expect(own.body).not.toContain(payment.receiptNo);
    expect(await paidFeeOf(id)).toBe(5000);
  });
});

describe('migration 018', () => {
  it('gives every profile with a paid fee one opening adjustment, so the sum holds', {
    timeout: 180_000,
  }, async () => {
    const pglite = await PGlite.create(pgliteOptions);
    const { db, close } = wrapPglite(pglite);
    try {
      await migrateTo(db, '017-upload-bytes');
      // Inserted as a profile stood then: the later migrations' columns do not exist yet.
      const insertOld = async (paidFee: number) =>
        (
          await sql<{ id: number }>`insert into profiles (name, age, gender, phone_no, city, address,
            residence_type, marital_status, has_disability, religion, sect, native_language, brothers, sisters,
            status, access_token, paid_fee)
          values ('Old Family', 30, 'Male', ${`+9230099${String(paidFee).padStart(5, '0').slice(-5)}`}, 'Lahore',
            'Model Town', 'Own', 'Single', false, 'Muslim', 'Sunni', 'Punjabi', 1, 1, 'Active',
            ${`token-${paidFee}-${Math.random()}`}, ${paidFee})
          returning id`.execute(db)
        ).rows[0];
      const paid = await insertOld(20_000);
      const unpaid = await insertOld(0);
      await migrateToLatest(db);
      const rows = await db.selectFrom('payments').select(['profileId', 'kind', 'amount']).execute();
      expect(rows).toEqual([{ profileId: paid.id, kind: 'adjustment', amount: 20_000 }]);
      expect(rows.some((r) => r.profileId === unpaid.id)).toBe(false);
    } finally {
      await close();
    }
  });
});
