import { MessageActions, MessagePage } from '@client/components/message-page';
import { PlainButton } from '@client/components/plain-button';
import { openLogin, useIsAdmin, useIsSignedIn } from '@client/lib/session';
import { IconLock, IconShieldLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

function askToSignIn() {
  void openLogin('required');
}

/**
 * Route guard for pages that need a signed-in user (`/profiles`, `/my-…`, `/admin…`). A signed-out
 * visitor gets the authentication overlay; once they sign in the page renders.
 */
export function RequireAuth() {
  const { t } = useTranslation(['auth', 'common']);
  const signedIn = useIsSignedIn();

  useEffect(() => {
    if (!signedIn) askToSignIn();
  }, [signedIn]);

  if (signedIn) return <Outlet />;
  return (
    <MessagePage
      title={t('signInNeededTitle')}
      icon={<IconLock size={28} />}
      actions={
        <MessageActions>
          <PlainButton onClick={askToSignIn} fullOnMobile>
            {t('loginButton')}
          </PlainButton>
          <PlainButton href="/" variant="outline" fullOnMobile>
            {t('common:goHome')}
          </PlainButton>
        </MessageActions>
      }
    >
      {t('signInNeeded')} {t('loginLinkHint')}
    </MessagePage>
  );
}

/** Route guard for `/admin…`: a signed-in non-admin sees a clear "not allowed" message. */
export function RequireAdmin() {
  const { t } = useTranslation(['auth', 'common']);
  const isAdmin = useIsAdmin();
  if (isAdmin) return <Outlet />;
  return (
    <MessagePage
      title={t('notAllowedTitle')}
      icon={<IconShieldLock size={28} />}
      actions={
        <PlainButton href="/" fullOnMobile>
          {t('common:goHome')}
        </PlainButton>
      }
    >
      {t('notAllowed')}
    </MessagePage>
  );
}
