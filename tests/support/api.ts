import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { ADMIN, createTestApp, signIn, type TestApp, type TestAppOptions } from './test-app';

/** A request as a test writes it: `auth` is the caller's Authorization header (none: an anonymous caller). */
export type Call = InjectOptions & { auth?: string };
type Answer = Promise<LightMyRequestResponse>;

/**
 * The API fixture every API test file uses (issue 26): the real app on its own copy of the migrated database,
 * the first matchmaker signed in, and one way to call it.
 */
export type Api = {
  app: TestApp['app'];
  db: TestApp['db'];
  settings: TestApp['settings'];
  /** The signed-in matchmaker's Authorization header (ADMIN, the first owner). */
  admin: string;
  /** Calls the app through `inject()` as `auth` (anonymous without one); `headers` are kept. */
  call(options: Call): Answer;
  /** Calls the app as the signed-in matchmaker. */
  asMatchmaker(options: InjectOptions): Answer;
  /** Calls the app with no Authorization header at all, as a stranger would. */
  anonymous(options: InjectOptions): Answer;
  /** Signs in through `GET /api/login` (a matchmaker by e-mail, a family by profile id and access token). */
  signIn(username: string, password: string): ReturnType<typeof signIn>;
  /** A family's Authorization header: signed in with its profile's id and access token. */
  familyAuth(profile: { id: number; accessToken: string }): Promise<string>;
  close(): Promise<void>;
};

/** Builds one API fixture now (for a second app in a file, e.g. with real rate limits); close it yourself. */
export async function createApi(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<Api> {
  const t = await createTestApp(env, options);
  let admin: string;
  try {
    admin = (await signIn(t.app, ADMIN.email, ADMIN.password)).authorization;
  } catch (error) {
    await t.close();
    throw error;
  }
  let closed: Promise<void> | undefined;
  const call = ({ auth, ...options }: Call) =>
    t.app.inject({
      ...options,
      headers: { ...options.headers, ...(auth ? { authorization: auth } : {}) },
    });
  return {
    app: t.app,
    db: t.db,
    settings: t.settings,
    admin,
    call,
    asMatchmaker: (options) => call({ ...options, auth: admin }),
    anonymous: ({ headers, ...options }) => {
      const { authorization: _dropped, ...rest } = headers ?? {};
      return t.app.inject({ ...options, headers: rest });
    },
    signIn: (username, password) => signIn(t.app, username, password),
    familyAuth: async (profile) =>
      (await signIn(t.app, String(profile.id), profile.accessToken)).authorization,
    // Once, however often it is called (a file's own afterAll, then the fixture's).
    close: () => {
      closed ??= t.close();
      return closed;
    },
  };
}

/**
 * The file's API fixture: built before its first test (by a `beforeAll` registered here, so before the file's
 * own), closed after its last. Its fields can be read inside tests and hooks; its functions can be taken at
 * once (`const { call } = api`).
 */
export function apiFixture(env: Record<string, string> = {}, options: TestAppOptions = {}): Api {
  let current: Api | undefined;
  beforeAll(async () => {
    current = await createApi(env, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const ready = (): Api => {
    if (!current) throw new Error('The API fixture is built in beforeAll: use it inside tests and hooks.');
    return current;
  };
  return {
    get app() {
      return ready().app;
    },
    get db() {
      return ready().db;
    },
    get settings() {
      return ready().settings;
    },
    get admin() {
      return ready().admin;
    },
    call: (options) => ready().call(options),
    asMatchmaker: (options) => ready().asMatchmaker(options),
    anonymous: (options) => ready().anonymous(options),
    signIn: (username, password) => ready().signIn(username, password),
    familyAuth: (profile) => ready().familyAuth(profile),
    close: () => ready().close(),
  };
}
