import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteOptions, wrapPglite } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { baseDatabaseOf, databaseUrlFor } from './engines';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated base database, copied into every test file's own database. */
    baseDataDirDump: string;
    /** PostgreSQL: the migrated base database every test file's database is copied from. */
    baseDatabase: string;
  }
}

/** Builds the migrated base database once per run (epic-stack style); each test file copies it. */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  // Before the first test file reports, this can take most of a minute on PGlite: say what is happening.
  const started = Date.now();
  const say = (text: string) => process.stdout.write(`${text}\n`);
  say(
    databaseUrl
      ? 'API tests on PostgreSQL: creating and migrating the base database every test file copies…'
      : 'API tests on PGlite, the embedded database (DATABASE_URL=postgres://… runs them on PostgreSQL): ' +
          'creating and migrating the base database every test file copies…',
  );
  const ready = () =>
    say(`Base database ready in ${Math.round((Date.now() - started) / 1000)} s; running the tests.`);
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const BASE_DATABASE = baseDatabaseOf(process.pid);
    await admin.query(`drop database if exists ${BASE_DATABASE} with (force)`);
    await admin.query(`create database ${BASE_DATABASE}`);
    const base = openPostgres(databaseUrlFor(databaseUrl, BASE_DATABASE));
    await migrateToLatest(base.db);
    await base.close();
    project.provide('baseDataDirDump', '');
    project.provide('baseDatabase', BASE_DATABASE);
    ready();
    return async () => {
      await admin.query(`drop database if exists ${BASE_DATABASE} with (force)`);
      await admin.end();
    };
  }
  const pglite = await PGlite.create(pgliteOptions);
  const base = wrapPglite(pglite);
  await migrateToLatest(base.db);
  const dump = await pglite.dumpDataDir('none');
  await base.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-base-')), 'base.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('baseDataDirDump', file);
  project.provide('baseDatabase', '');
  ready();
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
