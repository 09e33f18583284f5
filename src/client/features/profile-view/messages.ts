import { MISMATCH_CRITERIA_LABELS } from '@shared/constants';
/**
 * The matchmaker's strings of the profile view (SPEC §2 "Profile view", §4, §8), in English only (issue 7: the
 * admin screens may stay English). What a family sees is in the `profileView` catalogs (i18n/en.ts, i18n/ur.ts).
 */

export const VIEW_MESSAGES = {
  // Admin: actions on the profile and the modals' close buttons
  editProfile: 'Edit Profile',
  close: 'Close',

  // Admin: status
  statusBadgeLabel: 'Change status',
  changeStatusTitle: 'Change Status',
  statusLabel: 'Status',
  reasonLabel: 'Reason',
  reasonPlaceholder: 'Select the reason',
  statusFailed: 'Failed to update status. Please try again later.',
  /** Someone else changed the profile while it was open (decision 055). */
  changedBy: (name: string) => `Changed by ${name} just now. What you see is the profile as it is now.`,
  /** A save refused because someone else saved first (409). */
  changedMeanwhile: 'Someone else changed this profile just now. Look at the current values and save again.',
  /** A write refused because someone else changed the profile since the screen read it (decision 067). */
  refusedChangedBy: (name: string | null, when: string | null) =>
    `${name ?? 'Someone else'} changed this profile${when ? ` at ${when}` : ''}. Nothing was saved: the page now shows the profile as it is. Look again before you decide.`,
  /** A dialog's button that takes the values as they are now (and saves on them; decision 067). */
  loadCurrent: 'Load the current values',
  statusNow: 'Status now',
  paidFeeNow: (amount: string) => `Paid fee now: ${amount}`,
  settingsNow: (restricted: boolean, advance: string, postMatch: string) =>
    `Now: photos ${restricted ? 'restricted' : 'not restricted'}, advance ${advance}, post-match ${postMatch}.`,
  statusUpdated: 'Status updated',
  save: 'Save',
  cancel: 'Cancel',

  // Admin: fees
  paidFeeBadge: (amount: string) => `Paid: ${amount}`,
  paidFeeBadgeLabel: 'Update paid fee',
  updatePaidFeeTitle: 'Update Paid Fee',
  paidFeeLabel: 'Paid fee (Rs)',
  paidFeeHint: 'From 0 to 100,000 in steps of 1000',
  quickFill: (amount: string) => `Set ${amount}`,
  paidFeeFailed: 'Failed to update paid fee. Please try again later.',
  paidFeeUpdated: 'Paid fee updated',
  feesTitle: 'Fees',
  advancePart: 'Advance',
  postMatchPart: 'Post-match',
  feePartState: { none: 'not paid', partial: 'partly paid', full: 'paid' },
  feePartAmount: (paid: string, expected: string) => `${paid} of ${expected}`,
  /** Issue 28: an expected fee of 0, and a paid fee above both parts. */
  feeWaived: 'Waived',
  feeOver: (amount: string) => `${amount} more than expected`,

  // Admin: actions
  matchProfile: 'Match Profile',
  sendLoginLink: 'Send Login Link',
  adminSettings: 'Admin-only Settings',
  sendLoginLinkIntro: 'The family’s own login link, on WhatsApp.',
  sendOnWhatsapp: 'Send on WhatsApp',
  noPhoneForLink: 'This profile has no phone number to send the link to.',

  // Admin: settings modal
  restrictPhotos: 'Restrict photos visibility',
  restrictPhotosHint: 'Only matchmakers see the pictures while this is on.',
  expectedAdvanceFee: 'Expected advance fee (Rs)',
  expectedPostMatchFee: 'Expected post-match fee (Rs)',
  settingsFailed: 'Failed to update. Please try again later.',
  settingsUpdated: 'Settings updated',

  // Admin: login link
  loginLinkTitle: 'Login link',
  copyLoginLink: 'Copy login link',
  rotateLoginLink: 'Replace login link',
  rotateLoginLinkConfirm:
    "Replace this family's login link? The old link stops working and the family is signed out until you send the new one.",
  rotateLoginLinkYes: 'Replace the link',
  photosRestricted: 'Photos restricted',
  /** The family paused its profile (decision 060). */
  paused: 'Paused',
  cityNotListed: 'City not in the list',
  cityNotListedHint: (city: string) =>
    `"${city}" is not in the built-in list of cities, so location matching cannot place this profile. Correct the city if it is a spelling of a listed one.`,
  profileMissingTitle: 'Profile not found',
  profileMissing: (id: number) =>
    `There is no profile #${id}. It may have been deleted, or the address is mistyped.`,
  backToProfiles: 'Back to Active Profiles',
  rotateLoginLinkFailed: 'Failed to update. Please try again later.',
  copied: 'Copied',

  // Admin: AI filters (partner preferences)
  aiFiltersTitle: 'AI Filters',
  aiFiltersHint: 'Partner preferences. Where none is set, the default for this profile applies.',
  aiFilterSet: 'set',
  aiFilterDefault: 'default',
  aiFilterNone: 'No requirement',
  aiFilterDefaultPlaceholder: (value: string) => `Default: ${value}`,
  editAiFilters: 'Edit',
  editAiFiltersLabel: 'Edit partner preferences',
  aiFiltersFormLabel: 'Partner preferences',
  clearAiFilter: 'Clear',
  clearAiFilterLabel: (label: string) => `Clear ${label} (back to default)`,
  heightFeet: 'Feet',
  heightInches: 'Inches',
  heightFeetLabel: 'Minimum height, feet',
  heightInchesLabel: 'Minimum height, inches',
  heightFeetDefault: (feet: number) => `Default: ${feet} ft`,
  heightInchesDefault: (inches: number) => `Default: ${inches} in`,
  heightFeetMissing: 'Please enter the feet as well',
  aiFiltersFailed: 'Failed to update. Please try again later.',
  aiFiltersUpdated: 'Partner preferences updated',
  // The partner's cities and who set the requirements (decision 059)
  requiredCities: 'Cities',
  requiredCitiesDefault: 'Default: own city',
  requiredDistance: 'Distance around the cities (km)',
  requiredDistanceDefault: 'Default: 50',
  requiredCitiesLine: (cities: string, km: number) => `Cities: ${cities} (within ${km} km)`,
  setByFamily: 'Set by the family',
  setByMatchmaker: 'Set by a matchmaker',
  suggestAiFilters: 'Suggest from partner details',
  suggestionsTitle: 'Suggestions from partner details',
  suggestionsEmpty: 'No suggestions found in the partner details.',
  suggestionLine: (label: string, value: string, evidence: readonly string[]) =>
    `${label} ${value} — from ${evidence.map((e) => `"${e}"`).join(', ')}`,
  applySuggestions: 'Apply selected',
  applySuggestionsHint: 'Applying fills the form; press Save to keep the preferences.',
  dismissSuggestions: 'Dismiss',

  // Admin: a family's text waiting for review (issue 25, decision 048)
  /** Families' open reports of the profile, at the top of its page (decision 065). */
  openReportsTitle: (n: number) => (n === 1 ? 'Open report' : `${n} open reports`),
  openReportBy: (who: string, when: string) => `Reported by ${who} · ${when}`,
  openReportsResolve: 'Resolve on the dashboard',
  heldEditsTitle: 'Edits to review',
  heldSuffix: '(waiting for review)',
  heldEditsHint: 'Other families see the approved text until you approve the new one.',
  heldApproved: 'Families see now',
  heldNew: 'New, waiting for review',
  heldApprove: 'Approve',
  heldDecline: 'Decline',
  heldSince: (when: string) => `Waiting since ${when}`,
  heldFailed: 'Could not save the decision. The family may have changed its text: reload and look again.',

  // Admin: what the family changed on its own profile (issue 14)
  editedByFamily: 'Edited by the family',
  markFamilyEditsSeen: 'Mark as seen',
  familyEditEmpty: '(empty)',

  // Admin: copy profile and contact cards
  copyProfile: 'Copy Profile',
  profileCopied: 'Profile copied: the text a family may receive',
  copyFullProfile: 'Copy for matchmakers',
  fullProfileCopied: 'Full profile copied, with names and contacts: for the matchmakers only',
  copyFailed: 'Could not copy the profile. Please try again.',
  contactCardsTitle: 'Contact cards',
  ownContactCard: 'Own phone (.vcf)',
  familyContactCard: 'Family phone (.vcf)',
  /** A contact card's name in the phone book: '<name> (Rishta #id)', '<father's name or Family> (Rishta #id)'. */
  vcardName: (id: number, person: string | null | undefined, whose: 'own' | 'family') =>
    `${person?.trim() || (whose === 'own' ? 'Profile' : 'Family')} (Rishta #${id})`,

  // Admin: connections
  connectionsTitle: (count: number) => `Connections (${count})`,
  connectionsEmpty: 'This profile has no connections yet.',
  /** `label`: "Name · #id · age · city" (src/shared/profile-label.ts, decision 031). */
  connectionWith: (label: string) => `With ${label}`,
  thisProfileSide: 'This profile',
  otherProfileSide: (id: number) => `#${id}`,
  changeSideStatus: 'Change Status',
  sideOf: (label: string, isViewed: boolean) => `Side of ${label}${isViewed ? ' (this profile)' : ''}`,
  changeSideStatusLabel: (who: string) => `Change status of ${who}`,
  showHistory: 'History',
  hideHistory: 'Hide history',
  historyLoading: 'Loading history…',
  historyFailed: 'Failed to load the history.',
  historyEmpty: 'No changes recorded yet.',
  historyInquired: 'Inquired',
  historyNone: '—',
  historyBy: (by: string) => `by ${by}`,
  sideStatusUpdated: 'Connection status updated',
} as const;

/** The admin's Send Profile (SPEC §2, §4, §8); the family's answer is in the `profileView` catalogs. */
export const CONNECTION_VIEW_MESSAGES = {
  sendProfile: 'Send Profile',
  sendProfileTitle: (id: number) => `Send Profile #${id}`,
  sendTo: 'Send to',
  recipientSearch: 'Find the recipient',
  recipientSearchHint: 'Profile id, name or phone number',
  recipientSearchPlaceholder: 'e.g. 1024, Ahmed or 03001234567',
  searching: 'Searching…',
  noResults: 'No profile found.',
  searchFailed: 'The search failed. Please try again.',
  recipientMissing: (id: number) => `Profile #${id} could not be found. Please find the recipient below.`,
  recipientLoading: 'Loading the recipient…',
  changeRecipient: 'Change',
  changeRecipientLabel: 'Choose another recipient',
  pickRecipient: (line: string) => `Send to ${line}`,
  sendFailed: 'Something went wrong. Please try again later.',
  openWhatsapp: 'Open WhatsApp again',
  popupBlocked: 'Your browser blocked the new window. Open WhatsApp with the link below.',
} as const;

/** Labels of the partner preferences (aiFilters), one per line of the AI Filters panel. */
export const AI_FILTER_LABELS = MISMATCH_CRITERIA_LABELS;
