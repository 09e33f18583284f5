import { LoadingScreen } from '@client/components/loading-screen';
import { KeptSubmissionSender } from '@client/features/profile-form/routes/kept-submission-sender';
import { updateAnalytics } from '@client/lib/analytics';
import { useClientConfig } from '@client/lib/client-config';
import { useIsAdmin } from '@client/lib/session';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { AppStatus } from '../pwa/app-status';
import { Footer } from './footer';
import classes from './layout.module.css';
import { Navbar } from './navbar';
import { WhatsAppButton } from './whatsapp-button';

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
      <Footer />
      <WhatsAppButton pathname={pathname} />
      {/* A profile submitted offline is sent from whichever page is open (decision 062). */}
      <KeptSubmissionSender />
      {/* Keyed by path: a change of the query string alone keeps the scroll position. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
    </>
  );
}
