import type { Reporter, TestModule } from 'vitest/node';
import { relative, slowestLines, type TestTime } from './slowest-tests';

/** After the run, the 10 slowest tests of each project (unit, api) with their share of the time limit. */
export default class SlowestTests implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const byProject = new Map<string, TestTime[]>();
    for (const module of testModules) {
      const project = module.project.name;
      const defaultTimeout = module.project.config.testTimeout;
      for (const test of module.children.allTests()) {
        const diagnostic = test.diagnostic();
        const state = test.result().state;
        if (!diagnostic || state === 'skipped' || state === 'pending') continue;
        const times = byProject.get(project) ?? [];
        times.push({
          where: `${relative(module.moduleId)} > ${test.fullName}`,
          durationMs: diagnostic.duration,
          timeoutMs: test.options.timeout ?? defaultTimeout,
        });
        byProject.set(project, times);
      }
    }
    const lines = [...byProject].flatMap(([project, times]) =>
      slowestLines(`Slowest tests (${project || 'tests'})`, times),
    );
    if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
  }
}
