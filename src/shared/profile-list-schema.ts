import { z } from 'zod';
import {
  CHILDREN,
  FILTER_AGE,
  FILTER_EDUCATION_YEARS,
  FILTER_HEIGHT_FT,
  FILTER_HEIGHT_IN,
  LOCATION_RADIUS_KM,
  MISMATCH_CRITERIA,
  PAID_FEE,
} from './constants';
import { GENDERS, INACTIVE_REASONS, PROFILE_STATUSES } from './enums';
import { pathIdSchema } from './ids';
import { matchReasonSchema } from './match-score-schema';
import { NEAR_REQUIREMENTS, type NearRequirement, type Relaxed } from './near-matches';
import { profileLabelFactsSchema } from './profile-label-schema';
import { CARD_FIELDS, CONNECTION_SUMMARIES, isAnyValue, LIST_SORTS, LIST_STATUSES } from './profile-list';
import { ADMIN_MESSAGES } from './profile-messages';
import { profileViewSchema } from './profile-view';
import type { SameShape } from './same-shape';
import { withWesternDigits } from './schema-fields';

/**
 * The zod schemas of GET /api/profiles (SPEC §2 "Profiles list"): its query, which the server reads with them,
 * and its answer, which the server's answers are serialised by. The keys, values and orders they name are in
 * profile-list.ts (decision 102).
 */

/** A filter that may be switched off: `Any` or an empty value is null, a key left out is undefined. */
const orAny = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isAnyValue(value) ? null : value), schema.nullable()).optional();

/** A typed number filter, in any digits a keyboard types (issue 30). */
const int = (range: { min: number; max: number }, label: string) =>
  orAny(
    withWesternDigits(
      z.coerce
        .number({ error: `${label} must be a number` })
        .int(`${label} must be a whole number`)
        .min(range.min, `${label} must be between ${range.min} and ${range.max}`)
        .max(range.max, `${label} must be between ${range.min} and ${range.max}`),
    ),
  );
const text = orAny(z.string().trim().max(100, 'Please use at most 100 characters'));
const list = orAny(
  z
    .string()
    .max(2000)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
);
const yesNo = orAny(z.enum(['true', 'false'], { error: 'Please choose yes or no' }));

export const profileListQuerySchema = z.object({
  /** Free text (SPEC §5 "Search"); it has no default, so `Any` here is a word like any other. */
  q: z.string().trim().max(100, 'Please use at most 100 characters').optional(),
  status: z.enum(LIST_STATUSES, { error: 'Please choose Review, Active, InActive or All' }).optional(),
  gender: orAny(z.enum(GENDERS, { error: 'Please choose Male or Female' })),
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
  locationRadius: orAny(
    withWesternDigits(
      z.coerce
        .number({ error: 'Location radius must be a number' })
        .min(LOCATION_RADIUS_KM.min, 'Location radius must be between 0 and 400 km')
        .max(LOCATION_RADIUS_KM.max, 'Location radius must be between 0 and 400 km')
        .multipleOf(LOCATION_RADIUS_KM.step ?? 5, 'Location radius must be in steps of 5 km'),
    ),
  ),
  minEducationYears: int(FILTER_EDUCATION_YEARS, 'Minimum education years'),
  maxEducationYears: int(FILTER_EDUCATION_YEARS, 'Maximum education years'),
  aiFilters: yesNo,
  nativeLanguage: text,
  /** Matchmakers: only profiles a family changed that no matchmaker has marked seen (issue 14). */
  edited: yesNo,
  /** Matchmakers: only profiles with a family's text waiting for review (decision 048). */
  held: yesNo,
  /** A partner requirement (aiFilters.maxKids): at most this many children. */
  maxKids: int(CHILDREN, 'Maximum children'),
  /** Matchmakers: only profiles with a possible duplicate no matchmaker dismissed (decision 038). */
  duplicates: yesNo,
  /** Matchmakers: the responsible matchmaker, `me`, an account id or `none` (decision 054). */
  assignedTo: orAny(
    z
      .string()
      .trim()
      .regex(/^(me|none|[1-9]\d{0,9})$/, 'Please choose me, none or a matchmaker'),
  ),
  /** Matchmakers: why the profiles are InActive, one of the reasons (decision 071). */
  inactiveReason: orAny(z.enum(INACTIVE_REASONS, { error: ADMIN_MESSAGES.inactiveReasonFilter })),
  matchProfileId: pathIdSchema().optional(),
  /**
   * Matchmakers, with `matchProfileId`: the near matches instead, each failing exactly one relaxable
   * requirement (decision 044). A family's list ignores it.
   */
  near: yesNo,
  sort: z.enum(LIST_SORTS, { error: 'Please choose score, newest, oldest, updated or distance' }).optional(),
  page: withWesternDigits(
    z.coerce.number({ error: 'Page must be a number' }).int().min(1, 'Page must be 1 or more').max(100_000),
  ).default(1),
});
export type ProfileListQuery = z.output<typeof profileListQuerySchema>;

/** A partner requirement the candidate's family has that the searcher does not meet. */
export const mismatchSchema = z.object({
  name: z.enum(MISMATCH_CRITERIA),
  expected: z.string(),
  actual: z.string(),
});
export type Mismatch = z.infer<typeof mismatchSchema>;

/** What a near match fails, in the words of a mismatch (decision 044; the rules are in near-matches.ts). */
export const relaxedSchema = z.object({
  name: z.enum(NEAR_REQUIREMENTS as [NearRequirement, ...NearRequirement[]]),
  expected: z.string(),
  actual: z.string(),
});

/** A list card (decision 045): CARD_FIELDS of the viewer's profile view, and what the list adds to it. */
export const profileCardSchema = profileViewSchema.pick(CARD_FIELDS).extend({
  /** The first of the view's `thumbnailUrls`, the card's picture; absent when the viewer may see none. */
  thumbnailUrl: z.string().optional(),
  mismatchedFilters: z.array(mismatchSchema),
  connectionSummary: z.enum(CONNECTION_SUMMARIES).nullable(),
  /** Distance from the nearest selected city, when a location filter is on. */
  distanceKm: z.number().nullable(),
  /** Matchmakers: the profile has a possible duplicate no matchmaker dismissed (decision 038). Never for families. */
  possibleDuplicate: z.boolean().optional(),
  /** In a match list: how well the pair fits beyond the requirements, 0–100 (decision 043); absent elsewhere. */
  score: z.number().int().min(0).max(100).nullable().optional(),
  /** In a match list: why, in MATCH_REASONS order, only those the viewer may see; absent elsewhere. */
  reasons: z.array(matchReasonSchema).nullable().optional(),
  /** A near match's card (`near=true`, matchmakers): the one requirement it is let in by (decision 044). */
  relaxed: z.array(relaxedSchema).optional(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

const filterValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]));
export type FilterValues = z.infer<typeof filterValuesSchema>;

export const profileListSchema = z.object({
  profiles: z.array(profileCardSchema),
  total: z.number().int(),
  /** True when there are more than `total` profiles (the count stops at LIST_COUNT_CAP; pages stay reachable). */
  totalIsFloor: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /**
   * Every filter the server applied, under its query key, the searcher's defaults and own requirements
   * included (the filter pills and the panel show these). A filter switched off is absent. `status` is the
   * list's; `locationRadius` is there only with a `city`.
   */
  appliedFilters: filterValuesSchema,
  /**
   * What the searcher fills in when the query leaves a key out (match mode; a family's own requirements):
   * a key here is switched off only by `Any`. Empty without a searcher.
   */
  defaultFilters: filterValuesSchema,
  /** The order of this page (the one asked for, or the list's default). */
  sort: z.enum(LIST_SORTS),
  /** Match mode (matchmakers): the profile the list is searched for. Null otherwise. */
  matchProfile: profileLabelFactsSchema.nullable(),
  /**
   * Matchmakers, when a search (`q`) found nothing in this status: how many it finds in each other status
   * that has any ("Found 1 in Review").
   */
  otherStatusCounts: z.partialRecord(z.enum(PROFILE_STATUSES), z.number().int()).optional(),
});
export type ProfileList = z.infer<typeof profileListSchema>;

/** near-matches.ts's `Relaxed` and the schema describe the same shape (checked both ways). */
export const shapesAgree: [SameShape<z.infer<typeof relaxedSchema>, Relaxed>] = [true];
