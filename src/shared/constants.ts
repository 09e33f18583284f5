/** Business constants and limits of SPEC §5 and §9, written once. */

import type { MaritalStatus, ProfileStatus, Religion } from './enums';
import type { FieldFilterKey } from './profile-fields';
import type { SameShape } from './same-shape';

/** An inclusive numeric range; `step` where the input moves in steps. */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
  readonly step?: number;
}

// Fees (Rs)
export const CONTACT_ACCESS_FEE = 5000;
export const SUCCESS_FEE = 15_000;
export const DEFAULT_EXPECTED_ADVANCE_FEE = 5000;
export const DEFAULT_EXPECTED_POST_MATCH_FEE = 15_000;
export const PAID_FEE_QUICK_FILLS = [5000, 20_000] as const;
export const PAID_FEE: NumberRange = { min: 0, max: 100_000, step: 1000 };

// List and timing
/** Profile ids are PostgreSQL integers. */
export const PROFILE_ID_MAX = 2_147_483_647;

export const PAGE_SIZE = 54;
/** Totals above this are answered as a floor ('1,000+'), so a common search term stays fast. */
export const LIST_COUNT_CAP = 1000;
export const PROFILES_REFRESH_MS = 60 * 60 * 1000;
export const DRAFT_SAVE_DEBOUNCE_MS = 500;
/**
 * The header naming the browser that sends a new profile (decision 032): a random id the form keeps in local
 * storage, so that families behind one mobile network's address are limited one by one.
 */
export const SUBMISSION_DEVICE_HEADER = 'x-rishta-device';
export const SUBMISSION_DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

// Profile form
export const FORM_AGE: NumberRange = { min: 16, max: 80 };
export const HEIGHT_FT: NumberRange = { min: 3, max: 10 };
export const HEIGHT_IN: NumberRange = { min: 0, max: 12 };
export const MONTHLY_INCOME: NumberRange = { min: 0, max: 10_000_000, step: 1000 };
/** Income is shown with thousands separators from this amount on. */
export const INCOME_FORMAT_THRESHOLD = 1000;
export const CHILDREN: NumberRange = { min: 0, max: 50 };
export const MARRIED_YEARS: NumberRange = { min: 0, max: 60 };
export const MARRIED_MONTHS: NumberRange = { min: 0, max: 11 };
export const SIBLINGS: NumberRange = { min: 0, max: 15 };
/** Years of schooling a profile can state; the filter starts at 5 but a profile may have less. */
export const EDUCATION_YEARS: NumberRange = { min: 0, max: 24 };
export const MAX_PICTURES = 10;

// List filters
export const FILTER_AGE: NumberRange = { min: 16, max: 90 };
export const FILTER_EDUCATION_YEARS: NumberRange = { min: 5, max: 24 };
export const FILTER_HEIGHT_FT = HEIGHT_FT;
export const FILTER_HEIGHT_IN = HEIGHT_IN;
export const LOCATION_RADIUS_KM: NumberRange = { min: 0, max: 400, step: 5 };
export const LOCATION_RADIUS_MARK_EVERY_KM = 50;
export const DEFAULT_LOCATION_RADIUS_KM = 50;

// Display
export const EXPANDABLE_TEXT_LIMIT = 75;
/** Text collapses only when at least this many characters would be hidden. */
export const EXPANDABLE_TEXT_MIN_HIDDEN = 14;
/** A value longer than this is laid out as long text. */
export const LONG_TEXT_ABOVE = 17;

export const EARTH_RADIUS_KM = 6371;

// Defaults
export const DEFAULT_RELIGION: Religion = 'Muslim';
export const DEFAULT_MARITAL_STATUS: MaritalStatus = 'Single';
export const DEFAULT_WORK_COUNTRY = 'Pakistan';
export const DEFAULT_LIST_STATUS: ProfileStatus = 'Active';

/** The list's filters on no field of the table of profile fields. */
export const LIST_OWN_FILTER_KEYS = [
  'q',
  'status',
  'paidFee',
  'locationRadius',
  'aiFilters',
  'edited',
] as const;

/**
 * Filter keys kept in the URL query, in the order of §9: the filterable fields' of the table of profile
 * fields (`filterKeysOf`, decision 076) and the list's own. A filterable field missing here fails to compile.
 */
export const FILTER_KEYS = [
  'q',
  'status',
  'gender',
  'minAge',
  'maxAge',
  'city',
  'maritalStatus',
  'hasDisability',
  'residenceType',
  'homeTown',
  'caste',
  'religion',
  'sect',
  'education',
  'jobType',
  'jobTitle',
  'minHeightFt',
  'minHeightIn',
  'paidFee',
  'locationRadius',
  'minEducationYears',
  'maxEducationYears',
  'aiFilters',
  'nativeLanguage',
  // Ours, for matchmakers (issue 14): profiles a family changed that no matchmaker has marked seen.
  'edited',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
const filterKeysAgree: SameShape<FilterKey, FieldFilterKey | (typeof LIST_OWN_FILTER_KEYS)[number]> = true;
void filterKeysAgree;

export {
  MISMATCH_CRITERIA,
  MISMATCH_CRITERIA_LABELS,
  type MismatchCriterion,
} from './partner-requirements';
