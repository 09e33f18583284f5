import { NotFound } from '@client/components/not-found';
import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { useIsAdmin } from '@client/lib/session';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EditProfilePage } from '../components/edit-profile-page';

/** `/profile/{profileId}/edit` (update); `/profile/add` is profile-add-route.tsx. */
export function ProfileFormRoute() {
  const { t } = useTranslation('form');
  const { profileId } = useParams();
  // A matchmaker edits a family's profile, not her own (issue 29): "Update profile"; SPEC's words for families.
  const title = useIsAdmin() ? t('titleEditAdmin') : t('titleEdit');
  if (profileId === undefined || !/^\d+$/.test(profileId)) return <NotFound />;
  return (
    <PageContainer size="md">
      <PageTitle title={title} description={t('meta.editDescription')} />
      <Title order={1} mb="md">
        {title}
      </Title>
      <EditProfilePage key={profileId} profileId={Number(profileId)} />
    </PageContainer>
  );
}
