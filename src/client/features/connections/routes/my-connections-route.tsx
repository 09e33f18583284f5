import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { Title } from '@mantine/core';

/** `/my-connections`: the family's connections. The sections come later. */
export function MyConnectionsRoute() {
  return (
    <PageContainer>
      <PageTitle title="My Connections" />
      <Title order={1}>My Connections</Title>
    </PageContainer>
  );
}
