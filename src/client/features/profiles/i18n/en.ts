import { MISMATCH_CRITERIA_LABELS } from '@shared/constants';

/** English of the profiles list ("Find a Match", namespace `profiles`; SPEC §2 "Profiles list"). */
const profiles = {
  meta: {
    description:
      'Profiles chosen for your family by Rishta: families whose requirements you meet, and who meet yours.',
  },
  /** `status` is one of `statuses` below. */
  heading: '{{status}} Profiles',
  /** A family's list: its matches, not the matchmakers' "Active Profiles" (issue 30 item 5). */
  familyHeading: 'Your matches',
  statuses: { Active: 'Active', Review: 'Review', InActive: 'InActive', All: 'All' },
  /** `formatted` is the count with thousands separators. */
  total_one: '{{formatted}} profile',
  total_other: '{{formatted}} profiles',
  /** The total is a floor (the server stopped counting). */
  totalFloor: '{{formatted}}+ profiles',
  loading: 'Loading profiles…',
  loadFailed: 'Could not load the profiles. Please check your internet connection and try again.',
  retry: 'Try again',
  downloadCsv: 'Download CSV',
  downloadFailed: 'The file could not be made. Please try again.',
  refreshing: 'Updating…',

  /** Search and filters. */
  searchLabel: 'Search profiles',
  searchPlaceholder: 'Name, phone, id, city, caste, job…',
  filters: 'Filters',
  filtersCount: 'Filters ({{n}})',
  filtersRegion: 'Filter profiles',
  clearAll: 'Clear All',
  removeFilter: 'Remove filter {{label}}',
  /** A family's own requirement: shown, not removable (it always applies). */
  ownRequirementHint: 'Your own requirement: it always applies',
  ownRequirement: 'Your own requirement',
  ownRequirementsAlwaysApply: 'Your own partner requirements always apply.',
  /** At the top of a family's filter panel (issue 16). */
  familyListNote: 'This list already follows your requirements and theirs. Filters here can only narrow it.',
  /** Match mode: back to the searched profile's default filters. */
  restoreDefaults: 'Restore defaults',
  activeFilters: 'Active filters',
  nothingFound: 'No options available',
  any: 'Any',
  yes: 'Yes',
  no: 'No',
  between: 'Between {{min}} and {{max}}',
  km: '{{n}} km',
  /** Under the radius slider, where the space is short. */
  kmMark: '{{n}} km',
  anyDistance: 'Any distance',
  usePartnerPreferences: 'Use partner preferences',
  usePartnerPreferencesHint: 'Only show profiles that meet the partner requirements',

  /** The order of the list. */
  sortLabel: 'Sort',
  sorts: {
    score: 'Best match first',
    newest: 'Newest first',
    oldest: 'Oldest first',
    updated: 'Recently updated',
    distance: 'Nearest first',
  },

  /** Empty result. */
  emptyTitle: 'No profiles found matching your criteria.',
  emptyHint: 'Try adjusting your filters to see more results.',
  /** A matchmaker's list with no filter set and nothing in it. */
  noProfilesYet: 'No profiles yet.',
  noProfilesYetHint: "Families' profiles appear here once they submit the form.",
  openProfileForm: 'Open the profile form',
  /** A search that found nothing here but something in another status; `status` is one of `statuses`. */
  foundIn_one: 'Found {{count}} in {{status}}',
  foundIn_other: 'Found {{count}} in {{status}}',

  /** Pagination. */
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {{page}} of {{pages}}',
  pageOfMore: 'Page {{page}} of {{pages}}+',
  paginationLabel: 'Pages of profiles',
  paginationTopLabel: 'Pages of profiles, above the list',
  /** 'Page [2] of 9', with a field to jump to a page. */
  pageWord: 'Page',
  ofPages: 'of {{pages}}',
  ofPagesMore: 'of {{pages}}+',
  pageJump: 'Go to page (1 to {{pages}})',

  /** Match context. */
  matchingFor: 'Matching for profile',
  leaveMatching: 'Stop matching',
  leaveMatchingLabel: 'Stop matching for profile #{{id}}',

  /** Card. */
  profileNumber: 'Profile #{{id}}',
  years: '{{age}} years',
  picturesHidden: 'Pictures shared after approval',
  /** A matchmaker recorded checks (decision 036). */
  verified: 'Verified by Rishta',
  /** Pending Reviews (issue 29): when a profile was submitted and how long it has waited. */
  submittedWaiting_one: 'Submitted {{date}} · {{count}} day',
  submittedWaiting_other: 'Submitted {{date}} · {{count}} days',
  verifiedChecks: {
    phone: 'Phone number verified',
    cnic: 'CNIC seen',
    meeting: 'Met in person',
    education: 'Education documents seen',
  },
  /** Matchmakers: a city the built-in list does not know (decision 033). */
  cityNotListed: 'City not in the list',
  /** Matchmakers: another profile shares a phone, or the name, father's name and city (decision 038). */
  /** The live pair a profile is in (issue 28, part 4), matchmakers only. */
  engagement: {
    'Awaiting Contact': 'Awaiting contact with #{{id}}',
    'In Contact': 'In contact with #{{id}}',
    Matched: 'Matched with #{{id}}',
  },
  possibleDuplicate: 'Possible duplicate',
  /** The family paused its profile (decision 060): in no family's list and no match list until resumed. */
  paused: 'Paused',
  pictureAlt: 'Picture of {{name}}',
  requirementsNotMet: 'Requirements Not Met',
  mismatch: "{{label}}: Requires {{expected}}, Your's {{actual}}",
  paidFee: 'Paid {{amount}}',
  education: 'Education',
  job: 'Job',
  caste: 'Caste',
  sect: 'Sect',

  /** Labels of the filter keys (SPEC §9), for the controls and the pills. */
  filterLabels: {
    q: 'Search',
    status: 'Status',
    gender: 'Gender',
    minAge: 'Minimum age',
    maxAge: 'Maximum age',
    city: 'City',
    maritalStatus: 'Marital status',
    hasDisability: 'Has disability',
    residenceType: 'Residence type',
    homeTown: 'Home town',
    caste: 'Caste',
    religion: 'Religion',
    sect: 'Sect',
    education: 'Education',
    jobType: 'Job type',
    jobTitle: 'Job title',
    minHeightFt: 'Minimum height (feet)',
    minHeightIn: 'Minimum height (inches)',
    paidFee: 'Minimum paid fee',
    locationRadius: 'Location radius',
    minEducationYears: 'Minimum education years',
    maxEducationYears: 'Maximum education years',
    aiFilters: 'Partner preferences',
    nativeLanguage: 'Native language',
    edited: 'Edited by the family',
    maxKids: 'Maximum children',
    duplicates: 'Possible duplicates',
    held: 'Edits to review',
    assignedTo: 'Responsible matchmaker',
    inactiveReason: 'Inactive reason',
    /** Minimum feet and inches, as one pill. */
    minHeight: 'Minimum height',
  },

  /** Labels of the partner requirements a candidate can fail (SPEC §9 mismatch criteria). */
  mismatchLabels: MISMATCH_CRITERIA_LABELS,

  /** A matchmaker's near matches under a match list (decision 044); the cards' lines are English only. */
  nearMatches: {
    heading: 'Near matches',
    intro: 'Profiles that miss one requirement by a little. Each card says which.',
    show: 'Show near matches',
    hide: 'Hide',
    loading: 'Loading near matches…',
    none: 'No near matches either.',
    paginationLabel: 'Pages of near matches',
    cardLabel: 'Near match',
  },
};

export default profiles;
