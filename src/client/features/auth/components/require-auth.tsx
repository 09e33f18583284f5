import { Button } from '@client/components/button';
import { MessagePage } from '@client/components/message-page';
import { openLogin, useIsAdmin, useIsSignedIn } from '@client/lib/session';
import { Group } from '@mantine/core';
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
        <Group justify="center" gap="sm" w="100%">
          <Button onClick={askToSignIn} fullOnMobile>
            {t('loginButton')}
          </Button>
          <Button href="/" variant="outline" fullOnMobile>
            {t('common:goHome')}
          </Button>
        </Group>
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
        <Button href="/" fullOnMobile>
          {t('common:goHome')}
        </Button>
      }
    >
      {t('notAllowed')}
    </MessagePage>
  );
}
