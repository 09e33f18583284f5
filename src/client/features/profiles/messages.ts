import type { Mismatch } from '@shared/profile-list';

/** Every user-visible string of the profiles list ("Find a Match", SPEC §2 "Profiles list"), in one place. */
export const LIST_MESSAGES = {
  heading: (status: string) => `${status} Profiles`,
  total: (total: number, isFloor = false) =>
    `${total.toLocaleString('en-US')}${isFloor ? '+' : ''} ${total === 1 && !isFloor ? 'profile' : 'profiles'}`,
  loading: 'Loading profiles…',
  loadFailed: 'Could not load the profiles. Please check your internet connection and try again.',
  retry: 'Try again',
  refreshing: 'Updating…',

  /** Search and filters. */
  searchLabel: 'Search profiles',
  searchPlaceholder: 'Name, phone, id, city, caste, job…',
  filters: 'Filters',
  filtersCount: (n: number) => (n > 0 ? `Filters (${n})` : 'Filters'),
  filtersRegion: 'Filter profiles',
  clearAll: 'Clear All',
  removeFilter: (label: string) => `Remove filter ${label}`,
  defaultFilterHint: 'Applied by default for this search',
  activeFilters: 'Active filters',
  nothingFound: 'No options available',
  any: 'Any',
  yes: 'Yes',
  no: 'No',
  between: (min: number, max: number) => `Between ${min} and ${max}`,
  km: (n: number) => `${n} km`,
  anyDistance: 'Any distance',
  usePartnerPreferences: 'Use partner preferences',
  usePartnerPreferencesHint: 'Only show profiles that meet the partner requirements',

  /** Empty result. */
  emptyTitle: 'No profiles found matching your criteria.',
  emptyHint: 'Try adjusting your filters to see more results.',

  /** Pagination. */
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number, more = false) => `Page ${page} of ${pages}${more ? '+' : ''}`,
  paginationLabel: 'Pages of profiles',

  /** Match context. */
  matchingFor: 'Matching for profile',
  leaveMatching: 'Stop matching',
  leaveMatchingLabel: (id: number) => `Stop matching for profile #${id}`,

  /** Card. */
  profileNumber: (id: number) => `Profile #${id}`,
  years: (age: number) => `${age} years`,
  distance: (km: number) => `${Math.round(km)} km away`,
  picturesHidden: 'Pictures shared after approval',
  pictureAlt: (name: string) => `Picture of ${name}`,
  requirementsNotMet: 'Requirements Not Met',
  mismatch: (label: string, m: Pick<Mismatch, 'expected' | 'actual'>) =>
    `${label}: Requires ${m.expected}, Your's ${m.actual}`,
  paidFee: (amount: string) => `Paid ${amount}`,
  education: 'Education',
  job: 'Job',
  caste: 'Caste',
  sect: 'Sect',
} as const;

/** Labels of the filter keys (SPEC §9), for the controls and the pills. */
export const FILTER_LABELS = {
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
} as const;

/** Labels of the partner requirements a candidate can fail (SPEC §9 mismatch criteria). */
export const MISMATCH_LABELS: Record<Mismatch['name'], string> = {
  minAge: 'Minimum age',
  maxAge: 'Maximum age',
  maritalStatus: 'Marital status',
  maxKids: 'Maximum children',
  residenceType: 'Residence type',
  caste: 'Caste',
  sect: 'Sect',
  nativeLanguage: 'Native language',
  minEducationYears: 'Minimum education years',
  maxEducationYears: 'Maximum education years',
  jobType: 'Job type',
  minHeight: 'Minimum height',
};
