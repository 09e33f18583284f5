/**
 * The matchmaker's strings of the profile view itself, in English only (issue 7: the admin screens may stay
 * English). What a family sees is in the `profileView` catalogs (i18n/en.ts, i18n/ur.ts); the matchmaker panel,
 * the partner requirements and the connections have their own.
 */

export const VIEW_MESSAGES = {
  profileMissingTitle: 'Profile not found',
  profileMissing: (id: number) =>
    `There is no profile #${id}. It may have been deleted, or the address is mistyped.`,
  backToProfiles: 'Back to Active Profiles',
} as const;
