import { closeLogin, useSession } from '@client/lib/session';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FamilySessionEnded } from './family-session-ended';
import { LoginForm } from './login-form';
import { LostLink } from './lost-link';

/** A family signs in by its link, as its profile id; a matchmaker by e-mail. */
const isFamilyUsername = (username: string | null): username is string => /^\d+$/.test(username ?? '');

/**
 * The authentication overlay. It opens through `openLogin()` (navbar Login, pages that need a sign-in,
 * and the API client on a 401) and closes on success, Escape, the close button or a backdrop click.
 */
export function LoginModal() {
  const { t } = useTranslation(['auth', 'common']);
  const { prompt, username } = useSession();
  const [matchmakerForm, setMatchmakerForm] = useState(false);
  const family = isFamilyUsername(username) && !matchmakerForm;
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
      {family ? (
        <FamilySessionEnded profileId={username} onMatchmaker={() => setMatchmakerForm(true)} />
      ) : (
        <>
          <LoginForm
            key={prompt.reason}
            reason={matchmakerForm ? 'required' : prompt.reason}
            lastUsername={username}
          />
          {matchmakerForm ? null : <LostLink />}
        </>
      )}
    </Modal>
  );
}
