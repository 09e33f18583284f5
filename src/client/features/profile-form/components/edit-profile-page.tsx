import { Button } from '@client/components/button';
import { LoadingScreen } from '@client/components/loading-screen';
import { MessagePage } from '@client/components/message-page';
import { NotFound } from '@client/components/not-found';
import { isApiError } from '@client/lib/api-client';
import { useCurrentUser } from '@client/lib/session';
import { Alert } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileToEdit } from '../api/profile-api';
import { profileToFormState } from '../model/form-values';
import { ProfileForm } from './profile-form';

/** /profile/{id}/edit: loads the stored profile (GET /api/profile/{id}) into the form. */
export function EditProfilePage({ profileId }: { profileId: number }) {
  const { t } = useTranslation('form');
  const user = useCurrentUser();
  const query = useProfileToEdit(profileId);
  const profile = query.data?.profile;

  const start = useMemo(() => {
    if (!profile) return null;
    return { values: profileToFormState(profile), pictures: profile.pictures ?? [] };
  }, [profile]);

  useEffect(() => {
    // SPEC §8: a failed load is logged; the page also says so, with a way to try again.
    if (query.error) console.error('Profile load failed', query.error);
  }, [query.error]);

  if (user && user.role !== 'admin' && user.profile !== profileId) {
    return <MessagePage title={t('notYourProfileTitle')}>{t('notYourProfile')}</MessagePage>;
  }
  if (query.error) {
    if (isApiError(query.error, 404)) return <NotFound />;
    if (isApiError(query.error, 401))
      return <MessagePage title={t('signInToEditTitle')}>{t('signInToEdit')}</MessagePage>;
    return (
      <MessagePage
        title={t('loadFailedTitle')}
        actions={
          <Button onClick={() => void query.refetch()} fullOnMobile>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </MessagePage>
    );
  }
  if (!start || !profile) return <LoadingScreen />;
  // Saving without the pictures this viewer may not see would delete them.
  if (profile.picturesHidden)
    return <MessagePage title={t('notYourProfileTitle')}>{t('notYourProfile')}</MessagePage>;

  // The family's own text waiting for review (decision 048): the form holds its new text; say who sees what.
  const waiting = user?.role !== 'admin' && Object.keys(profile.heldText ?? {}).length > 0;
  return (
    <>
      {waiting ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconHourglass size={20} aria-hidden />}
          title={t('heldNote.title')}
          mb="md"
          data-testid="held-note"
        >
          {t('heldNote.body')}
        </Alert>
      ) : null}
      <ProfileForm
        mode="edit"
        profileId={profileId}
        initialValues={start.values}
        initialPictures={start.pictures}
        baseVersion={profile.version}
        onCreated={() => {}}
      />
    </>
  );
}
