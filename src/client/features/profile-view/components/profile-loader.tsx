import { Button } from '@client/components/button';
import { MessagePage } from '@client/components/message-page';
import { isApiError } from '@client/lib/api-client';
import { openLogin, useIsAdmin, useSession } from '@client/lib/session';
import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ProfileResponse } from '@shared/profile-view';
import { IconAlertTriangle, IconLock, IconUserOff } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../api/profile-query';
import { VIEW_MESSAGES } from '../messages';

/**
 * Loads one profile (with its connections for matchmakers) and renders `children` with it; shows the
 * loading, signed-out (401), not-reachable (404) and failed states.
 */
export function ProfileLoader({
  profileId,
  children,
}: {
  profileId: number;
  children: (data: ProfileResponse) => ReactNode;
}) {
  const { t } = useTranslation('profileView');
  const isAdmin = useIsAdmin();
  const viewer = useSession().username;
  const query = useProfile(profileId, isAdmin, viewer);
  // A save's answer or a refetch redraws the whole page: drawn as a deferred (interruptible) render, so that the
  // dialog that saved closes at once instead of after it (issue 29, decision 069).
  const deferred = useDeferredValue(query.data);
  // Never another profile's page while this one loads (the deferred value lags one render behind).
  const data = deferred?.profile._id === profileId ? deferred : undefined;
  const page = useMemo(() => (data ? children(data) : null), [data, children]);

  if (page) return page;

  if (query.isPending || query.data) {
    return (
      <Center mih="50vh" role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader type="dots" aria-hidden />
          <Text c="dimmed">{t('loading')}</Text>
        </Stack>
      </Center>
    );
  }

  const error = query.error;
  if (isApiError(error, 401)) {
    return (
      <MessagePage
        title={t('signInTitle')}
        icon={<IconLock size={28} />}
        actions={
          <Button onClick={() => void openLogin('required')} fullOnMobile>
            {t('login')}
          </Button>
        }
      >
        {t('signIn')}
      </MessagePage>
    );
  }
  if ((isApiError(error, 404) || isApiError(error, 403)) && isAdmin) {
    // A matchmaker sees every profile: one that cannot be opened is gone, not outside their matches.
    return (
      <MessagePage
        title={VIEW_MESSAGES.profileMissingTitle}
        icon={<IconUserOff size={28} />}
        actions={
          <Button href="/admin/profiles" fullOnMobile>
            {VIEW_MESSAGES.backToProfiles}
          </Button>
        }
      >
        {VIEW_MESSAGES.profileMissing(profileId)}
      </MessagePage>
    );
  }
  if (isApiError(error, 404) || isApiError(error, 403)) {
    return (
      <MessagePage
        title={t('notReachableTitle')}
        icon={<IconUserOff size={28} />}
        actions={
          <Button href="/" fullOnMobile>
            {t('goHome')}
          </Button>
        }
      >
        {t('notReachable')}
      </MessagePage>
    );
  }
  return (
    <MessagePage
      title={t('loadFailedTitle')}
      icon={<IconAlertTriangle size={28} />}
      actions={
        <Group justify="center" gap="sm" w="100%">
          <Button onClick={() => void query.refetch()} loading={query.isFetching} fullOnMobile>
            {t('tryAgain')}
          </Button>
          <Button href="/" variant="outline" fullOnMobile>
            {t('goHome')}
          </Button>
        </Group>
      }
    >
      {t('loadFailed')}
    </MessagePage>
  );
}
