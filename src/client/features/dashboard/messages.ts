/** Every user-visible string of the Pending Connections Dashboard (SPEC §2, §7, §8), in one place. */
export const DASHBOARD_MESSAGES = {
  heading: 'Pending Connections Dashboard',
  loading: 'Loading pending connections…',
  loadFailed: 'Failed to fetch pending connections',
  retry: 'Try again',
  refreshing: 'Updating…',
  /** The bureau's connections as a CSV file (issue 28, part 7). */
  downloadCsv: 'Download CSV',
  downloadFailed: 'The file could not be made. Please try again.',

  sections: {
    awaitingContact: 'Awaiting Contact',
    inContact: 'In Contact',
    matched: 'Matched',
    recent: 'Recent Connections',
    reports: 'Reports',
  },
  /** The work queues at the top (issue 29, decision 053). */
  queuesLabel: 'Work queues',
  queues: {
    review: 'New submissions',
    followUps: 'Follow-ups due',
    awaitingContact: 'Awaiting Contact pairs',
    familyEdits: 'Family edits to review',
    openReports: 'Open reports',
  },
  oldestWaiting: (days: number) =>
    days === 0
      ? 'Oldest waiting less than a day'
      : days === 1
        ? 'Oldest waiting 1 day'
        : `Oldest waiting ${days} days`,
  sectionTitle: (title: string, count: number) => `${title} (${count})`,
  sectionEmpty: 'Nothing here at the moment',
  /** Paging (issue 29, decision 053): the sections answer 20 at a time. */
  matchedRecently: 'Matched in the last 30 days. Older matches are in each profile’s connections.',
  showMore: (left: number) => `Show more (${left} more)`,
  showMoreOf: (section: string, left: number) => `Show more of ${section} (${left} more)`,

  phoneLabel: (name: string) => `Call ${name}`,
  changeStatus: 'Change Status',
  changeStatusFor: (who: string) => `Change Status of ${who}`,

  /** Change Status (connection) modal. */
  changeStatusIntro: (who: string, other: string) => `The side of ${who} in the connection with ${other}.`,
  statusUpdated: 'Status updated',
  cancel: 'Cancel',
  close: 'Close',

  /** Recent Connections. */
  receivedProfiles: 'Received profiles',
  receivedOn: (when: string) => `Received ${when}`,
  inquiredOn: (when: string) => `Inquired ${when}`,
  notInquired: 'Not inquired yet',
  lastInquired: (when: string) => `Last inquired ${when}`,
  neverInquired: 'Never inquired',
  otherProfileStatus: 'Their side',
  inquire: 'Inquire',
  inquireFor: (who: string) => `Inquire with ${who}`,

  /** Confirm Inquiry modal. */
  confirmInquiryTitle: 'Confirm Inquiry',
  confirmInquiryIntro: (who: string, count: number) =>
    `This message goes to ${who} on WhatsApp, and ${count === 1 ? 'the received profile is' : `all ${count} received profiles are`} marked as inquired about today.`,
  noPhone: 'This family has no phone number to write to.',
  sendInquiry: 'Send on WhatsApp',
  inquiryFailed: 'Error marking profile as inquired about. The message will still be sent.',

  /** Share contacts (issue 29, decision 068): an Awaiting Contact pair is given each other's contact. */
  shareContacts: 'Share contacts',
  shareContactsFor: (a: string, b: string) => `Share contacts of ${a} and ${b}`,
  shareTitle: 'Share contacts',
  shareIntro:
    'Each family receives the other’s name, phone and our note on WhatsApp, and both sides move to In Contact.',
  shareTo: (who: string) => `To ${who}`,
  shareNoPhone: (who: string) => `${who} has no phone number: add one to the profile first.`,
  shareConfirm: 'Share and move both to In Contact',
  shareFailed: 'The contacts could not be shared. Please try again later.',
  shareDone: 'Both sides are now In Contact. Send each family its message in turn:',
  shareSend: (step: number, who: string) => `${step}. Send to ${who} on WhatsApp`,
  shareSent: (who: string) => `Opened for ${who}`,

  /** Follow-up (decision 031): how long a pair or family has waited, and the mark after FOLLOW_UP_DAYS. */
  followUpCount: (count: number) => (count === 1 ? '1 needs follow-up' : `${count} need follow-up`),
  followUpRule: (days: number) => `waiting more than ${days === 1 ? '1 day' : `${days} days`}`,
  followUpNone: (days: number) => `Nothing has waited more than ${days === 1 ? '1 day' : `${days} days`}`,
  needsFollowUp: 'Needs follow-up',
  waiting: (days: number) =>
    days === 0 ? 'Waiting less than a day' : days === 1 ? 'Waiting 1 day' : `Waiting ${days} days`,
  unchanged: (days: number) =>
    days === 0 ? 'Changed today' : days === 1 ? 'Unchanged for 1 day' : `Unchanged for ${days} days`,

  /** Reports (issue 18, decision 036): families' reports of profiles; the count is of open ones. */
  reportsLoading: 'Loading reports…',
  reportsFailed: 'Failed to load reports',
  noOpenReports: 'No open reports',
  resolvedReports: 'Resolved',
  reportedBy: 'Reported by',
  reportedOn: (when: string) => `Reported ${when}`,
  reportedOnUpdated: (when: string, updated: string) => `Reported ${when}, updated ${updated}`,
  noDetails: 'No details given',
  resolve: 'Resolve',
  resolveReport: (label: string) => `Resolve the report about ${label}`,
  resolvedBy: (who: string, when: string) => `Resolved by ${who} · ${when}`,
  resolveFailed: 'Failed to resolve the report. Please try again later.',
  /** Resolving asks what was done (decision 065). */
  resolveTitle: 'Resolve the report',
  resolveNote: 'What was done?',
  resolveNoteHint: 'A few words for the team, e.g. “Called the family; the pictures are hers.”',
  resolveNoteRequired: 'Please say what was done.',
  resolutionNote: (note: string) => `What was done: ${note}`,

  today: 'today',
  yesterday: 'yesterday',
  daysAgo: (n: number) => `${n} days ago`,
} as const;
