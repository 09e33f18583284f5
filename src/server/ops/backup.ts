import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import type { OpenDatabase } from '../db/database';
import { MIGRATION_NAMES, migrateTo, migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { fileStoreFor } from '../pictures/postgres-file-store';

/**
 * A Rishta backup: one gzip'd file of JSON lines, engine-independent (a PGlite backup restores onto
 * PostgreSQL and back).
 *
 *   {"kind":"header","format":"rishta-backup","version":1,"engine":…,"createdAt":…,"migrations":[…],"tables":[…]}
 *   {"kind":"rows","table":"profiles","rows":[…]}      every row as PostgreSQL's to_jsonb(row), 1,000 a line
 *   {"kind":"file","id":"…","bytes":"<base64>"}         every picture and thumbnail, from the file store
 *   {"kind":"end","counts":{"profiles":312,…},"files":48}
 *
 * Rows and pictures are read in one REPEATABLE READ, read-only transaction: on PostgreSQL the pictures are in
 * that same snapshot (picture_files); on PGlite the backup holds the data-folder lock, so nothing writes.
 * A restore refuses a file without its end line (a truncated copy).
 */
export const BACKUP_FORMAT = 'rishta-backup';
export const BACKUP_VERSION = 1;
const BATCH = 1000;
/**
 * Kept out of the rows: the migrator's own tables (a restore migrates), the bytes (written as files) and what
 * the database derives itself (profile_activity: its triggers compute it again as profiles and connections are
 * restored, migration 026; the overview's counts, milestones and matches, the same from profiles, connections and
 * history, migration 027).
 */
const NOT_DUMPED = new Set([
  'schema_migrations',
  'schema_migrations_lock',
  'picture_files',
  'profile_activity',
  'overview_counts',
  'overview_milestones',
  'overview_matches',
]);
const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;

export type BackupSummary = { counts: Record<string, number>; files: number; missingFiles: string[] };

type Header = {
  kind: 'header';
  format: string;
  version: number;
  engine: string;
  createdAt: string;
  migrations: string[];
  tables: string[];
};

export class BackupError extends Error {}

type Tx = Kysely<Database>;

/** Tables of the current schema, parents before children (foreign keys), without the ones not dumped. */
async function tablesInLoadOrder(db: Tx): Promise<string[]> {
  const tables = (
    await sql<{ name: string }>`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p') order by c.relname`.execute(db)
  ).rows
    .map((r) => r.name)
    .filter((name) => !NOT_DUMPED.has(name));
  const edges = (
    await sql<{ child: string; parent: string }>`
      select cc.relname as child, pc.relname as parent
      from pg_constraint k
      join pg_class cc on cc.oid = k.conrelid
      join pg_class pc on pc.oid = k.confrelid
      join pg_namespace n on n.oid = cc.relnamespace
      where k.contype = 'f' and n.nspname = current_schema()`.execute(db)
  ).rows;
  const ordered: string[] = [];
  const visit = (table: string, seen: Set<string>) => {
    if (ordered.includes(table) || seen.has(table)) return;
    seen.add(table);
    for (const e of edges) if (e.child === table && e.parent !== table) visit(e.parent, seen);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  for (const table of ordered) {
    if (!SAFE_NAME.test(table)) throw new BackupError(`Unexpected table name ${JSON.stringify(table)}.`);
  }
  return ordered.filter((t) => tables.includes(t));
}

async function hasTable(db: Tx, name: string): Promise<boolean> {
  const { rows } = await sql<{ found: string | null }>`select to_regclass(${name})::text as found`.execute(
    db,
  );
  return Boolean(rows[0]?.found);
}

async function appliedMigrations(db: Tx): Promise<string[]> {
  if (!(await hasTable(db, 'schema_migrations'))) return [];
  const rows = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(db);
  return rows.rows.map((r) => r.name);
}

/** Writes a consistent snapshot of the database and the pictures to `file` (via `file.partial`, then renamed). */
export async function writeBackup(
  opened: OpenDatabase,
  dataDir: string,
  file: string,
): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  const gzip = zlib.createGzip();
  const output = fs.createWriteStream(partial);
  const done = pipeline(gzip, output);
  const write = async (value: string) => {
    if (!gzip.write(`${value}\n`)) await once(gzip, 'drain');
  };
  const summary: BackupSummary = { counts: {}, files: 0, missingFiles: [] };
  try {
    await opened.db.transaction().execute(async (trx) => {
      await sql`set transaction isolation level repeatable read, read only`.execute(trx);
      const migrations = await appliedMigrations(trx);
      if (migrations.length === 0)
        throw new BackupError('This database has no Rishta tables: nothing to back up.');
      const tables = await tablesInLoadOrder(trx);
      const header: Header = {
        kind: 'header',
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        engine: opened.engine,
        createdAt: new Date().toISOString(),
        migrations,
        tables,
      };
      await write(JSON.stringify(header));
      for (const table of tables) {
        summary.counts[table] = 0;
        await sql
          .raw(`declare rishta_backup no scroll cursor for select to_jsonb(t)::text as j from "${table}" t`)
          .execute(trx);
        for (;;) {
          const batch = await sql<{ j: string }>`fetch ${sql.raw(String(BATCH))} from rishta_backup`.execute(
            trx,
          );
          if (batch.rows.length === 0) break;
          summary.counts[table] += batch.rows.length;
          await write(`{"kind":"rows","table":"${table}","rows":[${batch.rows.map((r) => r.j).join(',')}]}`);
        }
        await sql`close rishta_backup`.execute(trx);
      }
      const store = fileStoreFor({ engine: opened.engine, db: trx }, dataDir);
      const pictures = await trx.selectFrom('pictures').select(['id', 'thumbnailId']).orderBy('id').execute();
      for (const id of pictures.flatMap((p) => [p.id, p.thumbnailId])) {
        const bytes = await store.get(id);
        if (!bytes) {
          summary.missingFiles.push(id);
          continue;
        }
        summary.files += 1;
        await write(JSON.stringify({ kind: 'file', id, bytes: bytes.toString('base64') }));
      }
      await write(JSON.stringify({ kind: 'end', counts: summary.counts, files: summary.files }));
    });
    gzip.end();
    await done;
    fs.renameSync(partial, file);
    return summary;
  } catch (error) {
    gzip.destroy();
    await done.catch(() => {});
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

async function* readLines(file: string): AsyncGenerator<Record<string, unknown>> {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  const lines = readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let n = 0;
  try {
    for await (const line of lines) {
      n += 1;
      if (!line) continue;
      try {
        yield JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new BackupError(`${file} is damaged: line ${n} is not JSON.`);
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a Rishta backup or is damaged (${(error as Error).message}).`);
  }
}

/** Reads only the header (to check a file before touching any database). */
export async function readBackupHeader(file: string): Promise<Header> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  for await (const line of readLines(file)) {
    const header = line as Header;
    if (header.kind !== 'header' || header.format !== BACKUP_FORMAT)
      throw new BackupError(`${file} is not a Rishta backup.`);
    if (header.version !== BACKUP_VERSION)
      throw new BackupError(
        `${file} is a backup of format version ${header.version}; this Rishta reads version ${BACKUP_VERSION}.`,
      );
    const unknown = header.migrations.filter((m) => !MIGRATION_NAMES.includes(m));
    if (unknown.length > 0 || header.migrations.some((m, i) => MIGRATION_NAMES[i] !== m))
      throw new BackupError(
        `${file} was made by a newer or different Rishta (migrations ${header.migrations.join(', ')}); ` +
          'restore it with that version, or upgrade this one.',
      );
    return header;
  }
  throw new BackupError(`${file} is empty.`);
}

/** Whether the target is empty: no rows in any table and, on PGlite, no picture files. */
async function emptinessProblem(db: Tx, engine: string, dataDir: string): Promise<string | null> {
  for (const table of await tablesInLoadOrder(db)) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.raw(`"${table}"`)}`.execute(db);
    if ((rows[0]?.n ?? 0) > 0) return `its table ${table} has ${rows[0]?.n} rows`;
  }
  if (engine === 'postgres' && (await hasTable(db, 'picture_files'))) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from picture_files`.execute(db);
    if ((rows[0]?.n ?? 0) > 0) return `it holds ${rows[0]?.n} picture files`;
  } else {
    const files = path.join(dataDir, 'files');
    if (fs.existsSync(files) && fs.readdirSync(files).length > 0) return `${files} holds pictures`;
  }
  return null;
}

/**
 * Loads a backup into an empty database (and, on PGlite, an empty data folder): migrates it to the schema the
 * backup was made on, loads every row and picture in one transaction, resets identity sequences, then
 * migrates to the latest schema. Refuses a target that holds anything.
 */
export async function restoreBackup(
  opened: OpenDatabase,
  dataDir: string,
  file: string,
): Promise<BackupSummary> {
  const header = await readBackupHeader(file);
  const db = opened.db;
  const applied = await appliedMigrations(db);
  const refuse = (why: string) =>
    new BackupError(
      `Restore refused: the target ${opened.engine === 'pglite' ? `data folder ${dataDir}` : 'database'} is not empty (${why}). ` +
        'Restore into a new, empty DATA_DIR or a newly created PostgreSQL database.',
    );
  if (applied.length > header.migrations.length) throw refuse(`its schema is newer than the backup's`);
  await migrateTo(db, header.migrations.at(-1)!);
  // A backup of a database not yet migrated to 003 still restores its pictures into picture_files.
  if (opened.engine === 'postgres' && !(await hasTable(db, 'picture_files')))
    await migrateTo(db, '003-picture-files');
  const problem = await emptinessProblem(db, opened.engine, dataDir);
  if (problem) throw refuse(problem);

  const summary: BackupSummary = { counts: {}, files: 0, missingFiles: [] };
  // On PGlite the pictures go to the data folder (removed again if the restore fails); on PostgreSQL into
  // picture_files, in the same transaction as the rows.
  const written: string[] = [];
  const folderStore = fileStoreFor({ engine: 'pglite', db }, dataDir);
  try {
    await db.transaction().execute(async (trx) => {
      const store = fileStoreFor({ engine: opened.engine, db: trx }, dataDir);
      const tables = await tablesInLoadOrder(trx);
      const columnsOf = new Map<string, string>();
      for (const table of tables) {
        const { rows } = await sql<{ name: string }>`
          select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
          order by ordinal_position`.execute(trx);
        columnsOf.set(table, rows.map((r) => `"${r.name}"`).join(', '));
      }
      let end = null as { counts: Record<string, number>; files: number } | null;
      let first = true;
      for await (const line of readLines(file)) {
        if (first) {
          first = false;
          continue;
        }
        if (line.kind === 'rows') {
          const table = String(line.table);
          const columns = columnsOf.get(table);
          if (!columns) throw new BackupError(`${file} has rows for an unknown table ${table}.`);
          const rows = line.rows as unknown[];
          const t = sql.raw(`"${table}"`);
          const c = sql.raw(columns);
          await sql`insert into ${t} (${c}) select ${c} from jsonb_populate_recordset(null::${t}, ${JSON.stringify(rows)}::jsonb)`.execute(
            trx,
          );
          summary.counts[table] = (summary.counts[table] ?? 0) + rows.length;
        } else if (line.kind === 'file') {
          const id = String(line.id);
          if (opened.engine === 'pglite') written.push(id);
          await store.put(id, Buffer.from(String(line.bytes), 'base64'));
          summary.files += 1;
        } else if (line.kind === 'end') {
          end = line as unknown as typeof end;
        }
      }
      if (!end)
        throw new BackupError(`${file} is incomplete (no end line): it was cut short. Nothing was restored.`);
      for (const [table, count] of Object.entries(end.counts)) {
        if ((summary.counts[table] ?? 0) !== count)
          throw new BackupError(
            `${file} is damaged: ${table} should have ${count} rows, found ${summary.counts[table] ?? 0}.`,
          );
      }
      if (end.files !== summary.files)
        throw new BackupError(`${file} is damaged: ${end.files} pictures expected, found ${summary.files}.`);
      // Identity columns continue after the highest restored id.
      for (const table of tables) {
        const { rows } = await sql<{ name: string }>`
          select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table} and is_identity = 'YES'`.execute(
          trx,
        );
        for (const { name } of rows) {
          await sql
            .raw(
              `select setval(pg_get_serial_sequence('"${table}"', '${name}'), coalesce((select max("${name}") from "${table}"), 0) + 1, false)`,
            )
            .execute(trx);
        }
      }
    });
  } catch (error) {
    for (const id of written) await folderStore.delete(id).catch(() => {});
    throw error;
  }
  await migrateToLatest(db);
  return summary;
}
