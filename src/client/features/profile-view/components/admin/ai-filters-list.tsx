import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AiFilters } from '@shared/profile-view';
import { VIEW_MESSAGES } from '../../messages';
import { aiFilterEntries } from '../../utils/ai-filters';

/** The partner preferences (aiFilters), read-only for now. */
export function AiFiltersList({ filters }: { filters: AiFilters | undefined }) {
  const entries = aiFilterEntries(filters);
  return (
    <Stack gap="xs" component="section" aria-labelledby="ai-filters-title">
      <Title order={3} size="h5" id="ai-filters-title">
        {VIEW_MESSAGES.aiFiltersTitle}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {VIEW_MESSAGES.aiFiltersEmpty}
        </Text>
      ) : (
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4} m={0}>
          {entries.map((entry) => (
            <Text key={entry.key} size="sm" component="div">
              <Text component="dt" span c="dimmed">
                {entry.label}:
              </Text>{' '}
              <Text component="dd" span fw={500} m={0}>
                {entry.value}
              </Text>
            </Text>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
