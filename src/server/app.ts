import { clientConfigSchema } from '@shared/auth-schema';
import Fastify, { type FastifyServerOptions } from 'fastify';
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
import { registerClient } from './http/client';
import { registerErrorHandler } from './http/errors';
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
