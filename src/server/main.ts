import { buildApp } from './app';
import { ensureFirstAdmin } from './auth/accounts';
import { authRepository } from './auth/repository';
import { readSettings, SettingsError } from './config/settings';
import { DataFolderBusyError } from './db/data-folder-lock';
import { openMigratedDatabase } from './db/open';
import { loggerOptions } from './ops/logging';

async function main() {
  const settings = readSettings();
  const { db, engine, close } = await openMigratedDatabase(settings, 'the Rishta server (npm start)');
  const firstAdmin = await ensureFirstAdmin(authRepository(db), {
    email: settings.adminEmail,
    password: settings.adminPassword,
  });
  const app = await buildApp(
    { db, engine, settings },
    { logger: loggerOptions(settings.logLevel, settings.logFormat) },
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    // A request that never ends must not keep the process (and the PGlite folder lock) forever.
    setTimeout(() => {
      app.log.error('requests still in flight after 25 s; exiting anyway');
      process.exit(1);
    }, 25_000).unref();
    await app.close();
    await close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: settings.port, host: settings.host });
  const where = engine === 'pglite' ? `embedded database in ${settings.dataDir}` : 'PostgreSQL';
  const lines = [``, `Rishta is running at ${settings.publicUrl} (${where}).`];
  if (firstAdmin?.generatedPassword) {
    lines.push(
      `First matchmaker account created. Sign in with`,
      `  e-mail:   ${firstAdmin.email}`,
      `  password: ${firstAdmin.generatedPassword}`,
      `This password is shown only once; change it with: npm run admin -- reset-password ${firstAdmin.email}`,
    );
  } else if (firstAdmin) {
    lines.push(`First matchmaker account created: sign in as ${firstAdmin.email} with ADMIN_PASSWORD.`);
  } else {
    lines.push(`Sign in with a matchmaker's e-mail and password (npm run admin -- add <email> creates one).`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof SettingsError || error instanceof DataFolderBusyError) {
    console.error(error.message);
  } else {
    console.error('Rishta could not start:', error);
  }
  process.exit(1);
});
