import { describe, expect, it } from 'vitest';
import { TableWrites, writtenTables } from './table-writes';

describe('writtenTables', () => {
  it('finds the tables a statement writes, as Kysely and the repositories spell them', () => {
    expect(writtenTables('select "id" from "profiles" where "id" = $1')).toBeNull();
    expect(writtenTables('  SELECT 1 for update')).toBeNull();
    expect(writtenTables('insert into "sessions" ("token_hash") values ($1)')).toEqual(['sessions']);
    expect(writtenTables('update "profiles" set "status" = $1 where "id" = $2')).toEqual(['profiles']);
    expect(writtenTables('delete from "public"."accounts" where "id" = $1')).toEqual(['accounts']);
    expect(writtenTables('DELETE FROM sessions WHERE expires_at <= now()')).toEqual(['sessions']);
    expect(
      writtenTables(
        'insert into "connections" ("a") values ($1) on conflict ("a") do update set "updated_at" = now()',
      ),
    ).toContain('connections');
    expect(
      writtenTables('with moved as (update "profiles" set "status" = $1 returning "id") select * from moved'),
    ).toEqual(['profiles']);
    expect(writtenTables('with recent as (select * from "history") select count(*) from recent')).toBeNull();
    expect(writtenTables('vacuum (analyze) "profiles"')).toBeNull();
    expect(writtenTables('analyze "sessions"')).toBeNull();
  });

  it('counts anything that is not a plain read or write as a write of every table', () => {
    for (const text of [
      'create index on profiles (city)',
      'alter table "sessions" add column "x" int',
      'truncate profiles',
      'savepoint "a"',
      '(select 1) union (select 2)',
    ])
      expect(writtenTables(text), text).toBe('all');
  });
});

describe('TableWrites', () => {
  it("changes a reader's version only when one of its tables, or everything, is written", () => {
    const writes = new TableWrites();
    const tables = ['sessions', 'profiles'];
    const start = writes.version(tables);
    writes.saw('select * from "sessions"');
    writes.saw('update "connections" set "status" = $1');
    expect(writes.version(tables)).toBe(start);
    writes.saw('update "profiles" set "status" = $1');
    const afterProfile = writes.version(tables);
    expect(afterProfile).not.toBe(start);
    writes.saw('create index on profiles (city)');
    expect(writes.version(tables)).not.toBe(afterProfile);
    expect(writes.version(['payments'])).not.toBe(0);
  });
});
