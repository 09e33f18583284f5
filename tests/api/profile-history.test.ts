/**
 * Issue 15 (decision 028): GET /api/profile/{id}/history, a profile's timeline for the matchmakers: every
 * status, inactive reason, fee, setting, partner requirement and family edit, with who, when, from and to.
 */
import type { ProfileHistoryEntry } from '@shared/profile-view';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../../src/server/auth/viewer';
import { PROFILE_NOT_FOUND } from '../../src/server/privacy/reach';
import { apiFixture } from '../support/api';
import { womanProfile } from '../support/profiles';
import { ADMIN } from '../support/test-app';

/** No session: the helpers' `auth` for an anonymous caller (undefined would mean the matchmaker). */
const ANONYMOUS = '';

const t = apiFixture();
const { call } = t;
const patch = async (id: number, payload: object) => {
  const response = await call({ method: 'PATCH', url: `/api/profile/${id}`, auth: t.admin, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const history = (id: number | string, auth = t.admin) =>
  call({ method: 'GET', url: `/api/profile/${id}/history`, auth });

/** A woman's profile submitted through the form (no session), then Active, and her family signed in. */
async function submitted(overrides: Record<string, unknown> = {}) {
  const created = await call({ method: 'POST', url: '/api/profile', payload: womanProfile(overrides) });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json()._id as number;
  await patch(id, { status: 'Active' });
  const { accessToken } = await t.db
    .selectFrom('profiles')
    .select('accessToken')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, accessToken, auth: (await t.signIn(String(id), accessToken)).authorization };
}

describe('GET /api/profile/{id}/history', () => {
  it('lists status, reason, fees, settings, partner requirements and family edits with who, when, from and to', async () => {
    const started = Date.now();
    const family = await submitted({ aboutYou: 'Before the edit', city: 'Lahore' });
    await patch(family.id, { status: 'InActive', inactiveReason: 'Not Interested' });
    await patch(family.id, { status: 'Active' });
    await patch(family.id, { paidFee: 37000 });
    await patch(family.id, {
      restrictPhotosVisibility: true,
      expectedAdvanceFee: 6000,
      expectedPostMatchFee: 19000,
    });
    await patch(family.id, { aiFilters: { minAge: 27, sect: 'Sunni' } });
    const edited = await call({
      method: 'PUT',
      url: `/api/profile/${family.id}`,
      auth: family.auth,
      payload: womanProfile({ aboutYou: 'After the edit', city: 'Karachi' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await patch(family.id, { familyEditsSeen: true });
    const rotated = await call({
      method: 'POST',
      url: `/api/profile/${family.id}/access-token`,
      auth: t.admin,
    });
    expect(rotated.statusCode).toBe(200);

    const response = await history(family.id);
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json() as ProfileHistoryEntry[];
    const byFamily = `Family of profile #${family.id}`;
    const rows = entries.map((e) => [e.field, e.from, e.to, e.by]);
    expect(rows).toEqual([
      // The form was sent without a session: nobody signed in did it.
      ['created', null, null, 'Rishta'],
      ['status', null, 'Review', 'Rishta'],
      ['status', 'Review', 'Active', ADMIN.email],
      ['status', 'Active', 'InActive', ADMIN.email],
      ['inactiveReason', null, 'Not Interested', ADMIN.email],
      ['status', 'InActive', 'Active', ADMIN.email],
      ['inactiveReason', 'Not Interested', null, ADMIN.email],
      ['paidFee', '0', '37000', ADMIN.email],
      ['expectedAdvanceFee', expect.any(String), '6000', ADMIN.email],
      ['expectedPostMatchFee', expect.any(String), '19000', ADMIN.email],
      ['restrictPhotosVisibility', 'false', 'true', ADMIN.email],
      ['aiFilters', '{}', expect.any(String), ADMIN.email],
      // One row per field the family changed, in the order of the form; its new text waits for review
      // (decision 048), the listed city applies at once.
      ['city', 'Lahore', 'Karachi', byFamily],
      ['held:aboutYou', 'Before the edit', 'After the edit', byFamily],
      ['familyEditsSeen', expect.any(String), null, ADMIN.email],
      ['accessTokenRotated', null, null, ADMIN.email],
    ]);
    // The partner requirements as they were set, as JSON.
    const aiFilters = entries.find((e) => e.field === 'aiFilters');
    expect(JSON.parse(aiFilters?.to ?? '')).toEqual({ minAge: 27, sect: 'Sunni' });
    // Oldest first, each with a time of its own.
    const times = entries.map((e) => Date.parse(e.at));
    expect(times.every((time) => time >= started - 5_000 && time <= Date.now() + 5_000)).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    for (const entry of entries)
      expect(Object.keys(entry).sort()).toEqual(['at', 'by', 'byName', 'field', 'from', 'to']);
    // Never the login link's token, the old or the new one.
    expect(response.body).not.toContain(family.accessToken);
    expect(response.body).not.toContain(rotated.json().accessToken);
  });

  it('is for matchmakers only: 401 without a session, 403 for a family, even on its own profile', async () => {
    const family = await submitted({ name: 'Sadia Private' });
    const anonymous = await history(family.id, ANONYMOUS);
    expect(anonymous.statusCode).toBe(401);
    const own = await history(family.id, family.auth);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(ADMIN_ONLY_MESSAGE);
    // A family learns nothing from the address either: a missing or malformed id is refused the same way.
    expect((await history(2_000_000_000, family.auth)).statusCode).toBe(403);
    expect((await history('+1', family.auth)).statusCode).toBe(403);
    expect((await history('+1', ANONYMOUS)).statusCode).toBe(401);
  });

  it('answers 404 for a profile that does not exist or was deleted, 400 for an id that is not plain digits', async () => {
    const missing = await history(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PROFILE_NOT_FOUND);
    for (const id of ['+1', '0x10', '1e0', '01', 'abc']) expect((await history(id)).statusCode, id).toBe(400);

    const family = await submitted({ name: 'Gone Soon' });
    expect((await history(family.id)).statusCode).toBe(200);
    expect(
      (await call({ method: 'DELETE', url: `/api/profile/${family.id}`, auth: t.admin })).statusCode,
    ).toBe(204);
    expect((await history(family.id)).statusCode).toBe(404);
  });

  it('records a note added and deleted by its id, never its text', async () => {
    const family = await submitted({ name: 'Noted Family' });
    const text = 'Father prefers calls after Asr; secret-note-history-7781';
    const added = await call({
      method: 'POST',
      url: `/api/profile/${family.id}/notes`,
      auth: t.admin,
      payload: { text },
    });
    expect(added.statusCode, added.body).toBe(201);
    const noteId = added.json()._id as number;
    const removed = await call({
      method: 'DELETE',
      url: `/api/profile/${family.id}/notes/${noteId}`,
      auth: t.admin,
    });
    expect(removed.statusCode).toBe(204);
    const response = await history(family.id);
    const notes = (response.json() as ProfileHistoryEntry[]).filter((e) => e.field.startsWith('note'));
    expect(notes.map((e) => [e.field, e.from, e.to, e.by])).toEqual([
      ['noteAdded', null, String(noteId), ADMIN.email],
      ['noteDeleted', String(noteId), null, ADMIN.email],
    ]);
    expect(response.body).not.toContain('secret-note-history');
    const stored = await t.db.selectFrom('history').selectAll().where('entityId', '=', family.id).execute();
    expect(JSON.stringify(stored)).not.toContain('secret-note-history');
  });
});
