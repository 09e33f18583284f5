import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { relative, slowestLines, type TestTime } from './slowest-tests';

/**
 * After the run, the 10 slowest end-to-end tests with their share of the time limit (issue 26): CI shows
 * where its minutes go and which test is near its timeout.
 */
export default class SlowestTests implements Reporter {
  private readonly times = new Map<TestCase, TestTime>();

  printsToStdio() {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') return;
    // A retried test counts with its last attempt.
    this.times.set(test, {
      where: `${relative(test.location.file)}:${test.location.line} › ${test.titlePath().slice(3).join(' › ')}`,
      durationMs: result.duration,
      timeoutMs: test.timeout,
    });
  }

  onEnd(_result: FullResult) {
    const lines = slowestLines('Slowest end-to-end tests', [...this.times.values()]);
    if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
  }
}
