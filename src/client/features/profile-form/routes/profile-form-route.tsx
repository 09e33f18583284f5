import { NotFound } from '@client/components/not-found';
import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { Title } from '@mantine/core';
import { useParams } from 'react-router';

/** `/profile/add` (new) and `/profile/{profileId}/edit` (update). The form itself comes later. */
export function ProfileFormRoute() {
  const { profileId } = useParams();
  if (profileId !== undefined && !/^\d+$/.test(profileId)) return <NotFound />;
  const title = profileId === undefined ? 'Submit your profile' : 'Update your profile';
  return (
    <PageContainer>
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
    </PageContainer>
  );
}
