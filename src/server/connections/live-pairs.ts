import type { Engagement } from '@shared/profile-view';
import { type RawBuilder, sql } from 'kysely';

/**
 * A live pair (issue 28, part 4), as the dashboard's sections read them (decision 053): both accepted (Awaiting
 * Contact), in contact, or matched. Written for a connection aliased `c`.
 */
export const LIVE_PAIR = sql`((c.profile1_status = 'Profile Accepted' and c.profile2_status = 'Profile Accepted')
  or 'In Contact' in (c.profile1_status, c.profile2_status) or 'Matched' in (c.profile1_status, c.profile2_status))`;
const PAIR_STATE = sql`case when 'Matched' in (c.profile1_status, c.profile2_status) then 'Matched'
  when 'In Contact' in (c.profile1_status, c.profile2_status) then 'In Contact' else 'Awaiting Contact' end`;

/**
 * Whether the profile `id` is in a live pair, looked up for each profile as two scalar reads along the live pairs'
 * indexes (migration 029). Written as `exists (…) or exists (…)`, PostgreSQL may hash every live pair of the
 * bureau instead: 250,000 at a million profiles, 300 ms for a page of 54 (decision 105).
 */
export function inLivePair(id: RawBuilder<unknown>) {
  return sql<boolean>`coalesce(
    (select true from connections c where c.profile1_id = ${id} and ${LIVE_PAIR} limit 1),
    (select true from connections c where c.profile2_id = ${id} and ${LIVE_PAIR} limit 1),
    false)`;
}

/**
 * The live pair of the profile `id` (an expression: a column or a value), the most advanced and then the latest
 * first, as `{ profileId, state }`; null when it is in none.
 */
export function engagementOf(id: RawBuilder<unknown>) {
  return sql<Engagement | null>`(select json_build_object('profileId', other_id, 'state', state) from (
      select c.profile2_id as other_id, ${PAIR_STATE} as state, c.updated_at
      from connections c where c.profile1_id = ${id} and ${LIVE_PAIR}
      union all
      select c.profile1_id, ${PAIR_STATE}, c.updated_at
      from connections c where c.profile2_id = ${id} and ${LIVE_PAIR}
    ) pairs order by case state when 'Matched' then 0 when 'In Contact' then 1 else 2 end, updated_at desc
    limit 1)`;
}
