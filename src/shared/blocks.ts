/**
 * A family blocks a profile it can see (issue 18, docs/decisions/039-blocks.md): `POST /api/profile/{id}/block`,
 * undone by `DELETE` on the same path. A blocked pair never appear to each other (lists, counts, My
 * Connections, the profile and its pictures answer 404), and matchmakers cannot send them to each other. The
 * family reads its own blocks (`GET /api/blocks`) on My Connections; matchmakers read a profile's blocks both
 * ways (`GET /api/profile/{id}/blocks`). The blocked family is never told.
 */
import { z } from 'zod';
import { GENDERS } from './enums';
import { profileLabelFactsSchema } from './profile-label-schema';

export const BLOCK_MESSAGES = {
  ownProfile: 'You cannot block your own profile.',
  familiesOnly: 'Only families can block a profile.',
} as const;

/**
 * A blocked profile as its blocking family sees it on My Connections: the few facts of a card, under the
 * same privacy rules as every other view (a woman's name only where the family may see it; no pictures).
 */
export const blockedProfileSchema = z.object({
  _id: z.number().int(),
  /** Left out where the family may not see her name (decision 007). */
  name: z.string().nullish(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  city: z.string(),
});
export type BlockedProfile = z.infer<typeof blockedProfileSchema>;

/** One of a family's blocks: the profile and when it was blocked. */
export const blockSchema = z.object({
  profile: blockedProfileSchema,
  blockedAt: z.string(),
});
export type Block = z.infer<typeof blockSchema>;

/** GET /api/blocks: the family's own blocks, newest first. */
export const blockListSchema = z.array(blockSchema);

/** One block of a profile as the matchmakers read it: the other profile's label facts and when. */
export const profileBlockSchema = z.object({
  profile: profileLabelFactsSchema,
  at: z.string(),
});

/**
 * GET /api/profile/{id}/blocks (matchmakers): the profiles this profile's family blocked, and the families that
 * blocked this profile, newest first each.
 */
export const profileBlocksSchema = z.object({
  blocked: z.array(profileBlockSchema),
  blockedBy: z.array(profileBlockSchema),
});
export type ProfileBlocks = z.infer<typeof profileBlocksSchema>;
