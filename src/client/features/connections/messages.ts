/**
 * The matchmakers' strings of a profile's connections and of Send Profile (SPEC §2, §4, §8), in English only
 * (issue 7: the admin screens may stay English). A family's answer is in the `profileView` catalogs, My
 * Connections in this feature's i18n/.
 */

export const PROFILE_CONNECTIONS_MESSAGES = {
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
  close: 'Close',
  cancel: 'Cancel',
} as const;

/** The admin's Send Profile (SPEC §2, §4, §8); the family's answer is in the `profileView` catalogs. */
export const SEND_MESSAGES = {
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
