import { z } from 'zod';
import { MATCH_REASONS, type MatchReason } from './match-score';
import type { SameShape } from './same-shape';

/** The zod schemas of the answers carrying a match score (decision 043); the rules are in match-score.ts. */

/** One reason: its name, its English label, and the value the label names (km, or the language). */
export const matchReasonSchema = z.object({
  name: z.enum(MATCH_REASONS),
  label: z.string(),
  value: z.union([z.number(), z.string()]).optional(),
});

/** A pair's score and reasons (a match list's card; GET /api/profile/{id}/match). */
export const matchScoreSchema = z.object({
  score: z.number().int().min(0).max(100),
  reasons: z.array(matchReasonSchema),
});
export type MatchScore = z.infer<typeof matchScoreSchema>;

/** GET /api/profile/{id}/match: the pair's score and reasons, or null when it is not the viewer's match. */
export const profileMatchSchema = z.object({ match: matchScoreSchema.nullable() });
export type ProfileMatch = z.infer<typeof profileMatchSchema>;

/** match-score.ts's `MatchReason` and the schema describe the same shape (checked both ways). */
export const shapesAgree: [SameShape<z.infer<typeof matchReasonSchema>, MatchReason>] = [true];
