/**
 * Issue 29, decision 074: the dashboard's families waiting to answer are read in the order of their wait from
 * one index per side, as many sides as the page needs. A family that received many profiles, on either side of
 * its connections, is one card at its longest wait; the pages hold every family once, in the order of that
 * wait, and the counts are of families.
 */
import type { SideStatus } from '@shared/connection-status';
import type { PendingConnections } from '@shared/profile-view';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const t = apiFixture();

/** Each family waiting, with the time of its longest wait. */
const families: { id: number; since: number }[] = [];

/** A connection in which `recipient` has received a profile `hours` ago, on side `side`. */
async function received(recipient: number, side: 1 | 2, hours: number, other: SideStatus = 'Not Received') {
  const sender = (await insertProfile(t.db, { gender: 'Female' })).id;
  const at = ago(hours * HOUR);
  const [one, two] = side === 1 ? [recipient, sender] : [sender, recipient];
  await t.db
    .insertInto('connections')
    .values({
      profile1Id: one,
      profile2Id: two,
      profile1Status: side === 1 ? 'Profile Received' : other,
      profile2Status: side === 2 ? 'Profile Received' : other,
      profile1UpdatedAt: at,
      profile2UpdatedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  return at.getTime();
}

beforeAll(async () => {
  // Ten families that each received eight profiles, all waiting longer than the twenty after them: the first
  // page's twenty families are met only after more than eighty sides.
  for (let f = 0; f < 30; f++) {
    const id = (await insertProfile(t.db, { gender: 'Male' })).id;
    const many = f < 10;
    let since = Number.POSITIVE_INFINITY;
    for (let k = 0; k < (many ? 8 : 1 + (f % 3)); k++) {
      const hours = (many ? 1000 : 500) - f * 10 - k * 7;
      since = Math.min(since, await received(id, k % 2 === 0 ? 1 : 2, hours));
    }
    families.push({ id, since });
  }
  // A family whose only received profile is of a pair already in contact does not wait to answer.
  const settled = (await insertProfile(t.db, { gender: 'Male' })).id;
  await received(settled, 1, 2000, 'In Contact');
});

const dashboard = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/pending-connections${query}`,
    headers: { authorization: t.admin },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PendingConnections;
};

describe('the dashboard’s families waiting to answer', () => {
  it('pages every family once, longest wait first, counted as families', async () => {
    const expected = [...families].sort((a, b) => a.since - b.since || a.id - b.id).map((f) => f.id);
    const first = await dashboard();
    expect(first.counts.pendingResponse).toBe(30);
    expect(first.pendingResponse.map((e) => e.profile._id)).toEqual(expected.slice(0, 20));
    // A family's card holds every profile it received, whichever side it is on.
    expect(first.pendingResponse[0]?.connections).toHaveLength(8);
    const second = await dashboard('?section=pendingResponse&page=2');
    expect(second.pendingResponse.map((e) => e.profile._id)).toEqual(expected.slice(20));
    expect((await dashboard('?section=pendingResponse&page=3')).pendingResponse).toEqual([]);
    // Every family has waited more than the follow-up days (3): all 30 are due, and the pair in contact.
    expect(first.followUp.count).toBe(31);
    expect(first.counts.inContact).toBe(1);
  });
});
