import { NotFound } from '@client/components/not-found';
import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { Title } from '@mantine/core';
import { useParams } from 'react-router';
import { EditProfilePage } from '../components/edit-profile-page';
import { NewProfilePage } from '../components/new-profile-page';
import { FORM_MESSAGES as M } from '../messages';

/** `/profile/add` (new) and `/profile/{profileId}/edit` (update). */
export function ProfileFormRoute() {
  const { profileId } = useParams();
  if (profileId !== undefined && !/^\d+$/.test(profileId)) return <NotFound />;
  const title = profileId === undefined ? M.titleCreate : M.titleEdit;
  return (
    <PageContainer size="md">
      <PageTitle title={title} />
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
