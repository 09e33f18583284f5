import { Button } from '@client/components/button';
import { MessagePage } from '@client/components/message-page';
import { PageTitle } from '@client/components/page-title';
import { isApiError } from '@client/lib/api-client';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { parseMagicLoginParam } from '@shared/auth';
import { IconLinkOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { login, loginErrorMessage } from '../api/login';
import { AUTH_MESSAGES } from '../messages';
import { safeRedirectTarget } from '../utils/safe-redirect';

type State = { state: 'signing-in' } | { state: 'failed'; message: string; canRetry: boolean };

/**
 * `/login/{profileId}:{accessToken}`: signs the family in with the profile id as username and the access
 * token as password, then continues to `to` (or /profiles).
 */
export function MagicLoginRoute() {
  const { auth = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ state: 'signing-in' });
  const started = useRef(-1);
  const to = searchParams.get('to');

  useEffect(() => {
    if (started.current === attempt) return; // React's development double effect
    started.current = attempt;
    const credentials = parseMagicLoginParam(auth);
    if (!credentials) {
      setState({ state: 'failed', message: AUTH_MESSAGES.magicLinkInvalid, canRetry: false });
      return;
    }
    setState({ state: 'signing-in' });
    login(credentials.username, credentials.password)
      .then(() => navigate(safeRedirectTarget(to), { replace: true }))
      .catch((error: unknown) => {
        const rejected = isApiError(error, 401) || isApiError(error, 403) || isApiError(error, 404);
        setState({
          state: 'failed',
          message: rejected ? AUTH_MESSAGES.magicLinkInvalid : loginErrorMessage(error),
          canRetry: !rejected,
        });
      });
  }, [auth, to, attempt, navigate]);

  if (state.state === 'signing-in') {
    return (
      <Center mih="60vh" p="xl" role="status" aria-live="polite">
        <PageTitle title={AUTH_MESSAGES.magicLinkTitle} />
        <Stack align="center" gap="sm">
          <Loader type="dots" aria-hidden />
          <Text c="dimmed">{AUTH_MESSAGES.magicSigningIn}</Text>
        </Stack>
      </Center>
    );
  }

  return (
    <MessagePage
      title={AUTH_MESSAGES.magicLinkTitle}
      icon={<IconLinkOff size={28} />}
      actions={
        <>
          {state.canRetry ? (
            <Button onClick={() => setAttempt((n) => n + 1)} fullOnMobile>
              Try again
            </Button>
          ) : null}
          <Button href="/" variant={state.canRetry ? 'outline' : 'primary'} fullOnMobile>
            Go to the home page
          </Button>
        </>
      }
    >
      <span role="alert">{state.message}</span>
    </MessagePage>
  );
}
