import { clientConfigSchema } from '@shared/auth-schema';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminCountsRepository } from './admin-counts/repository';
import { adminCountsRoutes } from './admin-counts/routes';
import { adminCountsService } from './admin-counts/service';
import { authRepository } from './auth/repository';
import { authRoutes } from './auth/routes';
import { authService } from './auth/service';
import { registerViewer } from './auth/viewer';
import { blocksRepository } from './blocks/repository';
import { blocksRoutes } from './blocks/routes';
import { blocksService } from './blocks/service';
import { closingRepository } from './closing/repository';
import { closingRoutes } from './closing/routes';
import { closingService } from './closing/service';
import type { Settings } from './config/settings';
import { connectionsRepository } from './connections/repository';
import { connectionsRoutes } from './connections/routes';
import { coreServices } from './core-services';
import type { Db, Engine, Listen } from './db/database';
import { pgliteUpkeep } from './db/pglite-upkeep';
import { duplicatesRoutes } from './duplicates/routes';
import { eventBus } from './events/bus';
import { eventsRoutes } from './events/routes';
import { eventsService } from './events/service';
import { exportsRepository } from './exports/repository';
import { exportsRoutes } from './exports/routes';
import { exportsService } from './exports/service';
import { familyControlsRepository } from './family-controls/repository';
import { familyControlsRoutes } from './family-controls/routes';
import { familyControlsService } from './family-controls/service';
import { historyRepository } from './history/repository';
import { registerAnalyticsFrame } from './http/analytics-frame';
import { registerClient } from './http/client';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/errors';
import { registerInputGuard } from './http/input-guard';
import { registerSecurityHeaders } from './http/security';
import { registerOneRequestPerTurn } from './http/turns';
import { idempotencyRepository } from './idempotency/repository';
import { idempotencyService } from './idempotency/service';
import { matchingRoutes } from './matching/routes';
import { notesRepository } from './notes/repository';
import { notesRoutes } from './notes/routes';
import { notesService } from './notes/service';
import { atomicService, inTransaction } from './ops/atomic';
import { registerOps, requestIdOf } from './ops/health';
import { overviewRepository } from './overview/repository';
import { overviewRoutes } from './overview/routes';
import { overviewService } from './overview/service';
import { paymentsRoutes } from './payments/routes';
import { pictureCleanup } from './pictures/cleanup';
import { fileRoutes } from './pictures/file-routes';
import { fileStoreFor } from './pictures/postgres-file-store';
import { picturesRepository } from './pictures/repository';
import { picturesRoutes } from './pictures/routes';
import { stampedCopies } from './pictures/stamp';
import { type UploadQueue, uploadQueue } from './pictures/upload-queue';
import { profileBulkRepository } from './profile-bulk/repository';
import { profileBulkRoutes } from './profile-bulk/routes';
import { profileBulkService } from './profile-bulk/service';
import { profileHistoryRoutes } from './profile-history/routes';
import { profileHistoryService } from './profile-history/service';
import { profilesRepository } from './profiles/repository';
import { profilesRoutes } from './profiles/routes';
import { enforceSubmissionLimit, LIMITS } from './rate-limit/limit';
import { rateLimitRepository } from './rate-limit/repository';
import { remindersRepository } from './reminders/repository';
import { remindersRoutes } from './reminders/routes';
import { remindersService } from './reminders/service';
import { reportsRepository } from './reports/repository';
import { reportsRoutes } from './reports/routes';
import { reportsService } from './reports/service';
import { reviewQueueRepository } from './review-queue/repository';
import { reviewQueueRoutes } from './review-queue/routes';
import { teamRepository } from './team/repository';
import { teamRoutes } from './team/routes';
import { teamService } from './team/service';
import { versionsRepository } from './versions/repository';
import { profileVersions } from './versions/service';
import { workQueuesRepository } from './work-queues/repository';
import { workQueuesRoutes } from './work-queues/routes';

export type AppDeps = {
  db: Db;
  engine: Engine;
  settings: Settings;
  /** Rate limits of public endpoints; tests that are not about limits relax them. */
  limits?: typeof LIMITS;
  /** How many uploads are taken in at once (decision 024); tests pass a small one to fill it. */
  uploads?: UploadQueue;
  /** The database's notifications, for the events open screens follow (decision 055); none: no events. */
  listen?: Listen;
  /**
   * How a slowed sign-in waits (decision 049); none: the real wait. The fuzzing sends hundreds of wrong passwords
   * and tests the answers, not the waits, so it gives one that does not wait.
   */
  signInWait?: (ms: number) => Promise<void>;
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
  // The embedded database answers in this thread: without turns, a busy server accepts new connections late.
  if (deps.engine === 'pglite') {
    registerOneRequestPerTurn(app);
    const upkeep = pgliteUpkeep(deps.db, app.log);
    app.addHook('onReady', async () => upkeep.start());
    app.addHook('onClose', async () => upkeep.stop());
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerOps(app, deps.db);
  await registerSecurityHeaders(app, { publicUrl: deps.settings.publicUrl });
  registerAnalyticsFrame(app, deps.settings.analyticsScriptUrl);
  await registerCompression(app);

  const auth = authRepository(deps.db);
  const limits = rateLimitRepository(deps.db);
  registerViewer(app, auth);

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/config', { schema: { response: { 200: clientConfigSchema } } }, async () => ({
      analyticsScriptUrl: deps.settings.analyticsScriptUrl,
      contact: deps.settings.contact,
      social: deps.settings.social,
    }));
  // The picture cookie is Secure whenever the app is served over https (decision 025).
  await app.register(
    authRoutes(authService(auth, limits, { wait: deps.signInWait }), {
      secureCookie: deps.settings.publicUrl.startsWith('https:'),
    }),
  );

  const pictures = picturesRepository(deps.db);
  const store = fileStoreFor(deps, deps.settings.dataDir);
  await app.register(
    picturesRoutes({
      pictures,
      store,
      limits,
      limit: (deps.limits ?? LIMITS).upload,
      uploads: deps.uploads ?? uploadQueue(),
    }),
  );
  // Pictures no profile took within 3 hours are removed at start and every 15 minutes (decisions 024, 049).
  app.decorate('pictureCleanup', pictureCleanup({ pictures, store, log: app.log }));
  app.addHook('onReady', async () => app.pictureCleanup.start());
  app.addHook('onClose', async () => app.pictureCleanup.stop());

  // The services other features build on, per database handle (core-services.ts).
  const { servicesOn, duplicatesOn, paymentsOn, storeOn } = coreServices({ ...deps, store });
  // A dismissal of a possible duplicate and both history rows commit together (decision 038).
  await app.register(duplicatesRoutes(atomicService(deps.db, duplicatesOn, { reads: ['of'] })));

  const { list } = servicesOn(deps.db);
  // Every method of a service runs in one transaction but those named outside it (decision 079).
  const profiles = atomicService(deps.db, (db: Db) => servicesOn(db).profiles, {
    reads: ['get', 'view', 'viewsFor', 'pictureAccess'],
  });
  const connections = atomicService(deps.db, (db: Db) => servicesOn(db).connections, {
    reads: ['list', 'pending', 'ofProfile', 'history'],
  });
  // A family's control over its own profile (issue 30 item 8, decisions 060, 061): each write in one transaction.
  const familyControlsOn = (db: Db) => {
    const services = servicesOn(db);
    return familyControlsService({
      controls: familyControlsRepository(db),
      profiles: profilesRepository(db),
      pictures: picturesRepository(db),
      connections: connectionsRepository(db),
      history: historyRepository(db),
      store: storeOn(db),
      versions: profileVersions(versionsRepository(db)),
      view: (viewer, id) => services.profiles.view(viewer, id),
      bureau: { paymentDetails: deps.settings.paymentDetails, whatsapp: deps.settings.contact.whatsapp },
    });
  };
  const familyControls = atomicService(deps.db, familyControlsOn, { reads: ['exportOf', 'fees'] });
  await app.register(
    profilesRoutes(
      profiles,
      (request) =>
        // Per address and per device, for families behind one mobile network (decision 032).
        enforceSubmissionLimit(limits, request, deps.limits ?? LIMITS),
      idempotencyService(idempotencyRepository(deps.db)),
      familyControls.erase,
    ),
  );
  // Lists, match scores and near matches (issue 26): the matching feature's own routes.
  await app.register(matchingRoutes(list));
  await app.register(familyControlsRoutes(familyControls, (viewer, id) => profiles.view(viewer, id)));

  await app.register(connectionsRoutes(connections));
  await app.register(
    paymentsRoutes(atomicService(deps.db, paymentsOn, { reads: ['list', 'due', 'receipt'] })),
  );
  // The menu's count of profiles in Review, matchmakers only (decision 031).
  await app.register(adminCountsRoutes(adminCountsService(adminCountsRepository(deps.db))));
  // The dashboard's work queues, matchmakers only (issue 29, decision 053).
  await app.register(workQueuesRoutes(workQueuesRepository(deps.db)));
  // The next profile to review, oldest first (issue 29, decision 069).
  await app.register(reviewQueueRoutes(reviewQueueRepository(deps.db)));
  // A profile's history and notes, matchmakers only (decision 028); a note and its history row commit together.
  await app.register(
    profileHistoryRoutes(
      profileHistoryService({ history: historyRepository(deps.db), profiles: profilesRepository(deps.db) }),
    ),
  );
  await app.register(
    notesRoutes(
      atomicService(
        deps.db,
        (db: Db) => notesService({ notes: notesRepository(db), history: historyRepository(db) }),
        {
          reads: ['list'],
        },
      ),
    ),
  );
  // Families report profiles they can see; matchmakers read and resolve the reports (issue 18, decision 036).
  // A report, its rate-limit count and its history row commit together, read on the same handle.
  await app.register(
    reportsRoutes(
      atomicService(
        deps.db,
        (db: Db) =>
          reportsService({
            reports: reportsRepository(db),
            history: historyRepository(db),
            limits: rateLimitRepository(db),
            limit: (deps.limits ?? LIMITS).report,
            reach: (viewer, id) => servicesOn(db).profiles.view(viewer, id),
          }),
        { reads: ['list'] },
      ),
    ),
  );
  // Families block profiles they can see; matchmakers read a profile's blocks (issue 18, decision 039). A block,
  // the family's Not Interested it brings and both history rows commit together, read on the same handle.
  await app.register(
    blocksRoutes(
      atomicService(
        deps.db,
        (db: Db) => {
          const services = servicesOn(db);
          return blocksService({
            blocks: blocksRepository(db),
            history: historyRepository(db),
            reach: (viewer, id) => services.profiles.view(viewer, id),
            views: (viewer, ids, sides) => services.profiles.viewsFor(viewer, ids, sides),
            decline: (viewer, id) => services.connections.declineOnBlock(viewer, id),
            profileExists: async (id) => (await profilesRepository(db).findById(id)) !== undefined,
          });
        },
        { reads: ['list', 'ofProfile'] },
      ),
    ),
  );
  // Several profiles' status at once, matchmakers only (decision 030): all in one transaction, each profile
  // changed by the single status change's own service function, so each is in its history the same way.
  await app.register(
    profileBulkRoutes(
      atomicService(deps.db, (db: Db) => {
        const { profiles } = servicesOn(db);
        return profileBulkService({
          bulk: profileBulkRepository(db),
          changeStatus: profiles.changeStatus,
          view: profiles.view,
          versions: profileVersions(versionsRepository(db)),
          history: historyRepository(db),
        });
      }),
    ),
  );
  // The bureau's overview (issue 28, part 6): matchmakers only, read-only.
  await app.register(overviewRoutes(overviewService({ overview: overviewRepository(deps.db) })));
  // The bureau's exports (issue 28, part 7; decision 064): matchmakers only, streamed in batches.
  await app.register(exportsRoutes(exportsService({ exports: exportsRepository(deps.db), list })));
  // Closing a match (issue 28, part 4): both profiles InActive "Matched (the provider)" in one transaction, each
  // by the single status change's own service function.
  await app.register(
    closingRoutes(
      atomicService(deps.db, (db: Db) =>
        closingService({
          closing: closingRepository(db),
          changeStatus: servicesOn(db).profiles.changeStatus,
        }),
      ),
    ),
  );
  await app.register(
    fileRoutes({
      pictures,
      store,
      access: (viewer, profileId) => profiles.pictureAccess(viewer, profileId),
      copies: stampedCopies(),
    }),
  );

  // The team, owners only; invitation links for whoever holds one (issue 27, decision 054).
  await app.register(
    teamRoutes(
      atomicService(
        deps.db,
        (db: Db) =>
          teamService({
            team: teamRepository(db),
            history: historyRepository(db),
            limits: rateLimitRepository(db),
            publicUrl: deps.settings.publicUrl,
            atomically: (fn) =>
              inTransaction(db, (trx) => fn({ team: teamRepository(trx), history: historyRepository(trx) })),
          }),
        // An invitation's refused attempts are counted though the attempt fails; accepting commits its own parts.
        { reads: ['isOwner', 'list', 'members'], ownTransactions: ['invitation', 'accept'] },
      ),
    ),
  );

  // Reminders: notes with a time, matchmakers only (decision 054); a change and its history row commit together.
  await app.register(
    remindersRoutes(
      atomicService(
        deps.db,
        (db: Db) => remindersService({ reminders: remindersRepository(db), history: historyRepository(db) }),
        { reads: ['list'] },
      ),
    ),
  );

  // What changed, for the open screens (issue 27, decision 055): one listener per process, a stream per screen.
  const bus = eventBus(deps.listen, app.log);
  app.addHook('onReady', async () => bus.start());
  app.addHook('onClose', async () => bus.stop());
  await app.register(
    eventsRoutes({
      bus,
      events: eventsService({
        view: (viewer, id) => servicesOn(deps.db).profiles.view(viewer, id),
        connectedWith: async (id) =>
          (await connectionsRepository(deps.db).listForProfile(id)).map((c) =>
            c.profile1Id === id ? c.profile2Id : c.profile1Id,
          ),
      }),
      sessionAlive: async (tokenHash) => (await auth.findSession(tokenHash)) !== undefined,
    }),
  );

  await registerClient(app);
  return app;
}
