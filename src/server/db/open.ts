import type { Settings } from '../config/settings';
import { type OpenDatabase, openDatabase } from './database';
import { migrateToLatest } from './migrate';

/**
 * Opens the configured database and brings its schema up to date: what every entry point does first.
 * `applied` names the migrations this call ran (none when the schema was up to date).
 */
export async function openMigratedDatabase(
  settings: Settings,
  holder: string,
): Promise<OpenDatabase & { applied: string[] }> {
  const opened = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, holder });
  try {
    const applied = await migrateToLatest(opened.db);
    return Object.assign(opened, { applied });
  } catch (error) {
    await opened.close();
    throw error;
  }
}
