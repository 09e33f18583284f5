/**
 * The bureau's overview (issue 28, part 6; decision 052): `GET /api/admin/overview`, matchmakers only. Weeks
 * start on Monday and months on the 1st, in Pakistan's time (Asia/Karachi); the last 12 of each, oldest first,
 * the current one last (zeros included).
 */
import { z } from 'zod';

export const OVERVIEW_WEEKS = 12;
export const OVERVIEW_MONTHS = 12;
export const OVERVIEW_WAITING = 10;
/** The medians cover the families first approved in the last 12 months, as the fees' months (decision 081). */
export const OVERVIEW_MEDIAN_MONTHS = 12;

export const overviewSchema = z.object({
  statuses: z.array(z.object({ status: z.string(), count: z.number().int() })),
  weeks: z.array(
    z.object({
      /** The Monday the week starts, YYYY-MM-DD. */
      week: z.string(),
      submissions: z.number().int(),
      approvals: z.number().int(),
      sent: z.number().int(),
      matches: z.number().int(),
    }),
  ),
  /** Fees collected (the ledger: payments less their reversals), by the month received. */
  months: z.array(
    z.object({
      /** YYYY-MM. */
      month: z.string(),
      advance: z.number().int(),
      success: z.number().int(),
      /** Other payments and corrections of the paid fee. */
      other: z.number().int(),
    }),
  ),
  /**
   * Median days from a profile's approval (first set Active) to its first profile received, and to its first
   * Matched, over the profiles first approved in the last OVERVIEW_MEDIAN_MONTHS months (from the 1st).
   */
  medians: z.object({ toFirstSent: z.number().nullable(), toMatched: z.number().nullable() }),
  /** Active families waiting longest since anything happened (their profile or one of their connections). */
  waiting: z.array(
    z.object({
      profileId: z.number().int(),
      name: z.string().nullable(),
      lastActivity: z.string(),
      days: z.number().int(),
    }),
  ),
});
export type Overview = z.infer<typeof overviewSchema>;
