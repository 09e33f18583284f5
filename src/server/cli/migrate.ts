import { readSettings } from '../config/settings';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

const settings = readSettings();
openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, holder: 'npm run db:migrate' })
  .then(async ({ db, close }) => {
    try {
      const applied = await migrateToLatest(db);
      console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
    } finally {
      await close();
    }
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
