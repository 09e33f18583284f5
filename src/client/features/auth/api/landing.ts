import { api } from '@client/lib/api-client';
import type { CurrentUser } from '@client/lib/session';
import { isSideStatus, waitsForAnswer } from '@shared/connection-status';
import { type Fields, isFields } from '@shared/fields';
import { AFTER_LOGIN_DEFAULT } from '../utils/safe-redirect';

const fieldsOf = (value: unknown): Fields => (isFields(value) ? value : {});

/**
 * The profiles of `GET /api/connections` whose family's own side waits for its answer, read without zod: the
 * login link's code is in the first bundle (decision 073), and zod (~25 KB) would hold the landing back on a
 * slow phone until it had arrived. Only the two fields the landing needs are read; anything else throws.
 */
export function profilesWaitingForAnswer(answer: unknown): number[] {
  if (!Array.isArray(answer)) throw new Error('The connections answer is not a list.');
  return answer.flatMap((connection) => {
    const { primary, secondary } = fieldsOf(connection);
    const status = fieldsOf(primary).status;
    const id = fieldsOf(fieldsOf(secondary).profile)._id;
    if (!isSideStatus(status) || !Number.isInteger(id)) throw new Error('A connection is not readable.');
    return waitsForAnswer(status) ? [id as number] : [];
  });
}

/**
 * Where a login link without `to` lands (issue 30 item 5): where the family is needed. One profile waiting
 * for its answer opens that profile; several open My Connections, whose first section lists them ("Profiles
 * Sent To You"); none opens the family's matches (SPEC §2 /login/{auth}). A matchmaker, or an answer that
 * does not come, lands on the matches as before.
 */
export async function landingAfterLogin(user: CurrentUser): Promise<string> {
  if (user.role !== 'user') return AFTER_LOGIN_DEFAULT;
  try {
    const waiting = profilesWaitingForAnswer(await api.get<unknown>('/api/connections'));
    if (waiting.length === 1) return `/profile/${waiting[0]}`;
    if (waiting.length > 1) return '/my-connections';
  } catch {
    // The matches, as before: the family can still reach My Connections from the menu.
  }
  return AFTER_LOGIN_DEFAULT;
}
