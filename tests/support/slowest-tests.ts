import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

/**
 * After the run, the 10 slowest tests with their time and their time limit (issue 26), so that a test creeping
 * towards its limit shows in CI's log before it fails there: a test at half its limit or more is marked.
 * Also the slowest test files, since a file's hooks (building its app, its data) are not in any test's time.
 */
export default class SlowestTests implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const tests = testModules.flatMap((module) =>
      [...module.children.allTests()].flatMap((test) => {
        const diagnostic = test.diagnostic();
        if (!diagnostic || test.result().state === 'skipped') return [];
        return [
          {
            where: `${module.project.name}  ${path.relative(process.cwd(), module.moduleId)} > ${test.fullName}`,
            duration: diagnostic.duration,
            timeout: test.options.timeout,
          },
        ];
      }),
    );
    if (tests.length === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const slowest = tests.sort((a, b) => b.duration - a.duration).slice(0, SHOWN);
    const lines = ['', `The ${slowest.length} slowest tests (time / time limit):`];
    for (const test of slowest) {
      const near = test.timeout && test.duration * 2 >= test.timeout ? '  ← within 2× of its limit' : '';
      const limit = test.timeout ? seconds(test.timeout) : 'none';
      lines.push(`  ${seconds(test.duration).padStart(7)} / ${limit.padEnd(6)} ${test.where}${near}`);
    }
    const files = testModules
      .map((module) => ({
        where: `${module.project.name}  ${path.relative(process.cwd(), module.moduleId)}`,
        duration: module.diagnostic().duration,
      }))
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 5);
    lines.push('The 5 slowest test files (with their set-up):');
    for (const file of files) lines.push(`  ${seconds(file.duration).padStart(7)}  ${file.where}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
