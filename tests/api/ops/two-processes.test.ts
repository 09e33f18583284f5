import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engineUnderTest } from '../../support/engines';
import { filepondBody, jpegWithGps } from '../../support/pictures';
import { basic, call, newPlace, OPS_ADMIN, type Place, serverPool, signInOver } from './support';

const servers = serverPool();
const places: Place[] = [];
afterAll(async () => {
  await servers.stopAll();
  for (const p of places) await p.remove();
});

/**
 * Two app processes on one PostgreSQL database, each with a DATA_DIR of its own (nothing shared on disk):
 * whatever one process wrote, the other must see.
 */
describe.runIf(engineUnderTest === 'postgres')('two app processes on one PostgreSQL', () => {
  it('share sessions, pictures and sign-in rate limits', { timeout: 120_000 }, async () => {
    const shared = await newPlace('postgres', { migrated: true });
    places.push(shared);
    const other = await newPlace('postgres');
    places.push(other);
    const a = await servers.start(await shared.env());
    // Same database, another DATA_DIR and port.
    const b = await servers.start(await shared.env({ DATA_DIR: other.dataDir }));

    // A session made on A works on B, and signing out on B ends it on A.
    const session = await signInOver(a.url, OPS_ADMIN.email, OPS_ADMIN.password);
    expect((await call(b.url, 'GET', '/api/session', session.authorization)).status).toBe(200);

    // A picture uploaded through A is served by B, byte for byte.
    const upload = filepondBody(await jpegWithGps(800, 600), 'photo.jpg', 'image/jpeg');
    const uploaded = await fetch(`${a.url}/api/upload`, {
      method: 'POST',
      headers: upload.headers,
      body: upload.payload,
    });
    expect(uploaded.status).toBe(201);
    const id = await uploaded.text();
    const fromA = Buffer.from(await (await fetch(`${a.url}/file/${id}`)).arrayBuffer());
    const fromB = await fetch(`${b.url}/file/${id}`);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(fromA)).toBe(true);
    // ...because it lives in PostgreSQL, not in either process's folder.
    for (const dir of [shared.dataDir, other.dataDir])
      expect(fs.existsSync(path.join(dir, 'files'))).toBe(false);

    // Sign-in failures are counted in the database: 10 spread over both, then the 11th on either is 429.
    const wrong = basic(OPS_ADMIN.email, 'not the password');
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${(i % 2 === 0 ? a : b).url}/api/login`, {
        headers: { authorization: wrong },
      });
      expect(response.status, `attempt ${i + 1}`).toBe(401);
    }
    for (const server of [a, b]) {
      const response = await fetch(`${server.url}/api/login`, { headers: { authorization: wrong } });
      expect(response.status).toBe(429);
    }

    expect((await call(b.url, 'POST', '/api/logout', session.authorization)).status).toBe(204);
    expect((await call(a.url, 'GET', '/api/session', session.authorization)).status).toBe(401);
  });
});
