import { FILTER_KEYS } from './constants';
import { PROFILE_STATUSES, type ProfileStatus } from './enums';
import type { ProfileView } from './profile-view';

/**
 * GET /api/profiles: the list of SPEC §2 "Profiles list" answered by the server, one page at a time.
 * The query keys are SPEC §9's filter keys plus `maxKids`, `matchProfileId`, `sort` and `page`; list values
 * (city, maritalStatus) are comma-separated. Every value is optional: the server fills in the searcher's
 * defaults (decision 009).
 *
 * Decision 029: a filter's value `Any`, or an empty value (`city=`), switches that filter off, a default
 * included: `?matchProfileId=7&sect=Any&city=` searches every sect, anywhere. A key left out keeps its
 * default. A family's own requirements apply whatever its query says (decision 026).
 *
 * Without zod (decision 102): the list's keys, values, orders and card fields, which a family's list page
 * draws with. The schemas of the query and of the answer (and their types) are in profile-list-schema.ts.
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

/** A card's part of the profile view: CARD_FIELDS of it, and its first thumbnail. */
export type ProfileCardView = Pick<ProfileView, keyof typeof CARD_FIELDS> & {
  thumbnailUrl: string | undefined;
};

export type OtherStatusCounts = Partial<Record<ProfileStatus, number>>;
