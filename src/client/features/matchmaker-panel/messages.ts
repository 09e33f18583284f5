/**
 * The matchmaker panel's strings (SPEC §2 "Profile view", §6 Admin), in English only (issue 7: the admin screens
 * may stay English). Its few texts a family's page shares (review queue, inactive note) are in the `profileView`
 * catalogs.
 */

export const PANEL_MESSAGES = {
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
  rotateLoginLinkFailed: 'Failed to update. Please try again later.',
  copied: 'Copied',

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
} as const;
