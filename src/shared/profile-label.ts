/**
 * How a matchmaker's screen names another profile (issue 15, decision 031): "Name · #id · age · city", e.g.
 * "Sana Iqbal · #12 · 27 · Lahore". Without a name it starts at the id. Matchmakers see every name, a
 * woman's too; a family's screens never use this (the server sends labels to matchmakers only).
 *
 * Without zod (decision 102): the list page draws with this module. The schemas of the label's facts and of
 * the connections that carry them are in profile-label-schema.ts.
 */

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
