import type { AiFilters } from '@shared/profile-view';

/** One set of list conditions, already resolved (defaults filled in, narrowed or overridden). */
export type ListConditions = {
  status?: string;
  /**
   * A matchmaker's search by full name (decision 053): a profile whose name holds this (lower-cased, single
   * spaced) is listed whatever its status; `status` applies to the others.
   */
  statusUnlessNamed?: string;
  gender?: string;
  minAge?: number | null;
  maxAge?: number | null;
  /** Candidates must live in one of these cities (lower-cased); null = anywhere. */
  cityNames?: string[] | null;
  maritalStatus?: string[] | null;
  hasDisability?: boolean;
  residenceType?: string;
  homeTown?: string;
  caste?: string;
  religion?: string;
  sect?: string | null;
  education?: string;
  jobType?: string;
  jobTitle?: string;
  nativeLanguage?: string;
  minHeightInches?: number | null;
  paidFee?: number;
  minEducationYears?: number;
  maxEducationYears?: number;
  /** At most this many children (a partner requirement a matchmaker chose; unknown counts as none). */
  maxKids?: number;
  /** The searcher's own partner preferences, judged against each candidate. */
  preferences?: AiFilters | null;
  /** Only profiles with a family's edit that no matchmaker has marked seen. */
  familyEdited?: boolean;
  /** Only profiles with a family's text waiting for review (decision 048). */
  heldText?: boolean;
  /** Only profiles with a possible duplicate no matchmaker dismissed (decision 038). */
  possibleDuplicate?: boolean;
  /** The responsible matchmaker's account id, or nobody (decision 054). */
  assignedTo?: number | 'none';
  /** Only InActive profiles with this reason (decision 071). */
  inactiveReason?: string;
};
