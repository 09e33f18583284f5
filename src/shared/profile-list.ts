import { z } from 'zod';
import {
  FILTER_AGE,
  FILTER_EDUCATION_YEARS,
  FILTER_HEIGHT_FT,
  FILTER_HEIGHT_IN,
  LOCATION_RADIUS_KM,
  MISMATCH_CRITERIA,
  PAID_FEE,
} from './constants';
import { GENDERS, PROFILE_STATUSES } from './enums';
import { pathIdSchema } from './ids';
import { profileViewSchema } from './profile-view';

/**
 * GET /api/profiles: the list of SPEC §2 "Profiles list" answered by the server, one page at a time.
 * The query keys are SPEC §9's filter keys plus matchProfileId and page; list values (city, maritalStatus)
 * are comma-separated. Every value is optional: the server fills in the searcher's defaults.
 */
const int = (range: { min: number; max: number }, label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(range.min, `${label} must be between ${range.min} and ${range.max}`)
    .max(range.max, `${label} must be between ${range.min} and ${range.max}`)
    .optional();
const text = z.string().trim().max(100, 'Please use at most 100 characters').optional();
const list = z
  .string()
  .max(2000)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .optional();
const yesNo = z.enum(['true', 'false'], { error: 'Please choose yes or no' }).optional();

export const profileListQuerySchema = z.object({
  q: text,
  status: z.enum(PROFILE_STATUSES, { error: 'Please choose Review, Active or InActive' }).optional(),
  gender: z.enum(GENDERS, { error: 'Please choose Male or Female' }).optional(),
  minAge: int(FILTER_AGE, 'Minimum age'),
  maxAge: int(FILTER_AGE, 'Maximum age'),
  city: list,
  maritalStatus: list,
  hasDisability: yesNo,
  residenceType: text,
  homeTown: text,
  caste: text,
  religion: text,
  sect: text,
  education: text,
  jobType: text,
  jobTitle: text,
  minHeightFt: int(FILTER_HEIGHT_FT, 'Height in feet'),
  minHeightIn: int(FILTER_HEIGHT_IN, 'Height in inches'),
  paidFee: int(PAID_FEE, 'Paid fee'),
  locationRadius: z.coerce
    .number({ error: 'Location radius must be a number' })
    .min(LOCATION_RADIUS_KM.min, 'Location radius must be between 0 and 400 km')
    .max(LOCATION_RADIUS_KM.max, 'Location radius must be between 0 and 400 km')
    .multipleOf(LOCATION_RADIUS_KM.step ?? 5, 'Location radius must be in steps of 5 km')
    .optional(),
  minEducationYears: int(FILTER_EDUCATION_YEARS, 'Minimum education years'),
  maxEducationYears: int(FILTER_EDUCATION_YEARS, 'Maximum education years'),
  aiFilters: yesNo,
  nativeLanguage: text,
  /** Matchmakers: only profiles a family changed that no matchmaker has marked seen (issue 14). */
  edited: yesNo,
  matchProfileId: pathIdSchema().optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int()
    .min(1, 'Page must be 1 or more')
    .max(100_000)
    .default(1),
});
export type ProfileListQuery = z.output<typeof profileListQuerySchema>;

/** A partner requirement the candidate's family has that the searcher does not meet. */
export const mismatchSchema = z.object({
  name: z.enum(MISMATCH_CRITERIA),
  expected: z.string(),
  actual: z.string(),
});
export type Mismatch = z.infer<typeof mismatchSchema>;

/** SPEC §4 "Connection summary on a card", from the viewer's side. */
export const CONNECTION_SUMMARIES = [
  'rejected-by-you',
  'rejected-by-them',
  'interested',
  'awaiting',
  'received',
  'in-contact',
  'matched',
] as const;
export type ConnectionSummary = (typeof CONNECTION_SUMMARIES)[number];

export const profileCardSchema = profileViewSchema.extend({
  mismatchedFilters: z.array(mismatchSchema),
  connectionSummary: z.enum(CONNECTION_SUMMARIES).nullable(),
  /** Distance from the nearest selected city, when a location filter is on. */
  distanceKm: z.number().nullable(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

export const profileListSchema = z.object({
  profiles: z.array(profileCardSchema),
  total: z.number().int(),
  /** True when there are more than `total` profiles (the count stops at LIST_COUNT_CAP; pages stay reachable). */
  totalIsFloor: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The filters the server applied (the searcher's defaults filled in), for the filter pills. */
  appliedFilters: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
});
export type ProfileList = z.infer<typeof profileListSchema>;
