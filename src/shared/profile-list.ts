import { z } from 'zod';
import {
  CHILDREN,
  FILTER_AGE,
  FILTER_EDUCATION_YEARS,
  FILTER_HEIGHT_FT,
  FILTER_HEIGHT_IN,
  FILTER_KEYS,
  LOCATION_RADIUS_KM,
  MISMATCH_CRITERIA,
  PAID_FEE,
} from './constants';
import { GENDERS, INACTIVE_REASONS, PROFILE_STATUSES, type ProfileStatus } from './enums';
import { pathIdSchema } from './ids';
import { matchReasonSchema } from './match-score';
import { relaxedSchema } from './near-matches';
import { profileLabelFactsSchema } from './profile-label';
import { ADMIN_MESSAGES } from './profile-messages';
import { type ProfileView, profileViewSchema } from './profile-view';
import { withWesternDigits } from './schema-fields';

/**
 * GET /api/profiles: the list of SPEC §2 "Profiles list" answered by the server, one page at a time.
 * The query keys are SPEC §9's filter keys plus `maxKids`, `matchProfileId`, `sort` and `page`; list values
 * (city, maritalStatus) are comma-separated. Every value is optional: the server fills in the searcher's
 * defaults (decision 009).
 *
 * Decision 029: a filter's value `Any`, or an empty value (`city=`), switches that filter off, a default
 * included: `?matchProfileId=7&sect=Any&city=` searches every sect, anywhere. A key left out keeps its
 * default. A family's own requirements apply whatever its query says (decision 026).
 */

/** The value that switches a filter off, its default included (`sect=Any`); an empty value says the same. */
export const ANY = 'Any';

/**
 * The filter keys of the list's query: SPEC §9's, the partner requirement "maximum children", and for
 * matchmakers "possible duplicates only" (decision 038), "edits to review" (decision 048), the responsible
 * matchmaker (decision 054) and the inactive reason (decision 071).
 */
export const LIST_FILTER_KEYS = [
  ...FILTER_KEYS,
  'maxKids',
  'duplicates',
  'held',
  'assignedTo',
  'inactiveReason',
] as const;
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

/** `status=All`: every status (matchmakers; a family's list is always Active). */
export const LIST_STATUSES = [...PROFILE_STATUSES, 'All'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

/**
 * The orders of the list (issue 15). `distance` needs a location filter; without one the list is newest
 * first. `score` (best match first, issue 17, decision 043) is a match list's order and its default.
 */
export const LIST_SORTS = ['score', 'newest', 'oldest', 'updated', 'distance'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** True for the values that switch a filter off: `Any`, or nothing at all. */
export function isAnyValue(value: unknown): boolean {
  return typeof value === 'string' && (value.trim() === '' || value.trim() === ANY);
}

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

/**
 * The fields of the profile view a list card carries (decision 045): what the list screens show (the head
 * facts, the details, the badges) and the facts its match reasons name. Each is the very value of the same
 * viewer's profile view; everything else (the login link, the partner requirements, the long texts, the
 * contacts) is loaded with the profile view (GET /api/profile/{id}). A page then stays under 100 KB.
 */
export const CARD_FIELDS = {
  _id: true,
  name: true,
  age: true,
  gender: true,
  city: true,
  homeTown: true,
  heightFt: true,
  heightIn: true,
  maritalStatus: true,
  caste: true,
  sect: true,
  nativeLanguage: true,
  education: true,
  educationYears: true,
  jobType: true,
  otherJobType: true,
  jobTitle: true,
  picturesHidden: true,
  status: true,
  inactiveReason: true,
  paidFee: true,
  expectedAdvanceFee: true,
  expectedPostMatchFee: true,
  familyEditedAt: true,
  /** When it was submitted (matchmakers only, as in the view): "Submitted 2 Sep · 86 days" in Pending Reviews. */
  createdAt: true,
  verifications: true,
  cityNotListed: true,
  /** Matchmakers: the family has paused its profile, "Paused" on the card (decision 060). */
  pausedAt: true,
  /** Matchmakers: the live pair it is in, "In contact with #34" (issue 28, part 4). */
  engagement: true,
  /** Matchmakers: the version the card shows, which a bulk change names as its base (decision 066). */
  version: true,
} as const;

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
/** A card's part of the profile view: CARD_FIELDS of it, and its first thumbnail. */
export type ProfileCardView = Pick<ProfileView, keyof typeof CARD_FIELDS> & {
  thumbnailUrl: string | undefined;
};

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

export type OtherStatusCounts = Partial<Record<ProfileStatus, number>>;
