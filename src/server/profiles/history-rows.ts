import type { AiFilters } from '@shared/profile-view';
import type { ProfileRow } from '../db/schema';
import type { HistoryEntry } from '../history/repository';
import type { ProfileColumns } from './columns';

/** A profile's history rows as its writes record them: one per field that changes, from → to. */

export const ADMIN_FIELDS = [
  'status',
  'inactiveReason',
  'inactiveNote',
  'paidFee',
  'expectedAdvanceFee',
  'expectedPostMatchFee',
  'restrictPhotosVisibility',
] as const;

/** History rows for every admin field whose value changes. */
export function adminFieldChanges(
  id: number,
  before: Partial<ProfileRow> | null,
  after: { [K in (typeof ADMIN_FIELDS)[number]]?: unknown },
): HistoryEntry[] {
  return ADMIN_FIELDS.filter((field) => after[field] !== undefined && after[field] !== before?.[field]).map(
    (field) => ({
      entity: 'profile' as const,
      entityId: id,
      field,
      fromValue: before?.[field] == null ? null : String(before[field]),
      toValue: after[field] == null ? null : String(after[field]),
    }),
  );
}

/** A stored value as history keeps it: numbers compared by value, lists and maps as JSON. */
export function historyValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && /^-?\d+\.\d+$/.test(value)) return String(Number(value));
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** History rows for every profile field a save changes, pictures as one field (their ids in order). */
export function fieldChanges(
  id: number,
  before: ProfileRow,
  after: ProfileColumns,
  pictures: { before: string[]; after: string[] },
): HistoryEntry[] {
  const changes: HistoryEntry[] = [];
  for (const [field, value] of Object.entries(after)) {
    const from = historyValue(before[field as keyof ProfileRow]);
    const to = historyValue(value);
    if (from !== to) changes.push({ entity: 'profile', entityId: id, field, fromValue: from, toValue: to });
  }
  const [from, to] = [historyValue(pictures.before), historyValue(pictures.after)];
  if (from !== to)
    changes.push({ entity: 'profile', entityId: id, field: 'pictures', fromValue: from, toValue: to });
  return changes;
}

export function aiFiltersChange(id: number, before: AiFilters, after: AiFilters): HistoryEntry[] {
  const [from, to] = [JSON.stringify(before), JSON.stringify(after)];
  return from === to
    ? []
    : [{ entity: 'profile', entityId: id, field: 'aiFilters', fromValue: from, toValue: to }];
}
