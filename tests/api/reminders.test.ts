/**
 * Issue 27 (decision 054): reminders are notes with a time. `POST /api/profile/{id}/notes {text, dueAt}`;
 * `GET /api/reminders?due=true` lists the due ones, the signed-in matchmaker's first, each with its profile's
 * name and id; Done and Snooze (1 day, 1 week). Matchmakers only.
 */
import { NOTE_MESSAGES } from '@shared/notes';
import { REMINDER_MESSAGES, type Reminder } from '@shared/reminders';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';
import { ADMIN } from '../support/test-app';

const t = apiFixture();
let owner: string;
let second: string;
beforeAll(async () => {
  owner = (await t.signIn(ADMIN.email, ADMIN.password)).authorization;
  const { invitationUrl } = (
    await call({
      method: 'POST',
      url: '/api/admin/matchmakers',
      auth: owner,
      payload: { name: 'Nadia', email: 'nadia@rishta.test' },
    })
  ).json();
  await call({
    method: 'POST',
    url: `/api/invitations/${invitationUrl.split('/').pop()}`,
    payload: { password: 'nadia password' },
  });
  second = (await t.signIn('nadia@rishta.test', 'nadia password')).authorization;
});
const { call } = t;
const note = (profileId: number, payload: unknown, auth = owner) =>
  call({
    method: 'POST',
    url: `/api/profile/${profileId}/notes`,
    auth,
    payload: payload as InjectOptions['payload'],
  });
const due = async (auth = owner) => {
  const response = await call({ method: 'GET', url: '/api/reminders?due=true', auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Reminder[];
};
const hoursFromNow = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

describe('reminders', () => {
  it('lists due reminders, mine first, with the profile; not the future ones nor plain notes', async () => {
    const p = await insertProfile(t.db, { gender: 'Female', age: 25, name: 'Hina Reminder' });
    const q = await insertProfile(t.db, { gender: 'Male', age: 29, name: 'Bilal Reminder' });
    const theirs = (await note(p.id, { text: 'Nadia: call back', dueAt: hoursFromNow(-3) }, second)).json();
    const mine = (await note(q.id, { text: 'Owner: call back', dueAt: hoursFromNow(-1) })).json();
    const future = (await note(p.id, { text: 'Later', dueAt: hoursFromNow(48) })).json();
    await note(p.id, { text: 'Just a note' });
    expect(mine).toMatchObject({ dueAt: expect.any(String), doneAt: null, authorName: 'Matchmaker' });

    const list = await due();
    expect(list.map((r) => r._id)).toEqual([mine._id, theirs._id]);
    expect(list[0]).toMatchObject({
      text: 'Owner: call back',
      profileId: q.id,
      profileName: 'Bilal Reminder',
      matchmakerName: 'Matchmaker',
      mine: true,
    });
    expect(list[1]).toMatchObject({ profileId: p.id, matchmakerName: 'Nadia', mine: false });
    // Nadia sees her own first.
    expect((await due(second)).map((r) => r._id)).toEqual([theirs._id, mine._id]);
    // Without due=true: every open reminder, the future one too.
    const open = (await call({ method: 'GET', url: '/api/reminders', auth: owner })).json() as Reminder[];
    expect(open.map((r) => r._id)).toContain(future._id);

    // A timezone offset is kept as the same instant.
    const offset = (await note(p.id, { text: 'Karachi time', dueAt: '2030-01-02T10:00:00+05:00' })).json();
    expect(offset.dueAt).toBe('2030-01-02T05:00:00.000Z');
  });

  it('Done takes a reminder off; Snooze moves it 1 day or 1 week ahead; both go to the history', async () => {
    const p = await insertProfile(t.db, { gender: 'Female', age: 27 });
    const a = (await note(p.id, { text: 'Done me', dueAt: hoursFromNow(-2) })).json();
    const b = (await note(p.id, { text: 'Snooze me', dueAt: hoursFromNow(-2) })).json();

    const done = await call({ method: 'POST', url: `/api/reminders/${a._id}/done`, auth: second });
    expect(done.statusCode).toBe(204);
    expect((await due()).map((r) => r._id)).not.toContain(a._id);
    const again = await call({ method: 'POST', url: `/api/reminders/${a._id}/done`, auth: owner });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(REMINDER_MESSAGES.notFound);

    const snoozed = await call({
      method: 'POST',
      url: `/api/reminders/${b._id}/snooze`,
      auth: owner,
      payload: { days: 7 },
    });
    expect(snoozed.statusCode, snoozed.body).toBe(200);
    const until = new Date(snoozed.json().dueAt).getTime();
    expect(Math.abs(until - (Date.now() + 7 * 24 * 3600_000))).toBeLessThan(60_000);
    expect((await due()).map((r) => r._id)).not.toContain(b._id);
    // Its time comes again (the clock moved through the row): due once more; a day's snooze.
    await t.db
      .updateTable('profileNotes')
      .set({ dueAt: sql`now() - interval '1 minute'` })
      .where('id', '=', b._id)
      .execute();
    expect((await due()).map((r) => r._id)).toContain(b._id);
    const day = await call({
      method: 'POST',
      url: `/api/reminders/${b._id}/snooze`,
      auth: owner,
      payload: { days: 1 },
    });
    expect(Math.abs(new Date(day.json().dueAt).getTime() - (Date.now() + 24 * 3600_000))).toBeLessThan(
      60_000,
    );

    const history = (await call({ method: 'GET', url: `/api/profile/${p.id}/history`, auth: owner })).json();
    expect(history.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['reminderDone', 'reminderSnoozed']),
    );
    expect(history.find((e: { field: string }) => e.field === 'reminderDone')).toMatchObject({
      from: String(a._id),
      byName: 'Nadia',
    });
    // The notes keep the reminder's state.
    const notes = (await call({ method: 'GET', url: `/api/profile/${p.id}/notes`, auth: owner })).json();
    expect(notes.find((n: { _id: number }) => n._id === a._id).doneAt).toEqual(expect.any(String));
  });

  it('refuses what is not valid with the product’s words', async () => {
    const p = await insertProfile(t.db, { gender: 'Female', age: 27 });
    for (const dueAt of ['tomorrow', '2030-13-01T10:00:00Z', '2030-01-01', 5, null]) {
      const response = await note(p.id, { text: 'x', dueAt });
      expect(response.statusCode, String(dueAt)).toBe(400);
      expect(response.json().message).toBe(NOTE_MESSAGES.dueAtInvalid);
    }
    const r = (await note(p.id, { text: 'x', dueAt: hoursFromNow(-1) })).json();
    for (const payload of [{ days: 3 }, { days: '1' }, {}, { days: 1, extra: true }]) {
      const response = await call({
        method: 'POST',
        url: `/api/reminders/${r._id}/snooze`,
        auth: owner,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(String(response.json().message)).toMatch(/Please snooze for 1 day or 1 week\.|Unknown field/);
    }
    expect((await call({ method: 'GET', url: '/api/reminders?due=maybe', auth: owner })).statusCode).toBe(
      400,
    );
    expect((await call({ method: 'POST', url: '/api/reminders/abc/done', auth: owner })).statusCode).toBe(
      400,
    );
    expect(
      (await call({ method: 'POST', url: '/api/reminders/2000000000/done', auth: owner })).statusCode,
    ).toBe(404);
  });

  it('is for matchmakers only: 403 for a family, 401 for nobody, decided before the body is read', async () => {
    const p = await insertProfile(t.db, { gender: 'Female', age: 27 });
    const r = (await note(p.id, { text: 'x', dueAt: hoursFromNow(-1) })).json();
    const auth = await t.familyAuth(p);
    for (const request of [
      { method: 'GET', url: '/api/reminders?due=true' },
      { method: 'POST', url: `/api/reminders/${r._id}/done` },
      { method: 'POST', url: `/api/reminders/${r._id}/snooze`, payload: { days: 99 } },
    ] as InjectOptions[]) {
      expect((await call({ ...request, auth })).statusCode).toBe(403);
      expect((await call(request)).statusCode).toBe(401);
    }
    const body = (await call({ method: 'GET', url: `/api/profile/${p.id}`, auth })).body;
    expect(body).not.toContain('dueAt');
  });
});
