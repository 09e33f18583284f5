/**
 * Issue 29 (decision 068): share contacts and the one follow-up.
 * POST /api/connections/{id}/share-contacts moves a pair Awaiting Contact to In Contact on both sides, in the
 * history under the matchmaker's name; any other pair is a 400 and nothing changes; families get 403. The
 * follow-up records the inquiry on the family's side and clears "Needs follow-up" on the dashboard.
 */

import { CONNECTION_MESSAGES } from '@shared/connection-rules';
import type { SideStatus } from '@shared/connection-status';
import type { ConnectionHistoryEntry, PendingConnections } from '@shared/profile-view';
import { describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const t = apiFixture();
const DAY = 24 * 60 * 60 * 1000;

const share = (id: number | string, auth: string | undefined = t.admin) =>
  t.call({ method: 'POST', url: `/api/connections/${id}/share-contacts`, auth });

async function pair(sides: [SideStatus, SideStatus], ageDays = 0) {
  const man = await insertProfile(t.db, { gender: 'Male', name: 'Bilal Ahmed' });
  const woman = await insertProfile(t.db, { gender: 'Female', name: 'Sana Iqbal' });
  const at = new Date(Date.now() - ageDays * DAY);
  const row = await t.db
    .insertInto('connections')
    .values({
      profile1Id: man.id,
      profile2Id: woman.id,
      profile1Status: sides[0],
      profile2Status: sides[1],
      profile1UpdatedAt: at,
      profile2UpdatedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, man, woman };
}

const sidesOf = async (id: number) =>
  t.db
    .selectFrom('connections')
    .select(['profile1Status', 'profile2Status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function historyOf(id: number) {
  const answer = await t.asMatchmaker({ method: 'GET', url: `/api/connections/${id}/history` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as ConnectionHistoryEntry[];
}

async function dashboard() {
  const answer = await t.asMatchmaker({ method: 'GET', url: '/api/pending-connections' });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as PendingConnections;
}

describe('POST /api/connections/{id}/share-contacts', () => {
  it('moves both sides of an Awaiting Contact pair to In Contact, each in the history by the matchmaker', async () => {
    const { id, man, woman } = await pair(['Profile Accepted', 'Profile Accepted']);
    expect((await dashboard()).awaitingContact.map((p) => p.connection._id)).toContain(id);

    const answer = await share(id);
    expect(answer.statusCode, answer.body).toBe(200);
    const connection = answer.json();
    expect(connection._id).toBe(id);
    expect([connection.profile1.status, connection.profile2.status]).toEqual(['In Contact', 'In Contact']);
    expect(await sidesOf(id)).toEqual({ profile1Status: 'In Contact', profile2Status: 'In Contact' });

    const history = await historyOf(id);
    for (const profile of [man.id, woman.id]) {
      expect(history).toContainEqual(
        expect.objectContaining({
          profile,
          field: 'status',
          from: 'Profile Accepted',
          to: 'In Contact',
          by: 'matchmaker@rishta.test',
        }),
      );
    }
    expect(history.every((entry) => entry.byName)).toBe(true);

    // The pair has left Awaiting Contact for In Contact on the dashboard.
    const after = await dashboard();
    expect(after.awaitingContact.map((p) => p.connection._id)).not.toContain(id);
    expect(after.inContact.map((p) => p.connection._id)).toContain(id);
  });

  it('refuses a pair not Awaiting Contact with a clear 400, changing nothing', async () => {
    for (const sides of [
      ['Profile Accepted', 'Profile Received'],
      ['In Contact', 'In Contact'],
      ['Profile Accepted', 'Profile Rejected'],
    ] as [SideStatus, SideStatus][]) {
      const { id } = await pair(sides);
      const answer = await share(id);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toBe(CONNECTION_MESSAGES.notAwaitingContact);
      expect(await sidesOf(id)).toEqual({ profile1Status: sides[0], profile2Status: sides[1] });
      expect(await historyOf(id)).toEqual([]);
    }
  });

  it('a second share of the same pair is refused: it is In Contact already', async () => {
    const { id } = await pair(['Profile Accepted', 'Profile Accepted']);
    const [first, second] = await Promise.all([share(id), share(id)]);
    const codes = [first.statusCode, second.statusCode].sort();
    // One wins; the other finds the pair moved (400) or loses the version race (409).
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
    expect(await sidesOf(id)).toEqual({ profile1Status: 'In Contact', profile2Status: 'In Contact' });
    expect((await historyOf(id)).filter((e) => e.to === 'In Contact')).toHaveLength(2);
  });

  it('families get 403, strangers 401, a missing pair 404, a bad id 400', async () => {
    const { id, man } = await pair(['Profile Accepted', 'Profile Accepted']);
    expect((await share(id, await t.familyAuth(man))).statusCode).toBe(403);
    expect(
      (await t.anonymous({ method: 'POST', url: `/api/connections/${id}/share-contacts` })).statusCode,
    ).toBe(401);
    expect(await sidesOf(id)).toEqual({
      profile1Status: 'Profile Accepted',
      profile2Status: 'Profile Accepted',
    });
    expect((await share(999_999)).json()).toMatchObject({
      statusCode: 404,
      message: CONNECTION_MESSAGES.connectionNotFound,
    });
    const bad = await share('12x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Connection id must be a number.');
  });
});

describe('the follow-up (the family asked about the profiles it received)', () => {
  it('records the inquiry on the family side, in the history, and clears "Needs follow-up"', async () => {
    const { id, man, woman } = await pair(['Profile Received', 'Not Received'], 10);
    const before = (await dashboard()).pendingResponse.find((e) => e.profile._id === man.id);
    expect(before?.followUp.needed).toBe(true);

    const on = new Date().toISOString();
    const answer = await t.asMatchmaker({
      method: 'PATCH',
      url: `/api/profile-connection/${man.id}-${woman.id}/${man.id}`,
      payload: { inquiredAboutReceivedProfileOn: on },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().profile1.inquiredAboutReceivedProfileOn).toBe(on);

    const after = (await dashboard()).pendingResponse.find((e) => e.profile._id === man.id);
    expect(after?.followUp.needed).toBe(false);
    expect(after?.followUp.days).toBe(0);
    expect(await historyOf(id)).toContainEqual(
      expect.objectContaining({ profile: man.id, field: 'inquired', to: on, by: 'matchmaker@rishta.test' }),
    );
  });
});

describe('the sent-profile message (issue 29: phone and language)', () => {
  it("goes to a woman's family phone by default, with the text in English and Urdu, no doubled stops", async () => {
    const man = await insertProfile(t.db, {
      gender: 'Male',
      name: 'Bilal Ahmed',
      education: 'M.B.B.S.',
      phoneNo: '+923007654321',
    });
    const woman = await insertProfile(t.db, {
      gender: 'Female',
      name: 'Sana Iqbal',
      familyPhoneNo: '+923211234567',
    });
    const answer = await t.asMatchmaker({
      method: 'POST',
      url: '/api/profile-connection',
      payload: { sentTo: woman.id, profileSent: man.id },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as { whatsappLink: string; whatsappTexts: { en: string; ur: string } };
    expect(body.whatsappLink).toMatch(/^https:\/\/wa\.me\/923211234567\?text=/);
    expect(new URL(body.whatsappLink).searchParams.get('text')).toBe(body.whatsappTexts.en);
    expect(body.whatsappTexts.en).toContain(`Bilal Ahmed, `);
    expect(body.whatsappTexts.en).toMatch(
      new RegExp(`M\\.B\\.B\\.S, Sunni \\(Profile Id: ${man.id}\\)\\.\n`),
    );
    expect(body.whatsappTexts.ur).toContain(`(پروفائل نمبر: ${man.id})۔`);
    for (const text of Object.values(body.whatsappTexts)) {
      expect(text).not.toMatch(/[.,;:!?،۔]\s*[.,;:!?،۔]/u);
      expect(text).toContain(`?to=/profile/${man.id}`);
    }
    // To a man the link stays at his own phone; her name never goes into it.
    const back = await t.asMatchmaker({
      method: 'POST',
      url: '/api/profile-connection',
      payload: { sentTo: man.id, profileSent: woman.id },
    });
    const backBody = back.json() as { whatsappLink: string; whatsappTexts: { en: string; ur: string } };
    expect(backBody.whatsappLink).toMatch(/^https:\/\/wa\.me\/923007654321\?text=/);
    expect(Object.values(backBody.whatsappTexts).join('\n')).not.toContain('Sana');
  });
});
