import { Button } from '@client/components/button';
import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { useIsAdmin, useSession } from '@client/lib/session';
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMyBlocks } from '../api/blocks';
import { useMyConnections } from '../api/use-my-connections';
import { BlockedSection } from '../components/blocked-section';
import { ConnectionSection } from '../components/connection-section';
import { groupConnections, SECTION_ORDER } from '../utils/sections';

/**
 * `/my-connections` (SPEC §2): the family's connections in sections, from its own side, then the profiles it
 * blocked (issue 18).
 */
export function MyConnectionsRoute() {
  const { t } = useTranslation('connections');
  const { username } = useSession();
  const isAdmin = useIsAdmin();
  const query = useMyConnections(username, !isAdmin);
  const blocks = useMyBlocks(username, !isAdmin);

  return (
    <PageContainer>
      <PageTitle title={t('heading')} description={t('meta.description')} />
      <Stack gap="xl">
        <Title order={1}>{t('heading')}</Title>
        {isAdmin ? (
          <Alert color="maroon" variant="light">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('adminNote')}</Text>
              <Button href="/admin/dashboard" variant="outline" size="xs">
                {t('toDashboard')}
              </Button>
            </Stack>
          </Alert>
        ) : query.isPending ? (
          <Center py="xl" role="status" aria-live="polite">
            <Stack align="center" gap="xs">
              <Loader color="maroon" type="dots" aria-hidden />
              <Text c="dimmed">{t('loading')}</Text>
            </Stack>
          </Center>
        ) : query.isError ? (
          <Alert color="red" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('loadFailed')}</Text>
              <Button variant="outline" size="xs" onClick={() => query.refetch()}>
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            <Sections groups={groupConnections(query.data)} />
            {/* Last, and only once it has loaded: the family's blocks are not what it came for. */}
            {blocks.data ? <BlockedSection blocks={blocks.data} /> : null}
          </>
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
