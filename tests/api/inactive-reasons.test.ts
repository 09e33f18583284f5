/**
 * Issue 28, item "Inactive reasons" (decision 071): beside SPEC's three inactive reasons, "Duplicate profile",
 * "Fake or unverifiable", "Could not be reached" and "Other", which needs a note of up to 200 characters. A
 * status change without that note, or with a longer one, is a 400 in the product's words and changes nothing.
 * The matchmakers' list filters by each reason, and its CSV file follows with the reason and the note; a
 * family never receives the note (nor the reason), not even of its own profile.
 */
import { INACTIVE_NOTE_MAX, INACTIVE_REASONS, type InactiveReason } from '@shared/enums';
import { PROFILE_EXPORT_COLUMNS } from '@shared/exports';
import { ADMIN_MESSAGES } from '@shared/profile-messages';
import type { ProfileHistoryEntry } from '@shared/profile-view';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';
import { womanProfile } from '../support/profiles';

const t = apiFixture();
const { call } = t;

const NEW_REASONS = ['Duplicate profile', 'Fake or unverifiable', 'Could not be reached', 'Other'] as const;
const SPEC_REASONS = ['Matched (the provider)', 'Matched (Elsewhere)', 'Not Interested'] as const;

const patch = (id: number, payload: object, auth = t.admin) =>
  call({ method: 'PATCH', url: `/api/profile/${id}`, auth, payload });
const row = (id: number) =>
  t.db
    .selectFrom('profiles')
    .select(['status', 'inactiveReason', 'inactiveNote', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const historyRows = async (id: number) =>
  (await t.db.selectFrom('history').select('id').where('entityId', '=', id).execute()).length;
const history = async (id: number) => {
  const response = await call({ method: 'GET', url: `/api/profile/${id}/history`, auth: t.admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProfileHistoryEntry[];
};

/** Whatever `run` sends, the profile and its history are as they were. */
async function expectNothingChanged(id: number, run: () => Promise<void>) {
  const [before, rows] = [await row(id), await historyRows(id)];
  await run();
  expect(await row(id)).toEqual(before);
  expect(await historyRows(id)).toBe(rows);
}

describe('PATCH /api/profile/{id} with the new inactive reasons', () => {
  it('keeps SPEC’s three and adds four, in one list', () => {
    expect(INACTIVE_REASONS).toEqual([...SPEC_REASONS, ...NEW_REASONS]);
  });

  it.each(NEW_REASONS.filter((r) => r !== 'Other'))('accepts %s without a note', async (reason) => {
    const { id } = await insertProfile(t.db);
    const answer = await patch(id, { status: 'InActive', inactiveReason: reason });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'InActive', inactiveReason: reason, inactiveNote: null });
    const view = (await call({ method: 'GET', url: `/api/profile/${id}`, auth: t.admin })).json();
    expect(view.profile).toMatchObject({ status: 'InActive', inactiveReason: reason, inactiveNote: null });
  });

  it('accepts Other with a note of up to 200 characters, kept as written (trimmed), and shows it to matchmakers', async () => {
    const { id } = await insertProfile(t.db);
    const note = 'ن'.repeat(INACTIVE_NOTE_MAX);
    const answer = await patch(id, {
      status: 'InActive',
      inactiveReason: 'Other',
      inactiveNote: ` ${note} `,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'InActive', inactiveReason: 'Other', inactiveNote: note });
    const view = (await call({ method: 'GET', url: `/api/profile/${id}`, auth: t.admin })).json();
    expect(view.profile).toMatchObject({ inactiveReason: 'Other', inactiveNote: note });
  });

  it.each([
    ['no note', {}, ADMIN_MESSAGES.inactiveNoteRequired],
    ['a null note', { inactiveNote: null }, ADMIN_MESSAGES.inactiveNoteRequired],
    ['a blank note', { inactiveNote: '   ' }, ADMIN_MESSAGES.inactiveNoteRequired],
    [
      '201 characters',
      { inactiveNote: 'x'.repeat(INACTIVE_NOTE_MAX + 1) },
      ADMIN_MESSAGES.inactiveNoteTooLong,
    ],
    ['a note that is not text', { inactiveNote: 5 }, ADMIN_MESSAGES.inactiveNoteRequired],
  ])('refuses Other with %s (400) and changes nothing', async (_what, extra, message) => {
    const { id } = await insertProfile(t.db);
    await expectNothingChanged(id, async () => {
      const answer = await patch(id, { status: 'InActive', inactiveReason: 'Other', ...extra });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toBe(message);
    });
  });

  it('refuses a note with another reason, and an unknown reason, changing nothing', async () => {
    const { id } = await insertProfile(t.db);
    await expectNothingChanged(id, async () => {
      const withNote = await patch(id, {
        status: 'InActive',
        inactiveReason: 'Duplicate profile',
        inactiveNote: 'Same as #12',
      });
      expect(withNote.statusCode, withNote.body).toBe(400);
      expect(withNote.json().message).toBe(ADMIN_MESSAGES.inactiveNoteOnlyForOther);
      const unknown = await patch(id, { status: 'InActive', inactiveReason: 'Moved abroad' });
      expect(unknown.statusCode, unknown.body).toBe(400);
      expect(unknown.json().message).toBe(ADMIN_MESSAGES.inactiveReasonRequired);
    });
  });

  it('writes the reason and the note to the history, and clears the note with another reason or status', async () => {
    const { id } = await insertProfile(t.db);
    expect(
      (
        await patch(id, {
          status: 'InActive',
          inactiveReason: 'Other',
          inactiveNote: 'Family moved to Dubai',
        })
      ).statusCode,
    ).toBe(200);
    expect((await patch(id, { status: 'InActive', inactiveReason: 'Could not be reached' })).statusCode).toBe(
      200,
    );
    expect(await row(id)).toMatchObject({ inactiveReason: 'Could not be reached', inactiveNote: null });
    expect(
      (await patch(id, { status: 'InActive', inactiveReason: 'Other', inactiveNote: 'Asked us to stop' }))
        .statusCode,
    ).toBe(200);
    expect((await patch(id, { status: 'Active' })).statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'Active', inactiveReason: null, inactiveNote: null });
    const changes = (await history(id))
      .filter((e) => e.field === 'inactiveReason' || e.field === 'inactiveNote')
      .map((e) => [e.field, e.from, e.to]);
    expect(changes).toEqual([
      ['inactiveReason', null, 'Other'],
      ['inactiveNote', null, 'Family moved to Dubai'],
      ['inactiveReason', 'Other', 'Could not be reached'],
      ['inactiveNote', 'Family moved to Dubai', null],
      ['inactiveReason', 'Could not be reached', 'Other'],
      ['inactiveNote', null, 'Asked us to stop'],
      ['inactiveReason', 'Other', null],
      ['inactiveNote', 'Asked us to stop', null],
    ]);
  });

  it('asks the same of a whole-profile save by a matchmaker (PUT)', async () => {
    const created = await call({ method: 'POST', url: '/api/profile', payload: womanProfile() });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as number;
    const put = (extra: object) =>
      call({
        method: 'PUT',
        url: `/api/profile/${id}`,
        auth: t.admin,
        payload: { ...womanProfile(), status: 'InActive', inactiveReason: 'Other', ...extra },
      });
    await expectNothingChanged(id, async () => {
      const refused = await put({});
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe(ADMIN_MESSAGES.inactiveNoteRequired);
    });
    const saved = await put({ inactiveNote: 'Sent by a relative without asking' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await row(id)).toMatchObject({
      inactiveReason: 'Other',
      inactiveNote: 'Sent by a relative without asking',
    });
  });

  it('bulk: Other with a note for each, or nothing at all without one', async () => {
    const ids = [(await insertProfile(t.db)).id, (await insertProfile(t.db)).id];
    const bulk = (payload: object) => call({ method: 'PATCH', url: '/api/profiles', auth: t.admin, payload });
    await expectNothingChanged(ids[0]!, async () => {
      const refused = await bulk({ ids, status: 'InActive', inactiveReason: 'Other' });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe(ADMIN_MESSAGES.inactiveNoteRequired);
    });
    const done = await bulk({
      ids,
      status: 'InActive',
      inactiveReason: 'Other',
      inactiveNote: 'Old sign-ups',
    });
    expect(done.statusCode, done.body).toBe(200);
    for (const id of ids)
      expect(await row(id)).toMatchObject({ inactiveReason: 'Other', inactiveNote: 'Old sign-ups' });
  });
});

describe('the matchmakers’ list and its CSV file by inactive reason', () => {
  /** One InActive profile per reason in a town of its own, and an Active one there. */
  async function town() {
    const city = `Reason Town ${Date.now()} ${Math.random()}`;
    const byReason = {} as Record<InactiveReason, number>;
    for (const reason of INACTIVE_REASONS)
      byReason[reason] = (
        await insertProfile(t.db, {
          city,
          status: 'InActive',
          inactiveReason: reason,
          inactiveNote: reason === 'Other' ? `Note of ${city}` : null,
        })
      ).id;
    const active = (await insertProfile(t.db, { city, status: 'Active' })).id;
    return { city: encodeURIComponent(city), byReason, active };
  }

  it.each(['InActive', 'All'])(
    'filters status=%s by each reason, and says so in appliedFilters',
    async (status) => {
      const { city, byReason } = await town();
      for (const reason of INACTIVE_REASONS) {
        const answer = await call({
          method: 'GET',
          url: `/api/profiles?status=${status}&city=${city}&inactiveReason=${encodeURIComponent(reason)}`,
          auth: t.admin,
        });
        expect(answer.statusCode, answer.body).toBe(200);
        const body = answer.json();
        expect(body.profiles.map((p: { _id: number }) => p._id)).toEqual([byReason[reason]]);
        expect(body.profiles[0].inactiveReason).toBe(reason);
        expect(body.appliedFilters.inactiveReason).toBe(reason);
      }
    },
  );

  it('refuses a reason not in the list (400); Any switches the filter off', async () => {
    const { city, byReason } = await town();
    const bad = await call({
      method: 'GET',
      url: `/api/profiles?status=InActive&inactiveReason=Bored`,
      auth: t.admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ADMIN_MESSAGES.inactiveReasonFilter);
    const any = await call({
      method: 'GET',
      url: `/api/profiles?status=InActive&city=${city}&inactiveReason=Any`,
      auth: t.admin,
    });
    expect(
      any
        .json()
        .profiles.map((p: { _id: number }) => p._id)
        .sort(),
    ).toEqual(Object.values(byReason).sort());
  });

  it('profiles.csv honours the reason filter and carries the reason and the note', async () => {
    const { city, byReason } = await town();
    const reasonColumn = PROFILE_EXPORT_COLUMNS.indexOf('Inactive reason');
    const noteColumn = PROFILE_EXPORT_COLUMNS.indexOf('Inactive note');
    expect(noteColumn).toBeGreaterThan(-1);
    for (const reason of INACTIVE_REASONS) {
      const answer = await call({
        method: 'GET',
        url: `/api/admin/export/profiles.csv?status=InActive&city=${city}&inactiveReason=${encodeURIComponent(reason)}`,
        auth: t.admin,
      });
      expect(answer.statusCode).toBe(200);
      const rows = parse(answer.body.slice(1)) as string[][];
      expect(rows[0]).toEqual([...PROFILE_EXPORT_COLUMNS]);
      expect(rows.slice(1).map((r) => Number(r[0]))).toEqual([byReason[reason]]);
      expect(rows[1]![reasonColumn]).toBe(reason);
      expect(rows[1]![noteColumn]).toBe(reason === 'Other' ? `Note of ${decodeURIComponent(city)}` : '');
    }
  });
});

describe('what a family may learn', () => {
  it('never receives the note or the reason: not of its own profile, nor of another’s', async () => {
    const note = `Private note ${Date.now()}`;
    const her = await insertProfile(t.db, { gender: 'Female', age: 26 });
    const him = await insertProfile(t.db, { gender: 'Male', age: 30 });
    await t.db
      .insertInto('connections')
      .values({
        profile1Id: him.id,
        profile2Id: her.id,
        profile1Status: 'In Contact',
        profile2Status: 'In Contact',
        profile1UpdatedAt: new Date(),
        profile2UpdatedAt: new Date(),
        updatedAt: new Date(),
      })
      .execute();
    expect(
      (await patch(her.id, { status: 'InActive', inactiveReason: 'Other', inactiveNote: note })).statusCode,
    ).toBe(200);
    const herAuth = await t.familyAuth(her);
    const hisAuth = await t.familyAuth(him);
    const answers = [
      await call({ method: 'GET', url: `/api/profile/${her.id}`, auth: herAuth }),
      await call({ method: 'GET', url: `/api/profile/${her.id}/export`, auth: herAuth }),
      await call({ method: 'GET', url: `/api/profile/${her.id}`, auth: hisAuth }),
      await call({ method: 'GET', url: '/api/connections', auth: hisAuth }),
    ];
    // He still reaches her (her side had accepted him), so these are real answers about her.
    expect(answers[2]!.statusCode, answers[2]!.body).toBe(200);
    expect(answers[3]!.body).toContain(`"_id":${her.id}`);
    for (const answer of answers) {
      expect(answer.body).not.toContain(note);
      expect(answer.body).not.toContain('inactiveNote');
      expect(answer.body).not.toContain('inactiveReason');
    }
    // Her own family is told its status (SPEC: own profile), never why.
    expect(answers[0]!.json().profile.status).toBe('InActive');
  });

  it('cannot filter its list by a reason: the filter is the matchmakers’, so a family’s is ignored', async () => {
    const him = await insertProfile(t.db, { gender: 'Male', age: 30 });
    await insertProfile(t.db, {
      gender: 'Female',
      age: 26,
      status: 'InActive',
      inactiveReason: 'Other',
      inactiveNote: 'x',
    });
    const auth = await t.familyAuth(him);
    const list = async (query: string) => {
      const answer = await call({ method: 'GET', url: `/api/profiles${query}`, auth });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const plain = await list('');
    for (const reason of INACTIVE_REASONS) {
      const asked = await list(`?inactiveReason=${encodeURIComponent(reason)}`);
      expect(asked.profiles).toEqual(plain.profiles);
      expect(asked.appliedFilters).toEqual(plain.appliedFilters);
      expect(asked.appliedFilters.inactiveReason).toBeUndefined();
    }
  });

  it('refuses a family’s attempt to set a status or a note (403), changing nothing', async () => {
    const her = await insertProfile(t.db, { gender: 'Female' });
    const auth = await t.familyAuth(her);
    await expectNothingChanged(her.id, async () => {
      const answer = await patch(
        her.id,
        { status: 'InActive', inactiveReason: 'Other', inactiveNote: 'x' },
        auth,
      );
      expect(answer.statusCode).toBe(403);
    });
  });
});
