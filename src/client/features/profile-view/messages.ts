/** Every user-visible string of the profile view (SPEC §2 "Profile view", §4, §8), in one place. */

export const VIEW_MESSAGES = {
  profileNumber: (id: number) => `Profile #${id}`,
  ageYears: (age: number) => `${age} years`,
  loading: 'Loading profile…',
  notReachableTitle: 'Profile not available',
  notReachable:
    'This profile is not available to you. It may have been removed, or it is not among your matches.',
  loadFailedTitle: 'Could not load the profile',
  loadFailed: 'The profile could not be loaded. Please check your internet connection and try again.',
  signInTitle: 'Please sign in',
  signIn:
    'Please sign in to see this profile. Families sign in with the login link sent by their matchmaker.',
  tryAgain: 'Try again',
  login: 'Login',
  goHome: 'Go to the home page',

  // My profile
  myProfileTitle: 'My Profile',
  editProfile: 'Edit Profile',
  noOwnProfileTitle: 'No profile yet',
  noOwnProfile: 'Your account has no profile of its own. Submit a profile to receive matches.',
  submitProfile: 'Submit Profile',

  // Match context bar
  matchingFor: (id: number) => `Matching for profile #${id}`,
  backToMatches: 'Back to matches',

  // Pictures
  picturesLabel: 'Pictures',
  pictureAlt: (n: number, total: number) => `Picture ${n} of ${total}`,
  openPicture: (n: number, total: number) => `Open picture ${n} of ${total}`,
  pictureCounter: (n: number, total: number) => `${n} / ${total}`,
  previousPicture: 'Previous picture',
  nextPicture: 'Next picture',
  close: 'Close',
  viewerTitle: 'Pictures',
  noPictureAlt: 'No picture yet',
  picturesHidden:
    "Pictures are kept private at the family's wish. They may be shared once the family approves your profile.",

  // Privacy note (women's profiles)
  privacyNoteEnglish:
    "A woman's pictures, phone number and name are shared only after she approves your profile.",
  privacyNoteUrdu:
    'خاتون کی تصاویر، فون نمبر اور نام صرف اُس وقت شیئر کیے جاتے ہیں جب وہ آپ کا پروفائل منظور کر لیں۔',

  // Sections
  sectionPersonal: 'Personal',
  sectionFamily: 'Family',
  sectionEducation: 'Education/Profession',
  sectionPartner: 'Partner Requirements',
  yes: 'Yes',
  no: 'No',
  showMore: 'Show more',
  showLess: 'Show less',

  // Admin: status
  statusBadgeLabel: 'Change status',
  changeStatusTitle: 'Change Status',
  statusLabel: 'Status',
  reasonLabel: 'Reason',
  reasonPlaceholder: 'Select the reason',
  statusFailed: 'Failed to update status. Please try again later.',
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

  // Admin: actions
  matchProfile: 'Match Profile',
  sendLoginLink: 'Send Login Link',
  adminSettings: 'Admin-only Settings',
  loginLinkMessage: (link: string) =>
    `Assalam-o-Alaikum! This is your personal Rishta login link. Please open it to see your matches and do not share it with anyone: ${link}`,
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
  suggestAiFilters: 'Suggest from partner details',
  suggestionsTitle: 'Suggestions from partner details',
  suggestionsEmpty: 'No suggestions found in the partner details.',
  suggestionLine: (label: string, value: string, evidence: readonly string[]) =>
    `${label} ${value} — from ${evidence.map((e) => `"${e}"`).join(', ')}`,
  applySuggestions: 'Apply selected',
  applySuggestionsHint: 'Applying fills the form; press Save to keep the preferences.',
  dismissSuggestions: 'Dismiss',

  // Admin: copy profile and contact cards
  copyProfile: 'Copy Profile',
  profileCopied: 'Profile copied',
  copyFailed: 'Could not copy the profile. Please try again.',
  contactCardsTitle: 'Contact cards',
  ownContactCard: 'Own phone (.vcf)',
  familyContactCard: 'Family phone (.vcf)',
  vcardName: (id: number, whose: 'own' | 'family') => `Rishta #${id} (${whose})`,

  // Admin: connections
  connectionsTitle: (count: number) => `Connections (${count})`,
  connectionsEmpty: 'This profile has no connections yet.',
  connectionWith: (id: number) => `With profile #${id}`,
  thisProfileSide: 'This profile',
  otherProfileSide: (id: number) => `#${id}`,
  changeSideStatus: 'Change Status',
  sideOf: (id: number, isViewed: boolean) => `Side of profile #${id}${isViewed ? ' (this profile)' : ''}`,
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

/** The family's answer to a profile and the admin's Send Profile (SPEC §2, §4, §8). */
export const CONNECTION_VIEW_MESSAGES = {
  interested: 'Interested',
  notInterested: 'Not Interested',
  answerFailed: 'Something went wrong. Please try again later.',
  answersLabel: 'Your answer to this profile',

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
  cannotSendToItself: 'A profile cannot be sent to itself.',
  sendFailed: 'Something went wrong. Please try again later.',
  openWhatsapp: 'Open WhatsApp again',
  popupBlocked: 'Your browser blocked the new window. Open WhatsApp with the link below.',
  profileLine: (p: { _id: number; name?: string | null; age: number; gender: string; city: string }) =>
    [`#${p._id}`, p.name?.trim() || null, `${p.age} years`, p.gender, p.city].filter(Boolean).join(' · '),
} as const;

/** Labels of the profile's fields, in the product's words. */
export const FIELD_LABELS = {
  name: 'Name',
  age: 'Age',
  gender: 'Gender',
  maritalStatus: 'Marital Status',
  marriedYears: 'Duration of Marriage',
  haveChildren: 'Have Children',
  children: 'Children',
  childrenLivingWithYou: 'Children Living With Them',
  divorceReason: 'Reason of Divorce/Separation',
  height: 'Height',
  city: 'City',
  address: 'Address',
  residenceType: 'Residence',
  homeTown: 'Home Town',
  phoneNo: 'Phone',
  familyPhoneNo: 'Family Phone',
  email: 'Email',
  hasDisability: 'Disability',
  disabilities: 'Disability Details',
  aboutYou: 'About',
  fatherName: "Father's Name",
  fatherOccupation: "Father's Occupation",
  motherOccupation: "Mother's Occupation",
  religion: 'Religion',
  sect: 'Sect',
  caste: 'Caste',
  nativeLanguage: 'Native Language',
  brothers: 'Brothers',
  brothersMaritalInformation: 'Married Brothers',
  sisters: 'Sisters',
  sistersMaritalInformation: 'Married Sisters',
  brothersDetails: 'Brothers/Sisters Details',
  education: 'Education',
  educationYears: 'Years of Education',
  educationInstituteName: 'Institute',
  jobType: 'Job Type',
  jobTitle: 'Job Title',
  company: 'Company',
  businessType: 'Business Type',
  workCountry: 'Work Country',
  workCity: 'Work City',
  monthlyIncome: 'Monthly Income',
  partnerEducation: 'Partner Education',
  partnerDetails: 'Partner Details',
} as const;

/** Labels of the partner preferences (aiFilters), one per line of the AI Filters panel. */
export const AI_FILTER_LABELS = {
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
} as const;

/** Words used inside formatted values. */
export const VALUE_WORDS = {
  year: (n: number) => (n === 1 ? '1 year' : `${n} years`),
  month: (n: number) => (n === 1 ? '1 month' : `${n} months`),
  yes: 'Yes',
  no: 'No',
} as const;
