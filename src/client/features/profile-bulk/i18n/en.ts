import type { InactiveReason, ProfileStatus } from '@shared/enums';

/**
 * English of the bulk status change on the matchmakers' list (issue 15, decision 030). The feature's own
 * small catalog, picked by the current language (i18n/use-bulk-messages.ts), with its few counts as functions.
 */
const en = {
  selectProfile: (name: string) => `Select ${name}`,
  selectAll: 'Select all on this page',
  toolbarLabel: 'Change several profiles at once',
  selected: (n: number) => (n === 1 ? '1 profile selected' : `${n} profiles selected`),
  clear: 'Clear selection',
  /** The buttons: Approve makes the profiles Active. */
  actions: { Active: 'Approve', Review: 'Back to Review', InActive: 'InActive' } satisfies Record<
    ProfileStatus,
    string
  >,
  inactiveMenu: 'Reason for InActive',
  statuses: { Active: 'Active', Review: 'Review', InActive: 'InActive' } satisfies Record<
    ProfileStatus,
    string
  >,
  reasons: {
    'Matched (the provider)': 'Matched (the provider)',
    'Matched (Elsewhere)': 'Matched (Elsewhere)',
    'Not Interested': 'Not Interested',
    'Duplicate profile': 'Duplicate profile',
    'Fake or unverifiable': 'Fake or unverifiable',
    'Could not be reached': 'Could not be reached',
    Other: 'Other',
  } satisfies Record<InactiveReason, string>,
  /** The reason "Other" asks why, for all the selected profiles at once (decision 071). */
  noteLabel: 'Note (why)',
  noteHint: 'Up to 200 characters. Only matchmakers see it.',
  /** The status as the confirmation and the message name it, with the reason when there is one. */
  statusWithReason: (status: string, reason: string | null) => (reason ? `${status} · ${reason}` : status),
  confirmTitle: (n: number) =>
    n === 1 ? 'Change the status of 1 profile?' : `Change the status of ${n} profiles?`,
  confirmText: (n: number, status: string) =>
    n === 1 ? `This profile will be ${status}:` : `These ${n} profiles will be ${status}:`,
  confirmYes: (action: string, n: number) => `${action} (${n})`,
  cancel: 'Cancel',
  done: (n: number, status: string) =>
    n === 1 ? `1 profile is now ${status}.` : `${n} profiles are now ${status}.`,
  /** SPEC §8 "Status update failure". */
  failed: 'Failed to update status. Please try again later.',
  /** The responsible matchmaker of the selected profiles (decisions 054, 066). */
  assign: 'Assign to',
  assignMenu: 'Responsible matchmaker',
  nobody: 'Nobody',
  confirmAssignTitle: (n: number) => (n === 1 ? 'Assign 1 profile?' : `Assign ${n} profiles?`),
  confirmAssignText: (n: number, who: string) =>
    n === 1
      ? `The responsible matchmaker of this profile will be ${who}:`
      : `The responsible matchmaker of these ${n} profiles will be ${who}:`,
  confirmAssignNobody: (n: number) =>
    n === 1
      ? 'This profile will have no responsible matchmaker:'
      : `These ${n} profiles will have no responsible matchmaker:`,
  assignYes: (n: number) => `Assign (${n})`,
  assigned: (n: number, who: string) =>
    n === 1 ? `1 profile is now assigned to ${who}.` : `${n} profiles are now assigned to ${who}.`,
  assignedNobody: (n: number) =>
    n === 1
      ? '1 profile now has no responsible matchmaker.'
      : `${n} profiles now have no responsible matchmaker.`,
  assignFailed: 'Failed to assign. Please try again later.',
  /** Decision 066: profiles changed by someone else after the list was loaded are left as they are. */
  skippedTitle: (n: number) => (n === 1 ? '1 profile was not changed' : `${n} profiles were not changed`),
  skippedLine: (id: number, by: string | null) =>
    by
      ? `#${id} was changed by ${by} after the list was loaded.`
      : `#${id} was changed by someone else after the list was loaded.`,
  skippedAdvice: 'The list now shows them as they are: look at them again and try again.',
};

export type BulkMessages = typeof en;
export default en;
