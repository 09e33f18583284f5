import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { engineUnderTest } from '../../support/engines';
import { womanProfile } from '../../support/profiles';
import { stopServer } from '../../support/server-process';
import { call, newPlace, OPS_ADMIN, type Place, serverPool, signInOver } from './support';

const servers = serverPool();
let place: Place | undefined;
afterAll(async () => {
  await servers.stopAll();
  await place?.remove();
});

describe(`graceful shutdown on ${engineUnderTest}`, () => {
  it('finishes a request in flight on SIGTERM, refuses new connections, then exits 0', {
    timeout: 120_000,
  }, async () => {
    place = await newPlace(engineUnderTest, { migrated: true });
    const env = await place.env();
    const server = await servers.start(env);
    const body = JSON.stringify(womanProfile({ name: 'Slow Upload Family', phoneNo: '03004445566' }));
    const half = Math.floor(body.length / 2);

    // A family's submission whose body arrives slowly: half now, half after the server was told to stop.
    let answered: (value: { status: number; body: string }) => void = () => {};
    const answer = new Promise<{ status: number; body: string }>((resolve) => {
      answered = resolve;
    });
    const request = http.request(`${server.url}/api/profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => answered({ status: response.statusCode ?? 0, body: text }));
    });
    request.write(body.slice(0, half));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = new Promise<number | null>((resolve) => server.child.on('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Draining: a new connection is no longer accepted.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(server.child.exitCode).toBeNull();

    request.end(body.slice(half));
    const response = await answer;
    expect(response.status).toBe(201);
    const id = (JSON.parse(response.body) as { _id: number })._id;
    expect(await exited).toBe(0);
    expect(server.output()).not.toContain('exiting anyway');

    // The submission that was in flight is in the database.
    const again = await servers.start(env);
    const admin = (await signInOver(again.url, OPS_ADMIN.email, OPS_ADMIN.password)).authorization;
    const stored = await call(again.url, 'GET', `/api/profile/${id}`, admin);
    expect(stored.status).toBe(200);
    expect((stored.body as { profile: { name: string } }).profile.name).toBe('Slow Upload Family');
    await stopServer(again, 'SIGTERM');
  });
});
