/**
 * Issue 18 (decision 036): a family reports a profile it can see, `POST /api/profile/{id}/report
 * { reason, details }`; matchmakers read the reports (`GET /api/reports`, open first, newest first, with both
 * profiles' labels) and resolve them (`PATCH /api/reports/{id} { resolved: true }`), who and when kept. The
 * reported family never learns that it was reported, or by whom.
 */
import { profileLabel } from '@shared/profile-label';
import type { ProfileHistoryEntry } from '@shared/profile-view';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_MESSAGES, REPORT_REASONS, type Report } from '@shared/reports';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../../src/server/auth/viewer';
import { PROFILE_NOT_FOUND } from '../../src/server/privacy/reach';
import { LIMITS } from '../../src/server/rate-limit/limit';
import { apiFixture, type Call, createApi } from '../support/api';
import { insertProfile } from '../support/factories';
import { ADMIN, signIn } from '../support/test-app';

/** No session: the helpers' `auth` for an anonymous caller (undefined would mean the matchmaker). */
const ANONYMOUS = '';

const t = apiFixture();
const call = (options: Call, app = t) => app.call(options);
const report = (id: number | string, payload: unknown, auth: string, app = t) =>
  call(
    { method: 'POST', url: `/api/profile/${id}/report`, auth, payload: payload as InjectOptions['payload'] },
    app,
  );
const list = (auth = t.admin) => call({ method: 'GET', url: '/api/reports', auth });
const resolve = (
  id: number | string,
  payload: unknown = { resolved: true, note: 'Called the family; the profile is genuine.' },
  auth = t.admin,
) => call({ method: 'PATCH', url: `/api/reports/${id}`, auth, payload: payload as InjectOptions['payload'] });
const rows = (profileId: number) =>
  t.db.selectFrom('reports').selectAll().where('profileId', '=', profileId).orderBy('id').execute();
const historyOf = async (id: number) =>
  (
    (
      await call({ method: 'GET', url: `/api/profile/${id}/history`, auth: t.admin })
    ).json() as ProfileHistoryEntry[]
  )
    .filter((e) => e.field.startsWith('report'))
    .map((e) => [e.field, e.from, e.to, e.by]);

type Family = { id: number; auth: string; name: string; age: number; city: string };
let counter = 0;
async function family(overrides: Parameters<typeof insertProfile>[1] = {}, app = t): Promise<Family> {
  counter += 1;
  const name = `Trust Family ${counter}`;
  const values = { name, age: 27, city: 'Lahore', ...overrides };
  const p = await insertProfile(app.db, values);
  const auth = (await signIn(app.app, String(p.id), p.accessToken)).authorization;
  return { id: p.id, auth, name, age: values.age, city: values.city };
}
async function connect(a: number, b: number, app = t) {
  await app.db
    .insertInto('connections')
    .values({
      profile1Id: a,
      profile2Id: b,
      profile1Status: 'Profile Received',
      profile2Status: 'Not Received',
    })
    .execute();
}

/**
 * The reported woman; a man she was sent to; a man who is a two-way match of hers without a connection; a
 * family that may not see her (a married man of 70).
 */
async function world() {
  const woman = await family({ gender: 'Female', age: 26 });
  const man = await family({ gender: 'Male', age: 28 });
  await connect(man.id, woman.id);
  const match = await family({ gender: 'Male', age: 29 });
  const stranger = await family({ gender: 'Male', age: 70, maritalStatus: 'Married' });
  return { woman, man, match, stranger };
}

describe('POST /api/profile/{id}/report', () => {
  it('a family reports a profile sent to it, and a two-way match it found in its list: 201, the thanks, nothing else', async () => {
    const { woman, man, match } = await world();
    const first = await report(
      woman.id,
      { reason: 'Asked for money', details: '  Asked for 20,000 on JazzCash 0300 1234567.  ' },
      man.auth,
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ message: REPORT_MESSAGES.thanks });
    const second = await report(woman.id, { reason: 'Fake profile' }, match.auth);
    expect(second.statusCode, second.body).toBe(201);
    const stored = await rows(woman.id);
    expect(stored.map((r) => [r.reporterId, r.reason, r.details, r.resolvedAt])).toEqual([
      // Kept as the family wrote it (trimmed): the matchmakers read the number it names.
      [man.id, 'Asked for money', 'Asked for 20,000 on JazzCash 0300 1234567.', null],
      [match.id, 'Fake profile', null, null],
    ]);
    // In the reported profile's history (matchmakers only): who reported it and why, never the details.
    expect(await historyOf(woman.id)).toEqual([
      ['reported', null, 'Asked for money', `Family of profile #${man.id}`],
      ['reported', null, 'Fake profile', `Family of profile #${match.id}`],
    ]);
  });

  it('takes every reason; details up to 1000 characters, required for Other; blank details are none', async () => {
    const { man } = await world();
    for (const reason of REPORT_REASONS) {
      const target = await family({ gender: 'Female', age: 25 });
      await connect(man.id, target.id);
      const details = reason === 'Other' ? 'ی'.repeat(REPORT_DETAILS_MAX_LENGTH) : '   ';
      const response = await report(target.id, { reason, details }, man.auth);
      expect(response.statusCode, `${reason}: ${response.body}`).toBe(201);
      const [row] = await rows(target.id);
      expect(row?.details, reason).toBe(reason === 'Other' ? details : null);
    }
  });

  it('refuses a body that is not a report with 400 and writes nothing', async () => {
    const { woman, man } = await world();
    const refused: [unknown, string][] = [
      [{}, REPORT_MESSAGES.reasonRequired],
      [{ reason: 'Spam' }, REPORT_MESSAGES.reasonRequired],
      [{ reason: 'fake profile' }, REPORT_MESSAGES.reasonRequired],
      [{ reason: 42 }, REPORT_MESSAGES.reasonRequired],
      [{ reason: 'Other' }, REPORT_MESSAGES.detailsRequired],
      [{ reason: 'Other', details: '   \n ' }, REPORT_MESSAGES.detailsRequired],
      [{ reason: 'Other', details: null }, REPORT_MESSAGES.detailsRequired],
      [
        { reason: 'Fake profile', details: 'x'.repeat(REPORT_DETAILS_MAX_LENGTH + 1) },
        REPORT_MESSAGES.detailsTooLong,
      ],
      [{ reason: 'Fake profile', details: 7 }, REPORT_MESSAGES.detailsNotText],
      [{ reason: 'Fake profile', details: ['a'] }, REPORT_MESSAGES.detailsNotText],
      [{ reason: 'Fake profile', reporter: 1 }, 'Unknown field: reporter. Nothing was saved.'],
      [{ reason: 'Fake profile', resolved: true }, 'Unknown field: resolved. Nothing was saved.'],
      [[], REPORT_MESSAGES.reasonRequired],
      [[{ reason: 'Fake profile' }], REPORT_MESSAGES.reasonRequired],
    ];
    for (const [payload, message] of refused) {
      const response = await report(woman.id, payload, man.auth);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(await rows(woman.id)).toEqual([]);
    expect(await historyOf(woman.id)).toEqual([]);
  });

  it('a repeat while the report is open updates it (200): one open report per family and profile', async () => {
    const { woman, man } = await world();
    expect((await report(woman.id, { reason: 'Fake profile' }, man.auth)).statusCode).toBe(201);
    const [before] = await rows(woman.id);
    const again = await report(
      woman.id,
      { reason: 'Other', details: 'Her pictures are of an actress.' },
      man.auth,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ message: REPORT_MESSAGES.thanks });
    const after = await rows(woman.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: before?.id,
      reason: 'Other',
      details: 'Her pictures are of an actress.',
      createdAt: before?.createdAt,
    });
    expect(after[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
    // Two at once still leave one open report.
    const both = await Promise.all([
      report(woman.id, { reason: 'Asked for money' }, man.auth),
      report(woman.id, { reason: 'Inappropriate pictures' }, man.auth),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await rows(woman.id)).toHaveLength(1);
    expect((await historyOf(woman.id)).map(([field]) => field)).toEqual([
      'reported',
      'reportUpdated',
      'reportUpdated',
      'reportUpdated',
    ]);
  });

  it("refuses the family's own profile (400), a profile it may not see or that does not exist (404, the same answer)", async () => {
    const { woman, man, stranger } = await world();
    const own = await report(man.id, { reason: 'Fake profile' }, man.auth);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(REPORT_MESSAGES.ownProfile);
    const hidden = await report(woman.id, { reason: 'Fake profile' }, stranger.auth);
    const missing = await report(2_000_000_000, { reason: 'Fake profile' }, stranger.auth);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(PROFILE_NOT_FOUND);
    expect(hidden.body).toBe(missing.body);
    for (const id of ['+1', '0x10', '1e0', '01', 'abc'])
      expect((await report(id, { reason: 'Fake profile' }, man.auth)).statusCode, id).toBe(400);
    // A profile that is no longer Active leaves the family's reach unless it was sent to it.
    const gone = await family({ gender: 'Female', age: 26, status: 'InActive' });
    expect((await report(gone.id, { reason: 'Fake profile' }, man.auth)).statusCode).toBe(404);
    expect(await rows(man.id)).toEqual([]);
    expect(await rows(woman.id)).toEqual([]);
    expect(await rows(gone.id)).toEqual([]);
  });

  it('is for families: 401 without a session, 403 for a matchmaker', async () => {
    const { woman } = await world();
    expect((await report(woman.id, { reason: 'Fake profile' }, ANONYMOUS)).statusCode).toBe(401);
    const matchmaker = await report(woman.id, { reason: 'Fake profile' }, t.admin);
    expect(matchmaker.statusCode).toBe(403);
    expect(matchmaker.json().message).toBe(REPORT_MESSAGES.familiesOnly);
    expect(await rows(woman.id)).toEqual([]);
  });
});

describe('the limit on reports', () => {
  it(`takes ${LIMITS.report.max} reports a day from one family, then answers 429 and writes nothing`, async () => {
    const limited = await createApi({}, { realLimits: true });
    try {
      const man = await family({ gender: 'Male', age: 28 }, limited);
      const women: Family[] = [];
      for (let i = 0; i <= LIMITS.report.max; i++) {
        const woman = await family({ gender: 'Female', age: 26 }, limited);
        await connect(man.id, woman.id, limited);
        women.push(woman);
      }
      for (const woman of women.slice(0, LIMITS.report.max))
        expect((await report(woman.id, { reason: 'Fake profile' }, man.auth, limited)).statusCode).toBe(201);
      const last = women.at(-1)!;
      const refused = await report(last.id, { reason: 'Fake profile' }, man.auth, limited);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(LIMITS.report.message);
      const written = await limited.db
        .selectFrom('reports')
        .select('id')
        .where('reporterId', '=', man.id)
        .execute();
      expect(written).toHaveLength(LIMITS.report.max);
      // Another family on the same network is not held back by this one.
      const other = await family({ gender: 'Male', age: 29 }, limited);
      expect((await report(last.id, { reason: 'Fake profile' }, other.auth, limited)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/reports and PATCH /api/reports/{id}', () => {
  it('lists open reports first, newest first, with both profiles labelled, then the resolved ones', async () => {
    const { woman, man, match } = await world();
    const other = await family({ gender: 'Female', age: 24, city: 'Karachi' });
    await connect(man.id, other.id);
    await report(
      woman.id,
      { reason: 'Fake profile', details: 'Same pictures as another profile.' },
      man.auth,
    );
    await report(other.id, { reason: 'Already married or engaged' }, man.auth);
    await report(woman.id, { reason: 'Inappropriate pictures' }, match.auth);

    const answer = await list();
    expect(answer.statusCode, answer.body).toBe(200);
    const reports = (answer.json() as Report[]).filter((r) => [woman.id, other.id].includes(r.profile._id));
    expect(reports.map((r) => [r.profile._id, r.reporter._id, r.reason, r.resolvedAt])).toEqual([
      [woman.id, match.id, 'Inappropriate pictures', null],
      [other.id, man.id, 'Already married or engaged', null],
      [woman.id, man.id, 'Fake profile', null],
    ]);
    const first = reports[2]!;
    expect(first).toEqual({
      _id: expect.any(Number),
      reason: 'Fake profile',
      details: 'Same pictures as another profile.',
      reporter: {
        _id: man.id,
        label: profileLabel({ _id: man.id, name: man.name, age: man.age, city: man.city }),
      },
      profile: {
        _id: woman.id,
        label: profileLabel({ _id: woman.id, name: woman.name, age: woman.age, city: woman.city }),
      },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      resolvedAt: null,
      resolvedBy: null,
      resolutionNote: null,
    });
    expect(first.profile.label).toBe(`${woman.name} · #${woman.id} · 26 · Lahore`);

    // Resolved: who and when kept, and it moves below the open ones.
    const started = Date.now();
    const resolved = await resolve(first._id);
    expect(resolved.statusCode, resolved.body).toBe(200);
    const body = resolved.json() as Report;
    expect(body).toMatchObject({
      _id: first._id,
      resolvedBy: ADMIN.email,
      resolutionNote: 'Called the family; the profile is genuine.',
    });
    expect(Date.parse(body.resolvedAt ?? '')).toBeGreaterThanOrEqual(started - 5_000);
    const after = ((await list()).json() as Report[]).filter((r) =>
      [woman.id, other.id].includes(r.profile._id),
    );
    expect(after.map((r) => r._id).at(-1)).toBe(first._id);
    expect(after.findIndex((r) => r.resolvedAt !== null)).toBe(after.length - 1);
    expect(await historyOf(woman.id)).toEqual([
      ['reported', null, 'Fake profile', `Family of profile #${man.id}`],
      ['reported', null, 'Inappropriate pictures', `Family of profile #${match.id}`],
      ['reportResolved', 'Fake profile', 'Called the family; the profile is genuine.', ADMIN.email],
    ]);

    // Resolving again changes nothing; a new report from the same family is a new, open one.
    const again = await resolve(first._id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    const renewed = await report(woman.id, { reason: 'Fake profile' }, man.auth);
    expect(renewed.statusCode).toBe(201);
    expect((await rows(woman.id)).filter((r) => r.reporterId === man.id)).toHaveLength(2);
  });

  it("answers one profile's open reports (its page) and counts the open ones for the menu (decision 065)", async () => {
    const { woman, man, match } = await world();
    const openBefore = (
      (await call({ method: 'GET', url: '/api/admin/counts', auth: t.admin })).json() as {
        openReports: number;
      }
    ).openReports;
    await report(woman.id, { reason: 'Fake profile' }, man.auth);
    await report(woman.id, { reason: 'Asked for money', details: 'Asked for Rs 20,000.' }, match.auth);
    const ofHer = await call({ method: 'GET', url: `/api/reports?profileId=${woman.id}`, auth: t.admin });
    expect(ofHer.statusCode, ofHer.body).toBe(200);
    const reports = ofHer.json() as Report[];
    expect(reports.map((r) => [r.profile._id, r.reason])).toEqual([
      [woman.id, 'Asked for money'],
      [woman.id, 'Fake profile'],
    ]);
    const counts = async () =>
      (
        (await call({ method: 'GET', url: '/api/admin/counts', auth: t.admin })).json() as {
          openReports: number;
        }
      ).openReports;
    expect(await counts()).toBe(openBefore + 2);
    expect(
      (await resolve(reports[0]!._id, { resolved: true, note: '  Blocked her number.  ' })).json(),
    ).toMatchObject({
      resolutionNote: 'Blocked her number.',
    });
    expect(await counts()).toBe(openBefore + 1);
    const still = (
      await call({ method: 'GET', url: `/api/reports?profileId=${woman.id}`, auth: t.admin })
    ).json();
    expect((still as Report[]).map((r) => r.reason)).toEqual(['Fake profile']);
    const bad = await call({ method: 'GET', url: '/api/reports?profileId=abc', auth: t.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Profile id must be a number.');
  });

  it('refuses a body other than { resolved: true, note } (400), a report that does not exist (404), and changes nothing', async () => {
    const { woman, man } = await world();
    await report(woman.id, { reason: 'Fake profile' }, man.auth);
    const [row] = await rows(woman.id);
    const refused: [unknown, string][] = [
      [{}, REPORT_MESSAGES.resolvedRequired],
      [{ resolved: false }, REPORT_MESSAGES.resolvedRequired],
      [{ resolved: 'true' }, REPORT_MESSAGES.resolvedRequired],
      [{ resolved: true, note: 'done', by: 'me' }, 'Unknown field: by. Nothing was saved.'],
      [{ resolved: true }, REPORT_MESSAGES.noteRequired],
      [{ resolved: true, note: '   ' }, REPORT_MESSAGES.noteRequired],
      [{ resolved: true, note: 42 }, REPORT_MESSAGES.noteRequired],
      [{ resolved: true, note: 'x'.repeat(301) }, REPORT_MESSAGES.noteTooLong],
      [null, REPORT_MESSAGES.resolvedRequired],
    ];
    for (const [payload, message] of refused) {
      const response = await resolve(row!.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    const missing = await resolve(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(REPORT_MESSAGES.notFound);
    for (const id of ['+1', '0x10', 'abc']) expect((await resolve(id)).statusCode, id).toBe(400);
    expect((await rows(woman.id))[0]?.resolvedAt).toBeNull();
  });

  it('are for matchmakers only: 401 without a session, 403 for every family, the reporter and the reported too', async () => {
    const { woman, man } = await world();
    const details = 'secret-report-details-3391';
    await report(woman.id, { reason: 'Other', details }, man.auth);
    const [row] = await rows(woman.id);
    for (const auth of [woman.auth, man.auth]) {
      for (const response of [
        await list(auth),
        await resolve(row!.id, { resolved: true }, auth),
        await resolve(2_000_000_000, {}, auth),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(ADMIN_ONLY_MESSAGE);
        expect(response.body).not.toContain(details);
      }
    }
    for (const response of [await list(ANONYMOUS), await resolve(row!.id, { resolved: true }, ANONYMOUS)]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain(details);
    }
    expect((await rows(woman.id))[0]?.resolvedAt).toBeNull();
  });
});

describe('the reported family', () => {
  it('never learns that it was reported, or by whom', async () => {
    const { woman, man } = await world();
    const details = 'secret-report-text-8812 from the family';
    expect((await report(woman.id, { reason: 'Other', details }, man.auth)).statusCode).toBe(201);
    for (const url of [
      '/api/session',
      `/api/profile/${woman.id}`,
      `/api/profile/${woman.id}?withConnections=true`,
      `/api/profile/${man.id}`,
      '/api/profiles',
      '/api/connections',
    ]) {
      const response = await call({ method: 'GET', url, auth: woman.auth });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(details);
      expect(response.body, url).not.toMatch(/report/i);
    }
  });
});

describe('deleting a profile', () => {
  it('removes the reports about it and by it', async () => {
    const { woman, man, match } = await world();
    await report(woman.id, { reason: 'Fake profile' }, man.auth);
    await report(woman.id, { reason: 'Fake profile' }, match.auth);
    expect(await rows(woman.id)).toHaveLength(2);
    expect((await call({ method: 'DELETE', url: `/api/profile/${man.id}`, auth: t.admin })).statusCode).toBe(
      204,
    );
    expect((await rows(woman.id)).map((r) => r.reporterId)).toEqual([match.id]);
    expect(
      (await call({ method: 'DELETE', url: `/api/profile/${woman.id}`, auth: t.admin })).statusCode,
    ).toBe(204);
    expect(await rows(woman.id)).toEqual([]);
  });
});
