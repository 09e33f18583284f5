import { closeLogin, useSession } from '@client/lib/session';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './login-form';

/**
 * The authentication overlay. It opens through `openLogin()` (navbar Login, pages that need a sign-in,
 * and the API client on a 401) and closes on success, Escape, the close button or a backdrop click.
 */
export function LoginModal() {
  const { t } = useTranslation(['auth', 'common']);
  const { prompt, username } = useSession();
  return (
    <Modal
      opened={prompt.open}
      onClose={closeLogin}
      title={t('overlayTitle')}
      centered
      radius="lg"
      size="sm"
      closeButtonProps={{ 'aria-label': t('common:close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <LoginForm key={prompt.reason} reason={prompt.reason} lastUsername={username} />
    </Modal>
  );
}
