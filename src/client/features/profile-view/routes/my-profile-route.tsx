import { Button } from '@client/components/button';
import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { Group, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';

/** `/my-profile`: the signed-in family's own profile with an Edit Profile button. The view comes later. */
export function MyProfileRoute() {
  return (
    <PageContainer>
      <PageTitle title="My Profile" />
      <Group justify="space-between" gap="sm">
        <Title order={1}>My Profile</Title>
        <Button href="/my-profile/edit" variant="outline" leftSection={<IconEdit size={18} aria-hidden />}>
          Edit Profile
        </Button>
      </Group>
    </PageContainer>
  );
}
