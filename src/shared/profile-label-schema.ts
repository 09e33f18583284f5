import { z } from 'zod';
import { connectionSchema } from './profile-view';

/** The zod schemas of what a matchmaker's label is made from (profileLabel in profile-label.ts). */

/** The few facts a label needs, as GET /api/profile/{id}/connections sends them for the other profiles. */
export const profileLabelFactsSchema = z.object({
  _id: z.number().int(),
  name: z.string().nullable(),
  age: z.number().int(),
  city: z.string(),
});
export type ProfileLabelFacts = z.infer<typeof profileLabelFactsSchema>;

/**
 * GET /api/profile/{id}/connections (matchmakers): the profile's own label facts and its connections, each
 * with the other profile's, for the profile view's connections list and connection modal.
 */
export const profileConnectionsSchema = z.object({
  profile: profileLabelFactsSchema,
  connections: z.array(connectionSchema.extend({ other: profileLabelFactsSchema })),
});
export type ProfileConnections = z.infer<typeof profileConnectionsSchema>;
