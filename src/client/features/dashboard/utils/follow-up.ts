import type { FollowUp } from '@shared/follow-up';
import { DASHBOARD_MESSAGES as MSG } from '../messages';

/** Pure texts of the follow-up (decision 031); the server decides the days and the mark. */

/**
 * A pair or family's wait: "Waiting 4 days" where someone waits (Awaiting Contact, In Contact, Recent
 * Connections); "Unchanged for 4 days" for a Matched pair, which waits for nothing.
 */
export function waitText(followUp: Pick<FollowUp, 'days'>, kind: 'waiting' | 'unchanged'): string {
  return kind === 'waiting' ? MSG.waiting(followUp.days) : MSG.unchanged(followUp.days);
}

/**
 * The note beside the count at the top of the dashboard ("2 need follow-up"): the rule, "waiting more than
 * 3 days", or, when nothing needs follow-up, that nothing has waited that long.
 */
export function followUpNote(followUp: { days: number; count: number }): string {
  return followUp.count === 0 ? MSG.followUpNone(followUp.days) : MSG.followUpRule(followUp.days);
}
