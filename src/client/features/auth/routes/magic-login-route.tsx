import { Button } from '@client/components/button';
import { MessagePage } from '@client/components/message-page';
import { PageTitle } from '@client/components/page-title';
import { isApiError } from '@client/lib/api-client';
import { firstPageDrawn } from '@client/lib/first-page';
import { forgetLoginLink, heldLoginLink } from '@client/lib/login-link';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type LoginErrorKey, loginErrorKey } from '../api/login';
import { forgetMagicSignIn, magicSignIn } from '../api/magic-sign-in';

type State =
  | { state: 'signing-in' }
  | { state: 'failed'; message: LoginErrorKey | 'magicLinkInvalid' | 'magicLinkMissing'; canRetry: boolean };

/**
 * `/login`, opened as `/login/{profileId}:{accessToken}`: the token already left the address bar
 * (lib/login-link.ts, decision 050) and is read from memory. Signs the family in with the profile id as
 * username and the access token as password, then continues to `to`, or without it to where the family is
 * needed: a profile waiting for its answer, else its matches (landing.ts, issue 30 item 5). The route's loader
 * began the sign-in while this page's code loaded (api/magic-sign-in.ts); the page takes its answer.
 */
export function MagicLoginRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const [auth] = useState(heldLoginLink);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ state: 'signing-in' });
  const started = useRef(-1);
  const to = searchParams.get('to');

  useEffect(() => {
    if (started.current === attempt) return; // React's development double effect
    started.current = attempt;
    if (auth === null) {
      setState({ state: 'failed', message: 'magicLinkMissing', canRetry: false });
      return;
    }
    const landing = magicSignIn(auth, to, attempt > 0);
    if (!landing) {
      forgetLoginLink();
      setState({ state: 'failed', message: 'magicLinkInvalid', canRetry: false });
      return;
    }
    setState({ state: 'signing-in' });
    landing
      .finally(forgetMagicSignIn)
      .then((target) => {
        forgetLoginLink();
        return navigate(target, { replace: true });
      })
      .catch((error: unknown) => {
        const rejected = isApiError(error, 401) || isApiError(error, 403) || isApiError(error, 404);
        if (rejected) forgetLoginLink();
        setState({
          state: 'failed',
          message: rejected ? 'magicLinkInvalid' : loginErrorKey(error),
          canRetry: !rejected,
        });
      });
  }, [auth, to, attempt, navigate]);

  // A link that could not sign in stays here: this is the page the visit shows (lib/first-page.ts).
  useEffect(() => {
    if (state.state === 'failed') firstPageDrawn();
  }, [state.state]);

  if (state.state === 'signing-in') {
    return (
      <Center mih="60vh" p="xl" role="status" aria-live="polite">
        <PageTitle title={t('magicLinkTitle')} description={t('magicLinkDescription')} />
        <Stack align="center" gap="sm">
          <Loader type="dots" aria-hidden />
          <Text c="dimmed">{t('magicSigningIn')}</Text>
        </Stack>
      </Center>
    );
  }

  return (
    <MessagePage
      title={t('magicLinkTitle')}
      description={t('magicLinkDescription')}
      icon={<IconLinkOff size={28} />}
      actions={
        <>
          {state.canRetry ? (
            <Button onClick={() => setAttempt((n) => n + 1)} fullOnMobile>
              {t('common:tryAgain')}
            </Button>
          ) : null}
          <Button href="/" variant={state.canRetry ? 'outline' : 'primary'} fullOnMobile>
            {t('common:goHome')}
          </Button>
        </>
      }
    >
      <span role="alert">{t(state.message)}</span>
    </MessagePage>
  );
}
