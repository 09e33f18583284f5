import { openLogin, useCurrentUser, useIsSignedIn } from '@client/lib/session';
import { Button } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserMenu } from './user-menu';

/** The navbar's account corner: 'Login' (opens the overlay) when signed out, the user menu when signed in. */
export function AccountControl({ onDark = false }: { onDark?: boolean }) {
  const { t } = useTranslation('auth');
  const signedIn = useIsSignedIn();
  const user = useCurrentUser();
  if (signedIn && user) return <UserMenu user={user} onDark={onDark} />;
  return (
    <Button
      variant={onDark ? 'white' : 'light'}
      size="sm"
      radius="xl"
      leftSection={<IconLogin2 size={18} aria-hidden />}
      onClick={() => {
        void openLogin('required');
      }}
    >
      {t('loginButton')}
    </Button>
  );
}
