/**
 * The bureau's exports (issue 28, part 7; decision 064): CSV files for the accountant, matchmakers only.
 * UTF-8 with a byte-order mark so that Excel shows Urdu; streamed in batches, never held whole in memory.
 */
import { z } from 'zod';
import { profileListQuerySchema } from './profile-list';

export const EXPORT_PATHS = {
  profiles: '/api/admin/export/profiles.csv',
  connections: '/api/admin/export/connections.csv',
  payments: '/api/admin/export/payments.csv',
} as const;

/** Rows read from the database at a time. */
export const EXPORT_BATCH = 1000;

/** The list's own filters (SPEC §5); the page and the order do not apply: a file holds every hit, by id. */
export const profilesExportQuerySchema = profileListQuerySchema.omit({ page: true, sort: true });

const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-11-27`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `${label} must be a date like 2026-11-27`)
    .optional();

/** A date range of payments received, both days included; either end may be left open. */
export const paymentsExportQuerySchema = z
  .object({ from: day('From'), to: day('To') })
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    message: 'The first day must not be after the last day',
    path: ['to'],
  });
export type PaymentsExportQuery = z.infer<typeof paymentsExportQuerySchema>;

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
