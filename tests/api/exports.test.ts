/**
 * Issue 28, part 7 (decision 064): the bureau's CSV files. Matchmakers only; UTF-8 with a byte-order mark so
 * Excel shows Urdu; profiles.csv honours the list's filters; payments.csv a date range; a family's text that
 * Excel would run as a formula stays text; more rows than one batch all arrive.
 */
import { EXPORT_BATCH, PAYMENT_EXPORT_COLUMNS, PROFILE_EXPORT_COLUMNS } from '@shared/exports';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../../src/server/auth/viewer';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const t = apiFixture();
const { call } = t;
const download = (url: string, auth = t.admin) => call({ method: 'GET', url, auth });
/** The file's rows, header first, after its byte-order mark. */
function rowsOf(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body.slice(1)) as string[][];
}

describe('GET /api/admin/export/profiles.csv', () => {
  it('is a UTF-8 download with a byte-order mark that keeps Urdu and the list’s filters', async () => {
    const city = `Export Town ${Date.now()}`;
    const urdu = await insertProfile(t.db, { name: 'عائشہ خان', gender: 'Female', city, status: 'Active' });
    const man = await insertProfile(t.db, { name: 'Bilal Ahmed', gender: 'Male', city, status: 'Active' });
    await insertProfile(t.db, { name: 'Review Only', gender: 'Female', city, status: 'Review' });

    const answer = await download(
      `/api/admin/export/profiles.csv?status=Active&gender=Female&city=${encodeURIComponent(city)}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="profiles-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = rowsOf(answer.body);
    expect(rows[0]).toEqual([...PROFILE_EXPORT_COLUMNS]);
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual([urdu.id]);
    expect(rows[1]![PROFILE_EXPORT_COLUMNS.indexOf('Name')]).toBe('عائشہ خان');
    expect(rows[1]![PROFILE_EXPORT_COLUMNS.indexOf('Status')]).toBe('Active');
    expect(rows.some((r) => Number(r[0]) === man.id)).toBe(false);
  });

  it('keeps a family’s text that Excel would run as a formula as text', async () => {
    const city = `Formula Town ${Date.now()}`;
    await insertProfile(t.db, { name: '=HYPERLINK("http://x.example","Click")', city, status: 'Active' });
    const rows = rowsOf(
      (await download(`/api/admin/export/profiles.csv?status=Active&city=${encodeURIComponent(city)}`)).body,
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]![PROFILE_EXPORT_COLUMNS.indexOf('Name')]).toBe('\'=HYPERLINK("http://x.example","Click")');
  });

  it('holds every hit, more than one batch of them, each once and by id', async () => {
    const city = `Batch Town ${Date.now()}`;
    // One profile made the usual way, then copied in one statement: a batch and a few more.
    const first = await insertProfile(t.db, { city, status: 'InActive' });
    const { rows: cols } = await sql<{ list: string }>`
      select string_agg(quote_ident(column_name), ', ') as list from information_schema.columns
      where table_name = 'profiles' and column_name <> 'id' and is_generated = 'NEVER'`.execute(t.db);
    const columns = sql.raw(cols[0]!.list);
    const { rows: copies } = await sql<{ id: number }>`
      insert into profiles (${columns}) select ${columns} from profiles, generate_series(1, ${EXPORT_BATCH + 4})
      where id = ${first.id} returning id`.execute(t.db);
    const ids = [first.id, ...copies.map((c) => c.id)];
    const rows = rowsOf(
      (await download(`/api/admin/export/profiles.csv?status=InActive&city=${encodeURIComponent(city)}`))
        .body,
    );
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(ids.sort((a, b) => a - b));
  });

  it('refuses a bad filter with the list’s own message, and changes nothing', async () => {
    const answer = await download('/api/admin/export/profiles.csv?gender=Robot');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('Please choose Male or Female');
  });
});

describe('GET /api/admin/export/payments.csv', () => {
  it('lists the entries received in the range, both days included, with receipt numbers', async () => {
    const p = await insertProfile(t.db, { gender: 'Female', status: 'Active' });
    const pay = (receivedOn: string, amount: number) =>
      call({
        method: 'POST',
        url: `/api/profile/${p.id}/payments`,
        auth: t.admin,
        payload: { amount, kind: 'advance', method: 'JazzCash', receivedOn },
      });
    for (const [on, amount] of [
      ['2026-09-30', 1000],
      ['2026-10-01', 2000],
      ['2026-10-15', 3000],
      ['2026-10-31', 4000],
      ['2026-11-01', 5000],
    ] as const)
      expect((await pay(on, amount)).statusCode).toBe(201);

    const rows = rowsOf(
      (await download('/api/admin/export/payments.csv?from=2026-10-01&to=2026-10-31')).body,
    );
    expect(rows[0]).toEqual([...PAYMENT_EXPORT_COLUMNS]);
    const mine = rows.slice(1).filter((r) => Number(r[PAYMENT_EXPORT_COLUMNS.indexOf('Profile')]) === p.id);
    expect(mine.map((r) => Number(r[PAYMENT_EXPORT_COLUMNS.indexOf('Amount')]))).toEqual([2000, 3000, 4000]);
    for (const r of mine) expect(r[0]).toMatch(/^R-\d{4,}$/);
    expect(mine.map((r) => r[PAYMENT_EXPORT_COLUMNS.indexOf('Received on')])).toEqual([
      '2026-10-01',
      '2026-10-15',
      '2026-10-31',
    ]);
  });

  it('refuses a range that ends before it starts, or is not a date', async () => {
    const backwards = await download('/api/admin/export/payments.csv?from=2026-11-30&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('The first day must not be after the last day');
    const notADay = await download('/api/admin/export/payments.csv?from=yesterday');
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().message).toContain('From must be a date like 2026-11-27');
  });
});

describe('GET /api/admin/export/connections.csv', () => {
  it('lists each connection with both sides', async () => {
    const a = await insertProfile(t.db, { gender: 'Female', status: 'Active' });
    const b = await insertProfile(t.db, { gender: 'Male', status: 'Active' });
    const { rows } = await sql<{ id: number }>`insert into connections
        (profile1_id, profile2_id, profile1_status, profile2_status, profile1_updated_at, profile2_updated_at, updated_at)
      values (${a.id}, ${b.id}, 'Received', 'Not Received', now(), now(), now()) returning id`.execute(t.db);
    const file = rowsOf((await download('/api/admin/export/connections.csv')).body);
    const row = file.find((r) => Number(r[0]) === rows[0]!.id);
    expect(row?.slice(1, 5)).toEqual([String(a.id), 'Received', String(b.id), 'Not Received']);
  });
});

describe('who may', () => {
  it('a family gets 403 and an anonymous caller 401, for every file', async () => {
    const p = await insertProfile(t.db, { gender: 'Female', status: 'Active' });
    const family = await t.familyAuth(p);
    for (const url of [
      '/api/admin/export/profiles.csv',
      '/api/admin/export/connections.csv',
      '/api/admin/export/payments.csv',
    ]) {
      const asFamily = await download(url, family);
      expect(asFamily.statusCode).toBe(403);
      expect(asFamily.json().message).toBe(ADMIN_ONLY_MESSAGE);
      expect((await download(url, '')).statusCode).toBe(401);
    }
  });
});
