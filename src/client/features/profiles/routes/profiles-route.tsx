import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { Title } from '@mantine/core';
import { useSearchParams } from 'react-router';

const STATUSES = ['Active', 'Review', 'InActive'] as const;
type ListStatus = (typeof STATUSES)[number];

function statusOf(value: string | null): ListStatus {
  return STATUSES.find((status) => status === value) ?? 'Active';
}

/** `/profiles` ("Find a Match") and `/admin/profiles` (`?status=Review|InActive`). The list comes later. */
export function ProfilesRoute() {
  const [searchParams] = useSearchParams();
  const title = `${statusOf(searchParams.get('status'))} Profiles`;
  return (
    <PageContainer size="xl">
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
    </PageContainer>
  );
}
