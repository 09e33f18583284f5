import { api } from '@client/lib/api-client';
import type { CurrentUser } from '@client/lib/session';
import { waitsForAnswer } from '@shared/connection-rules';
import { connectionListItemSchema } from '@shared/profile-view';
import { z } from 'zod';
import { AFTER_LOGIN_DEFAULT } from '../utils/safe-redirect';

const listSchema = z.array(connectionListItemSchema);

/**
 * Where a login link without `to` lands (issue 30 item 5): where the family is needed. One profile waiting
 * for its answer opens that profile; several open My Connections, whose first section lists them ("Profiles
 * Sent To You"); none opens the family's matches (SPEC §2 /login/{auth}). A matchmaker, or an answer that
 * does not come, lands on the matches as before.
 */
export async function landingAfterLogin(user: CurrentUser): Promise<string> {
  if (user.role !== 'user') return AFTER_LOGIN_DEFAULT;
  try {
    const connections = await api.get('/api/connections', { schema: listSchema });
    const waiting = connections.filter((c) => waitsForAnswer(c.primary.status));
    if (waiting.length === 1) return `/profile/${waiting[0]?.secondary.profile._id}`;
    if (waiting.length > 1) return '/my-connections';
  } catch {
    // The matches, as before: the family can still reach My Connections from the menu.
  }
  return AFTER_LOGIN_DEFAULT;
}
