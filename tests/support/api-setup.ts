import { setPasswordCostForTests } from '../../src/server/auth/secrets';

// Every API test file: password hashes at a 16th of the real cost (scrypt N=1024 instead of 16384). The suite
// signs in thousands of times (the fuzzed login alone a thousand, each wrong e-mail checked against a decoy
// hash); at the real cost that was minutes of a busy 2-core machine. The real cost is held by
// src/server/auth/secrets.test.ts, and the servers tests/api/ops start hash at it.
setPasswordCostForTests(1024);
