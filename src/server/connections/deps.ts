import type { Viewer } from '../auth/viewer';
import type { BlocksRepository } from '../blocks/repository';
import type { HistoryRepository } from '../history/repository';
import type { ProfilesRepository } from '../profiles/repository';
import type { ProfilesService } from '../profiles/service';
import type { ConnectionsRepository } from './repository';

type Family = Extract<Viewer, { kind: 'user' }>;

/** What the connections feature is built from (the service and its dashboard read the same). */
export type Deps = {
  connections: ConnectionsRepository;
  profiles: ProfilesRepository;
  profileViews: ProfilesService;
  /** A blocked pair never see each other's connection, answer it, or are sent to each other (decision 039). */
  blocks: Pick<BlocksRepository, 'between' | 'partnersOf'>;
  history: HistoryRepository;
  publicUrl: string;
  isMatchFor: (viewer: Family, id: number) => Promise<boolean>;
  /** FOLLOW_UP_DAYS: a dashboard pair or family waiting longer needs follow-up (decision 031). */
  followUpDays: number;
};
