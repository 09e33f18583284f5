/**
 * Issue 15 (decision 028): a matchmaker's notes on a profile. POST/GET /api/profile/{id}/notes and
 * DELETE /api/profile/{id}/notes/{noteId}: matchmakers only, 1–2000 characters, newest first with the
 * author, a matchmaker deletes only her or his own notes, and a profile's notes go with it.
 */
import { NOTE_MAX_LENGTH, NOTE_MESSAGES, type Note } from '@shared/notes';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAdmin } from '../../src/server/auth/accounts';
import { authRepository } from '../../src/server/auth/repository';
import { ADMIN_ONLY_MESSAGE } from '../../src/server/auth/viewer';
import { PROFILE_NOT_FOUND } from '../../src/server/privacy/reach';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';
import { ADMIN } from '../support/test-app';

const SECOND = 'second.matchmaker@rishta.test';

/** No session: the helpers' `auth` for an anonymous caller (undefined would mean the matchmaker). */
const ANONYMOUS = '';

const t = apiFixture();
let second: string;
beforeAll(async () => {
  const password = await addAdmin(authRepository(t.db), SECOND);
  second = (await t.signIn(SECOND, password)).authorization;
});
const { call } = t;
const add = (id: number | string, payload: unknown, auth = t.admin) =>
  call({
    method: 'POST',
    url: `/api/profile/${id}/notes`,
    auth,
    payload: payload as InjectOptions['payload'],
  });
const list = (id: number | string, auth = t.admin) =>
  call({ method: 'GET', url: `/api/profile/${id}/notes`, auth });
const remove = (id: number | string, noteId: number | string, auth = t.admin) =>
  call({ method: 'DELETE', url: `/api/profile/${id}/notes/${noteId}`, auth });
const stored = (profileId: number) =>
  t.db.selectFrom('profileNotes').selectAll().where('profileId', '=', profileId).execute();

async function family() {
  const p = await insertProfile(t.db, { gender: 'Female', age: 26 });
  return { id: p.id, auth: await t.familyAuth(p) };
}

describe('POST and GET /api/profile/{id}/notes', () => {
  it('writes a note and lists the notes newest first with their author', async () => {
    const { id } = await family();
    expect((await list(id)).json()).toEqual([]);
    const first = await add(id, { text: '  Called the father; he asked for a doctor.  ' });
    expect(first.statusCode, first.body).toBe(201);
    const note = first.json() as Note;
    expect(note).toEqual({
      _id: expect.any(Number),
      text: 'Called the father; he asked for a doctor.',
      author: ADMIN.email,
      // The display name (decision 054): the e-mail's first part until it is changed.
      authorName: 'Matchmaker',
      createdAt: expect.any(String),
      dueAt: null,
      doneAt: null,
      mine: true,
    });
    expect(Math.abs(Date.parse(note.createdAt) - Date.now())).toBeLessThan(60_000);
    expect((await add(id, { text: 'Second note, by another matchmaker.' }, second)).statusCode).toBe(201);
    expect((await add(id, { text: 'Third note.' })).statusCode).toBe(201);

    const answer = await list(id);
    expect(answer.statusCode).toBe(200);
    const notes = answer.json() as Note[];
    expect(notes.map((n) => [n.text, n.author, n.mine])).toEqual([
      ['Third note.', ADMIN.email, true],
      ['Second note, by another matchmaker.', SECOND, false],
      ['Called the father; he asked for a doctor.', ADMIN.email, true],
    ]);
    // Each matchmaker sees which notes are her or his own.
    expect(((await list(id, second)).json() as Note[]).map((n) => n.mine)).toEqual([false, true, false]);
    // Notes belong to their profile.
    const other = await family();
    expect((await list(other.id)).json()).toEqual([]);
  });

  it('takes 1 to 2000 characters and refuses anything else with 400, writing nothing', async () => {
    const { id } = await family();
    const exactly = 'ا'.repeat(NOTE_MAX_LENGTH);
    expect((await add(id, { text: exactly })).statusCode).toBe(201);
    expect((await add(id, { text: 'x' })).statusCode).toBe(201);
    const refused: [unknown, string][] = [
      [{ text: '' }, NOTE_MESSAGES.empty],
      [{ text: '   \n\t ' }, NOTE_MESSAGES.empty],
      [{}, NOTE_MESSAGES.empty],
      [{ text: 42 }, NOTE_MESSAGES.empty],
      [{ text: null }, NOTE_MESSAGES.empty],
      [{ text: 'x'.repeat(NOTE_MAX_LENGTH + 1) }, NOTE_MESSAGES.tooLong],
      [{ text: 'ok', author: 'someone@else' }, 'Unknown field: author. Nothing was saved.'],
    ];
    for (const [payload, message] of refused) {
      const response = await add(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    const rows = await stored(id);
    expect(rows.map((r) => r.text.length).sort((a, b) => a - b)).toEqual([1, NOTE_MAX_LENGTH]);
    const history = await t.db
      .selectFrom('history')
      .select('field')
      .where('entity', '=', 'profile')
      .where('entityId', '=', id)
      .execute();
    expect(history.filter((h) => h.field === 'noteAdded')).toHaveLength(2);
  });

  it('answers 404 for a profile that does not exist, writing nothing, and 400 for an id that is not plain digits', async () => {
    const before = await t.db.selectFrom('profileNotes').select('id').execute();
    const missing = await add(2_000_000_000, { text: 'Nobody here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PROFILE_NOT_FOUND);
    expect((await list(2_000_000_000)).statusCode).toBe(404);
    expect(await t.db.selectFrom('profileNotes').select('id').execute()).toEqual(before);
    for (const id of ['+1', '0x10', '1e0', '01', 'abc']) {
      expect((await list(id)).statusCode, id).toBe(400);
      expect((await add(id, { text: 'x' })).statusCode, id).toBe(400);
    }
  });
});

describe('DELETE /api/profile/{id}/notes/{noteId}', () => {
  it("deletes one's own note (204), refuses another matchmaker's (403) and a missing one (404)", async () => {
    const { id } = await family();
    const mine = (await add(id, { text: 'Mine to delete' })).json() as Note;
    const theirs = (await add(id, { text: 'Written by the second matchmaker' }, second)).json() as Note;

    const refused = await remove(id, theirs._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOTE_MESSAGES.ownOnly);
    expect((await stored(id)).map((n) => n.id).sort()).toEqual([mine._id, theirs._id].sort());

    const deleted = await remove(id, mine._id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await list(id)).json().map((n: Note) => n._id)).toEqual([theirs._id]);

    const again = await remove(id, mine._id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(NOTE_MESSAGES.notFound);
    // A note is deleted under its own profile only.
    const other = await family();
    expect((await remove(other.id, theirs._id, second)).statusCode).toBe(404);
    expect((await remove(2_000_000_000, theirs._id, second)).statusCode).toBe(404);
    expect((await remove(id, 'abc', second)).statusCode).toBe(400);
    expect((await remove(id, theirs._id, second)).statusCode).toBe(204);
    expect(await stored(id)).toEqual([]);
  });
});

describe('who may', () => {
  it('a family gets 403 on every notes endpoint, even for its own profile, and anonymous callers 401', async () => {
    const own = await family();
    const note = (await add(own.id, { text: 'Matchmakers only: family is negotiating hard' })).json() as Note;
    for (const auth of [own.auth, (await family()).auth]) {
      for (const response of [
        await list(own.id, auth),
        await add(own.id, { text: 'A family trying to write' }, auth),
        await add(own.id, { text: '' }, auth),
        await remove(own.id, note._id, auth),
        await list(2_000_000_000, auth),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(ADMIN_ONLY_MESSAGE);
        expect(response.body).not.toContain('negotiating');
      }
    }
    for (const response of [
      await list(own.id, ANONYMOUS),
      await add(own.id, { text: 'Anonymous' }, ANONYMOUS),
      await remove(own.id, note._id, ANONYMOUS),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('negotiating');
    }
    expect((await stored(own.id)).map((n) => n.text)).toEqual([note.text]);
  });
});

describe('deleting the profile', () => {
  it('removes its notes', async () => {
    const { id } = await family();
    await add(id, { text: 'Goes with the profile' });
    await add(id, { text: 'So does this one' }, second);
    expect(await stored(id)).toHaveLength(2);
    expect((await call({ method: 'DELETE', url: `/api/profile/${id}`, auth: t.admin })).statusCode).toBe(204);
    expect(await stored(id)).toEqual([]);
    expect((await list(id)).statusCode).toBe(404);
  });
});
