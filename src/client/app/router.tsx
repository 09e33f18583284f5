import { LoadingScreen } from '@client/components/loading-screen';
import { NotFound } from '@client/components/not-found';
import { RequireAdmin, RequireAuth } from '@client/features/auth/components/require-auth';
import { HomeRoute } from '@client/features/home/routes/home-route';
import { loadNamespaces, type Namespace } from '@client/lib/i18n';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';

/**
 * The route table of SPEC §2. The landing page ships in the main bundle (first paint on a slow phone);
 * every other page is a lazy route module, loaded on first visit together with its message catalog.
 */
async function withCatalog<T>(namespace: Namespace, page: Promise<T>): Promise<T> {
  const [module] = await Promise.all([page, loadNamespaces(namespace)]);
  return module;
}

const profileFormRoute: RouteObject['lazy'] = {
  Component: async () =>
    (await withCatalog('form', import('@client/features/profile-form/routes/profile-form-route')))
      .ProfileFormRoute,
};

const profilesRoute: RouteObject['lazy'] = {
  Component: async () =>
    (await withCatalog('profiles', import('@client/features/profiles/routes/profiles-route'))).ProfilesRoute,
};

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
            path: 'login/:auth',
            lazy: {
              Component: async () =>
                (await import('@client/features/auth/routes/magic-login-route')).MagicLoginRoute,
            },
          },
          { path: 'profile/add', lazy: profileFormRoute },
          {
            path: 'profile/:profileId',
            lazy: {
              Component: async () =>
                (await import('@client/features/profile-view/routes/profile-view-route')).ProfileViewRoute,
            },
          },
          { path: 'profile/:profileId/edit', lazy: profileFormRoute },
          {
            path: 'my-profile/edit',
            lazy: {
              Component: async () =>
                (await import('@client/features/profile-form/routes/my-profile-edit-route'))
                  .MyProfileEditRoute,
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
                  Component: async () =>
                    (
                      await withCatalog(
                        'connections',
                        import('@client/features/connections/routes/my-connections-route'),
                      )
                    ).MyConnectionsRoute,
                },
              },
              {
                path: 'my-profile',
                lazy: {
                  Component: async () =>
                    (await import('@client/features/profile-view/routes/my-profile-route')).MyProfileRoute,
                },
              },
              {
                path: 'admin',
                Component: RequireAdmin,
                children: [
                  { index: true, element: <Navigate to="/admin/profiles" replace /> },
                  { path: 'profiles', lazy: profilesRoute },
                  {
                    path: 'dashboard',
                    lazy: {
                      Component: async () =>
                        (await import('@client/features/dashboard/routes/dashboard-route')).DashboardRoute,
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
