import { Button } from '@client/components/button';
import { MessagePage } from '@client/components/message-page';
import { openLogin, useIsAdmin, useIsSignedIn } from '@client/lib/session';
import { Group } from '@mantine/core';
import { IconLock, IconShieldLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { AUTH_MESSAGES } from '../messages';

function askToSignIn() {
  void openLogin('required');
}

/**
 * Route guard for pages that need a signed-in user (`/profiles`, `/my-…`, `/admin…`). A signed-out
 * visitor gets the authentication overlay; once they sign in the page renders.
 */
export function RequireAuth() {
  const signedIn = useIsSignedIn();

  useEffect(() => {
    if (!signedIn) askToSignIn();
  }, [signedIn]);

  if (signedIn) return <Outlet />;
  return (
    <MessagePage
      title={AUTH_MESSAGES.signInNeededTitle}
      icon={<IconLock size={28} />}
      actions={
        <Group justify="center" gap="sm" w="100%">
          <Button onClick={askToSignIn} fullOnMobile>
            {AUTH_MESSAGES.loginButton}
          </Button>
          <Button href="/" variant="outline" fullOnMobile>
            Go to the home page
          </Button>
        </Group>
      }
    >
      {AUTH_MESSAGES.signInNeeded} {AUTH_MESSAGES.loginLinkHint}
    </MessagePage>
  );
}

/** Route guard for `/admin…`: a signed-in non-admin sees a clear "not allowed" message. */
export function RequireAdmin() {
  const isAdmin = useIsAdmin();
  if (isAdmin) return <Outlet />;
  return (
    <MessagePage
      title={AUTH_MESSAGES.notAllowedTitle}
      icon={<IconShieldLock size={28} />}
      actions={
        <Button href="/" fullOnMobile>
          Go to the home page
        </Button>
      }
    >
      {AUTH_MESSAGES.notAllowed}
    </MessagePage>
  );
}
