import { afterAll, describe, expect, it } from 'vitest';
import { engineUnderTest } from '../../support/engines';
import { openEventStream } from '../../support/event-stream';
import { womanProfile } from '../../support/profiles';
import { call, newPlace, OPS_ADMIN, type Place, serverPool, signInOver } from './support';

const servers = serverPool();
const places: Place[] = [];
const streams: { close(): void }[] = [];
afterAll(async () => {
  for (const stream of streams) stream.close();
  await servers.stopAll();
  for (const p of places) await p.remove();
});

/**
 * Issue 27 (decision 055): a screen open on one app process follows a change made through another process on
 * the same PostgreSQL database (LISTEN/NOTIFY), within the 2 s a screen has to follow.
 */
describe.runIf(engineUnderTest === 'postgres')('events between two app processes on one PostgreSQL', () => {
  it('a change made through B reaches a stream open on A', { timeout: 120_000 }, async () => {
    const shared = await newPlace('postgres', { migrated: true });
    places.push(shared);
    const other = await newPlace('postgres');
    places.push(other);
    const a = await servers.start(await shared.env());
    const b = await servers.start(await shared.env({ DATA_DIR: other.dataDir }));
    const onA = await signInOver(a.url, OPS_ADMIN.email, OPS_ADMIN.password);
    const onB = await signInOver(b.url, OPS_ADMIN.email, OPS_ADMIN.password);

    const stream = await openEventStream(a.url, onA.authorization);
    streams.push(stream);
    await stream.ready();
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    // A new submission through B, then a status change through B: A's screen hears of both.
    const created = await call(b.url, 'POST', '/api/profile', null, womanProfile({ phoneNo: '03001112223' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body?._id as number;
    await stream.waitFor((e) => e.type === 'profile' && e.id === id, 2000);
    await stream.waitFor((e) => e.type === 'counts', 2000);
    const from = stream.received.length;
    const changed = await call(b.url, 'PATCH', `/api/profile/${id}`, onB.authorization, { status: 'Active' });
    expect(changed.status).toBe(200);
    await stream.waitFor((e) => e.type === 'profile' && e.id === id, 2000, from);
  });
});
