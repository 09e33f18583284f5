import { Button } from '@client/components/button';
import { MessagePage } from '@client/components/message-page';
import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { useCurrentUser } from '@client/lib/session';
import { Text } from '@mantine/core';
import { IconEdit, IconUserPlus } from '@tabler/icons-react';
import { ProfileDetails } from '../components/profile-details';
import { ProfileLoader } from '../components/profile-loader';
import { VIEW_MESSAGES } from '../messages';

/** `/my-profile`: the signed-in family's own profile with an Edit Profile button. */
export function MyProfileRoute() {
  const user = useCurrentUser();
  const ownId = user?.profile;

  if (ownId === undefined) {
    return (
      <MessagePage
        title={VIEW_MESSAGES.noOwnProfileTitle}
        icon={<IconUserPlus size={28} />}
        actions={
          <Button href="/profile/add" fullOnMobile>
            {VIEW_MESSAGES.submitProfile}
          </Button>
        }
      >
        {VIEW_MESSAGES.noOwnProfile}
      </MessagePage>
    );
  }

  const edit = (
    <Button href="/my-profile/edit" variant="outline" leftSection={<IconEdit size={18} aria-hidden />}>
      {VIEW_MESSAGES.editProfile}
    </Button>
  );

  return (
    <PageContainer>
      <PageTitle title={VIEW_MESSAGES.myProfileTitle} />
      <Text size="sm" c="dimmed" fw={600} tt="uppercase" mb={4}>
        {VIEW_MESSAGES.myProfileTitle}
      </Text>
      <ProfileLoader profileId={ownId}>
        {(data) => <ProfileDetails data={data} actions={edit} />}
      </ProfileLoader>
    </PageContainer>
  );
}
