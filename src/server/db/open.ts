import type { Settings } from '../config/settings';
import { type OpenDatabase, openDatabase } from './database';
import { migrateToLatest } from './migrate';

/** Opens the configured database and brings its schema up to date: what every entry point does first. */
export async function openMigratedDatabase(settings: Settings, holder: string): Promise<OpenDatabase> {
  const opened = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, holder });
  try {
    await migrateToLatest(opened.db);
    return opened;
  } catch (error) {
    await opened.close();
    throw error;
  }
}
