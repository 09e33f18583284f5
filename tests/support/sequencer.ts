import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The test files that run longest though they are small: the fuzzing's parts (their endpoints are in fuzz-world.ts). */
const LONG_AND_SMALL = /tests\/api\/security\/fuzz(-\d)?\.test\.ts$/;

/**
 * Vitest's order (the slowest of the last run first, else the largest file first), but the fuzzing's parts first
 * whatever the last run said: they are the longest files and, being small, came last on a fresh clone, where the
 * whole run then waited for them (issue 26).
 */
export default class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = sorted.filter((file) => LONG_AND_SMALL.test(file.moduleId));
    return [...long, ...sorted.filter((file) => !long.includes(file))];
  }
}
