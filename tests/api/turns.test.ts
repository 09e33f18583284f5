import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineUnderTest } from '../support/engines';
import { insertProfile } from '../support/factories';
import { ADMIN, createTestApp, signIn, type TestApp } from '../support/test-app';

const BATCH = 40;
const CLIENT = path.resolve(import.meta.dirname, '../support/connection-burst.mjs');

/**
 * Decision 088: on the embedded database a request never waits on I/O, so a server that read many requests in
 * one turn of the event loop answered them all before it accepted the next connection; at a broadcast, the
 * last families waited 10 s before the server saw them. Each request now takes a turn of its own.
 */
describe.runIf(engineUnderTest === 'pglite')('one request per turn on PGlite', () => {
  let test: TestApp;
  let authorization: string;
  beforeAll(async () => {
    test = await createTestApp();
    for (let i = 0; i < 60; i += 1)
      await insertProfile(test.db, { gender: i % 2 ? 'Male' : 'Female', age: 22 + (i % 15) });
    authorization = (await signIn(test.app, ADMIN.email, ADMIN.password)).authorization;
    await test.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await test.close();
  });

  it('accepts a connection that arrives while many requests wait, before they are all answered', async () => {
    const answeredAtAccept: number[] = [];
    let answered = 0;
    test.app.server.on('request', (_request, response) =>
      response.on('finish', () => {
        answered += 1;
      }),
    );
    test.app.server.on('connection', () => answeredAtAccept.push(answered));
    const { port } = test.app.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) =>
      execFile(
        process.execPath,
        [CLIENT, String(port), String(BATCH), '/api/profiles?status=All', authorization],
        { timeout: 60_000 },
        (error) => (error ? reject(error) : resolve()),
      ),
    );
    expect(answered).toBe(BATCH + 1);
    // The batch's connections were accepted with nothing answered; the last one comes after the first answer.
    expect(answeredAtAccept).toHaveLength(BATCH + 1);
    expect(answeredAtAccept.slice(0, BATCH).every((n) => n === 0)).toBe(true);
    const late = answeredAtAccept[BATCH] ?? Number.NaN;
    expect(late).toBeGreaterThanOrEqual(1);
    // Without turns it was accepted only once all BATCH requests were answered (the whole batch in one turn).
    expect(late).toBeLessThan(BATCH / 2);
  });
});
