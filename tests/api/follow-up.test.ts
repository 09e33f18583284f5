/**
 * Issue 15, decision 031: the dashboard says how long each pair and each family has waited since its last
 * change, and marks those waiting longer than FOLLOW_UP_DAYS (a server setting, 3 by default) "Needs
 * follow-up", with their number at the top. GET /api/pending-connections, matchmakers only.
 */
import type { SideStatus } from '@shared/connection-status';
import type { PendingConnections } from '@shared/profile-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../support/api';
import { insertProfile } from '../support/factories';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

type World = { t: Api; admin: string };

async function world(env: Record<string, string> = {}): Promise<World> {
  const t = await createApi(env);
  return { t, admin: t.admin };
}

/** A man and a woman connected with the given sides, last changed `ageDays` ago (every timestamp of the row). */
async function connected(
  w: World,
  sides: [SideStatus, SideStatus],
  ageDays: number,
  inquiredDaysAgo: [number | null, number | null] = [null, null],
) {
  const man = await insertProfile(w.t.db, { gender: 'Male', age: 30, name: 'Bilal Ahmed' });
  const woman = await insertProfile(w.t.db, { gender: 'Female', age: 26, name: 'Sana Iqbal' });
  const at = daysAgo(ageDays);
  const inquired = (d: number | null) => (d === null ? null : daysAgo(d));
  const row = await w.t.db
    .insertInto('connections')
    .values({
      profile1Id: man.id,
      profile2Id: woman.id,
      profile1Status: sides[0],
      profile2Status: sides[1],
      profile1UpdatedAt: at,
      profile2UpdatedAt: at,
      profile1InquiredAboutReceivedProfileOn: inquired(inquiredDaysAgo[0]),
      profile2InquiredAboutReceivedProfileOn: inquired(inquiredDaysAgo[1]),
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, man: man.id, woman: woman.id };
}

async function dashboard(w: World, auth = w.admin) {
  const response = await w.t.app.inject({
    method: 'GET',
    url: '/api/pending-connections',
    headers: { authorization: auth },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PendingConnections;
}

const pairOf = (list: PendingConnections['awaitingContact'], id: number) => {
  const found = list.find((p) => p.connection._id === id);
  expect(found, `connection ${id}`).toBeDefined();
  return found!;
};
const entryOf = (d: PendingConnections, profileId: number) => {
  const found = d.pendingResponse.find((e) => e.profile._id === profileId);
  expect(found, `profile ${profileId}`).toBeDefined();
  return found!;
};

describe('follow-up with the default FOLLOW_UP_DAYS (3)', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });
  afterAll(async () => {
    await w.t.close();
  });

  it('marks a pair that waited longer than 3 days, not a fresh one, and counts it at the top', async () => {
    const old = await connected(w, ['Profile Accepted', 'Profile Accepted'], 4.2);
    const fresh = await connected(w, ['Profile Accepted', 'Profile Accepted'], 0.1);
    const twoDays = await connected(w, ['In Contact', 'Profile Accepted'], 2.5);
    const oldInContact = await connected(w, ['In Contact', 'In Contact'], 10);
    const d = await dashboard(w);

    expect(pairOf(d.awaitingContact, old.id).followUp).toEqual({
      since: expect.any(String),
      days: 4,
      needed: true,
    });
    const since = Date.parse(pairOf(d.awaitingContact, old.id).followUp.since);
    expect(Math.abs(since - daysAgo(4.2).getTime())).toBeLessThan(60_000);
    expect(pairOf(d.awaitingContact, fresh.id).followUp).toMatchObject({ days: 0, needed: false });
    expect(pairOf(d.inContact, twoDays.id).followUp).toMatchObject({ days: 2, needed: false });
    expect(pairOf(d.inContact, oldInContact.id).followUp).toMatchObject({ days: 10, needed: true });
    expect(d.followUp).toEqual({ days: 3, count: 2 });
  });

  it('never marks a Matched pair: the match is made', async () => {
    // The Matched section holds the last 30 days (issue 29, decision 053): 20 days, not 30 as before.
    const matched = await connected(w, ['Matched', 'Matched'], 20);
    const d = await dashboard(w);
    expect(pairOf(d.matched, matched.id).followUp).toMatchObject({ days: 20, needed: false });
  });

  it("a change starts the wait again: the pair's last change is its latest", async () => {
    const pair = await connected(w, ['In Contact', 'Profile Accepted'], 6);
    expect(pairOf((await dashboard(w)).inContact, pair.id).followUp.needed).toBe(true);
    const change = await w.t.app.inject({
      method: 'PATCH',
      url: `/api/profile-connection/${pair.man}-${pair.woman}/${pair.woman}`,
      payload: { status: 'In Contact' },
      headers: { authorization: w.admin },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(pairOf((await dashboard(w)).inContact, pair.id).followUp).toMatchObject({
      days: 0,
      needed: false,
    });
  });

  it('marks a family that received a profile and was not asked about it for longer than 3 days', async () => {
    const waiting = await connected(w, ['Profile Received', 'Not Received'], 5);
    const asked = await connected(w, ['Profile Received', 'Not Received'], 5, [1, null]);
    const fresh = await connected(w, ['Profile Received', 'Not Received'], 1);
    const d = await dashboard(w);
    expect(entryOf(d, waiting.man).followUp).toMatchObject({ days: 5, needed: true });
    // Asking the family (Inquire) is the follow-up: the wait starts again from the inquiry.
    expect(entryOf(d, asked.man).followUp).toMatchObject({ days: 1, needed: false });
    expect(entryOf(d, fresh.man).followUp).toMatchObject({ days: 1, needed: false });
    const marked = [...d.awaitingContact, ...d.inContact, ...d.matched, ...d.pendingResponse].filter(
      (item) => item.followUp.needed,
    );
    expect(d.followUp.count).toBe(marked.length);
  });

  it("a family's wait is its longest among the profiles it received", async () => {
    const first = await connected(w, ['Profile Received', 'Not Received'], 1);
    // The same family receives another profile, older and never asked about.
    const other = await insertProfile(w.t.db, { gender: 'Female', age: 24 });
    await w.t.db
      .insertInto('connections')
      .values({
        profile1Id: first.man,
        profile2Id: other.id,
        profile1Status: 'Profile Received',
        profile2Status: 'Not Received',
        profile1UpdatedAt: daysAgo(7),
        profile2UpdatedAt: daysAgo(7),
        updatedAt: daysAgo(7),
      })
      .execute();
    expect(entryOf(await dashboard(w), first.man).followUp).toMatchObject({ days: 7, needed: true });
  });

  it('is for matchmakers only', async () => {
    const family = await insertProfile(w.t.db, { gender: 'Male' });
    const auth = await w.t.familyAuth(family);
    const response = await w.t.app.inject({
      method: 'GET',
      url: '/api/pending-connections',
      headers: { authorization: auth },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('followUp');
  });
});

describe('follow-up with FOLLOW_UP_DAYS=1', () => {
  let w: World;
  beforeAll(async () => {
    w = await world({ FOLLOW_UP_DAYS: '1' });
  });
  afterAll(async () => {
    await w.t.close();
  });

  it('marks a pair after one day instead of three', async () => {
    const pair = await connected(w, ['Profile Accepted', 'Profile Accepted'], 2);
    const fresh = await connected(w, ['Profile Accepted', 'Profile Accepted'], 0.5);
    const d = await dashboard(w);
    expect(pairOf(d.awaitingContact, pair.id).followUp).toMatchObject({ days: 2, needed: true });
    expect(pairOf(d.awaitingContact, fresh.id).followUp).toMatchObject({ days: 0, needed: false });
    expect(d.followUp).toEqual({ days: 1, count: 1 });
  });
});
