import { api } from '@client/lib/api-client';
import type { CurrentUser } from '@client/lib/session';
import { waitsForAnswer } from '@shared/connection-rules';
import { AFTER_LOGIN_DEFAULT } from '../utils/safe-redirect';

/**
 * Where a login link without `to` lands (issue 30 item 5): where the family is needed. One profile waiting
 * for its answer opens that profile; several open My Connections, whose first section lists them ("Profiles
 * Sent To You"); none opens the family's matches (SPEC §2 /login/{auth}). A matchmaker, or an answer that
 * does not come, lands on the matches as before.
 */
export async function landingAfterLogin(user: CurrentUser): Promise<string> {
  if (user.role !== 'user') return AFTER_LOGIN_DEFAULT;
  try {
    // The schema (and zod, ~25 KB) load while the request is on its way: the login link's code is in the first
    // bundle (decision 073), which a home page visitor also downloads.
    const [{ connectionListSchema }, answer] = await Promise.all([
      import('./landing-schema'),
      api.get<unknown>('/api/connections'),
    ]);
    const connections = connectionListSchema.parse(answer);
    const waiting = connections.filter((c) => waitsForAnswer(c.primary.status));
    if (waiting.length === 1) return `/profile/${waiting[0]?.secondary.profile._id}`;
    if (waiting.length > 1) return '/my-connections';
  } catch {
    // The matches, as before: the family can still reach My Connections from the menu.
  }
  return AFTER_LOGIN_DEFAULT;
}
