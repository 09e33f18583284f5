import { BLOCK_MESSAGES, type Block, type ProfileBlocks } from '@shared/blocks';
import type { SideStatus } from '@shared/connection-status';
import type { ProfileView } from '@shared/profile-view';
import type { Viewer } from '../auth/viewer';
import type { HistoryRepository } from '../history/repository';
import { httpError } from '../http/errors';
import { PROFILE_NOT_FOUND } from '../privacy/reach';
import type { BlocksRepository } from './repository';

type Family = Extract<Viewer, { kind: 'user' }>;

type Deps = {
  blocks: BlocksRepository;
  history: HistoryRepository;
  /** Throws 404 unless the viewer may see the profile: the same reach as GET /api/profile/{id}. */
  reach: (viewer: Viewer, profileId: number) => Promise<unknown>;
  /** The profiles as the viewer may see them (the privacy rules of every other view). */
  views: (viewer: Viewer, ids: number[], sides: Map<number, SideStatus>) => Promise<Map<number, ProfileView>>;
  /** The blocking family's own Not Interested on its side of their connection, where it could still say it. */
  decline: (viewer: Family, profileId: number) => Promise<void>;
  profileExists: (id: number) => Promise<boolean>;
};

/** What a family's block list tells it of a blocked profile: a card's facts, as its other views do. */
function blockedProfileOf(view: ProfileView): Block['profile'] {
  return { _id: view._id, name: view.name, age: view.age, gender: view.gender, city: view.city };
}

/**
 * Families' blocks of profiles (issue 18, decision 039). A family blocks a profile it may see, never its own;
 * a repeat changes nothing. Blocking answers Not Interested on the family's own side where it still could
 * (an acceptance is withdrawn as its own Not Interested would). Each block and unblock is in both profiles'
 * history (matchmakers only). Nothing here reaches the blocked family.
 */
export function blocksService(deps: Deps) {
  /** The family's blocks (all, or the one of `only`), each profile as the family may see it. */
  async function blocksOf(viewer: Family, only?: number): Promise<Block[]> {
    const rows = await deps.blocks.listByBlocker(viewer.profileId, only);
    const sides = new Map<number, SideStatus>();
    for (const row of rows) if (row.sideTowardsBlocker) sides.set(row.blockedId, row.sideTowardsBlocker);
    const views = await deps.views(
      viewer,
      rows.map((r) => r.blockedId),
      sides,
    );
    return rows.flatMap((row) => {
      const view = views.get(row.blockedId);
      return view ? [{ profile: blockedProfileOf(view), blockedAt: row.createdAt.toISOString() }] : [];
    });
  }

  /** The family's block of one profile, as its list shows it. */
  async function blockOf(viewer: Family, profileId: number): Promise<Block> {
    const [block] = await blocksOf(viewer, profileId);
    if (!block) throw httpError(404, PROFILE_NOT_FOUND);
    return block;
  }

  return {
    /** Answers the block and whether this call made it (false: the family had already blocked the profile). */
    async block(viewer: Family, profileId: number): Promise<{ created: boolean; block: Block }> {
      if (viewer.profileId === profileId) throw httpError(400, BLOCK_MESSAGES.ownProfile);
      const existing = await deps.blocks.find(viewer.profileId, profileId);
      if (existing) return { created: false, block: await blockOf(viewer, profileId) };
      await deps.reach(viewer, profileId);
      const inserted = await deps.blocks.insert(viewer.profileId, profileId);
      if (inserted) {
        await deps.decline(viewer, profileId);
        await deps.history.record(viewer, [
          {
            entity: 'profile',
            entityId: viewer.profileId,
            field: 'blocked',
            fromValue: null,
            toValue: String(profileId),
          },
          {
            entity: 'profile',
            entityId: profileId,
            field: 'blockedBy',
            fromValue: null,
            toValue: String(viewer.profileId),
          },
        ]);
      }
      return { created: inserted, block: await blockOf(viewer, profileId) };
    },

    /** Undoes the family's block; nothing to undo changes nothing (the answer is the same either way). */
    async unblock(viewer: Family, profileId: number): Promise<void> {
      if (viewer.profileId === profileId) throw httpError(400, BLOCK_MESSAGES.ownProfile);
      if (!(await deps.blocks.remove(viewer.profileId, profileId))) return;
      await deps.history.record(viewer, [
        {
          entity: 'profile',
          entityId: viewer.profileId,
          field: 'unblocked',
          fromValue: String(profileId),
          toValue: null,
        },
        {
          entity: 'profile',
          entityId: profileId,
          field: 'unblockedBy',
          fromValue: String(viewer.profileId),
          toValue: null,
        },
      ]);
    },

    /** The family's own blocks, newest first, each profile as the family may see it. */
    list(viewer: Family): Promise<Block[]> {
      return blocksOf(viewer);
    },

    /** A profile's blocks both ways, for the matchmakers (who see every name). */
    async ofProfile(profileId: number): Promise<ProfileBlocks> {
      if (!(await deps.profileExists(profileId))) throw httpError(404, PROFILE_NOT_FOUND);
      const { blocked, blockedBy } = await deps.blocks.ofProfile(profileId);
      const entry = (row: (typeof blocked)[number]) => ({
        profile: { _id: row.id, name: row.name, age: row.age, city: row.city },
        at: row.createdAt.toISOString(),
      });
      return { blocked: blocked.map(entry), blockedBy: blockedBy.map(entry) };
    },
  };
}
export type BlocksService = ReturnType<typeof blocksService>;
