import { Button } from '@client/components/button';
import { isApiError } from '@client/lib/api-client';
import { clearSession } from '@client/lib/session';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ProfileView } from '@shared/profile-view';
import { IconDownload, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deleteOwnProfile, downloadOwnData, usePauseProfile } from '../../api/family-controls-api';

/** "Your profile is paused": at the top of My Profile while it is, with Resume (decision 060). */
export function PausedNotice({ profile }: { profile: Pick<ProfileView, '_id' | 'pausedAt' | 'version'> }) {
  const { t } = useTranslation('profileView');
  const pause = usePauseProfile(profile._id);
  if (!profile.pausedAt) return null;
  return (
    <Alert color="yellow" title={t('familyControls.pausedTitle')} role="status">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('familyControls.paused')}</Text>
        <Button
          variant="outline"
          loading={pause.isPending}
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
          onClick={() =>
            pause.mutate(
              { pause: false, version: profile.version },
              {
                onSuccess: () => notifications.show({ message: t('familyControls.resumedDone') }),
                onError: () => notifications.show({ color: 'red', message: t('familyControls.failed') }),
              },
            )
          }
        >
          {t('familyControls.resume')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * A family's control over its own profile (issue 30 item 8, decision 060): pause or resume, download its
 * data, delete it after a confirmation. The server decides who may; this is only the family's own page.
 */
export function MyProfileControls({
  profile,
}: {
  profile: Pick<ProfileView, '_id' | 'pausedAt' | 'version'>;
}) {
  const { t } = useTranslation('profileView');
  const pause = usePauseProfile(profile._id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const paused = Boolean(profile.pausedAt);
  const failed = () => notifications.show({ color: 'red', message: t('familyControls.failed') });

  async function download() {
    setDownloading(true);
    try {
      await downloadOwnData(profile._id);
    } catch {
      failed();
    } finally {
      setDownloading(false);
    }
  }

  async function remove() {
    setDeleting(true);
    try {
      await deleteOwnProfile(profile._id);
    } catch (error) {
      // Already gone (deleted on another device): the outcome the family asked for.
      if (!isApiError(error, 404) && !isApiError(error, 401)) {
        setDeleting(false);
        failed();
        return;
      }
    }
    clearSession();
    queryClient.clear();
    notifications.show({ color: 'green', message: t('familyControls.deleted') });
    navigate('/', { replace: true });
  }

  function confirmDelete() {
    modals.openConfirmModal({
      title: t('familyControls.deleteConfirmTitle'),
      centered: true,
      children: <Text size="sm">{t('familyControls.deleteConfirm')}</Text>,
      labels: { confirm: t('familyControls.deleteConfirmYes'), cancel: t('familyControls.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove(),
    });
  }

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="my-profile-controls">
      <Stack gap="md">
        <Title order={2} size="h3" id="my-profile-controls">
          {t('familyControls.title')}
        </Title>
        <Stack gap={6} align="flex-start">
          <Text size="sm" c="dimmed">
            {paused ? t('familyControls.paused') : t('familyControls.pauseHint')}
          </Text>
          <Button
            variant="outline"
            fullOnMobile
            loading={pause.isPending}
            leftSection={
              paused ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />
            }
            onClick={() =>
              pause.mutate(
                { pause: !paused, version: profile.version },
                {
                  onSuccess: () =>
                    notifications.show({
                      message: paused ? t('familyControls.resumedDone') : t('familyControls.pausedDone'),
                    }),
                  onError: failed,
                },
              )
            }
          >
            {paused ? t('familyControls.resume') : t('familyControls.pause')}
          </Button>
        </Stack>
        <Stack gap={6} align="flex-start">
          <Text size="sm" c="dimmed">
            {t('familyControls.downloadHint')}
          </Text>
          <Button
            variant="outline"
            fullOnMobile
            loading={downloading}
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => void download()}
          >
            {t('familyControls.download')}
          </Button>
        </Stack>
        <Stack gap={6} align="flex-start">
          <Text size="sm" c="dimmed">
            {t('familyControls.deleteHint')}
          </Text>
          <Button
            variant="danger"
            fullOnMobile
            loading={deleting}
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={confirmDelete}
          >
            {t('familyControls.delete')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
