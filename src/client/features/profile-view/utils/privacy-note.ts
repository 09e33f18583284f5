import type { PrivacyNote } from '@shared/privacy-note';

/**
 * The line beside pictures this viewer may not see (issue 16), by the privacy note the server picked: before
 * she approves a man's profile, that is the reason; otherwise only a restriction withholds pictures (from a
 * woman viewing a man, or from a man she approved), which the family asked for.
 */
export function hiddenPicturesText(
  note: PrivacyNote | undefined,
): 'pictures.hiddenUntilApproved' | 'pictures.hiddenPrivate' {
  return note === 'beforeSheAccepts' ? 'pictures.hiddenUntilApproved' : 'pictures.hiddenPrivate';
}
