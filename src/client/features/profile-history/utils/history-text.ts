/** One entry of a profile's timeline as the matchmakers read it (English; admin screens are English only). Pure. */

import { formatWhen } from '@client/lib/format-when';
import { MISMATCH_CRITERIA_LABELS } from '@shared/constants';
import { jobTypeLabel } from '@shared/enums';
import { formatRupees } from '@shared/money';
import { fieldKeys, fieldLabels, PROFILE_FIELDS } from '@shared/profile-fields';
import type { AiFilters, ProfileHistoryEntry } from '@shared/profile-view';
import { VERIFICATION_CHECKS, VERIFICATION_COLUMNS, VERIFICATION_LABELS } from '@shared/verifications';

export const HISTORY_MESSAGES = {
  title: 'History',
  titleCount: (n: number) => `History (${n})`,
  loading: 'Loading history…',
  failed: 'Failed to load the history. Please try again later.',
  empty: 'Nothing recorded yet.',
  by: (who: string) => `by ${who}`,
  none: '—',
  yes: 'Yes',
  no: 'No',
  on: 'On',
  off: 'Off',
  noRequirements: 'No requirements',
  pictures: (n: number) => (n === 1 ? '1 picture' : `${n} pictures`),
  created: 'Profile created',
  deleted: 'Profile deleted',
  accessTokenRotated: 'Login link replaced',
  familyEditsSeen: "Family's changes marked seen",
  noteAdded: 'Note added',
  noteDeleted: 'Note deleted',
  reported: (reason: string) => `Reported by a family: ${reason}`,
  reportUpdated: (reason: string) => `A family's report updated: ${reason}`,
  reportResolved: (reason: string) => `Report resolved: ${reason}`,
  blocked: (id: string) => `Blocked profile #${id}`,
  unblocked: (id: string) => `Unblocked profile #${id}`,
  blockedBy: (id: string) => `Blocked by the family of #${id}`,
  unblockedBy: (id: string) => `Unblocked by the family of #${id}`,
  duplicateDismissed: (id: string) => `Marked not a duplicate of #${id}`,
  duplicateRestored: (id: string) => `“Not a duplicate” of #${id} undone: a possible duplicate again`,
} as const;

/** Reports (decision 036): the reason is the entry's value; who reported is not in the history. */
const REPORTS: Record<string, (entry: ProfileHistoryEntry) => string> = {
  reported: (e) => HISTORY_MESSAGES.reported(e.to ?? HISTORY_MESSAGES.none),
  reportUpdated: (e) => HISTORY_MESSAGES.reportUpdated(e.to ?? HISTORY_MESSAGES.none),
  reportResolved: (e) => HISTORY_MESSAGES.reportResolved(e.from ?? HISTORY_MESSAGES.none),
};

/**
 * Blocks (decision 039): each is in both profiles' history, the other profile's id its value (`to` when
 * blocked, `from` when undone).
 */
const BLOCKS: Record<string, (entry: ProfileHistoryEntry) => string> = {
  blocked: (e) => HISTORY_MESSAGES.blocked(e.to ?? HISTORY_MESSAGES.none),
  unblocked: (e) => HISTORY_MESSAGES.unblocked(e.from ?? HISTORY_MESSAGES.none),
  blockedBy: (e) => HISTORY_MESSAGES.blockedBy(e.to ?? HISTORY_MESSAGES.none),
  unblockedBy: (e) => HISTORY_MESSAGES.unblockedBy(e.from ?? HISTORY_MESSAGES.none),
};

/** Possible duplicates (decision 038): in both profiles' history, the other profile's id its value. */
const DUPLICATES: Record<string, (entry: ProfileHistoryEntry) => string> = {
  duplicateDismissed: (e) => HISTORY_MESSAGES.duplicateDismissed(e.to ?? HISTORY_MESSAGES.none),
  duplicateRestored: (e) => HISTORY_MESSAGES.duplicateRestored(e.from ?? HISTORY_MESSAGES.none),
};

/** Entries that are an event, not a change of a value. */
const EVENTS: Record<string, string> = {
  created: HISTORY_MESSAGES.created,
  deleted: HISTORY_MESSAGES.deleted,
  accessTokenRotated: HISTORY_MESSAGES.accessTokenRotated,
  familyEditsSeen: HISTORY_MESSAGES.familyEditsSeen,
  noteAdded: HISTORY_MESSAGES.noteAdded,
  noteDeleted: HISTORY_MESSAGES.noteDeleted,
};

/**
 * The fields in the product's words: the matchmaker's own (status, fees, settings, partner requirements) and
 * the profile's, as the profile view labels them (from the table of profile fields, decision 076).
 */
const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  inactiveReason: 'Inactive reason',
  inactiveNote: 'Inactive note',
  paidFee: 'Paid fee',
  expectedAdvanceFee: 'Expected advance fee',
  expectedPostMatchFee: 'Expected post-match fee',
  restrictPhotosVisibility: 'Restrict photos visibility',
  aiFilters: 'AI Filters',
  /** Account ids the server names (decisions 054, 066). */
  assignedTo: 'Responsible matchmaker',
  reminderAssigned: 'Reminder given',
  // The profile's fields as the view names them: the table of profile fields (src/shared/profile-fields.ts).
  ...fieldLabels(PROFILE_FIELDS, 'en'),
  // The checks' own names (issue 18), from the one list of them.
  ...Object.fromEntries(
    VERIFICATION_CHECKS.map((check) => [VERIFICATION_COLUMNS[check], VERIFICATION_LABELS[check]]),
  ),
};

const FEES = new Set([
  'paidFee',
  'expectedAdvanceFee',
  'expectedPostMatchFee',
  ...fieldKeys(PROFILE_FIELDS, (f) => f.kind === 'money'),
]);
const YES_NO = new Set<string>([
  ...fieldKeys(PROFILE_FIELDS, (f) => f.kind === 'yesNo'),
  ...Object.values(VERIFICATION_COLUMNS),
]);

/** 'restrictPhotosVisibility' → 'Restrict photos visibility'; an unknown field reads as words. */
export function fieldLabel(field: string): string {
  return (
    FIELD_LABELS[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
  );
}

export { formatWhen };

function parsed(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** Partner requirements as one line: 'Minimum age 25 · Sect Sunni · Minimum height 5 ft 6 in'. */
export function aiFiltersText(value: string): string {
  const filters = parsed(value);
  if (!filters || typeof filters !== 'object' || Array.isArray(filters)) return value;
  const f = filters as AiFilters;
  const parts: string[] = [];
  const add = (label: string, text: string | undefined) => {
    if (text !== undefined && text !== '') parts.push(`${label} ${text}`);
  };
  const L = MISMATCH_CRITERIA_LABELS;
  add(L.minAge, f.minAge?.toString());
  add(L.maxAge, f.maxAge?.toString());
  if (f.maritalStatus) add(L.maritalStatus, f.maritalStatus.length ? f.maritalStatus.join(', ') : 'any');
  add(L.maxKids, f.maxKids?.toString());
  add(L.residenceType, f.residenceType);
  add(L.caste, f.caste);
  add(L.sect, f.sect);
  add(L.nativeLanguage, f.nativeLanguage);
  add(L.minEducationYears, f.minEducationYears?.toString());
  add(L.maxEducationYears, f.maxEducationYears?.toString());
  add(L.jobType, f.jobType ? jobTypeLabel(f.jobType) : undefined);
  if (f.minHeightFt !== undefined || f.minHeightIn !== undefined)
    add(L.minHeight, `${f.minHeightFt ?? 0} ft ${f.minHeightIn ?? 0} in`);
  return parts.length ? parts.join(' · ') : HISTORY_MESSAGES.noRequirements;
}

/** One value of a field as the matchmaker reads it. */
export function valueText(field: string, value: string | null): string {
  if (value === null || value === '') return HISTORY_MESSAGES.none;
  if (FEES.has(field) && /^-?\d+(\.\d+)?$/.test(value)) return formatRupees(Number(value));
  if (field === 'restrictPhotosVisibility')
    return value === 'true' ? HISTORY_MESSAGES.on : value === 'false' ? HISTORY_MESSAGES.off : value;
  if (YES_NO.has(field))
    return value === 'true' ? HISTORY_MESSAGES.yes : value === 'false' ? HISTORY_MESSAGES.no : value;
  if (field === 'jobType') return jobTypeLabel(value);
  if (field === 'aiFilters') return aiFiltersText(value);
  if (field === 'pictures') {
    const ids = parsed(value);
    return Array.isArray(ids) ? HISTORY_MESSAGES.pictures(ids.length) : value;
  }
  return value;
}

/** The entry's line: 'Status: Review → Active', or an event such as 'Login link replaced'. */
export function entryText(entry: ProfileHistoryEntry): string {
  const event = EVENTS[entry.field];
  if (event) return event;
  const report = REPORTS[entry.field];
  if (report) return report(entry);
  const block = BLOCKS[entry.field];
  if (block) return block(entry);
  const duplicate = DUPLICATES[entry.field];
  if (duplicate) return duplicate(entry);
  return `${fieldLabel(entry.field)}: ${valueText(entry.field, entry.from)} → ${valueText(entry.field, entry.to)}`;
}

/** Newest first (the server answers oldest first); equal times keep the server's order reversed. */
export function newestFirst(entries: readonly ProfileHistoryEntry[]): ProfileHistoryEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.at.localeCompare(a.entry.at) || b.index - a.index)
    .map(({ entry }) => entry);
}
