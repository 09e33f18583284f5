import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteOptions, wrapPglite } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { BASE_CACHE_DIR, baseDatabaseOf, databaseUrlFor } from './engines';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated base database, copied into every test file's own database. */
    baseDataDirDump: string;
    /** PostgreSQL: the migrated base database every test file's database is copied from. */
    baseDatabase: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * What the migrated base database is made of: the migrations, the code that runs them and opens the database,
 * and the PGlite release (its dump format). While these are unchanged, the base made by an earlier run is
 * reused (issue 26): the migrations run again only after one of them changed.
 */
function migrationsKey(): string {
  const hash = createHash('sha256');
  const dbDir = path.join(ROOT, 'src/server/db');
  const files = [
    ...fs
      .readdirSync(path.join(dbDir, 'migrations'))
      .sort()
      .map((name) => path.join(dbDir, 'migrations', name)),
    path.join(dbDir, 'migrate.ts'),
    path.join(dbDir, 'database.ts'),
    path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'),
  ];
  for (const file of files) hash.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** Bases of other migration sets kept on PostgreSQL, newest first (for runs of other branches beside this one). */
const KEPT_OTHER_BASES = 4;

/** Builds the migrated base database, or reuses the one made for the same migrations; each test file copies it. */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  const key = migrationsKey();
  const started = Date.now();
  const say = (text: string) => process.stdout.write(`${text}\n`);
  const ready = (reused: boolean) =>
    say(
      reused
        ? `Base database: the one made for these migrations (${key}) is reused; running the tests.`
        : `Base database ready in ${Math.round((Date.now() - started) / 1000)} s; running the tests.`,
    );
  const migrating = () =>
    say(
      databaseUrl
        ? 'API tests on PostgreSQL: creating and migrating the base database every test file copies…'
        : 'API tests on PGlite, the embedded database (DATABASE_URL=postgres://… runs them on PostgreSQL): ' +
            'creating and migrating the base database every test file copies…',
    );

  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const BASE_DATABASE = baseDatabaseOf(key);
      // Newest first (a database's oid grows with its creation).
      const existing = await admin.query(
        'select datname from pg_database where datname like $1 order by oid::bigint desc',
        ['rishta_test_base_%'],
      );
      const names = existing.rows.map((row: { datname: string }) => row.datname);
      const reused = names.includes(BASE_DATABASE);
      if (!reused) {
        migrating();
        // Migrated under a name of its own, then renamed: a run stopped half-way leaves no half-made base.
        const building = `rishta_test_building_${process.pid}`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const base = openPostgres(databaseUrlFor(databaseUrl, building));
        try {
          await migrateToLatest(base.db);
        } finally {
          await base.close();
        }
        try {
          await admin.query(`alter database ${building} rename to ${BASE_DATABASE}`);
        } catch (error) {
          // Another run made the same base meanwhile: use that one.
          await admin.query(`drop database if exists ${building} with (force)`);
          if (!(await admin.query('select 1 from pg_database where datname = $1', [BASE_DATABASE])).rowCount)
            throw error;
        }
      }
      // Bases made for other migrations are dropped, but the newest few stay: another run (a branch with a
      // migration of its own, worked on beside this one) may be copying its base right now.
      const keyed = /^rishta_test_base_[0-9a-f]{16}$/;
      const others = names.filter((name) => keyed.test(name) && name !== BASE_DATABASE);
      for (const name of others.slice(KEPT_OTHER_BASES)) {
        await admin.query(`drop database if exists ${name}`).catch(() => {});
      }
      project.provide('baseDataDirDump', '');
      project.provide('baseDatabase', BASE_DATABASE);
      ready(reused);
    } finally {
      await admin.end();
    }
    return;
  }

  // PGlite: the dump, kept in .cache/ (ignored by git) under the migrations' key.
  fs.mkdirSync(BASE_CACHE_DIR, { recursive: true });
  const file = path.join(BASE_CACHE_DIR, `base-${key}.tar`);
  const reused = fs.existsSync(file);
  if (!reused) {
    migrating();
    const pglite = await PGlite.create(pgliteOptions);
    const base = wrapPglite(pglite);
    await migrateToLatest(base.db);
    const dump = await pglite.dumpDataDir('none');
    await base.close();
    // Written under a name of its own, then renamed: another run never reads a half-written dump.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  for (const name of fs.readdirSync(BASE_CACHE_DIR)) {
    const other = path.join(BASE_CACHE_DIR, name);
    // Dumps made for other migrations; a partial one only when a stopped run left it (older than an hour).
    const stale = name.endsWith('.partial')
      ? Date.now() - fs.statSync(other).mtimeMs > 3_600_000
      : other !== file;
    if (stale) fs.rmSync(other, { force: true });
  }
  project.provide('baseDataDirDump', file);
  project.provide('baseDatabase', '');
  ready(reused);
}
