/**
 * npm run backup -- <file>: a consistent snapshot of the database and the pictures in one file (see
 * src/server/ops/backup.ts for the format). On the embedded database it obeys the data-folder lock (stop the
 * server first); on PostgreSQL it runs beside live servers, in one REPEATABLE READ transaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readSettings, SettingsError } from '../src/server/config/settings';
import { DataFolderBusyError } from '../src/server/db/data-folder-lock';
import { openDatabase } from '../src/server/db/database';
import { BackupError, writeBackup } from '../src/server/ops/backup';

async function main(args: string[]) {
  const file = args[0];
  if (!file || args.length !== 1) {
    console.error(
      'Usage: npm run backup -- <file>   (for example ~/rishta-backups/rishta-2026-01-31.jsonl.gz: outside the repository, it holds family data)',
    );
    return 2;
  }
  const target = path.resolve(file);
  if (fs.existsSync(target)) {
    console.error(`${target} already exists; choose a new file name (a backup never overwrites one).`);
    return 1;
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const settings = readSettings();
  if (!settings.databaseUrl && !fs.existsSync(path.join(settings.dataDir, 'pgdata'))) {
    console.error(`There is no database in ${settings.dataDir} (DATA_DIR) to back up.`);
    return 1;
  }
  const started = Date.now();
  const opened = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    holder: 'npm run backup',
  });
  try {
    const summary = await writeBackup(opened, settings.dataDir, target);
    const rows = Object.entries(summary.counts)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ');
    console.log(
      `Backed up ${opened.engine === 'pglite' ? settings.dataDir : 'PostgreSQL'} to ${target} ` +
        `(${(fs.statSync(target).size / 1024).toFixed(0)} KB, ${((Date.now() - started) / 1000).toFixed(1)} s)\n` +
        `  rows: ${rows}\n  pictures: ${summary.files} files`,
    );
    if (summary.missingFiles.length > 0) {
      console.warn(
        `  warning: ${summary.missingFiles.length} picture files named by the database were missing from the file store and are not in the backup.`,
      );
    }
    return 0;
  } finally {
    await opened.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof BackupError || error instanceof SettingsError || error instanceof DataFolderBusyError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
