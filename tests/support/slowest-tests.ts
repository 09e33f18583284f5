import path from 'node:path';

/** One finished test: where it is, its name, how long it took and what its time limit was. */
export type TestTime = { where: string; durationMs: number; timeoutMs?: number };

/** How many of the slowest tests a run prints at its end. */
export const SLOWEST_COUNT = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 1000 ? 2 : 1)} s`;

/**
 * The slowest tests of a run, slowest first, as lines to print: each with its time and, when known, the share
 * of its time limit it used (a test past half of it is one busy machine away from failing).
 */
export function slowestLines(title: string, tests: TestTime[], count = SLOWEST_COUNT): string[] {
  if (tests.length === 0) return [];
  const slowest = [...tests].sort((a, b) => b.durationMs - a.durationMs).slice(0, count);
  return [
    '',
    `${title} (${slowest.length} of ${tests.length}):`,
    ...slowest.map((test) => {
      const share =
        test.timeoutMs && test.timeoutMs > 0
          ? ` (${Math.round((100 * test.durationMs) / test.timeoutMs)}% of ${seconds(test.timeoutMs)})`
          : '';
      return `  ${seconds(test.durationMs).padStart(7)}${share}  ${test.where}`;
    }),
  ];
}

/** A test file's path from the project's folder, as the lists print it. */
export const relative = (file: string) => path.relative(process.cwd(), file);
