import { Button } from '@client/components/button';
import { TextInput } from '@client/components/text-input';
import type { LoginReason } from '@client/lib/session';
import { Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoginErrorKey, login, loginErrorKey } from '../api/login';

/** An error is kept as its catalog key, so that it follows a change of language. */
type ErrorKey = LoginErrorKey | 'bothFieldsRequired' | 'storedCredentialsRejected';
type Status = { state: 'idle' } | { state: 'submitting' } | { state: 'error'; message: ErrorKey };

function initialStatus(reason: LoginReason): Status {
  return reason === 'rejected' ? { state: 'error', message: 'storedCredentialsRejected' } : { state: 'idle' };
}

function looksLikeEmail(value: string | null): value is string {
  return Boolean(value?.includes('@'));
}

export interface LoginFormProps {
  reason: LoginReason;
  /** The username kept from an earlier session, offered again when it is an e-mail address. */
  lastUsername: string | null;
}

/** E-mail and password sign-in (SPEC §2 "Authentication overlay", §5 "Login", §8). */
export function LoginForm({ reason, lastUsername }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(looksLikeEmail(lastUsername) ? lastUsername : '');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Status>(() => initialStatus(reason));
  const submitting = status.state === 'submitting';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const username = email.trim();
    if (!username || !password) {
      setStatus({ state: 'error', message: 'bothFieldsRequired' });
      return;
    }
    setStatus({ state: 'submitting' });
    try {
      // On success the session store closes the overlay and wakes whoever asked for the sign-in.
      await login(username, password);
    } catch (error) {
      setStatus({ state: 'error', message: loginErrorKey(error) });
    }
  }

  return (
    <form onSubmit={handleSubmit} aria-describedby="login-error">
      <Stack gap="md">
        <TextInput
          name="email"
          type="email"
          label={t('emailLabel')}
          placeholder={t('emailPlaceholder')}
          autoComplete="username"
          withAsterisk
          data-autofocus
          value={email}
          onChange={setEmail}
        />
        <TextInput
          name="password"
          type="password"
          label={t('passwordLabel')}
          placeholder={t('passwordPlaceholder')}
          autoComplete="current-password"
          withAsterisk
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" loading={submitting}>
          {t('loginButton')}
        </Button>
      </Stack>
      <Text id="login-error" role="alert" c="red.8" size="sm" mt="sm" mih="1.25rem" fw={500}>
        {status.state === 'error' ? t(status.message) : ''}
      </Text>
      <Text size="xs" c="dimmed" mt="xs">
        {t('loginLinkHint')}
      </Text>
    </form>
  );
}
