/**
 * How a matchmaker's screen names another profile (issue 15, decision 031): "Name · #id · age · city", e.g.
 * "Sana Iqbal · #12 · 27 · Lahore". Without a name it starts at the id. Matchmakers see every name, a
 * woman's too; a family's screens never use this (the server sends labels to matchmakers only).
 */
import { z } from 'zod';
import { connectionSchema } from './profile-view';

/** The few facts a label needs, as GET /api/profile/{id}/connections sends them for the other profiles. */
export const profileLabelFactsSchema = z.object({
  _id: z.number().int(),
  name: z.string().nullable(),
  age: z.number().int(),
  city: z.string(),
});
export type ProfileLabelFacts = z.infer<typeof profileLabelFactsSchema>;

type Labelled = { _id: number; name?: string | null; age?: number | null; city?: string | null };

/** "Name · #id · age · city"; a missing or blank part is left out ("#12 · 27 · Lahore"). */
export function profileLabel(profile: Labelled): string {
  return [
    profile.name?.trim(),
    `#${profile._id}`,
    profile.age == null ? null : String(profile.age),
    profile.city?.trim(),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * GET /api/profile/{id}/connections (matchmakers): the profile's own label facts and its connections, each
 * with the other profile's, for the profile view's connections list and connection modal.
 */
export const profileConnectionsSchema = z.object({
  profile: profileLabelFactsSchema,
  connections: z.array(connectionSchema.extend({ other: profileLabelFactsSchema })),
});
export type ProfileConnections = z.infer<typeof profileConnectionsSchema>;
