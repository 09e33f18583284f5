/**
 * Every query key of the client, in one place (issue 26): features cache answers under these keys and refresh
 * each other's by them without importing each other. A key that is a prefix of others ("profiles", "profile")
 * refreshes every answer under it.
 */
export const queryKeys = {
  /** Every list of profiles: the list, near matches, the counts in the menu, the work queues. */
  profiles: ['profiles'] as const,
  profileList: (viewer: string, params: unknown) => ['profiles', 'list', viewer, params] as const,
  adminCounts: ['profiles', 'admin-counts'] as const,
  workQueues: ['profiles', 'work-queues'] as const,

  /** Every profile's answers; with an id, that profile's (its view, match, fees). */
  allProfiles: ['profile'] as const,
  profile: (id: number) => ['profile', id] as const,
  profileFees: (id: number) => ['profile', id, 'fees'] as const,
  profileMatch: (id: number, match: unknown) => ['profile', id, 'match', match] as const,
  /** Not under the profile's own key: a profile change must not refetch its whole timeline page by page. */
  allProfileHistories: ['profile-history'] as const,
  profileHistory: (id: number) => ['profile-history', id] as const,
  profileNotes: (id: number) => ['profile-notes', id] as const,
  profileBlocks: (id: number) => ['profile-blocks', id] as const,
  /** A profile's books: not under the profile's key, whose answers are profile answers. */
  profilePayments: (id: number) => ['profile-payments', id] as const,
  profileReports: (id: number) => ['reports', 'profile', id] as const,

  /** A family's connections (My Connections) and every connection list. */
  connections: ['connections'] as const,
  connectionsOfProfile: (id: number) => ['connections', 'of-profile', id] as const,
  connectionHistory: (id: number) => ['connection-history', id] as const,
  /** A family's own blocks. */
  myBlocks: ['blocks'] as const,
  sendProfile: (id: number | null) => ['send-profile', id] as const,
  sendRecipientSearch: (q: string, scope: unknown) => ['send-recipient-search', q, scope] as const,

  pendingConnections: ['pending-connections'] as const,
  reports: ['reports'] as const,
  reminders: ['reminders'] as const,
  dueReminders: ['reminders', 'due'] as const,
  team: ['team'] as const,
  teamMembers: ['team', 'members'] as const,
  invitation: (token: string) => ['invitation', token] as const,
  paymentsDue: ['payments-due'] as const,
  paymentReceipt: (id: number) => ['payment-receipt', id] as const,
  adminOverview: ['admin-overview'] as const,
} as const;
