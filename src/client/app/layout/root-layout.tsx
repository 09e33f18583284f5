import { LoadingScreen } from '@client/components/loading-screen';
import { updateAnalytics } from '@client/lib/analytics';
import { useClientConfig } from '@client/lib/client-config';
import { useFirstPageDrawn, watchFirstPage } from '@client/lib/first-page';
import { useIsAdmin } from '@client/lib/session';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { AppStatus } from '../pwa/app-status';
import classes from './layout.module.css';
import { Navbar } from './navbar';
import { WhatsAppButton } from './whatsapp-button';

/**
 * Loaded once the page has loaded: out of the first bundle, which a home page visitor downloads on a slow link
 * (issue 7's budget, ≤ 150 KB gzipped). The footer is below the fold of every page that has one; it is there
 * for the browser to scroll a reloaded page back to its end. The kept-submission sender, which draws nothing
 * until it has sent something, also waits for the first page to be drawn (lib/first-page.ts, decision 104): on
 * a slow phone its files took the link and its connections from the page's own.
 */
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
const KeptSubmissionSender = lazy(() =>
  import('@client/features/profile-form/routes/kept-submission-sender').then((m) => ({
    default: m.KeptSubmissionSender,
  })),
);

function useLoaded() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}

/**
 * Says when the first page is drawn (lib/first-page.ts): the router shows a page and loads no other. A login
 * link's sign-in is not a page: it goes on to the one it lands on.
 */
function useMarkFirstPage(pathname: string) {
  const navigation = useNavigation();
  const settled = navigation.state === 'idle' && !/^\/login(\/|$)/.test(pathname);
  useEffect(() => watchFirstPage(settled), [settled]);
}

/** While the next page's code loads, the current page stays and this notice shows. */
function NavigationNotice() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className={classes.loadingBar} role="status">
      <span className={classes.spinner} aria-hidden="true" />
      {t('loading')}
    </div>
  );
}

function useAnalytics(pathname: string, search: string) {
  const scriptUrl = useClientConfig()?.analyticsScriptUrl;
  const isAdmin = useIsAdmin();
  useEffect(() => {
    updateAnalytics({ scriptUrl, pathname, search, isAdmin });
  }, [scriptUrl, pathname, search, isAdmin]);
}

/** The frame of every page: skip link, navbar, main content, footer and chat button. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const isHome = pathname === '/';
  const loaded = useLoaded();
  const firstPageDrawn = useFirstPageDrawn();
  useMarkFirstPage(pathname);
  useAnalytics(pathname, search);

  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('skipLink')}
      </a>
      <Navbar transparentAtTop={isHome} />
      <AppStatus />
      <NavigationNotice />
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      {loaded && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <WhatsAppButton pathname={pathname} />
      {/* A profile submitted offline is sent from whichever page is open (decision 062). */}
      {loaded && firstPageDrawn && (
        <Suspense fallback={null}>
          <KeptSubmissionSender />
        </Suspense>
      )}
      {/* Keyed by path: a change of the query string alone keeps the scroll position. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
    </>
  );
}
