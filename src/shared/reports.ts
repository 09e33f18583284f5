/**
 * A family reports a profile it can see (issue 18, decision 036): `POST /api/profile/{id}/report
 * { reason, details }`. Matchmakers read the reports (`GET /api/reports`) and resolve them
 * (`PATCH /api/reports/{id} { resolved: true }`). The reported family never learns that it was reported, or
 * by whom: nothing about a report is in any answer a family receives but the reporter's own acknowledgement.
 */
import { z } from 'zod';
import { unknownFieldMessage } from './profile-messages';

export const REPORT_REASONS = [
  'Fake profile',
  'Inappropriate pictures',
  'Asked for money',
  'Already married or engaged',
  'Other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The longest details, in characters as a browser's `maxLength` counts them (UTF-16 code units). */
export const REPORT_DETAILS_MAX_LENGTH = 1000;
/** The longest note of what a matchmaker did about a report (decision 065). */
export const REPORT_NOTE_MAX_LENGTH = 300;

export const REPORT_MESSAGES = {
  reasonRequired: 'Please choose a reason.',
  detailsRequired: 'Please tell us what happened.',
  detailsNotText: 'Please write the details as text.',
  detailsTooLong: `Please use at most ${REPORT_DETAILS_MAX_LENGTH} characters.`,
  ownProfile: 'You cannot report your own profile.',
  familiesOnly: 'Only families can report a profile.',
  notFound: 'This report does not exist.',
  resolvedRequired: 'Please send resolved: true.',
  noteRequired: 'Please say what was done.',
  noteTooLong: `Please say what was done in at most ${REPORT_NOTE_MAX_LENGTH} characters.`,
  /** The reporter's acknowledgement (the family's screen shows it in its language). */
  thanks: 'Thank you. Our team will look into it.',
} as const;

const strictBody = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? unknownFieldMessage(issue.keys[0] ?? '')
        : issue.code === 'invalid_type'
          ? REPORT_MESSAGES.reasonRequired
          : undefined,
  });

/**
 * The details as the family wrote them: trimmed, at most 1000 characters; blank is no details. Required
 * for Other (the reason names nothing then).
 */
const detailsSchema = z
  .string({ error: REPORT_MESSAGES.detailsNotText })
  .trim()
  .max(REPORT_DETAILS_MAX_LENGTH, { error: REPORT_MESSAGES.detailsTooLong })
  .nullish()
  .transform((text) => (text ? text : null));

/** POST /api/profile/{id}/report: `{ reason, details? }`, nothing else. */
export const newReportSchema = strictBody({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonRequired }),
  details: detailsSchema,
}).superRefine((report, ctx) => {
  if (report.reason === 'Other' && !report.details)
    ctx.addIssue({ code: 'custom', path: ['details'], message: REPORT_MESSAGES.detailsRequired });
});
export type NewReport = z.output<typeof newReportSchema>;

/** The reporter's answer: the acknowledgement only (201 for a new report, 200 when it updated the open one). */
export const reportReceivedSchema = z.object({ message: z.string() });
export type ReportReceived = z.infer<typeof reportReceivedSchema>;

/** A profile as a report names it to the matchmakers: its id and "Name · #id · age · city". */
export const reportProfileSchema = z.object({ _id: z.number().int(), label: z.string() });

/** One report as the matchmakers read it (GET /api/reports, PATCH /api/reports/{id}). */
export const reportSchema = z.object({
  _id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  /** The reporting family's profile and the profile it reported. */
  reporter: reportProfileSchema,
  profile: reportProfileSchema,
  createdAt: z.string(),
  /** When the family last sent it (a repeat while it is open updates it). */
  updatedAt: z.string(),
  /** Null while open; then when and by which matchmaker (e-mail) it was resolved. */
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  /** What the matchmaker did (decision 065); null while open and on reports resolved before notes. */
  resolutionNote: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/** GET /api/reports: open reports first, newest first, then the most recently resolved ones. */
export const reportListSchema = z.array(reportSchema);

/** PATCH /api/reports/{id}: `{ resolved: true, note }`, nothing else: what was done, in a few words. */
export const resolveReportSchema = z.strictObject(
  {
    resolved: z.literal(true, { error: REPORT_MESSAGES.resolvedRequired }),
    note: z
      .string({ error: REPORT_MESSAGES.noteRequired })
      .trim()
      .min(1, REPORT_MESSAGES.noteRequired)
      .max(REPORT_NOTE_MAX_LENGTH, REPORT_MESSAGES.noteTooLong),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? unknownFieldMessage(issue.keys[0] ?? '')
        : issue.code === 'invalid_type' && issue.path?.[0] !== 'note'
          ? REPORT_MESSAGES.resolvedRequired
          : undefined,
  },
);

/** GET /api/reports?profileId=: one profile's open reports (its page, for matchmakers). */
export const reportListQuerySchema = z.object({
  profileId: z.coerce.number({ error: 'Profile id must be a number.' }).int().positive().optional(),
});
export type ResolveReport = z.infer<typeof resolveReportSchema>;
