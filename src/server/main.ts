import cluster, { type Worker } from 'node:cluster';
import net from 'node:net';
import { buildApp } from './app';
import { ensureFirstAdmin } from './auth/accounts';
import { authRepository } from './auth/repository';
import { readSettings, type Settings, SettingsError, WORKERS_NEED_POSTGRES } from './config/settings';
import { DataFolderBusyError } from './db/data-folder-lock';
import { openDatabase } from './db/database';
import { openMigratedDatabase } from './db/open';
import { loggerOptions } from './ops/logging';

type FirstAdmin = Awaited<ReturnType<typeof ensureFirstAdmin>>;

/**
 * Whether the port can be listened on, asked before anything is created or migrated (issue 26): a start that
 * cannot listen must not make the first matchmaker account and lose its generated password with the process.
 */
async function ensurePortFree(settings: Settings) {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      const setting = error.code === 'EADDRINUSE' ? 'PORT' : 'HOST or PORT';
      const why =
        error.code === 'EADDRINUSE'
          ? `port ${settings.port} is taken by another program (perhaps Rishta is already running)`
          : error.code === 'EACCES'
            ? `this user may not listen on port ${settings.port}`
            : `it cannot listen on ${settings.host}:${settings.port} (${error.code ?? error.message})`;
      reject(
        new SettingsError(
          `Rishta cannot start: ${why}. Set ${setting} to another value, for example PORT=8080 npm start. ` +
            'Nothing was created or changed.',
        ),
      );
    });
    probe.listen({ port: settings.port, host: settings.host, exclusive: true }, () =>
      probe.close(() => resolve()),
    );
  });
}

/** Migrations: once, before any process serves, and only once the port is known to be free. */
async function prepare(settings: Settings) {
  await ensurePortFree(settings);
  const opened = await openMigratedDatabase(settings, 'the Rishta server (npm start)');
  if (opened.applied.length > 0)
    console.log(`Database brought up to date: applied ${opened.applied.join(', ')}.`);
  return opened;
}

/**
 * The first matchmaker account, made only once the server listens (issue 26): a generated password is
 * printed by the start that made it, and a start that dies before listening makes none to lose.
 */
function firstAdminOf(db: Parameters<typeof authRepository>[0], settings: Settings) {
  return ensureFirstAdmin(authRepository(db), {
    email: settings.adminEmail,
    password: settings.adminPassword,
  });
}

function startLines(settings: Settings, engine: string, firstAdmin: FirstAdmin, workers: number) {
  const where = engine === 'pglite' ? `embedded database in ${settings.dataDir}` : 'PostgreSQL';
  const processes = workers > 1 ? `, ${workers} workers` : '';
  const lines = [``, `Rishta is running at ${settings.publicUrl} (${where}${processes}).`];
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
  return `${lines.join('\n')}\n`;
}

/** One serving process: the app on the configured port (a cluster worker shares it with the others). */
async function serve(settings: Settings, worker: boolean) {
  // A worker's database was migrated by the primary before it was forked.
  const { db, engine, close, listen } = worker
    ? await openDatabase({
        databaseUrl: settings.databaseUrl,
        dataDir: settings.dataDir,
        holder: 'a Rishta worker',
      })
    : await prepare(settings);
  const app = await buildApp(
    { db, engine, settings, listen },
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
  if (!worker) console.log(startLines(settings, engine, await firstAdminOf(db, settings), 1));
}

/**
 * WORKERS=N (issue 31): the primary migrates, then forks N serving processes that share the port
 * (node:cluster hands each connection to one of them), restarts one that dies, and on SIGTERM stops them all,
 * each finishing its requests in flight. It serves nothing itself.
 */
async function supervise(settings: Settings) {
  const opened = await prepare(settings);
  const log = (text: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${text}`);

  let stopping = false;
  let listening = 0;
  const recentDeaths: number[] = [];
  const fork = () => cluster.fork();
  cluster.on('listening', () => {
    listening += 1;
    if (listening !== settings.workers) return;
    void firstAdminOf(opened.db, settings).then(async (firstAdmin) => {
      console.log(startLines(settings, opened.engine, firstAdmin, settings.workers));
      await opened.close();
    });
  });
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another`);
    // A worker that keeps dying at start (a bad setting, the database gone) is restarted once a second.
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length && now - recentDeaths[0] > 10_000) recentDeaths.shift();
    setTimeout(fork, recentDeaths.length > settings.workers ? 1000 : 0);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`stopping ${settings.workers} workers (${signal}): each finishes its requests in flight`);
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 30_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < settings.workers; i += 1) fork();
}

async function main() {
  const settings = readSettings();
  if (settings.workers > 1 && !settings.databaseUrl) throw new SettingsError(WORKERS_NEED_POSTGRES);
  if (cluster.isWorker) return serve(settings, true);
  if (settings.workers > 1) return supervise(settings);
  return serve(settings, false);
}

main().catch((error: unknown) => {
  if (error instanceof SettingsError || error instanceof DataFolderBusyError) {
    console.error(error.message);
  } else {
    console.error('Rishta could not start:', error);
  }
  process.exit(1);
});
