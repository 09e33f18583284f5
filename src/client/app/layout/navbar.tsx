import { LanguageSwitch } from '@client/components/language-switch';
import { AccountControl } from '@client/features/auth/components/account-control';
import { useIsAdmin } from '@client/lib/session';
import { useWindowScroll } from '@mantine/hooks';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import classes from './layout.module.css';
import { showsChatButton, WhatsAppButton } from './whatsapp-button';

function BrandMark() {
  return (
    <svg width="30" height="30" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#8c2f48" />
      <path
        d="M32 50S13 38.5 13 25.5C13 19 18 14 24 14c3.6 0 6.4 1.8 8 4.5 1.6-2.7 4.4-4.5 8-4.5 6 0 11 5 11 11.5C51 38.5 32 50 32 50z"
        fill="#fbcf52"
      />
    </svg>
  );
}

/**
 * The number of profiles in Review, for matchmakers only (decision 031): its code and the data cache load only
 * for them; nothing shows until it has.
 */
const ReviewCount = lazy(() =>
  import('./review-count').then(
    (module) => ({ default: module.ReviewCount }),
    // Offline or after an update: no count rather than an error in the navbar.
    (): { default: ComponentType<{ onDark?: boolean }> } => ({ default: () => null }),
  ),
);

/**
 * The navbar: brand, language switch, a matchmaker's count of profiles in Review, and the account corner.
 * Transparent only on the home page, over the hero.
 */
export function Navbar({ transparentAtTop }: { transparentAtTop: boolean }) {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const { pathname } = useLocation();
  // On the narrowest phones the chat button takes the brand's name's room (the mark and the link's name stay).
  const chatInNavbar = !isAdmin && showsChatButton(pathname);
  const [scroll] = useWindowScroll();
  const scrolled = scroll.y > 24;
  const transparent = transparentAtTop && !scrolled;
  const className = [
    classes.header,
    transparentAtTop ? classes.floating : '',
    transparent ? classes.transparent : '',
    transparentAtTop && scrolled ? classes.scrolled : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <header className={className}>
      <div className={classes.container}>
        <nav aria-label={t('nav.main')} className={classes.nav}>
          <Link
            to="/"
            className={[classes.brand, isAdmin || chatInNavbar ? classes.brandMarkOnly : '']
              .filter(Boolean)
              .join(' ')}
            aria-label={t('nav.home')}
          >
            <BrandMark />
            <span>Rishta</span>
          </Link>
          <div className={classes.navActions}>
            <LanguageSwitch onDark={transparent} />
            <WhatsAppButton pathname={pathname} inNavbar />
            {isAdmin ? (
              <Suspense fallback={null}>
                <ReviewCount onDark={transparent} />
              </Suspense>
            ) : null}
            <AccountControl onDark={transparent} />
          </div>
        </nav>
      </div>
    </header>
  );
}
