import { withFamilyRequirements } from '@shared/family-requirements';
import type { AiFilters } from '@shared/profile-view';
import { preferenceColumns } from './columns';

/** Partner requirements sent with a whole profile (POST/PUT): a matchmaker's all of them, a family's its own. */
export type SentRequirements = { filters: AiFilters; byFamily: boolean };

/**
 * What a save writes of the requirements (decision 059): a family's keys replace its own and keep the
 * matchmakers'; a matchmaker's replace the whole set. Who set them is written only when they change, so
 * sending them back unchanged leaves "set by the family" (or the matchmaker) as it was. Null: no change.
 */
export function requirementsWrite(stored: AiFilters, sent: SentRequirements | undefined) {
  if (!sent) return null;
  const after = sent.byFamily ? withFamilyRequirements(stored, sent.filters) : sent.filters;
  const columns = preferenceColumns(after);
  const from = JSON.stringify(canonical(stored));
  const to = JSON.stringify(canonical(after));
  if (from === to) return null;
  return {
    columns: { ...columns, requirementsSetBy: sent.byFamily ? ('family' as const) : ('matchmaker' as const) },
    after,
  };
}

/** The keys in one order, without the absent ones, so that two sets compare as the requirements they are. */
function canonical(filters: AiFilters) {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, v]) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}
