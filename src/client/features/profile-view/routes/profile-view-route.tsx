import { NotFound } from '@client/components/not-found';
import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { Title } from '@mantine/core';
import { useParams } from 'react-router';

/** `/profile/{profileId}` (optional `?matchProfileId=`): one profile. The full view comes later. */
export function ProfileViewRoute() {
  const { profileId = '' } = useParams();
  if (!/^\d+$/.test(profileId)) return <NotFound />;
  const title = `Profile #${profileId}`;
  return (
    <PageContainer>
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
    </PageContainer>
  );
}
