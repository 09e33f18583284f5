import { Button } from '@client/components/button';
import { MessagePage } from '@client/components/message-page';
import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { useCurrentUser } from '@client/lib/session';
import { Stack, Text } from '@mantine/core';
import { IconEdit, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MyFees } from '../components/family/my-fees';
import { MyProfileControls, PausedNotice } from '../components/family/my-profile-controls';
import { ProfileDetails } from '../components/profile-details';
import { ProfileLoader } from '../components/profile-loader';

/**
 * `/my-profile`: the signed-in family's own profile with an Edit Profile button, its fees and its control over
 * the profile (pause, download, delete; decisions 060, 061).
 */
export function MyProfileRoute() {
  const { t } = useTranslation('profileView');
  const user = useCurrentUser();
  const ownId = user?.profile;

  if (ownId === undefined) {
    return (
      <MessagePage
        title={t('myProfile.noneTitle')}
        icon={<IconUserPlus size={28} />}
        actions={
          <Button href="/profile/add" fullOnMobile>
            {t('myProfile.submit')}
          </Button>
        }
      >
        {t('myProfile.none')}
      </MessagePage>
    );
  }

  const edit = (
    <Button href="/my-profile/edit" variant="outline" leftSection={<IconEdit size={18} aria-hidden />}>
      {t('myProfile.edit')}
    </Button>
  );

  return (
    <PageContainer>
      <PageTitle title={t('myProfile.title')} />
      <Text size="sm" c="dimmed" fw={600} tt="uppercase" mb={4}>
        {t('myProfile.title')}
      </Text>
      <ProfileLoader profileId={ownId}>
        {(data) => (
          <Stack gap="xl">
            <PausedNotice profile={data.profile} />
            <ProfileDetails data={data} actions={edit} />
            <MyFees profileId={ownId} />
            <MyProfileControls profile={data.profile} />
          </Stack>
        )}
      </ProfileLoader>
    </PageContainer>
  );
}
