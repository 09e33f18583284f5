/**
 * The authorization matrix (issue 6, DESIGN §3, SPEC §6/§7): every endpoint × every kind of viewer, with the
 * status the server must answer. One table; one loop asserts each cell.
 *
 * The world each endpoint is tried in (a fresh one per endpoint, so that a cell that changes something,
 * such as a logout or a delete, cannot change the answer of another endpoint):
 * - target: an Active woman, 26, Lahore, holding one picture. The "owner" is her family.
 * - man: a family (Male, 28) connected to the target; his side is Profile Received. He is also a two-way match.
 * - woman: a family (Female, 27) connected to the target; her side is Profile Received.
 * - other: a family (Male, 70, Married) with no connection to the target and no match either way.
 * - admin: the matchmaker.
 * Within one endpoint the viewers are tried in the table's column order (anonymous first, admin last).
 */
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentsRepository } from '../../../src/server/payments/repository';
import { apiFixture } from '../../support/api';
import { insertProfile } from '../../support/factories';
import { filepondBody, pngOf } from '../../support/pictures';
import { manProfile, womanProfile } from '../../support/profiles';
import { ADMIN, basic } from '../../support/test-app';

const VIEWERS = ['anonymous', 'owner', 'other', 'woman', 'man', 'admin'] as const;
type Viewer = (typeof VIEWERS)[number];
type Family = Exclude<Viewer, 'anonymous' | 'admin'>;

// biome-ignore format: the table is read as a grid
const GRID = {
  //                                                        anonymous owner other woman man  admin
  'GET /api/config':                                        [200,     200,  200,  200,  200, 200],
  'GET /api/login (own credentials)':                       [401,     200,  200,  200,  200, 200],
  'GET /api/session':                                       [401,     200,  200,  200,  200, 200],
  'GET /api/events (a stream, decision 055)':               [401,     200,  200,  200,  200, 200],
  'POST /api/logout':                                       [401,     204,  204,  204,  204, 204],
  'POST /api/upload':                                       [201,     201,  201,  201,  201, 201],
  'DELETE /api/upload (own unattached upload)':             [204,     204,  204,  204,  204, 204],
  "DELETE /api/upload (the target's picture)":              [404,     404,  404,  404,  404, 404],
  'GET /file/:picture (session header)':                    [404,     200,  404,  200,  404, 200],
  'GET /file/:picture (picture cookie)':                    [404,     200,  404,  200,  404, 200],
  'GET /file/:picture (an old signed address, no session)': [404,     404,  404,  404,  404, 404],
  'GET /api/profiles':                                      [401,     200,  200,  200,  200, 200],
  'POST /api/profile':                                      [201,     201,  201,  201,  201, 201],
  'GET /api/profile/:target':                               [401,     200,  404,  200,  200, 200],
  'GET /api/profile/:target?withConnections=true':          [401,     200,  404,  200,  200, 200],
  'GET /api/profile/:missing':                              [401,     404,  404,  404,  404, 404],
  'GET /api/profile/:target/match?matchProfileId=:man':     [401,     200,  200,  200,  200, 200],
  'GET /api/profile/:target/match (no matchProfileId)':     [401,     200,  200,  200,  200, 400],
  'PUT /api/profile/:target':                               [401,     200,  404,  403,  403, 200],
  'PUT /api/profile/:missing':                              [401,     404,  404,  404,  404, 404],
  'PATCH /api/profile/:target':                             [401,     403,  403,  403,  403, 200],
  'PATCH /api/profile/:target (verifications)':             [401,     403,  403,  403,  403, 200],
  'PATCH /api/profiles (bulk status)':                      [401,     403,  403,  403,  403, 200],
  'POST /api/profile/:target/access-token':                 [401,     403,  403,  403,  403, 200],
  'POST /api/profile/:target/held-edits/approve':           [401,     403,  403,  403,  403, 200],
  'POST /api/profile/:target/held-edits/decline':           [401,     403,  403,  403,  403, 200],
  'POST /api/profile-connection':                           [401,     403,  403,  403,  403, 200],
  'PATCH /api/profile-connection (answer about target)':    [401,     404,  404,  200,  200, 403],
  'PATCH /api/profile-connection/:target-:man/:target':     [401,     403,  403,  403,  403, 200],
  'GET /api/connections':                                   [401,     200,  200,  200,  200, 200],
  'GET /api/connections/:connection/history':               [401,     403,  403,  403,  403, 200],
  'GET /api/pending-connections':                           [401,     403,  403,  403,  403, 200],
  'GET /api/profile/:target/connections':                   [401,     403,  403,  403,  403, 200],
  'GET /api/admin/counts':                                  [401,     403,  403,  403,  403, 200],
  'GET /api/admin/queues':                                  [401,     403,  403,  403,  403, 200],
  'GET /api/review-queue/next':                             [401,     403,  403,  403,  403, 200],
  'GET /api/profile/:target/history':                       [401,     403,  403,  403,  403, 200],
  'GET /api/profile/:missing/history':                      [401,     403,  403,  403,  403, 404],
  'GET /api/profile/:target/notes':                         [401,     403,  403,  403,  403, 200],
  'POST /api/profile/:target/notes':                        [401,     403,  403,  403,  403, 201],
  'DELETE /api/profile/:target/notes/:note':                [401,     403,  403,  403,  403, 204],
  'GET /api/profile/:target/payments':                      [401,     403,  403,  403,  403, 200],
  'POST /api/profile/:target/payments':                     [401,     403,  403,  403,  403, 201],
  'POST /api/payments/:payment/reversal':                   [401,     403,  403,  403,  403, 201],
  'GET /api/payments/:payment/receipt':                     [401,     403,  403,  403,  403, 200],
  'GET /api/payments/due':                                  [401,     403,  403,  403,  403, 200],
  'GET /api/admin/overview':                                [401,     403,  403,  403,  403, 200],
  'GET /api/admin/export/profiles.csv':                     [401,     403,  403,  403,  403, 200],
  'GET /api/admin/export/connections.csv':                  [401,     403,  403,  403,  403, 200],
  'GET /api/admin/export/payments.csv':                     [401,     403,  403,  403,  403, 200],
  'POST /api/connections/:connection/close':                [401,     403,  403,  403,  403, 400],
  // The world's connection is not Awaiting Contact: a matchmaker is told so (400), nothing changes.
  'POST /api/connections/:connection/share-contacts':       [401,     403,  403,  403,  403, 400],
  'POST /api/profile/:target/report':                       [401,     400,  404,  201,  201, 403],
  'GET /api/reports':                                       [401,     403,  403,  403,  403, 200],
  'PATCH /api/reports/:report':                             [401,     403,  403,  403,  403, 200],
  'POST /api/profile/:target/block':                        [401,     400,  404,  201,  201, 403],
  'DELETE /api/profile/:target/block':                      [401,     400,  204,  204,  204, 403],
  'GET /api/blocks':                                        [401,     200,  200,  200,  200, 403],
  'GET /api/profile/:target/blocks':                        [401,     403,  403,  403,  403, 200],
  'POST /api/profile/:target/duplicates/:twin/dismiss':     [401,     403,  403,  403,  403, 200],
  'DELETE /api/profile/:target/duplicates/:twin/dismiss':   [401,     403,  403,  403,  403, 200],
  // The family itself deletes its profile (decision 060), so the matchmaker after it finds none.
  'DELETE /api/profile/:target':                            [401,     204,  403,  403,  403, 404],
  'POST /api/profile/:target/pause':                        [401,     200,  403,  403,  403, 200],
  'POST /api/profile/:target/resume':                       [401,     200,  403,  403,  403, 200],
  'GET /api/profile/:target/export':                        [401,     200,  403,  403,  403, 200],
  'GET /api/profile/:target/fees':                          [401,     200,  403,  403,  403, 200],
  'GET /api/admin/matchmakers':                             [401,     403,  403,  403,  403, 200],
  'POST /api/admin/matchmakers':                            [401,     403,  403,  403,  403, 201],
  'PATCH /api/admin/matchmakers/:matchmaker':               [401,     403,  403,  403,  403, 200],
  'POST /api/admin/matchmakers/:matchmaker/invitation':     [401,     403,  403,  403,  403, 200],
  'GET /api/matchmakers':                                   [401,     403,  403,  403,  403, 200],
  'GET /api/invitations/:invitation':                       [200,     200,  200,  200,  200, 200],
  'POST /api/invitations/:invitation (a fresh link each)':  [200,     200,  200,  200,  200, 200],
  'GET /api/reminders':                                     [401,     403,  403,  403,  403, 200],
  'POST /api/reminders/:reminder/done':                     [401,     403,  403,  403,  403, 204],
  'POST /api/reminders/:reminder/snooze':                   [401,     403,  403,  403,  403, 200],
  'PATCH /api/reminders/:reminder':                          [401,     403,  403,  403,  403, 200],
} as const satisfies Record<string, readonly [number, number, number, number, number, number]>;
type Endpoint = keyof typeof GRID;

/** The table as rows: endpoint, viewer, expected status. */
const ROWS = (Object.entries(GRID) as [Endpoint, readonly number[]][]).flatMap(([endpoint, statuses]) =>
  VIEWERS.map((viewer, i) => ({ endpoint, viewer, status: statuses[i] })),
);

type World = {
  target: { id: number; accessToken: string };
  man: number;
  woman: number;
  other: number;
  missing: number;
  connection: number;
  /** A matchmaker's note on the target (issue 15). */
  note: number;
  /** A payment of the target's family, with its receipt (issue 28). */
  payment: number;
  /** The target's family's open report of the man (issue 18). */
  report: number;
  /** A second matchmaker (not an owner) and an open invitation link of hers (decision 054). */
  matchmaker: number;
  invitation: string;
  /** A matchmaker's note on the target that came due (a reminder, decision 054). */
  reminder: number;
  /** A profile in Review with the target's phone: a possible duplicate of hers (issue 18, decision 038). */
  twin: number;
  picture: string;
  /** Sign-in credentials (Basic password or access token) and the session header of each signed-in viewer. */
  credentials: Record<Exclude<Viewer, 'anonymous'>, string>;
  auth: Record<Exclude<Viewer, 'anonymous'>, string>;
  /** The picture cookie GET /api/login set for each signed-in viewer. */
  cookies: Record<Exclude<Viewer, 'anonymous'>, string>;
};

const t = apiFixture();
let picture: Buffer;
let worlds = 0;
beforeAll(async () => {
  picture = await pngOf(24, 24);
});
async function upload(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    ...filepondBody(picture, 'p.png', 'image/png'),
  });
  expect(response.statusCode).toBe(201);
  return response.body;
}

async function buildWorld(): Promise<World> {
  // Her family's edit of "about you" waits for a matchmaker (decision 048).
  const target = await insertProfile(t.db, {
    gender: 'Female',
    age: 26,
    name: 'Target Woman',
    heldText: JSON.stringify({ aboutYou: 'Held words' }),
    heldAt: new Date(),
  });
  const man = await insertProfile(t.db, { gender: 'Male', age: 28 });
  const woman = await insertProfile(t.db, { gender: 'Female', age: 27 });
  const other = await insertProfile(t.db, { gender: 'Male', age: 70, maritalStatus: 'Married' });
  const connection = await t.db
    .insertInto('connections')
    .values({
      profile1Id: man.id,
      profile2Id: target.id,
      profile1Status: 'Profile Received',
      profile2Status: 'Not Received',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('connections')
    .values({
      profile1Id: woman.id,
      profile2Id: target.id,
      profile1Status: 'Profile Received',
      profile2Status: 'Not Received',
    })
    .execute();
  const account = await t.db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', ADMIN.email)
    .executeTakeFirstOrThrow();
  const note = await t.db
    .insertInto('profileNotes')
    .values({ profileId: target.id, accountId: account.id, text: 'A matchmaker note' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('profiles').set({ paidFee: 5000 }).where('id', '=', target.id).execute();
  const payment = await t.db
    .insertInto('payments')
    .values({
      profileId: target.id,
      kind: 'advance',
      amount: 5000,
      method: 'Cash',
      receivedOn: '2026-11-01',
      receiptNo: await paymentsRepository(t.db).nextReceiptNo(),
      accountId: account.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const report = await t.db
    .insertInto('reports')
    .values({ profileId: man.id, reporterId: target.id, reason: 'Fake profile' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const twin = await insertProfile(t.db, {
    gender: 'Female',
    age: 26,
    status: 'Review',
    phoneNo: (
      await t.db
        .selectFrom('profiles')
        .select('phoneNo')
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow()
    ).phoneNo,
  });
  const asOwner = (await t.signIn(ADMIN.email, ADMIN.password)).authorization;
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/admin/matchmakers',
    headers: { authorization: asOwner },
    payload: { name: 'Second Matchmaker', email: `second${++worlds}@rishta.test` },
  });
  expect(invited.statusCode).toBe(201);
  const reminder = await t.db
    .insertInto('profileNotes')
    .values({
      profileId: target.id,
      accountId: account.id,
      text: 'Call back',
      dueAt: new Date(Date.now() - 3600_000),
      reminderAccountId: account.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pictureId = await upload();
  await t.db.updateTable('pictures').set({ profileId: target.id }).where('id', '=', pictureId).execute();

  const families: Record<Family, { id: number; accessToken: string }> = {
    owner: target,
    other,
    woman,
    man,
  };
  const credentials = { admin: basic(ADMIN.email, ADMIN.password) } as World['credentials'];
  const asMatchmaker = await t.signIn(ADMIN.email, ADMIN.password);
  const auth = { admin: asMatchmaker.authorization } as World['auth'];
  const cookies = { admin: asMatchmaker.cookie } as World['cookies'];
  for (const [viewer, profile] of Object.entries(families) as [
    Family,
    { id: number; accessToken: string },
  ][]) {
    credentials[viewer] = basic(String(profile.id), profile.accessToken);
    const session = await t.signIn(String(profile.id), profile.accessToken);
    auth[viewer] = session.authorization;
    cookies[viewer] = session.cookie;
  }
  return {
    target,
    man: man.id,
    woman: woman.id,
    other: other.id,
    missing: 2_000_000_000,
    connection: connection.id,
    note: note.id,
    payment: payment.id,
    report: report.id,
    twin: twin.id,
    matchmaker: invited.json()._id,
    invitation: invited.json().invitationUrl.split('/').pop(),
    reminder: reminder.id,
    picture: pictureId,
    credentials,
    auth,
    cookies,
  };
}

/** How each endpoint is called; `authorization` is the viewer's session (absent for anonymous). */
const REQUESTS: Record<Endpoint, (w: World, viewer: Viewer) => InjectOptions | Promise<InjectOptions>> = {
  'GET /api/config': () => ({ method: 'GET', url: '/api/config' }),
  'GET /api/login (own credentials)': (w, viewer) => ({
    method: 'GET',
    url: '/api/login',
    headers: viewer === 'anonymous' ? {} : { authorization: w.credentials[viewer] },
  }),
  'GET /api/session': () => ({ method: 'GET', url: '/api/session' }),
  // Never ends by itself: answered as a stream, whose status is all the matrix reads (send, below).
  'GET /api/events (a stream, decision 055)': () => ({
    method: 'GET',
    url: '/api/events',
    payloadAsStream: true,
  }),
  'POST /api/logout': () => ({ method: 'POST', url: '/api/logout' }),
  'POST /api/upload': () => ({
    method: 'POST',
    url: '/api/upload',
    ...filepondBody(picture, 'a.png', 'image/png'),
  }),
  'DELETE /api/upload (own unattached upload)': async () => ({
    method: 'DELETE',
    url: '/api/upload',
    payload: await upload(),
    headers: { 'content-type': 'text/plain' },
  }),
  "DELETE /api/upload (the target's picture)": (w) => ({
    method: 'DELETE',
    url: '/api/upload',
    payload: w.picture,
    headers: { 'content-type': 'text/plain' },
  }),
  'GET /file/:picture (session header)': (w) => ({ method: 'GET', url: `/file/${w.picture}` }),
  // As an <img> asks: the cookie, no Authorization header.
  'GET /file/:picture (picture cookie)': (w, viewer) => ({
    method: 'GET',
    url: `/file/${w.picture}`,
    headers: viewer === 'anonymous' ? {} : { cookie: w.cookies[viewer] },
  }),
  // The address a profile answer carried before decision 025, its signature once valid.
  'GET /file/:picture (an old signed address, no session)': (w) => ({
    method: 'GET',
    url: `/file/${w.picture}?exp=9999999999&sig=${'A'.repeat(32)}`,
  }),
  'GET /api/profiles': () => ({ method: 'GET', url: '/api/profiles' }),
  'POST /api/profile': () => ({ method: 'POST', url: '/api/profile', payload: manProfile() }),
  'GET /api/profile/:target': (w) => ({ method: 'GET', url: `/api/profile/${w.target.id}` }),
  'GET /api/profile/:target?withConnections=true': (w) => ({
    method: 'GET',
    url: `/api/profile/${w.target.id}?withConnections=true`,
  }),
  'GET /api/profile/:missing': (w) => ({ method: 'GET', url: `/api/profile/${w.missing}` }),
  // Issue 17 (decision 043): a family's answer is about its own matches (null otherwise); a matchmaker names the pair.
  'GET /api/profile/:target/match?matchProfileId=:man': (w) => ({
    method: 'GET',
    url: `/api/profile/${w.target.id}/match?matchProfileId=${w.man}`,
  }),
  'GET /api/profile/:target/match (no matchProfileId)': (w) => ({
    method: 'GET',
    url: `/api/profile/${w.target.id}/match`,
  }),
  'PUT /api/profile/:target': (w) => ({
    method: 'PUT',
    url: `/api/profile/${w.target.id}`,
    payload: womanProfile({ name: 'Target Woman' }),
  }),
  'PUT /api/profile/:missing': (w) => ({
    method: 'PUT',
    url: `/api/profile/${w.missing}`,
    payload: womanProfile(),
  }),
  'PATCH /api/profile/:target': (w) => ({
    method: 'PATCH',
    url: `/api/profile/${w.target.id}`,
    payload: { paidFee: 5000 },
  }),
  'POST /api/profile/:target/access-token': (w) => ({
    method: 'POST',
    url: `/api/profile/${w.target.id}/access-token`,
  }),
  'POST /api/profile/:target/held-edits/approve': (w) => ({
    method: 'POST',
    url: `/api/profile/${w.target.id}/held-edits/approve`,
    payload: {},
  }),
  'POST /api/profile/:target/held-edits/decline': (w) => ({
    method: 'POST',
    url: `/api/profile/${w.target.id}/held-edits/decline`,
    payload: {},
  }),
  'POST /api/profile-connection': (w) => ({
    method: 'POST',
    url: '/api/profile-connection',
    payload: { sentTo: w.other, profileSent: w.target.id },
  }),
  'PATCH /api/profile-connection (answer about target)': (w) => ({
    method: 'PATCH',
    url: '/api/profile-connection',
    payload: { connectionWith: w.target.id, status: 'Profile Accepted' },
  }),
  'PATCH /api/profile-connection/:target-:man/:target': (w) => ({
    method: 'PATCH',
    url: `/api/profile-connection/${w.target.id}-${w.man}/${w.target.id}`,
    payload: { status: 'Profile Accepted' },
  }),
  'GET /api/connections': () => ({ method: 'GET', url: '/api/connections' }),
  'GET /api/connections/:connection/history': (w) => ({
    method: 'GET',
    url: `/api/connections/${w.connection}/history`,
  }),
  'GET /api/pending-connections': () => ({ method: 'GET', url: '/api/pending-connections' }),
  'GET /api/profile/:target/connections': (w) => ({
    method: 'GET',
    url: `/api/profile/${w.target.id}/connections`,
  }),
  'GET /api/admin/counts': () => ({ method: 'GET', url: '/api/admin/counts' }),
  'GET /api/admin/queues': () => ({ method: 'GET', url: '/api/admin/queues' }),
  'GET /api/review-queue/next': (w) => ({
    method: 'GET',
    url: `/api/review-queue/next?after=${w.target.id}`,
  }),
  'PATCH /api/profiles (bulk status)': (w) => ({
    method: 'PATCH',
    url: '/api/profiles',
    payload: { ids: [w.target.id], status: 'Active' },
  }),
  'GET /api/profile/:target/history': (w) => ({ method: 'GET', url: `/api/profile/${w.target.id}/history` }),
  'GET /api/profile/:missing/history': (w) => ({ method: 'GET', url: `/api/profile/${w.missing}/history` }),
  'GET /api/profile/:target/notes': (w) => ({ method: 'GET', url: `/api/profile/${w.target.id}/notes` }),
  'POST /api/profile/:target/notes': (w) => ({
    method: 'POST',
    url: `/api/profile/${w.target.id}/notes`,
    payload: { text: 'Called the family' },
  }),
  'DELETE /api/profile/:target/notes/:note': (w) => ({
    method: 'DELETE',
    url: `/api/profile/${w.target.id}/notes/${w.note}`,
  }),
  'GET /api/profile/:target/payments': (w) => ({
    method: 'GET',
    url: `/api/profile/${w.target.id}/payments`,
  }),
  'POST /api/profile/:target/payments': (w) => ({
    method: 'POST',
    url: `/api/profile/${w.target.id}/payments`,
    payload: { amount: 15_000, kind: 'success', method: 'Raast', receivedOn: '2026-11-02' },
  }),
  'POST /api/payments/:payment/reversal': (w) => ({
    method: 'POST',
    url: `/api/payments/${w.payment}/reversal`,
    payload: { reason: 'Bounced' },
  }),
  'GET /api/payments/:payment/receipt': (w) => ({ method: 'GET', url: `/api/payments/${w.payment}/receipt` }),
  'GET /api/payments/due': () => ({ method: 'GET', url: '/api/payments/due' }),
  'GET /api/admin/overview': () => ({ method: 'GET', url: '/api/admin/overview' }),
  'GET /api/admin/export/profiles.csv': () => ({ method: 'GET', url: '/api/admin/export/profiles.csv' }),
  'GET /api/admin/export/connections.csv': () => ({
    method: 'GET',
    url: '/api/admin/export/connections.csv',
  }),
  'GET /api/admin/export/payments.csv': () => ({ method: 'GET', url: '/api/admin/export/payments.csv' }),
  // The world's connection is Profile Received on one side: a matchmaker is told both must be Matched (400).
  'POST /api/connections/:connection/close': (w) => ({
    method: 'POST',
    url: `/api/connections/${w.connection}/close`,
  }),
  'POST /api/connections/:connection/share-contacts': (w) => ({
    method: 'POST',
    url: `/api/connections/${w.connection}/share-contacts`,
  }),
  'PATCH /api/profile/:target (verifications)': (w) => ({
    method: 'PATCH',
    url: `/api/profile/${w.target.id}`,
    payload: { verifications: { phone: true, cnic: true } },
  }),
  'POST /api/profile/:target/report': (w) => ({
    method: 'POST',
    url: `/api/profile/${w.target.id}/report`,
    payload: { reason: 'Other', details: 'Her pictures look like an actress.' },
  }),
  'GET /api/reports': () => ({ method: 'GET', url: '/api/reports' }),
  'PATCH /api/reports/:report': (w) => ({
    method: 'PATCH',
    url: `/api/reports/${w.report}`,
    payload: { resolved: true, note: 'Called the family.' },
  }),
  'POST /api/profile/:target/block': (w) => ({ method: 'POST', url: `/api/profile/${w.target.id}/block` }),
  'DELETE /api/profile/:target/block': (w) => ({
    method: 'DELETE',
    url: `/api/profile/${w.target.id}/block`,
  }),
  'GET /api/blocks': () => ({ method: 'GET', url: '/api/blocks' }),
  'GET /api/profile/:target/blocks': (w) => ({ method: 'GET', url: `/api/profile/${w.target.id}/blocks` }),
  'POST /api/profile/:target/duplicates/:twin/dismiss': (w) => ({
    method: 'POST',
    url: `/api/profile/${w.target.id}/duplicates/${w.twin}/dismiss`,
  }),
  'DELETE /api/profile/:target/duplicates/:twin/dismiss': (w) => ({
    method: 'DELETE',
    url: `/api/profile/${w.target.id}/duplicates/${w.twin}/dismiss`,
  }),
  'DELETE /api/profile/:target': (w) => ({ method: 'DELETE', url: `/api/profile/${w.target.id}` }),
  'POST /api/profile/:target/pause': (w) => ({ method: 'POST', url: `/api/profile/${w.target.id}/pause` }),
  'POST /api/profile/:target/resume': (w) => ({ method: 'POST', url: `/api/profile/${w.target.id}/resume` }),
  'GET /api/profile/:target/export': (w) => ({ method: 'GET', url: `/api/profile/${w.target.id}/export` }),
  'GET /api/profile/:target/fees': (w) => ({ method: 'GET', url: `/api/profile/${w.target.id}/fees` }),
  'GET /api/admin/matchmakers': () => ({ method: 'GET', url: '/api/admin/matchmakers' }),
  'POST /api/admin/matchmakers': () => ({
    method: 'POST',
    url: '/api/admin/matchmakers',
    payload: { name: 'Third Matchmaker', email: `third${++worlds}@rishta.test` },
  }),
  'PATCH /api/admin/matchmakers/:matchmaker': (w) => ({
    method: 'PATCH',
    url: `/api/admin/matchmakers/${w.matchmaker}`,
    payload: { name: 'Renamed Matchmaker' },
  }),
  'POST /api/admin/matchmakers/:matchmaker/invitation': (w) => ({
    method: 'POST',
    url: `/api/admin/matchmakers/${w.matchmaker}/invitation`,
  }),
  'GET /api/matchmakers': () => ({ method: 'GET', url: '/api/matchmakers' }),
  'GET /api/invitations/:invitation': (w) => ({ method: 'GET', url: `/api/invitations/${w.invitation}` }),
  // A link works once: each viewer gets a fresh one (an owner's new link ends the one before).
  'POST /api/invitations/:invitation (a fresh link each)': async (w) => {
    const owner = (await t.signIn(ADMIN.email, ADMIN.password)).authorization;
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/admin/matchmakers/${w.matchmaker}/invitation`,
      headers: { authorization: owner },
    });
    return {
      method: 'POST',
      url: `/api/invitations/${link.json().invitationUrl.split('/').pop()}`,
      payload: { password: 'a long enough password' },
    };
  },
  'GET /api/reminders': () => ({ method: 'GET', url: '/api/reminders?due=true' }),
  'POST /api/reminders/:reminder/done': (w) => ({ method: 'POST', url: `/api/reminders/${w.reminder}/done` }),
  'PATCH /api/reminders/:reminder': (w) => ({
    method: 'PATCH',
    url: `/api/reminders/${w.reminder}`,
    payload: { assignedTo: w.matchmaker },
  }),
  'POST /api/reminders/:reminder/snooze': (w) => ({
    method: 'POST',
    url: `/api/reminders/${w.reminder}/snooze`,
    payload: { days: 1 },
  }),
};

/**
 * Every `METHOD /path` the app serves under /api and /file, read from Fastify's route tree (one line a node,
 * indented four characters a level, with its methods in brackets); HEAD is GET's shadow.
 */
function apiRoutes(tree: string): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    parents.length = depth;
    const path = `${parents.join('')}${match[2]}`;
    parents.push(match[2]!);
    if (!/^\/(api|file)\//.test(path)) continue;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD'))
      routes.push(`${method} ${path}`);
  }
  return routes;
}

/** Rows whose requests carry no session header: sign-in sends credentials, an <img> the cookie or nothing. */
const WITHOUT_SESSION_HEADER: Endpoint[] = [
  'GET /api/login (own credentials)',
  'GET /file/:picture (picture cookie)',
  'GET /file/:picture (an old signed address, no session)',
];

/** The viewer's session header is added unless the request names its own (sign-in sends credentials). */
async function send(w: World, endpoint: Endpoint, viewer: Viewer) {
  const request = await REQUESTS[endpoint](w, viewer);
  const headers = { ...(request.headers ?? {}) } as Record<string, string>;
  if (
    viewer !== 'anonymous' &&
    headers.authorization === undefined &&
    !WITHOUT_SESSION_HEADER.includes(endpoint)
  )
    headers.authorization = w.auth[viewer];
  const response = await t.app.inject({ ...request, headers });
  if (!request.payloadAsStream) return response;
  // A stream: an error is read whole; an open stream is closed once its status is known.
  const stream = response.stream();
  if (response.statusCode < 400) {
    stream.destroy();
    return Object.assign(response, { body: '' });
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  const body = Buffer.concat(chunks).toString('utf8');
  return Object.assign(response, { body, json: () => JSON.parse(body) });
}

describe('authorization matrix', () => {
  it('covers every endpoint of the API for every kind of viewer', () => {
    expect(ROWS).toHaveLength(Object.keys(GRID).length * VIEWERS.length);
    // Path parameters are named for the test's world in the grid (`:target`, `:missing`…): compare shapes.
    const shape = (route: string) => route.replace(/:[^/]+/g, ':_');
    const covered = new Set(
      Object.keys(GRID).map((e) => shape(e.replace(/ \(.*\)$/, '').replace(/\?.*$/, ''))),
    );
    const served = apiRoutes(t.app.printRoutes({ commonPrefix: false })).map(shape);
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((route) => !covered.has(route))).toEqual([]);
  });

  for (const endpoint of Object.keys(GRID) as Endpoint[]) {
    describe(endpoint, () => {
      let w: World;
      beforeAll(async () => {
        w = await buildWorld();
      });
      for (const { viewer, status } of ROWS.filter((r) => r.endpoint === endpoint)) {
        it(`as ${viewer} → ${status}`, async () => {
          const response = await send(w, endpoint, viewer);
          expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
          if (status >= 400) {
            const body = response.json();
            expect(body).toMatchObject({ statusCode: status, error: expect.any(String) });
            expect(String(body.message).length).toBeGreaterThan(0);
          }
        });
      }
    });
  }

  it('answers a profile a family may not see exactly as a profile that does not exist (ids cannot be probed)', async () => {
    const w = await buildWorld();
    const get = (id: number) =>
      t.app.inject({ method: 'GET', url: `/api/profile/${id}`, headers: { authorization: w.auth.other } });
    const hidden = await get(w.target.id);
    const missing = await get(w.missing);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(missing.body);
    const put = (id: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/profile/${id}`,
        payload: womanProfile(),
        headers: { authorization: w.auth.other },
      });
    expect((await put(w.target.id)).body).toBe((await put(w.missing)).body);
    const answer = (id: number) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/profile-connection',
        payload: { connectionWith: id, status: 'Profile Accepted' },
        headers: { authorization: w.auth.other },
      });
    const a = await answer(w.target.id);
    expect(a.statusCode).toBe(404);
    expect(a.body).toBe((await answer(w.missing)).body);
  });

  it('refuses a revoked, forged or borrowed session token with 401 on every signed-in endpoint', async () => {
    const w = await buildWorld();
    const token = Buffer.from(w.auth.man.slice(6), 'base64').toString().split(':')[1];
    const bad = [
      basic(String(w.man), 'not-a-token'),
      basic(String(w.target.id), token), // the man's token under another username
      basic(ADMIN.email, token),
      'Bearer abc',
      'Basic %%%',
    ];
    for (const authorization of bad) {
      for (const endpoint of [
        'GET /api/session',
        'GET /api/profiles',
        'GET /api/profile/:target',
        'GET /api/connections',
        'GET /api/pending-connections',
        'PATCH /api/profile/:target',
      ] as Endpoint[]) {
        const request = await REQUESTS[endpoint](w, 'anonymous');
        const response = await t.app.inject({ ...request, headers: { authorization } });
        expect(response.statusCode, `${endpoint} with ${authorization}`).toBe(401);
      }
    }
  });
});
