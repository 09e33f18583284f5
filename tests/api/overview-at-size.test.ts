/**
 * The overview's triggers (migrations 027, 028) on a statement that writes a whole bureau at once, as a restore
 * loads its rows in one transaction (ops/backup.ts) and a bench fills one: 10,000 connections in one statement, and their sides'
 * history 500 rows a statement in one transaction. Each trigger took one advisory lock per pair and per profile, held to the end of
 * the transaction; PostgreSQL keeps such locks in a table of max_locks_per_transaction × max_connections entries
 * (6,400 by default), and a 1M bench fill stopped on "out of shared memory" at 500,000 connections.
 */
import { OVERVIEW_WEEKS } from '@shared/overview';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { apiFixture } from '../support/api';

const t = apiFixture();
const PAIRS = 10_000;

it('10,000 connections in one statement and their 40,000 rows of history in one transaction are taken, and counted', {
  timeout: 120_000,
}, async () => {
  await sql`insert into profiles (age, gender, has_disability, brothers, sisters, residence_type, marital_status,
      religion, native_language, access_token, phone_no, city, address, status)
    select 25 + i % 10, case when i % 2 = 0 then 'Male' else 'Female' end, false, 0, 0, 'Own', 'Single',
      'Islam', 'Urdu', md5(i::text) || md5((i + 1)::text), '0300' || lpad(i::text, 7, '0'), 'Lahore', 'Model Town',
      'Active'
    from generate_series(1, ${2 * PAIRS}) i`.execute(t.db);
  await sql`insert into connections (profile1_id, profile2_id, profile1_status, profile2_status)
    select p.id, p.id + 1, 'Matched', 'Matched'
    from (select id, row_number() over (order by id) as n from profiles) p where p.n % 2 = 1`.execute(t.db);
  // The sides' history as a restore loads it: 500 rows a statement, every statement in one transaction.
  await t.db.transaction().execute(async (trx) => {
    for (let from = 0; from < PAIRS; from += 250)
      await sql`insert into history (entity, entity_id, field, from_value, to_value, at)
        select 'connection', c.id, 'status:' || side, 'Not Received', to_value, now()
        from (select * from connections order by id offset ${from} limit 250) c
        cross join lateral (values (c.profile1_id), (c.profile2_id)) s(side)
        cross join (values ('Profile Received'), ('Matched')) v(to_value)`.execute(trx);
  });

  const answer = await t.asMatchmaker({ method: 'GET', url: '/api/admin/overview' });
  expect(answer.statusCode, answer.body).toBe(200);
  const week = answer.json().weeks[OVERVIEW_WEEKS - 1];
  expect(week.sent).toBe(2 * PAIRS);
  expect(week.matches).toBe(PAIRS);
});
