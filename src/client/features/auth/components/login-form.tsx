import { Button } from '@client/components/button';
import { TextInput } from '@client/components/text-input';
import type { LoginReason } from '@client/lib/session';
import { Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { login, loginErrorMessage } from '../api/login';
import { AUTH_MESSAGES } from '../messages';

type Status = { state: 'idle' } | { state: 'submitting' } | { state: 'error'; message: string };

function initialStatus(reason: LoginReason): Status {
  return reason === 'rejected'
    ? { state: 'error', message: AUTH_MESSAGES.storedCredentialsRejected }
    : { state: 'idle' };
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
  const [email, setEmail] = useState(looksLikeEmail(lastUsername) ? lastUsername : '');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Status>(() => initialStatus(reason));
  const submitting = status.state === 'submitting';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const username = email.trim();
    if (!username || !password) {
      setStatus({ state: 'error', message: AUTH_MESSAGES.bothFieldsRequired });
      return;
    }
    setStatus({ state: 'submitting' });
    try {
      // On success the session store closes the overlay and wakes whoever asked for the sign-in.
      await login(username, password);
    } catch (error) {
      setStatus({ state: 'error', message: loginErrorMessage(error) });
    }
  }

  return (
    <form onSubmit={handleSubmit} aria-describedby="login-error">
      <Stack gap="md">
        <TextInput
          name="email"
          type="email"
          label={AUTH_MESSAGES.emailLabel}
          placeholder={AUTH_MESSAGES.emailPlaceholder}
          autoComplete="username"
          withAsterisk
          data-autofocus
          value={email}
          onChange={setEmail}
        />
        <TextInput
          name="password"
          type="password"
          label={AUTH_MESSAGES.passwordLabel}
          placeholder={AUTH_MESSAGES.passwordPlaceholder}
          autoComplete="current-password"
          withAsterisk
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" loading={submitting}>
          {AUTH_MESSAGES.loginButton}
        </Button>
      </Stack>
      <Text id="login-error" role="alert" c="red.8" size="sm" mt="sm" mih="1.25rem" fw={500}>
        {status.state === 'error' ? status.message : ''}
      </Text>
      <Text size="xs" c="dimmed" mt="xs">
        {AUTH_MESSAGES.loginLinkHint}
      </Text>
    </form>
  );
}
