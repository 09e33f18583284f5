/**
 * Follow-up on the dashboard (issue 15, decision 031): how long a pair or a family has waited since its last
 * change, and whether it has waited longer than FOLLOW_UP_DAYS (a server setting) and so needs the
 * matchmaker's follow-up. Pure rules; the server applies them and sends the result with the dashboard.
 */
import { z } from 'zod';
import type { NumberRange } from './constants';

/** FOLLOW_UP_DAYS: whole days, 3 unless the server is told otherwise. */
export const FOLLOW_UP_DAYS: NumberRange & { readonly default: number } = { min: 1, max: 60, default: 3 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the dashboard shows of one pair or family: since when it waits, for how many whole days, the mark. */
export const followUpSchema = z.object({
  /** The last change (ISO): the wait starts here. */
  since: z.string(),
  /** Whole days waited (0 on the day of the change; never negative). */
  days: z.number().int().min(0),
  /** Waited longer than FOLLOW_UP_DAYS: "Needs follow-up". */
  needed: z.boolean(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

type Instant = Date | string | null | undefined;

const timeOf = (at: Instant): number | null => {
  if (at === null || at === undefined) return null;
  const t = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return Number.isNaN(t) ? null : t;
};

/**
 * The latest of the given instants (missing ones ignored): a pair's last change is the latest of its
 * connection's and its two sides' changes; a family's, the latest of receiving the profile and being asked
 * about it. Null when none is known.
 */
export function lastChange(...instants: Instant[]): Date | null {
  const times = instants.map(timeOf).filter((t): t is number => t !== null);
  return times.length === 0 ? null : new Date(Math.max(...times));
}

/**
 * The follow-up of something that last changed at `since`, seen at `now`: whole days waited, and `needed` when
 * the wait is longer than `followUpDays` days (exactly `followUpDays` days is not yet longer). A `since` in
 * the future (an inquiry dated ahead) counts as no wait.
 */
export function followUpOf(since: Date, now: Date, followUpDays: number): FollowUp {
  const waited = Math.max(0, now.getTime() - since.getTime());
  return {
    since: since.toISOString(),
    days: Math.floor(waited / DAY_MS),
    needed: waited > followUpDays * DAY_MS,
  };
}

/** How many of these need follow-up. */
export function countNeedingFollowUp(items: readonly { followUp: Pick<FollowUp, 'needed'> }[]): number {
  return items.filter((item) => item.followUp.needed).length;
}

/** The longest wait among several (a family's received profiles): the one with the earliest `since`. */
export function longestWait(followUps: readonly FollowUp[]): FollowUp | null {
  let longest: FollowUp | null = null;
  for (const f of followUps) if (!longest || Date.parse(f.since) < Date.parse(longest.since)) longest = f;
  return longest;
}
