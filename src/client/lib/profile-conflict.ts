import { isApiError } from '@client/lib/api-client';
import { formatWhen } from '@client/lib/format-when';
import { notifications } from '@mantine/notifications';
import { isVersionConflict } from '@shared/version-conflict';

/** A write refused because someone else changed the profile since the screen read it (decision 067). */
const refusedChangedBy = (name: string | null, when: string | null) =>
  `${name ?? 'Someone else'} changed this profile${when ? ` at ${when}` : ''}. Nothing was saved: the page now shows the profile as it is. Look again before you decide.`;

/**
 * What a matchmaker is told when a write to the profile was refused because someone else changed it since
 * the screen read it (409, decision 055): who, when, and that the screen now shows the profile as it is (the
 * mutation fetches it again). Null for any other failure.
 */
export function profileConflictText(error: unknown): string | null {
  if (!isApiError(error, 409) || !isVersionConflict(error.body)) return null;
  const { changedBy, changedAt } = error.body;
  return refusedChangedBy(changedBy, changedAt ? formatWhen(changedAt) : null);
}

/**
 * Says a refused write's conflict in a notification too: the section whose button was pressed may leave the
 * page once the profile is fetched again (another matchmaker already approved the held text, marked the
 * family's edits seen), and its own line with it.
 */
export function announceConflict(error: unknown): void {
  const text = profileConflictText(error);
  if (text) notifications.show({ color: 'yellow', message: text, autoClose: 15_000 });
}
