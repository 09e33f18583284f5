import { z } from 'zod';
import { profileListQuerySchema } from './profile-list-schema';

/** The zod schemas of the exports' queries (decision 064); their paths and columns are in exports.ts. */

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
