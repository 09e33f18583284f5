import { Button } from '@client/components/button';
import { isApiError } from '@client/lib/api-client';
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { profileLabel } from '@shared/profile-label';
import type { ProfileView } from '@shared/profile-view';
import { isVersionConflict } from '@shared/version-conflict';
import { IconCheck, IconPlayerTrackNext } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePatchProfile } from '../api/profile-mutations';
import { nextInReviewQueue } from '../api/review-queue';
import { PANEL_MESSAGES } from '../messages';

const DAY_MS = 24 * 60 * 60 * 1000;
const PENDING_REVIEWS = '/admin/profiles?status=Review';

/** "2 Sep" and the whole days since, as Pending Reviews' cards say it. */
function submittedWaiting(createdAt: string, now = Date.now()) {
  const at = new Date(createdAt);
  const date = at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
  return { date, count: Math.max(0, Math.floor((now - at.getTime()) / DAY_MS)) };
}

/**
 * A profile in Review (issue 29, decision 069): how long it has waited, "Approve and next" (Active, with the
 * version on screen, then the next profile the server names) and "Next in queue" (the next without approving).
 * With nothing else waiting, back to Pending Reviews. Approved meanwhile (by someone else), only "Next in queue".
 */
export function ReviewQueueActions({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('profileView');
  const navigate = useNavigate();
  const approve = usePatchProfile(profile._id);
  const [moving, setMoving] = useState<'approve' | 'next' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const goToNext = async () => {
    try {
      const { next } = await nextInReviewQueue(profile._id);
      if (next) {
        navigate(`/profile/${next._id}`);
        return;
      }
      notifications.show({ color: 'blue', message: t('reviewQueue.queueEmpty') });
      navigate(PENDING_REVIEWS);
    } catch {
      setError(t('reviewQueue.failed'));
      setMoving(null);
    }
  };

  const approveAndNext = () => {
    setError(null);
    setMoving('approve');
    approve.mutate(
      { status: 'Active', inactiveReason: null, inactiveNote: null, version: profile.version },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('reviewQueue.approved', { label: profileLabel(profile) }),
          });
          void goToNext();
        },
        onError: (failure) => {
          setMoving(null);
          setError(
            isApiError(failure, 409) && isVersionConflict(failure.body)
              ? PANEL_MESSAGES.changedMeanwhile
              : PANEL_MESSAGES.statusFailed,
          );
        },
      },
    );
  };

  const skip = () => {
    setError(null);
    setMoving('next');
    void goToNext();
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      bg="var(--mantine-color-orange-0)"
      role="region"
      aria-label={t('reviewQueue.label')}
      data-testid="review-queue-actions"
    >
      <Stack gap="sm">
        {profile.createdAt && profile.status === 'Review' ? (
          <Text size="sm" fw={500} data-testid="submitted-waiting">
            {t('reviewQueue.submittedWaiting', submittedWaiting(profile.createdAt))}
          </Text>
        ) : null}
        <Group gap="xs">
          {profile.status === 'Review' ? (
            <Button
              onClick={approveAndNext}
              loading={moving === 'approve'}
              disabled={moving !== null}
              leftSection={<IconCheck size={18} aria-hidden />}
              fullOnMobile
            >
              {t('reviewQueue.approveAndNext')}
            </Button>
          ) : null}
          <Button
            variant="outline"
            onClick={skip}
            loading={moving === 'next'}
            disabled={moving !== null}
            leftSection={<IconPlayerTrackNext size={18} aria-hidden />}
            fullOnMobile
          >
            {t('reviewQueue.nextInQueue')}
          </Button>
        </Group>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
