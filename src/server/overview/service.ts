import {
  OVERVIEW_MEDIAN_MONTHS,
  OVERVIEW_MONTHS,
  OVERVIEW_WAITING,
  OVERVIEW_WEEKS,
  type Overview,
} from '@shared/overview';
import type { OverviewRepository } from './repository';

const DAY = 86_400_000;
const oneDecimal = (n: number | null) => (n === null ? null : Math.round(Number(n) * 10) / 10);

/** The bureau's overview (issue 28, part 6): one answer, its figures read side by side. */
export function overviewService(deps: { overview: OverviewRepository; now?: () => Date }) {
  return {
    async get(): Promise<Overview> {
      await deps.overview.compact();
      const [statuses, weeks, months, medians, waiting] = await Promise.all([
        deps.overview.statuses(),
        deps.overview.weekly(OVERVIEW_WEEKS),
        deps.overview.monthly(OVERVIEW_MONTHS),
        deps.overview.medians(OVERVIEW_MEDIAN_MONTHS),
        deps.overview.waiting(OVERVIEW_WAITING),
      ]);
      const now = (deps.now?.() ?? new Date()).getTime();
      return {
        statuses,
        weeks,
        months,
        medians: { toFirstSent: oneDecimal(medians.toFirstSent), toMatched: oneDecimal(medians.toMatched) },
        waiting: waiting.map((w) => {
          const at = new Date(w.lastActivity);
          return {
            profileId: w.profileId,
            name: w.name,
            lastActivity: at.toISOString(),
            days: Math.floor((now - at.getTime()) / DAY),
          };
        }),
      };
    },
  };
}
export type OverviewService = ReturnType<typeof overviewService>;
