import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The API files that run longest, longest first (their order on a quiet 2-core machine, 2026-11-28: the first
 * 43 s, the last 5 s). Most are small files that start servers or send thousands of requests: by size (Vitest's
 * order when it has no times of its own, as on a fresh clone) they came last, and the run waited for them with
 * one core idle (issue 26).
 */
const LONG_FILES = [
  'tests/api/security/fuzz-3.test.ts',
  'tests/api/security/fuzz.test.ts',
  'tests/api/ops/backup-restore.test.ts',
  'tests/api/security/what-a-family-may-learn.test.ts',
  'tests/api/security/fuzz-2.test.ts',
  'tests/api/data-folder.test.ts',
  'tests/api/ops/first-start.test.ts',
  'tests/api/ops/shutdown.test.ts',
  'tests/api/ops/crash.test.ts',
  'tests/api/fit-first.test.ts',
  'tests/api/security/authorization-matrix.test.ts',
  'tests/api/auth.test.ts',
  'tests/api/overview-at-size.test.ts',
  'tests/api/security/privacy.test.ts',
  'tests/api/seed-demo.test.ts',
  'tests/api/near-matches-property.test.ts',
  'tests/api/nearest-first.test.ts',
  'tests/api/match-score-property.test.ts',
  'tests/api/payments.test.ts',
  'tests/api/ops/workers.test.ts',
  'tests/api/matching-property.test.ts',
].map((file) => here(`./${file}`));

/**
 * Vitest's order (the slowest of the last run first, else the largest file first), but the long files first, in
 * the order above, whatever the last run said: a fresh clone has no last run, and a run of a few files leaves
 * times that say little of the whole.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const gone = LONG_FILES.filter((file) => !existsSync(file));
    if (gone.length > 0)
      throw new Error(`vitest.config.ts names long files that are gone: ${gone.join(', ')}`);
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => LONG_FILES.indexOf(file.moduleId);
    const long = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...long, ...sorted.filter((file) => rank(file) < 0)];
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
