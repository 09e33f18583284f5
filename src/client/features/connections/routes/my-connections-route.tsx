import { Button } from '@client/components/button';
import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { useIsAdmin, useSession } from '@client/lib/session';
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMyConnections } from '../api/use-my-connections';
import { ConnectionSection } from '../components/connection-section';
import { CONNECTIONS_MESSAGES as MSG } from '../messages';
import { groupConnections, SECTION_ORDER } from '../utils/sections';

/** `/my-connections` (SPEC §2): the family's connections in sections, from its own side. */
export function MyConnectionsRoute() {
  const { username } = useSession();
  const isAdmin = useIsAdmin();
  const query = useMyConnections(username, !isAdmin);

  return (
    <PageContainer>
      <PageTitle title={MSG.heading} />
      <Stack gap="xl">
        <Title order={1}>{MSG.heading}</Title>
        {isAdmin ? (
          <Alert color="maroon" variant="light">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{MSG.adminNote}</Text>
              <Button href="/admin/dashboard" variant="outline" size="xs">
                {MSG.toDashboard}
              </Button>
            </Stack>
          </Alert>
        ) : query.isPending ? (
          <Center py="xl" role="status" aria-live="polite">
            <Stack align="center" gap="xs">
              <Loader color="maroon" type="dots" aria-hidden />
              <Text c="dimmed">{MSG.loading}</Text>
            </Stack>
          </Center>
        ) : query.isError ? (
          <Alert color="red" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{MSG.loadFailed}</Text>
              <Button variant="outline" size="xs" onClick={() => query.refetch()}>
                {MSG.retry}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Sections groups={groupConnections(query.data)} />
        )}
      </Stack>
    </PageContainer>
  );
}

function Sections({ groups }: { groups: ReturnType<typeof groupConnections> }) {
  return (
    <>
      {SECTION_ORDER.filter(
        // The fourth section appears only when it has something; the three of SPEC §2 always show.
        (section) => section !== 'sentToYou' || groups.sentToYou.length > 0,
      ).map((section) => (
        <ConnectionSection key={section} section={section} connections={groups[section]} />
      ))}
    </>
  );
}
