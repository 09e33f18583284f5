import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { ENGINE_NAMES, engineUnderTest, SKIPPED_BECAUSE } from './engines';

/**
 * After the run, which tests were skipped and why. In the API suite a skip is always a suite that runs on one
 * engine only (`describe.runIf(engineUnderTest === …)`): the summary's "skipped" count alone left a newcomer
 * wondering whether something was broken.
 */
export default class SkipReasons implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const skipped = testModules.flatMap((module) =>
      [...module.children.allTests('skipped')].map((test) => {
        const result = test.result();
        return {
          project: module.project.name,
          where: `${path.relative(process.cwd(), module.moduleId)} > ${test.fullName}`,
          note: result.state === 'skipped' ? result.note : undefined,
        };
      }),
    );
    if (skipped.length === 0) return;
    const api = skipped.filter((test) => test.project === 'api' && !test.note);
    const other = skipped.filter((test) => !api.includes(test));
    const lines: string[] = [''];
    if (api.length > 0) {
      lines.push(
        `${api.length} API test${api.length === 1 ? '' : 's'} skipped on ${ENGINE_NAMES[engineUnderTest]}: ${SKIPPED_BECAUSE[engineUnderTest]}`,
        ...api.map((test) => `  ${test.where}`),
      );
    }
    for (const test of other) lines.push(`Skipped: ${test.where}${test.note ? ` (${test.note})` : ''}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
