import type { SideStatus } from '@shared/connection-status';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Named queries for families' blocks of profiles (issue 18, decision 039). */
export function blocksRepository(db: Db) {
  const between = (a: number, b: number) =>
    db
      .selectFrom('blocks')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('blockerId', '=', a), eb('blockedId', '=', b)]),
          eb.and([eb('blockerId', '=', b), eb('blockedId', '=', a)]),
        ]),
      )
      .execute();

  return {
    /**
     * Writes the family's block unless it exists, in one statement (two at once still leave one row): answers
     * whether this call wrote it.
     */
    async insert(blockerId: number, blockedId: number): Promise<boolean> {
      const row = await db
        .insertInto('blocks')
        .values({ blockerId, blockedId })
        .onConflict((oc) => oc.columns(['blockerId', 'blockedId']).doNothing())
        .returning('blockerId')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Removes the family's block; answers whether there was one. */
    async remove(blockerId: number, blockedId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('blocks')
        .where('blockerId', '=', blockerId)
        .where('blockedId', '=', blockedId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    find(blockerId: number, blockedId: number) {
      return db
        .selectFrom('blocks')
        .selectAll()
        .where('blockerId', '=', blockerId)
        .where('blockedId', '=', blockedId)
        .executeTakeFirst();
    },

    /** The blocks between two profiles, either way (none, one, or both families blocked the other). */
    between,

    /** Whether either of two profiles blocked the other. */
    async isBlocked(a: number, b: number): Promise<boolean> {
      return (await between(a, b)).length > 0;
    },

    /** Every profile in a block with `profileId`, whichever family blocked (what its screens leave out). */
    async partnersOf(profileId: number): Promise<Set<number>> {
      const rows = await db
        .selectFrom('blocks')
        .select('blockedId as id')
        .where('blockerId', '=', profileId)
        .union(db.selectFrom('blocks').select('blockerId as id').where('blockedId', '=', profileId))
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /**
     * The family's own blocks, newest first, each with the blocked profile's side of its connection with the
     * family (what decides whether the family may see her name); `only` narrows it to one blocked profile.
     */
    listByBlocker(blockerId: number, only?: number) {
      let query = db
        .selectFrom('blocks')
        .select([
          'blocks.blockedId',
          'blocks.createdAt',
          sql<SideStatus | null>`(select case when c.profile1_id = blocks.blocked_id
              then c.profile1_status else c.profile2_status end
            from connections c
            where least(c.profile1_id, c.profile2_id) = least(blocks.blocker_id, blocks.blocked_id)
              and greatest(c.profile1_id, c.profile2_id) = greatest(blocks.blocker_id, blocks.blocked_id))`.as(
            'sideTowardsBlocker',
          ),
        ])
        .where('blocks.blockerId', '=', blockerId)
        .orderBy('blocks.createdAt', 'desc')
        .orderBy('blocks.blockedId', 'desc');
      if (only !== undefined) query = query.where('blocks.blockedId', '=', only);
      return query.execute();
    },

    /** A profile's blocks both ways, with the other profile's label facts (matchmakers), newest first. */
    async ofProfile(profileId: number) {
      const blocked = await db
        .selectFrom('blocks')
        .innerJoin('profiles', 'profiles.id', 'blocks.blockedId')
        .select(['profiles.id', 'profiles.name', 'profiles.age', 'profiles.city', 'blocks.createdAt'])
        .where('blocks.blockerId', '=', profileId)
        .orderBy('blocks.createdAt', 'desc')
        .orderBy('profiles.id', 'desc')
        .execute();
      const blockedBy = await db
        .selectFrom('blocks')
        .innerJoin('profiles', 'profiles.id', 'blocks.blockerId')
        .select(['profiles.id', 'profiles.name', 'profiles.age', 'profiles.city', 'blocks.createdAt'])
        .where('blocks.blockedId', '=', profileId)
        .orderBy('blocks.createdAt', 'desc')
        .orderBy('profiles.id', 'desc')
        .execute();
      return { blocked, blockedBy };
    },
  };
}
export type BlocksRepository = ReturnType<typeof blocksRepository>;
