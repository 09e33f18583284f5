import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { clientConfigSchema } from '@shared/auth-schema';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authRepository } from './auth/repository';
import { authRoutes } from './auth/routes';
import { authService } from './auth/service';
import { registerViewer } from './auth/viewer';
import type { Settings } from './config/settings';
import { connectionsRepository } from './connections/repository';
import { connectionsRoutes } from './connections/routes';
import { connectionsService } from './connections/service';
import type { Db, Engine } from './db/database';
import { serverSecret } from './db/server-secrets';
import { historyRepository } from './history/repository';
import { httpError, registerErrorHandler } from './http/errors';
import { registerInputGuard } from './http/input-guard';
import { registerSecurityHeaders } from './http/security';
import { withAtomicWrites } from './ops/atomic';
import { registerOps, requestIdOf } from './ops/health';
import { fileStoreFor } from './pictures/postgres-file-store';
import { picturesRepository } from './pictures/repository';
import { picturesRoutes } from './pictures/routes';
import { pictureSigner } from './pictures/signing';
import { profileListRepository } from './profiles/list-repository';
import { profileListService } from './profiles/list-service';
import { profilesRepository } from './profiles/repository';
import { profilesRoutes } from './profiles/routes';
import { profilesService } from './profiles/service';
import { enforceLimit, LIMITS } from './rate-limit/limit';
import { rateLimitRepository } from './rate-limit/repository';

export type AppDeps = {
  db: Db;
  engine: Engine;
  settings: Settings;
  /** Rate limits of public endpoints; tests that are not about limits relax them. */
  limits?: typeof LIMITS;
};

/** The built client; CLIENT_DIR (a development and test knob) serves another build. */
const CLIENT_DIR = path.resolve(
  process.env.CLIENT_DIR ?? path.join(import.meta.dirname, '../../dist/client'),
);

export async function buildApp(deps: AppDeps, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Behind a reverse proxy (TRUST_PROXY), the client address comes from X-Forwarded-For; otherwise a client
    // could name any address it likes and slip past the per-address limits.
    trustProxy: deps.settings.trustProxy,
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerOps(app, deps.db);
  await registerSecurityHeaders(app, deps.settings.analyticsScriptUrl);

  const auth = authRepository(deps.db);
  const limits = rateLimitRepository(deps.db);
  registerViewer(app, auth);

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/config', { schema: { response: { 200: clientConfigSchema } } }, async () => ({
      analyticsScriptUrl: deps.settings.analyticsScriptUrl,
      contact: deps.settings.contact,
    }));
  await app.register(authRoutes(authService(auth, limits)));

  const pictures = picturesRepository(deps.db);
  const store = fileStoreFor(deps, deps.settings.dataDir);
  const signer = pictureSigner(await serverSecret(deps.db, 'picture-url-signing'));
  await app.register(
    picturesRoutes({ pictures, store, signer, limits, limit: (deps.limits ?? LIMITS).upload }),
  );

  // Built per database handle: the write methods run each in one transaction on repositories bound to it.
  const servicesOn = (db: Db) => {
    const profileRows = profilesRepository(db);
    const pictureRows = picturesRepository(db);
    const list = profileListService({
      list: profileListRepository(db),
      profiles: profileRows,
      pictures: pictureRows,
      signer,
      publicUrl: deps.settings.publicUrl,
    });
    const profiles = profilesService({
      profiles: profileRows,
      pictures: pictureRows,
      connections: connectionsRepository(db),
      history: historyRepository(db),
      store: db === deps.db ? store : fileStoreFor({ engine: deps.engine, db }, deps.settings.dataDir),
      signer,
      publicUrl: deps.settings.publicUrl,
      isMatchFor: list.isMatchFor,
    });
    const connections = connectionsService({
      connections: connectionsRepository(db),
      profiles: profileRows,
      profileViews: profiles,
      history: historyRepository(db),
      publicUrl: deps.settings.publicUrl,
      isMatchFor: list.isMatchFor,
    });
    return { list, profiles, connections };
  };
  const { list } = servicesOn(deps.db);
  const profiles = withAtomicWrites(deps.db, (db: Db) => servicesOn(db).profiles, [
    'create',
    'update',
    'patch',
    'rotateAccessToken',
    'remove',
  ]);
  const connections = withAtomicWrites(deps.db, (db: Db) => servicesOn(db).connections, [
    'send',
    'answer',
    'adminChange',
  ]);
  await app.register(
    profilesRoutes(profiles, list, (request) =>
      enforceLimit(limits, request, (deps.limits ?? LIMITS).profileSubmission),
    ),
  );

  await app.register(connectionsRoutes(connections));

  await registerClient(app);
  return app;
}

/** The built React app: hashed assets cached for a year, every other page path answered by index.html. */
async function registerClient(app: FastifyInstance) {
  const hasClient = fs.existsSync(path.join(CLIENT_DIR, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIR,
      wildcard: false,
      index: false,
      // `npm run build` writes .br and .gz copies; browsers that accept them get those.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Registered with or without a client build, so that every unknown address is answered the same way.
  app.get('/*', async (request, reply) => {
    const where = request.url.split('?')[0];
    // An unknown API or file address is a 404 in JSON, never the web page.
    if (/^\/(api|file)(\/|$)/.test(where)) throw httpError(404, `There is nothing at GET ${where}.`);
    if (!hasClient) throw httpError(404, 'The web client is not built yet: run npm run build.');
    let decoded: string;
    try {
      decoded = decodeURIComponent(where);
    } catch {
      throw httpError(404, 'There is nothing at this address.');
    }
    const file = path.join(CLIENT_DIR, decoded);
    if (file.startsWith(CLIENT_DIR) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(CLIENT_DIR, file));
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
  app.setNotFoundHandler(async (request) => {
    throw httpError(404, `There is nothing at ${request.method} ${request.url.split('?')[0]}.`);
  });
}
