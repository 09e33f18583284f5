import { LoadingScreen } from '@client/components/loading-screen';
import { NotFound } from '@client/components/not-found';
import { LoginLinkRedirect } from '@client/features/auth/components/login-link-redirect';
import { RequireAdmin, RequireAuth } from '@client/features/auth/components/require-auth';
import { HomeRoute } from '@client/features/home/routes/home-route';
import { ProfileAddRoute } from '@client/features/profile-form/routes/profile-add-route';
import { api } from '@client/lib/api-client';
import { loadNamespaces, type Namespace } from '@client/lib/i18n';
import { getSession } from '@client/lib/session';
import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { requestMantineExtras } from './mantine-extras';
import { RouteError } from './routes/route-error';

/**
 * The route table of SPEC §2. The landing page ships in the main bundle (first paint on a slow phone), in
 * plain HTML and CSS, and so do the title and note of `/profile/add` (decision 022); every other page, and
 * that page's form, is a lazy module, loaded on first visit together with its message catalogs, the data
 * cache (queries.tsx) and Mantine's modal and notification providers (mantine-extras.tsx).
 */
async function page<M, P extends object>(
  code: Promise<M>,
  pick: (module: M) => ComponentType<P>,
  ...namespaces: Namespace[]
): Promise<ComponentType<P>> {
  const [module, queries] = await Promise.all([
    code,
    import('./queries'),
    requestMantineExtras(),
    namespaces.length ? loadNamespaces(...namespaces) : undefined,
  ]);
  return queries.withQueries(pick(module));
}

/** The form of `/profile/add`, below the title and note that ProfileAddRoute shows from the main bundle. */
const NewProfileForm = lazy(() =>
  page(
    import('@client/features/profile-form/components/new-profile-page'),
    (m) => m.NewProfilePage,
    'form',
  ).then((Component) => ({ default: Component })),
);

const profileFormRoute: RouteObject['lazy'] = {
  Component: () =>
    page(
      import('@client/features/profile-form/routes/profile-form-route'),
      (m) => m.ProfileFormRoute,
      'form',
    ),
};

const profilesRoute: RouteObject['lazy'] = {
  Component: () =>
    // The list with the matchmakers' bulk status change composed in (routes/profiles-page.tsx).
    page(import('./routes/profiles-page'), (m) => m.ProfilesPage, 'profiles'),
};

/**
 * The first page of the list a login link lands on, into the data cache: asked for at once when the address
 * has no filters (the page's code and the cache arrive after it on a slow phone), else with the code.
 */
async function prefetchMatches(path: string, search: URLSearchParams) {
  // Only a family lands on its matches by login link; a matchmaker's list has its own defaults.
  const early = path === '/profiles' && search.size === 0 ? api.get<unknown>('/api/profiles') : undefined;
  early?.catch(() => undefined);
  const [{ queryClient }, { prefetchProfileList }] = await Promise.all([
    import('./queries'),
    import('@client/features/profiles/api/use-profile-list'),
  ]);
  const session = getSession();
  await prefetchProfileList(queryClient, session.signedIn ? session.user : null, search, early);
}

/**
 * The code of the page a login link lands on, asked for while the sign-in page still loads: a family's
 * matches (with their catalogs and first page), a profile waiting for its answer, or My Connections. Loading it twice costs
 * nothing (the module is fetched once); a failure shows when the page itself loads.
 */
function prefetchLanding(target: string) {
  const { pathname: path, searchParams } = new URL(target, window.location.origin);
  const code =
    path === '/profiles' || path === '/admin/profiles'
      ? // The answer first: it waits on the server, the code only on the link.
        [prefetchMatches(path, searchParams), import('./routes/profiles-page'), loadNamespaces('profiles')]
      : path === '/my-connections'
        ? [import('@client/features/connections/routes/my-connections-route'), loadNamespaces('connections')]
        : /^\/profile\/\d+$/.test(path)
          ? [import('./routes/profile-view-page')]
          : [];
  for (const loading of code) loading.catch(() => undefined);
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: LoadingScreen,
    children: [
      {
        // Errors inside a page keep the navbar and footer around the message.
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: HomeRoute },
          {
            // A login link's token is taken out of the address before the app starts (lib/login-link.ts,
            // decision 050); the page signs in from memory at /login. The sign-in starts at once (the loader
            // needs a few KB, the page far more), and the page it lands on loads meanwhile (issue 30).
            path: 'login',
            lazy: {
              loader: () =>
                import('@client/features/auth/api/magic-sign-in').then(
                  (m) =>
                    ({ request }: { request: Request }) => {
                      m.startHeldMagicSignIn(request.url)?.then(prefetchLanding, () => undefined);
                      return null;
                    },
                ),
              Component: () =>
                page(import('@client/features/auth/routes/magic-login-route'), (m) => m.MagicLoginRoute),
            },
          },
          // A login link followed inside the app: held in memory, and the address becomes /login at once.
          { path: 'login/:auth', Component: LoginLinkRedirect },
          { path: 'profile/add', element: <ProfileAddRoute Form={NewProfileForm} /> },
          {
            // A matchmaker's invitation link (decision 054): opened before there is a password to sign in with.
            path: 'admin/invitation/:token',
            lazy: {
              Component: () =>
                page(import('@client/features/team/routes/invitation-route'), (m) => m.InvitationRoute),
            },
          },
          {
            path: 'profile/:profileId',
            lazy: {
              Component: () =>
                // The view with the matchmakers' history and notes composed in (routes/profile-view-page.tsx).
                page(import('./routes/profile-view-page'), (m) => m.ProfileViewPage),
            },
          },
          { path: 'profile/:profileId/edit', lazy: profileFormRoute },
          {
            path: 'my-profile/edit',
            lazy: {
              Component: () =>
                page(
                  import('@client/features/profile-form/routes/my-profile-edit-route'),
                  (m) => m.MyProfileEditRoute,
                ),
            },
          },
          {
            // Pages that need a signed-in user: a signed-out visitor gets the authentication overlay.
            Component: RequireAuth,
            children: [
              { path: 'profiles', lazy: profilesRoute },
              {
                path: 'my-connections',
                lazy: {
                  Component: () =>
                    page(
                      import('@client/features/connections/routes/my-connections-route'),
                      (m) => m.MyConnectionsRoute,
                      'connections',
                    ),
                },
              },
              {
                path: 'my-profile',
                lazy: {
                  Component: () =>
                    page(
                      import('@client/features/profile-view/routes/my-profile-route'),
                      (m) => m.MyProfileRoute,
                    ),
                },
              },
              {
                path: 'admin',
                Component: RequireAdmin,
                children: [
                  { index: true, element: <Navigate to="/admin/profiles" replace /> },
                  { path: 'profiles', lazy: profilesRoute },
                  {
                    // Owners (decision 054); a matchmaker who is not one sees the server's 403 message.
                    path: 'team',
                    lazy: {
                      Component: () =>
                        page(import('@client/features/team/routes/team-route'), (m) => m.TeamRoute),
                    },
                  },
                  {
                    path: 'dashboard',
                    lazy: {
                      Component: () =>
                        // The dashboard with the fees due composed in (routes/dashboard-page.tsx).
                        page(import('./routes/dashboard-page'), (m) => m.DashboardPage),
                    },
                  },
                  {
                    // The bureau's overview (issue 28, part 6).
                    path: 'overview',
                    lazy: {
                      Component: () =>
                        page(
                          import('@client/features/payments/routes/overview-route'),
                          (m) => m.OverviewRoute,
                          'payments',
                        ),
                    },
                  },
                  {
                    // A payment's receipt (issue 28), in English or Urdu.
                    path: 'receipts/:paymentId',
                    lazy: {
                      Component: () =>
                        page(
                          import('@client/features/payments/routes/receipt-route'),
                          (m) => m.ReceiptRoute,
                          'payments',
                        ),
                    },
                  },
                ],
              },
            ],
          },
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
