/**
 * npm run seed:demo [-- --force] [--profiles 300]: a living demo database. Realistic synthetic families
 * (scripts/lib/synthetic-profiles.ts) in every status, a few locally generated portraits stored through the
 * real file store, and connections at every stage with their history, spread over the last three months.
 * Refuses a database that already has profiles unless --force (then it adds to them). Never run by npm start.
 * Obeys the data-folder lock: stop the server first on the embedded database.
 */
import type { SideStatus } from '@shared/connection-status';
import { DEFAULT_EXPECTED_ADVANCE_FEE } from '@shared/constants';
import { INACTIVE_REASONS } from '@shared/enums';
import { PAYMENT_METHODS, todayInPakistan } from '@shared/payments';
import type { Insertable } from 'kysely';
import sharp from 'sharp';
import { buildApp } from '../src/server/app';
import { ensureFirstAdmin } from '../src/server/auth/accounts';
import { authRepository } from '../src/server/auth/repository';
import { randomToken } from '../src/server/auth/secrets';
import { readSettings, type Settings, SettingsError } from '../src/server/config/settings';
import { DataFolderBusyError } from '../src/server/db/data-folder-lock';
import type { Db, Engine } from '../src/server/db/database';
import { openMigratedDatabase } from '../src/server/db/open';
import type { HistoryTable, PaymentTable } from '../src/server/db/schema';
import { processPicture } from '../src/server/pictures/images';
import { fileStoreFor } from '../src/server/pictures/postgres-file-store';
import { loginLinkOf } from '../src/server/privacy/profile-visibility';
import { seededRandom, syntheticProfiles } from './lib/synthetic-profiles';

const args = process.argv.slice(2);
const FORCE = args.includes('--force');
const sizeArg = args.indexOf('--profiles');
const PROFILE_COUNT = sizeArg >= 0 ? Number(args[sizeArg + 1]) : 300;
const PICTURES = 14;
const DAY = 24 * 3600 * 1000;

type Step = { side: 'a' | 'b'; to: SideStatus; by: 'admin' | 'family'; inquired?: boolean };

/** Each stage as the sequence of changes that leads to it (a = the family the profile was first sent to). */
const STAGES: { name: string; count: number; steps: Step[] }[] = [
  { name: 'sent, no answer yet', count: 12, steps: [{ side: 'a', to: 'Profile Received', by: 'admin' }] },
  {
    name: 'sent, family asked about it',
    count: 5,
    steps: [
      { side: 'a', to: 'Profile Received', by: 'admin' },
      { side: 'a', to: 'Profile Received', by: 'admin', inquired: true },
    ],
  },
  {
    name: 'interested, sent back to the other family',
    count: 8,
    steps: [
      { side: 'a', to: 'Profile Received', by: 'admin' },
      { side: 'a', to: 'Profile Accepted', by: 'family' },
      { side: 'b', to: 'Profile Received', by: 'admin' },
    ],
  },
  {
    name: 'both interested (awaiting contact)',
    count: 6,
    steps: [
      { side: 'a', to: 'Profile Received', by: 'admin' },
      { side: 'a', to: 'Profile Accepted', by: 'family' },
      { side: 'b', to: 'Profile Received', by: 'admin' },
      { side: 'b', to: 'Profile Accepted', by: 'family' },
    ],
  },
  {
    name: 'not interested',
    count: 6,
    steps: [
      { side: 'a', to: 'Profile Received', by: 'admin' },
      { side: 'a', to: 'Profile Rejected', by: 'admin' },
    ],
  },
  {
    name: 'in contact',
    count: 5,
    steps: [
      { side: 'a', to: 'Profile Received', by: 'admin' },
      { side: 'a', to: 'Profile Accepted', by: 'family' },
      { side: 'b', to: 'Profile Received', by: 'admin' },
      { side: 'b', to: 'Profile Accepted', by: 'family' },
      { side: 'a', to: 'In Contact', by: 'admin' },
      { side: 'b', to: 'In Contact', by: 'admin' },
    ],
  },
  {
    name: 'rejected after contact',
    count: 3,
    steps: [
      { side: 'a', to: 'Profile Received', by: 'admin' },
      { side: 'a', to: 'Profile Accepted', by: 'family' },
      { side: 'b', to: 'Profile Received', by: 'admin' },
      { side: 'b', to: 'Profile Accepted', by: 'family' },
      { side: 'a', to: 'In Contact', by: 'admin' },
      { side: 'b', to: 'In Contact', by: 'admin' },
      { side: 'b', to: 'Rejected After Contact', by: 'admin' },
    ],
  },
  {
    name: 'matched',
    count: 3,
    steps: [
      { side: 'a', to: 'Profile Received', by: 'admin' },
      { side: 'a', to: 'Profile Accepted', by: 'family' },
      { side: 'b', to: 'Profile Received', by: 'admin' },
      { side: 'b', to: 'Profile Accepted', by: 'family' },
      { side: 'a', to: 'In Contact', by: 'admin' },
      { side: 'b', to: 'In Contact', by: 'admin' },
      { side: 'a', to: 'Matched', by: 'admin' },
      { side: 'b', to: 'Matched', by: 'admin' },
    ],
  },
];

/** A simple generated portrait: a coloured background, head and shoulders in a contrasting tone. */
function portraitSvg(i: number, r: ReturnType<typeof seededRandom>): string {
  const hue = (i * 47) % 360;
  const skin = ['#c68642', '#e0ac69', '#8d5524', '#f1c27d', '#a0522d'][i % 5];
  const cloth = `hsl(${(hue + 180) % 360}, 45%, 40%)`;
  const scarf =
    i % 2 === 0
      ? `<path d="M170 210 Q300 60 430 210 L450 420 Q300 470 150 420 Z" fill="hsl(${(hue + 90) % 360},50%,55%)"/>`
      : '';
  const x = 300 + r.int(-20, 20);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,80%)"/><stop offset="1" stop-color="hsl(${hue},50%,55%)"/>
    </linearGradient></defs>
    <rect width="600" height="800" fill="url(#g)"/>
    ${scarf}
    <ellipse cx="${x}" cy="300" rx="105" ry="130" fill="${skin}"/>
    <rect x="${x - 38}" y="390" width="76" height="140" fill="${skin}"/>
    <path d="M80 800 Q90 520 ${x} 500 Q510 520 520 800 Z" fill="${cloth}"/>
  </svg>`;
}

async function seedPictures(db: Db, engine: 'pglite' | 'postgres', dataDir: string, profileIds: number[]) {
  const store = fileStoreFor({ engine, db }, dataDir);
  const r = seededRandom(7);
  for (const [i, profileId] of profileIds.entries()) {
    const png = await sharp(Buffer.from(portraitSvg(i, r)))
      .png()
      .toBuffer();
    // Through the same processing as an upload: re-encoded WebP and a thumbnail.
    const processed = await processPicture(png);
    const id = randomToken(16);
    const thumbnailId = randomToken(16);
    await store.put(id, processed.picture);
    await store.put(thumbnailId, processed.thumbnail);
    await db
      .insertInto('pictures')
      .values({
        id,
        thumbnailId,
        profileId,
        position: 0,
        width: processed.width,
        height: processed.height,
        byteSize: processed.picture.length,
        thumbnailByteSize: processed.thumbnail.length,
      })
      .execute();
  }
}

/**
 * How many profiles each family's own list shows, asked of the real app as that family would (its link, then
 * GET /api/profiles), so that the families the demo prints are ones with matches to show. Each family signs
 * in from an address of its own (the sign-in limits are per address) and signs out again.
 */
async function matchCounts(
  deps: { db: Db; engine: Engine; settings: Settings },
  families: { id: number; accessToken: string }[],
): Promise<Map<number, number>> {
  const app = await buildApp(deps);
  const basic = (user: string, secret: string) =>
    `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
  const counts = new Map<number, number>();
  try {
    for (const [i, family] of families.entries()) {
      const remoteAddress = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const login = await app.inject({
        method: 'GET',
        url: '/api/login',
        headers: { authorization: basic(String(family.id), family.accessToken) },
        remoteAddress,
      });
      if (login.statusCode !== 200) continue;
      const authorization = basic(String(family.id), (login.json() as { token: string }).token);
      const list = await app.inject({
        method: 'GET',
        url: '/api/profiles',
        headers: { authorization },
        remoteAddress,
      });
      if (list.statusCode === 200) counts.set(family.id, (list.json() as { total: number }).total);
      await app.inject({ method: 'POST', url: '/api/logout', headers: { authorization }, remoteAddress });
    }
  } finally {
    await app.close();
  }
  return counts;
}

/**
 * npm start with the settings this run was given that decide where the printed links lead (the address, and
 * which data the server opens), so that they work as printed. DATABASE_URL is named, not shown: it may hold a
 * password.
 */
function startCommand(env = process.env): string {
  const quoted = (value: string) =>
    /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`;
  const set = ['PORT', 'PUBLIC_URL', 'DATA_DIR']
    .filter((name) => env[name])
    .map((name) => `${name}=${quoted(env[name] as string)}`);
  const command = [...set, 'npm start'].join(' ');
  return env.DATABASE_URL ? `${command} (with the same DATABASE_URL)` : command;
}

async function main() {
  const settings = readSettings();
  const { db, engine, close } = await openMigratedDatabase(settings, 'npm run seed:demo');
  try {
    const existing = await db
      .selectFrom('profiles')
      .select(db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(existing.n) > 0 && !FORCE) {
      console.error(
        `This database already has ${existing.n} profiles; the demo data is meant for an empty one.\n` +
          'Run with --force to add the demo families anyway (npm run seed:demo -- --force).',
      );
      return 1;
    }
    const firstAdmin = await ensureFirstAdmin(authRepository(db), {
      email: settings.adminEmail,
      password: settings.adminPassword,
    });
    const admin = await db
      .selectFrom('accounts')
      .select(['id', 'email'])
      .orderBy('id')
      .executeTakeFirstOrThrow();

    const r = seededRandom(2024);
    const now = Date.now();
    const rows = [...syntheticProfiles({ count: PROFILE_COUNT, seed: 2024 })].map((p) => {
      const createdAt = new Date(now - r.int(3, 90) * DAY - r.int(0, 86_400) * 1000);
      return {
        ...p,
        createdAt,
        updatedAt: createdAt,
        inactiveReason: p.status === 'InActive' ? r.pick(INACTIVE_REASONS) : null,
        restrictPhotosVisibility: r.chance(0.05),
      };
    });
    const profiles: {
      id: number;
      gender: string;
      status: string;
      accessToken: string;
      createdAt: Date;
      religion: string;
      paidFee: number;
    }[] = [];
    for (let i = 0; i < rows.length; i += 200) {
      profiles.push(
        ...(await db
          .insertInto('profiles')
          .values(rows.slice(i, i + 200))
          .returning(['id', 'gender', 'status', 'accessToken', 'createdAt', 'religion', 'paidFee'])
          .execute()),
      );
    }

    // Profile history: submitted by the family, then reviewed by a matchmaker.
    const history: Insertable<HistoryTable>[] = [];
    for (const p of profiles) {
      const created = p.createdAt.getTime();
      history.push({ entity: 'profile', entityId: p.id, field: 'created', at: new Date(created) });
      history.push({
        entity: 'profile',
        entityId: p.id,
        field: 'status',
        toValue: 'Review',
        at: new Date(created),
      });
      if (p.status !== 'Review') {
        const reviewed = new Date(created + r.int(1, 48) * 3600 * 1000);
        history.push({
          entity: 'profile',
          entityId: p.id,
          field: 'status',
          fromValue: 'Review',
          toValue: 'Active',
          actorAccountId: admin.id,
          at: reviewed,
        });
        if (p.status === 'InActive') {
          history.push({
            entity: 'profile',
            entityId: p.id,
            field: 'status',
            fromValue: 'Active',
            toValue: 'InActive',
            actorAccountId: admin.id,
            // Some time between the review and now: never in the future (issue 29).
            at: new Date(reviewed.getTime() + ((now - reviewed.getTime()) * r.int(10, 90)) / 100),
          });
        }
      }
    }

    // The books (issue 28): a profile's paid fee is the sum of its ledger entries, so the demo's fees are
    // payments with receipts, the advance first, received some days after the profile came in.
    const payments: Insertable<PaymentTable>[] = [];
    const methods = PAYMENT_METHODS.filter((method) => method !== 'Other');
    for (const p of profiles) {
      if (p.paidFee <= 0) continue;
      const advance = Math.min(p.paidFee, DEFAULT_EXPECTED_ADVANCE_FEE);
      const parts = [
        { kind: 'advance' as const, amount: advance },
        ...(p.paidFee > advance ? [{ kind: 'success' as const, amount: p.paidFee - advance }] : []),
      ];
      for (const part of parts) {
        const received = Math.min(now, p.createdAt.getTime() + r.int(1, 20) * 86_400_000);
        payments.push({
          profileId: p.id,
          ...part,
          method: r.pick(methods),
          receivedOn: todayInPakistan(new Date(received)),
          receiptNo: 0,
          accountId: admin.id,
        });
      }
    }
    payments.sort((x, y) => String(x.receivedOn).localeCompare(String(y.receivedOn)));
    payments.forEach((payment, i) => {
      payment.receiptNo = i + 1;
    });
    for (let i = 0; i < payments.length; i += 500) {
      await db
        .insertInto('payments')
        .values(payments.slice(i, i + 500))
        .execute();
    }
    if (payments.length > 0)
      await db.insertInto('bureauCounters').values({ name: 'receipt', value: payments.length }).execute();

    // Pictures for a few families of each gender.
    const active = profiles.filter((p) => p.status === 'Active');
    // The families with the most matches get the connections (and are the ones printed below), so that the
    // demo opens on a full list and a connection to answer (issue 16).
    const counts = await matchCounts({ db, engine, settings }, active);
    const byMatches = (x: { id: number }, y: { id: number }) =>
      (counts.get(y.id) ?? 0) - (counts.get(x.id) ?? 0);
    const women = active.filter((p) => p.gender === 'Female' && p.religion === 'Muslim').sort(byMatches);
    const men = active.filter((p) => p.gender === 'Male' && p.religion === 'Muslim').sort(byMatches);
    // The first stage sends a man's profile to women[0] and a woman's to men[1]: the best man goes there.
    if (men.length > 1) [men[0], men[1]] = [men[1]!, men[0]!];
    await seedPictures(db, engine, settings.dataDir, [
      ...women.slice(0, PICTURES / 2).map((p) => p.id),
      ...men.slice(0, PICTURES / 2).map((p) => p.id),
    ]);

    // Connections: each stage between a man and a woman, each pair used once.
    let w = 0;
    let m = 0;
    const stageCounts: string[] = [];
    for (const stage of STAGES) {
      let made = 0;
      for (let k = 0; k < stage.count && w < women.length && m < men.length; k++) {
        // The profile is sent to the woman's family first in even pairs, to the man's in odd ones.
        const [a, b] = k % 2 === 0 ? [women[w++], men[m++]] : [men[m++], women[w++]];
        // Worked out backwards from now (issue 29): every date in the past, the steps 6 to 72 hours apart, and
        // the pair's last change from an hour to seven weeks ago, so that the waits spread over days and weeks.
        const gaps = stage.steps.map(() => r.int(6, 72) * 3600 * 1000);
        const sinceLast = r.int(1, 49 * 24) * 3600 * 1000;
        const started = now - sinceLast - gaps.reduce((sum, gap) => sum + gap, 0);
        let t = started;
        const side = {
          a: {
            status: 'Not Received' as SideStatus,
            at: new Date(started),
            version: 0,
            inquired: null as Date | null,
          },
          b: {
            status: 'Not Received' as SideStatus,
            at: new Date(started),
            version: 0,
            inquired: null as Date | null,
          },
        };
        const changes: Omit<Insertable<HistoryTable>, 'entityId'>[] = [];
        for (const [index, step] of stage.steps.entries()) {
          t += gaps[index]!;
          const s = side[step.side];
          const profileId = step.side === 'a' ? a.id : b.id;
          const actor = step.by === 'admin' ? { actorAccountId: admin.id } : { actorProfileId: profileId };
          if (step.inquired) {
            changes.push({
              entity: 'connection',
              field: `inquired:${profileId}`,
              fromValue: null,
              toValue: new Date(t).toISOString(),
              ...actor,
              at: new Date(t),
            });
            s.inquired = new Date(t);
          } else {
            changes.push({
              entity: 'connection',
              field: `status:${profileId}`,
              // The first sending records "from nothing", as the API does.
              fromValue: changes.length === 0 ? null : s.status,
              toValue: step.to,
              ...actor,
              at: new Date(t),
            });
            s.status = step.to;
            s.at = new Date(t);
          }
          s.version += 1;
        }
        const row = await db
          .insertInto('connections')
          .values({
            profile1Id: a.id,
            profile2Id: b.id,
            profile1Status: side.a.status,
            profile1UpdatedAt: side.a.at,
            profile1InquiredAboutReceivedProfileOn: side.a.inquired,
            profile1Version: side.a.version,
            profile2Status: side.b.status,
            profile2UpdatedAt: side.b.at,
            profile2InquiredAboutReceivedProfileOn: side.b.inquired,
            profile2Version: side.b.version,
            createdAt: new Date(started),
            updatedAt: new Date(t),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const change of changes) history.push({ ...change, entityId: row.id });
        made += 1;
      }
      stageCounts.push(`${made} ${stage.name}`);
    }
    history.sort((x, y) => (x.at as Date).getTime() - (y.at as Date).getTime());
    for (let i = 0; i < history.length; i += 500) {
      await db
        .insertInto('history')
        .values(history.slice(i, i + 500))
        .execute();
    }

    const byStatus = (s: string) => profiles.filter((p) => p.status === s).length;
    const connected = await db.selectFrom('connections').select(['profile1Id', 'profile2Id']).execute();
    // The first stage's first two pairs: a woman's and a man's family with a profile sent to them to answer.
    const woman = women[0];
    const man = men[1];
    const matchesOf = (p: { id: number }) => `${counts.get(p.id) ?? 0} matches, a profile sent to answer`;
    const lines = [
      '',
      `Demo data added (${engine === 'pglite' ? `embedded database in ${settings.dataDir}` : 'PostgreSQL'}):`,
      `  ${profiles.length} profiles: ${byStatus('Active')} Active, ${byStatus('Review')} in Review, ${byStatus('InActive')} InActive`,
      `  ${PICTURES} profiles with a generated portrait`,
      `  ${connected.length} connections: ${stageCounts.join(', ')}`,
      `  ${history.length} history entries`,
      '',
      `Start the server with ${startCommand()}, then sign in at`,
      `  ${settings.publicUrl}/admin`,
    ];
    if (firstAdmin?.generatedPassword) {
      lines.push(
        `  as the matchmaker ${firstAdmin.email}, password ${firstAdmin.generatedPassword} (shown once)`,
      );
    } else {
      lines.push(
        `  as the matchmaker ${admin.email}${firstAdmin ? ' with ADMIN_PASSWORD' : ' with that account’s password'}`,
      );
    }
    lines.push('or open a family’s own login link:');
    if (woman)
      lines.push(
        `  ${loginLinkOf(settings.publicUrl, woman.id, woman.accessToken)}   (a woman’s family: ${matchesOf(woman)})`,
      );
    if (man)
      lines.push(
        `  ${loginLinkOf(settings.publicUrl, man.id, man.accessToken)}   (a man’s family: ${matchesOf(man)})`,
      );
    lines.push(
      '',
      `These links are on ${settings.publicUrl}, from PORT and PUBLIC_URL as npm start reads them. If the server`,
      'runs on another address, open the same paths there (/admin, /login/…).',
    );
    console.log(`${lines.join('\n')}\n`);
    return 0;
  } finally {
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof SettingsError || error instanceof DataFolderBusyError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
