import { blocksRepository } from './blocks/repository';
import type { Settings } from './config/settings';
import { connectionsRepository } from './connections/repository';
import { connectionsService } from './connections/service';
import { type Db, type Engine, listReadsOf } from './db/database';
import { duplicatesRepository } from './duplicates/repository';
import { duplicatesService } from './duplicates/service';
import { historyRepository } from './history/repository';
import { profileListRepository } from './matching/list-repository';
import { profileListService } from './matching/list-service';
import { paymentsRepository } from './payments/repository';
import { paymentsService } from './payments/service';
import type { FileStore } from './pictures/file-store';
import { fileStoreFor } from './pictures/postgres-file-store';
import { picturesRepository } from './pictures/repository';
import { profilesRepository } from './profiles/repository';
import { profilesService } from './profiles/service';
import { versionsRepository } from './versions/repository';
import { profileVersions } from './versions/service';

type CoreDeps = { db: Db; engine: Engine; settings: Settings; store: FileStore };

/**
 * The services other features build on (matching, profiles, connections, and the duplicates and books a profile
 * reads and writes), built per database handle: app.ts runs each write on them built on its own transaction
 * (decision 079), so every repository of one write is bound to the same transaction.
 */
export function coreServices(deps: CoreDeps) {
  /** The picture files: on a transaction, a store on the same handle (PostgreSQL keeps them in the database). */
  const storeOn = (db: Db) =>
    db === deps.db ? deps.store : fileStoreFor({ engine: deps.engine, db }, deps.settings.dataDir);

  // Possible duplicates, matchmakers only (issue 18, decision 038): a dismissal and both history rows commit together.
  const duplicatesOn = (db: Db) =>
    duplicatesService({ duplicates: duplicatesRepository(db), history: historyRepository(db) });

  // The bureau's books (issue 28, decision 052): an entry and the profile's paid fee commit together.
  const bureau = { name: deps.settings.bureauName, ...deps.settings.contact };
  const paymentsOn = (db: Db) =>
    paymentsService({
      payments: paymentsRepository(db),
      bureau,
      versions: versionsRepository(db),
      history: historyRepository(db),
    });

  const servicesOn = (db: Db) => {
    const profileRows = profilesRepository(db);
    const list = profileListService({
      list: profileListRepository(listReadsOf(db), { byCity: deps.engine === 'postgres' }, db),
      profiles: profileRows,
      publicUrl: deps.settings.publicUrl,
    });
    const profiles = profilesService({
      profiles: profileRows,
      pictures: picturesRepository(db),
      connections: connectionsRepository(db),
      history: historyRepository(db),
      store: storeOn(db),
      publicUrl: deps.settings.publicUrl,
      isMatchFor: list.isMatchFor,
      possibleDuplicates: duplicatesOn(db).of,
      ledger: paymentsOn(db),
      versions: profileVersions(versionsRepository(db)),
    });
    const connections = connectionsService({
      connections: connectionsRepository(db),
      profiles: profileRows,
      profileViews: profiles,
      blocks: blocksRepository(db),
      history: historyRepository(db),
      publicUrl: deps.settings.publicUrl,
      isMatchFor: list.isMatchFor,
      followUpDays: deps.settings.followUpDays,
    });
    return { list, profiles, connections };
  };

  return { servicesOn, duplicatesOn, paymentsOn, storeOn };
}
