import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ConnectionListItem } from '@shared/profile-view';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionSection as Section } from '../utils/sections';
import { ConnectionCard } from './connection-card';

/** One section of My Connections: its title, its cards or its empty message. */
export function ConnectionSection({
  section,
  connections,
}: {
  section: Section;
  connections: readonly ConnectionListItem[];
}) {
  const { t } = useTranslation('connections');
  const headingId = useId();
  const title = t(`sections.${section}.title`);
  const empty = t(`sections.${section}.empty`);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {connections.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {connections.map((connection) => (
            <ConnectionCard key={connection._id} connection={connection} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
