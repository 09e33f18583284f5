import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The test files that run longest though they are small: the fuzzing's parts (their endpoints are in fuzz-world.ts). */
const LONG_AND_SMALL = /tests\/api\/security\/fuzz(-\d)?\.test\.ts$/;

/**
 * Vitest's order (the slowest of the last run first, else the largest file first), but the fuzzing's parts first
 * whatever the last run said: they are the longest files and, being small, came last on a fresh clone, where the
 * whole run then waited for them (issue 26).
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = sorted.filter((file) => LONG_AND_SMALL.test(file.moduleId));
    return [...long, ...sorted.filter((file) => !long.includes(file))];
  }
}

export default defineConfig({
  resolve: {
    alias: {
      '@shared': here('./src/shared'),
      '@server': here('./src/server'),
      '@client': here('./src/client'),
    },
  },
  test: {
    // Vitest's default is a worker less than the cores, one on a 2-core machine: the whole suite then ran one file
    // after the other while the second core idled (issue 26). Its main process has little to do here.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
    // The default progress, then which tests were skipped and why (an engine-only suite on the other engine),
    // then the 10 slowest tests of each project against their time limits (issue 26).
    reporters: ['default', './tests/support/skip-reasons.ts', './tests/support/vitest-slowest.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // As the API files: a worker loads the modules once, not once per file (82 files of milliseconds of
          // tests took 40 s, 30 of them loading the catalogs and the environment again; issue 26). A test that
          // stubs a global unstubs it after itself (api-client.test.ts).
          isolate: false,
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'node',
          // The app registers the features' catalogs at start; the client's tests do the same.
          setupFiles: ['src/client/app/i18n/catalogs.ts'],
          globalSetup: ['tests/support/temporary-folder.ts'],
          // The property tests run hundreds of cases: 1–2 s on a quiet machine, over 5 s on a loaded one.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // Components drawn into jsdom with the real theme and catalogs, no server (issue 26): what a screen
          // says, in which language and direction. Layout (sizes, positions) stays in the browser tests.
          name: 'render',
          include: ['tests/render/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/render-setup.ts'],
          globalSetup: ['tests/support/temporary-folder.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/temporary-folder.ts', 'tests/support/global-setup.ts'],
          // Password hashes at a lower cost in these tests only (the file says why and what holds the real one).
          setupFiles: ['tests/support/api-setup.ts'],
          // The app's modules are loaded once per worker, not once per test file (issue 26: loading them was
          // seconds of every file). Each file still gets its own app on its own copy of the database, and no API
          // test mocks a module.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
