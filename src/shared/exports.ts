/**
 * The bureau's exports (issue 28, part 7; decision 064): CSV files for the accountant, matchmakers only.
 * UTF-8 with a byte-order mark so that Excel shows Urdu; streamed in batches, never held whole in memory.
 *
 * Without zod (decision 102): the list page links its export with this module. The schemas of the exports'
 * queries are in exports-schema.ts.
 */

export const EXPORT_PATHS = {
  profiles: '/api/admin/export/profiles.csv',
  connections: '/api/admin/export/connections.csv',
  payments: '/api/admin/export/payments.csv',
} as const;

/** Rows read from the database at a time. */
export const EXPORT_BATCH = 1000;

export const PROFILE_EXPORT_COLUMNS = [
  'Profile',
  'Status',
  'Inactive reason',
  'Inactive note',
  'Submitted',
  'Name',
  'Gender',
  'Age',
  'Marital status',
  'City',
  'Phone',
  'Family phone',
  'Religion',
  'Sect',
  'Caste',
  'Education',
  'Job',
  'Paid fee',
  'Expected advance',
  'Expected success fee',
] as const;

export const CONNECTION_EXPORT_COLUMNS = [
  'Connection',
  'Profile 1',
  'Profile 1 status',
  'Profile 2',
  'Profile 2 status',
  'Started',
  'Last change',
] as const;

export const PAYMENT_EXPORT_COLUMNS = [
  'Receipt',
  'Received on',
  'Profile',
  'Kind',
  'Amount',
  'Method',
  'Reference',
  'Note',
  'Reverses entry',
  'Entry',
  'Recorded by',
] as const;

/** The file's name: what it holds and the day it was made, e.g. `payments-2026-11-27.csv`. */
export const exportFileName = (what: keyof typeof EXPORT_PATHS, today: string) => `${what}-${today}.csv`;
