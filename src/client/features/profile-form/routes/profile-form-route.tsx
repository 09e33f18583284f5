import { NotFound } from '@client/components/not-found';
import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EditProfilePage } from '../components/edit-profile-page';

/** `/profile/{profileId}/edit` (update); `/profile/add` is profile-add-route.tsx. */
export function ProfileFormRoute() {
  const { t } = useTranslation('form');
  const { profileId } = useParams();
  if (profileId === undefined || !/^\d+$/.test(profileId)) return <NotFound />;
  return (
    <PageContainer size="md">
      <PageTitle title={t('titleEdit')} description={t('meta.editDescription')} />
      <Title order={1} mb="md">
        {t('titleEdit')}
      </Title>
      <EditProfilePage key={profileId} profileId={Number(profileId)} />
    </PageContainer>
  );
}
