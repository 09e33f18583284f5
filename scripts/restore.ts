/**
 * npm run restore -- <file>: brings a backup back into an EMPTY database (a new DATA_DIR, or a newly created
 * PostgreSQL database named by DATABASE_URL) and refuses anything else. Obeys the data-folder lock.
 */
import path from 'node:path';
import { readSettings, SettingsError } from '../src/server/config/settings';
import { DataFolderBusyError } from '../src/server/db/data-folder-lock';
import { openDatabase } from '../src/server/db/database';
import { BackupError, readBackupHeader, restoreBackup } from '../src/server/ops/backup';

async function main(args: string[]) {
  const file = args[0];
  if (!file || args.length !== 1) {
    console.error(
      'Usage: npm run restore -- <file>   (into an empty DATA_DIR, or an empty DATABASE_URL database)',
    );
    return 2;
  }
  const source = path.resolve(file);
  const header = await readBackupHeader(source);
  const settings = readSettings();
  const started = Date.now();
  const opened = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    holder: 'npm run restore',
  });
  try {
    const summary = await restoreBackup(opened, settings.dataDir, source);
    const rows = Object.entries(summary.counts)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ');
    console.log(
      `Restored ${source} (made ${header.createdAt} on ${header.engine}) into ` +
        `${opened.engine === 'pglite' ? settings.dataDir : 'PostgreSQL'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n` +
        `  rows: ${rows}\n  pictures: ${summary.files} files\nStart the server with: ${startCommand()}`,
    );
    return 0;
  } finally {
    await opened.close();
  }
}

/** `npm start` with the settings this restore used, so that the server opens what was restored. */
function startCommand(): string {
  const used = ['DATA_DIR', 'DATABASE_URL'].filter((name) => process.env[name]);
  const quoted = (value: string) =>
    /^[\w./:@-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
  return [...used.map((name) => `${name}=${quoted(process.env[name]!)}`), 'npm start'].join(' ');
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
