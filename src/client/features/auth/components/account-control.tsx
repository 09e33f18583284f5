import { avatarFor } from '@client/components/avatar-path';
import { PlainButton } from '@client/components/plain-button';
import { useFirstPageDrawn } from '@client/lib/first-page';
import { type CurrentUser, firstNameOf, openLogin, useCurrentUser, useIsSignedIn } from '@client/lib/session';
import { IconChevronDown, IconLogin2 } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { preloadLoginModal } from './login-overlay';
import classes from './user-menu-placeholder.module.css';

/** The menu button's look while the menu's code loads: not a button yet, so nothing can click it too early. */
function UserMenuPlaceholder({ user, onDark = false }: { user: CurrentUser; onDark?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <span className={[classes.root, onDark ? classes.onDark : ''].join(' ')} aria-hidden="true">
      <img className={classes.avatar} src={avatarFor(user.gender)} alt="" />
      <span className={classes.names}>
        <span className={classes.name}>{firstNameOf(user)}</span>
        <span className={classes.role}>{user.role === 'admin' ? t('roleAdmin') : t('roleUser')}</span>
      </span>
      <IconChevronDown size={16} aria-hidden className={classes.chevron} />
    </span>
  );
}

/**
 * The menu (Mantine's Menu and its floating-ui positioning) loads only for a signed-in visitor, once the first
 * page is drawn (lib/first-page.ts, decision 104); if it cannot be loaded (offline), its look stays.
 */
const UserMenu = lazy(() =>
  import('./user-menu').then(
    (module) => ({ default: module.UserMenu }),
    () => ({ default: UserMenuPlaceholder }),
  ),
);

/** The navbar's account corner: 'Login' (opens the overlay) when signed out, the user menu when signed in. */
export function AccountControl({ onDark = false }: { onDark?: boolean }) {
  const { t } = useTranslation('auth');
  const signedIn = useIsSignedIn();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const firstPageDrawn = useFirstPageDrawn();
  if (signedIn && user) {
    const placeholder = <UserMenuPlaceholder user={user} onDark={onDark} />;
    if (!firstPageDrawn) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <UserMenu user={user} onDark={onDark} />
      </Suspense>
    );
  }
  return (
    <PlainButton
      variant={onDark ? 'white' : 'light'}
      round
      leftSection={<IconLogin2 size={18} aria-hidden />}
      leftSectionWideOnly
      onPointerEnter={preloadLoginModal}
      onFocus={preloadLoginModal}
      onClick={() => {
        // A matchmaker who signs in from the front page goes to the day's work, not the marketing page.
        void openLogin('required').then((signed) => {
          if (signed?.role === 'admin' && pathname === '/') void navigate('/admin/dashboard');
        });
      }}
    >
      {t('loginButton')}
    </PlainButton>
  );
}
