import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One temporary folder for the whole run (issue 26: "nothing left in the temporary folder"). Every data folder
 * and backup file a test makes with `os.tmpdir()` lands in it, since the test workers inherit its TMPDIR; it is
 * removed at the end of the run, also after a test failed or ran out of time while it was still writing.
 * (The servers tests start get the system's folder back: tests/support/server-process.ts says why.)
 */
export default function setup() {
  if (process.env.RISHTA_TEST_TMPDIR) return;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-tests-'));
  const previous = process.env.TMPDIR;
  process.env.RISHTA_SYSTEM_TMPDIR = os.tmpdir();
  process.env.RISHTA_TEST_TMPDIR = folder;
  process.env.TMPDIR = folder;
  return () => {
    fs.rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    delete process.env.RISHTA_TEST_TMPDIR;
    delete process.env.RISHTA_SYSTEM_TMPDIR;
  };
}
