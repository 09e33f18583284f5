import { NotFound } from '@client/components/not-found';
import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EditProfilePage } from '../components/edit-profile-page';
import { NewProfilePage } from '../components/new-profile-page';

/** `/profile/add` (new) and `/profile/{profileId}/edit` (update). */
export function ProfileFormRoute() {
  const { t } = useTranslation('form');
  const { profileId } = useParams();
  if (profileId !== undefined && !/^\d+$/.test(profileId)) return <NotFound />;
  const creating = profileId === undefined;
  const title = creating ? t('titleCreate') : t('titleEdit');
  return (
    <PageContainer size="md">
      <PageTitle
        title={title}
        description={creating ? t('meta.createDescription') : t('meta.editDescription')}
      />
      <Title order={1} mb="md">
        {title}
      </Title>
      {profileId === undefined ? (
        <NewProfilePage />
      ) : (
        <EditProfilePage key={profileId} profileId={Number(profileId)} />
      )}
    </PageContainer>
  );
}
