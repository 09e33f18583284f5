import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { Title } from '@mantine/core';

/** `/admin/dashboard`: the Pending Connections Dashboard. The sections come later. */
export function DashboardRoute() {
  return (
    <PageContainer size="xl">
      <PageTitle title="Pending Connections Dashboard" />
      <Title order={1}>Pending Connections Dashboard</Title>
    </PageContainer>
  );
}
